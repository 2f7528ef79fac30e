import CX11
import Foundation

/// The back buffers frames are painted into: the newest frame's, reused while the server is
/// done with it, and up to `capacity` in all when it is not yet (a Present still copying or
/// showing it). Each buffer keeps the frame it holds, so a frame painted into an older buffer
/// repaints what changed since that buffer's frame, and presents what changed since the
/// window's.
@MainActor
final class BufferRing {
  /// The most buffers kept: one shown, one waiting for a vblank, one being painted.
  static let capacity = 3

  private let connection: X11Connection
  private let window: XWindowID
  private(set) var buffers: [BackBuffer]
  /// The buffer holding the newest frame (the one painted last).
  private(set) var newest: BackBuffer
  /// Buffers handed to the server and not yet given back: their pixmaps, and since when
  /// (monotonic seconds).
  private var busy: [UInt: TimeInterval] = [:]
  /// The regions presented so far, newest last, with each frame's number, for a buffer that
  /// holds an older frame to present what the frames since changed as well.
  private var history: [(frame: Int, region: [CGRect])] = []
  /// The number of the frame each buffer holds (by pixmap).
  private var frameHeld: [UInt: Int] = [:]
  private var framesPresented = 0

  /// One buffer of `width` × `height` pixels to start with.
  init(connection: X11Connection, window: XWindowID, width: Int32, height: Int32) {
    self.connection = connection
    self.window = window
    newest = BackBuffer.make(connection: connection, window: window, width: width, height: height)
    buffers = [newest]
  }

  /// A buffer the server is done with, for the next frame: the newest if it can be, else
  /// another idle one, else a new one while there are fewer than `capacity`; nil when all
  /// are busy.
  func idleBuffer() -> BackBuffer? {
    if !isBusy(newest) { return newest }
    if let idle = buffers.first(where: { !isBusy($0) }) { return idle }
    guard buffers.count < Self.capacity else { return nil }
    let buffer = BackBuffer(
      connection: connection, window: window, width: newest.width, height: newest.height)
    buffers.append(buffer)
    return buffer
  }

  /// `buffer`'s frame was painted with `region` changed from the frame it held: it is the
  /// newest now. Returns the region to present, which adds what the frames since the one it
  /// held changed on the window.
  func didPaint(_ buffer: BackBuffer, region: [CGRect]) -> [CGRect] {
    var presented = region
    // (A buffer that held no frame was painted whole.)
    if buffer !== newest, let held = frameHeld[buffer.pixmap.raw] {
      if let oldest = history.first?.frame, oldest <= held + 1 {
        for earlier in history where earlier.frame > held { presented += earlier.region }
      } else {
        presented = [XRenderPainter.whole(buffer)]
      }
    }
    // (A few rectangles again: the next frames add these to theirs.)
    presented = Damage.merged(presented)
    framesPresented += 1
    history.append((framesPresented, presented))
    if history.count > Self.capacity { history.removeFirst() }
    frameHeld[buffer.pixmap.raw] = framesPresented
    newest = buffer
    return presented
  }

  /// What the last frame presented: what changed on the window (whole pixels).
  var lastPresented: [CGRect] { history.last?.region ?? [] }

  func isBusy(_ buffer: BackBuffer) -> Bool { busy[buffer.pixmap.raw] != nil }

  /// Since when the buffer the server has held longest has been busy (nil: none is).
  var oldestBusySince: TimeInterval? { busy.values.min() }

  /// The server took `buffer` at `time` (a Present of it is under way).
  func markBusy(_ buffer: BackBuffer, at time: TimeInterval) { busy[buffer.pixmap.raw] = time }

  /// The server is done with the buffer of `pixmap` (its Present's idle event).
  func markIdle(pixmap: UInt) { busy[pixmap] = nil }

  /// Takes every buffer for idle (the server never said it was done with them).
  func forgetBusy() { busy = [:] }

  /// Buffers of a new size: the newest frame is gone, the next is painted whole.
  func resize(width: Int32, height: Int32) {
    destroy()
    newest = BackBuffer.make(connection: connection, window: window, width: width, height: height)
    buffers = [newest]
  }

  /// Frees every buffer (the server keeps a pixmap a Present still uses until it is done).
  func destroy() {
    for buffer in buffers { buffer.destroy() }
    buffers = []
    busy = [:]
    history = []
    frameHeld = [:]
  }
}
