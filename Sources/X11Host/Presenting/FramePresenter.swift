import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// How frames reach the window: with the Present extension, where the server has it, each
/// frame shown on a chosen vblank and the next one drawn once it is; else (or with
/// `--present copy`) copied at once with XCopyArea, on a timer at the display's rate.
public enum PresentMethod: String, Sendable, CaseIterable {
  /// The Present extension: frames on the vblank, paced by the server's completions.
  case vblank
  /// XCopyArea at once, paced by a timer: for servers without Present, and for comparison.
  case copy
}

/// A frame the display showed: the vblank, when it came, and the time the frame was drawn
/// for (monotonic seconds).
public struct PresentedFrame: Sendable, Equatable {
  /// The count of the vblank the frame was shown on.
  public var msc: UInt64
  /// When the frame was shown (monotonic seconds).
  public var shownAt: TimeInterval
  /// The time the frame was drawn for (monotonic seconds).
  public var drawnFor: TimeInterval
  /// Whether the frame was asked for at once after the one before (an animation running),
  /// rather than after the app was idle.
  public var followsFrame: Bool
}

/// Presents the host's frames and says when the next may be drawn, and for when.
@MainActor
final class FramePresenter {
  /// When a frame drawn now will be shown: at `displayTime` (monotonic seconds), the vblank
  /// of count `msc` (nil: the next one, or at once).
  struct Target {
    var displayTime: TimeInterval
    var msc: UInt64?
  }

  /// What asking to draw a frame gets.
  enum Slot {
    /// Draw now, for `Target`.
    case draw(Target)
    /// Ask again at this time (monotonic seconds), or when an event comes.
    case wait(until: TimeInterval)
  }

  /// The buffers frames are painted into.
  let ring: BufferRing
  /// How frames are shown: `.vblank` only where the server has Present.
  let method: PresentMethod
  /// The seconds between the display's refreshes, by its RandR mode (until vblanks are
  /// reported, which then tell).
  var refreshInterval: TimeInterval {
    didSet {
      if vblanks.last == nil { vblanks = VblankPredictor(nominalInterval: refreshInterval) }
    }
  }
  /// The frames shown, while recorded (`recordsFrames`).
  private(set) var presentedFrames: [PresentedFrame] = []
  var recordsFrames = false {
    didSet { presentedFrames = [] }
  }

  private let connection: X11Connection
  private let window: XWindowID
  private let gc: GC
  private let present: PresentExtension?
  private var vblanks: VblankPredictor
  private var serial: UInt32 = 0
  /// The frames sent and not yet shown, by serial: when they were sent, the times they were
  /// drawn for.
  private var unshown:
    [UInt32: (sentAt: TimeInterval, drawnFor: TimeInterval, followsFrame: Bool)] =
      [:]
  /// The paced Present in flight (its serial, and when it was sent): the next frame waits.
  private var inFlight: (serial: UInt32, sentAt: TimeInterval)?
  /// When the copy method last drew (its timer).
  private var lastCopyFrame = -Double.infinity
  /// When the last paced frame was to be shown.
  private var lastDisplayTime = -Double.infinity
  /// A completion this late is taken for lost (the server is stuck, or dropped it).
  private static let lostAfter: TimeInterval = 0.25

  init(
    connection: X11Connection, window: XWindowID, gc: GC, ring: BufferRing,
    method: PresentMethod, refreshInterval: TimeInterval
  ) {
    self.connection = connection
    self.window = window
    self.gc = gc
    self.ring = ring
    self.refreshInterval = refreshInterval
    present = PresentExtension(connection: connection, window: window)
    self.method = present == nil ? .copy : method
    vblanks = VblankPredictor(nominalInterval: refreshInterval)
  }

  /// Asks to draw a frame `now` (monotonic seconds), which takes about `drawTime`, at most
  /// one every `minimumInterval` (the virtual clock's 1/60 s, on a faster screen); `isPaced`
  /// false: as fast as frames are drawn (a recording on the virtual clock).
  func claimFrame(
    at now: TimeInterval, drawTime: TimeInterval, minimumInterval: TimeInterval, isPaced: Bool
  ) -> Slot {
    switch method {
    case .copy:
      let due = lastCopyFrame + (isPaced ? max(refreshInterval, minimumInterval) : 0)
      guard due - now <= 0.0005 else { return .wait(until: due) }
      lastCopyFrame = now
      return .draw(Target(displayTime: now, msc: nil))
    case .vblank:
      if let inFlight {
        let lost = inFlight.sentAt + Self.lostAfter
        if now < lost { return .wait(until: lost) }
        self.inFlight = nil
      }
      // Every buffer still the server's (a hidden window's vblanks slow to a second): its
      // idle event wakes the loop, or, that long without one, the buffers are taken back.
      if ring.idleBuffer() == nil, let since = ring.oldestBusySince {
        if now < since + Self.lostAfter { return .wait(until: since + Self.lostAfter) }
        ring.forgetBusy()
      }
      // (A millisecond's grace: a vblank a hair early still counts.)
      let earliest = max(now + drawTime, lastDisplayTime + minimumInterval - 0.001)
      guard isPaced, let vblank = vblanks.vblank(notBefore: earliest) else {
        return .draw(Target(displayTime: now, msc: nil))
      }
      lastDisplayTime = vblank.time
      // After a long idle the count may have drifted: the next vblank, whichever it is.
      let isRecent = now - (vblanks.last?.time ?? now) < 1
      return .draw(Target(displayTime: vblank.time, msc: isRecent ? vblank.msc : nil))
    }
  }

  /// Shows `buffer`, just painted with `region` changed, at `target` (nil: at once);
  /// `followsFrame`: asked for at once after the frame before.
  func present(_ buffer: BackBuffer, region: [CGRect], at target: Target?, followsFrame: Bool) {
    let region = ring.didPaint(buffer, region: region)
    serial &+= 1
    let now = AnimationClock.systemUptime()
    switch (method, present) {
    case (.vblank, let present?):
      present.present(
        buffer.pixmap, region: region, serial: serial, msc: target?.msc ?? 0, async: target == nil)
      // An at-once copy is done before the server runs any later request: the buffer is
      // free again for the next frame's drawing. One for a vblank is the server's until then.
      if target != nil {
        ring.markBusy(buffer, at: now)
        inFlight = (serial, now)
      }
    case (_, let present):
      buffer.present(region, to: window, gc: gc)
      // Shown at the vblank after the copy: a completion then times the vblanks.
      if recordsFrames { present?.notifyNextMSC(serial: serial) }
    }
    if recordsFrames { unshown[serial] = (now, target?.displayTime ?? now, followsFrame) }
  }

  /// Copies the newest frame to the window whole, at once (after an Expose).
  func showNewest() {
    ring.newest.present(to: window, gc: gc)
  }

  /// A buffer to paint the next frame into. When the server has every buffer still, waits
  /// for it to give one back (a quarter of a second at most: then the newest is taken as it
  /// is).
  func bufferForNextFrame() -> BackBuffer {
    if let idle = ring.idleBuffer() { return idle }
    let giveUp = AnimationClock.systemUptime() + Self.lostAfter
    while AnimationClock.systemUptime() < giveUp {
      present?.takeArrivedEvents(take)
      if let idle = ring.idleBuffer() { return idle }
      usleep(1000)
    }
    ring.forgetBusy()
    return ring.newest
  }

  /// Takes the event if it is a Present event of the window (true).
  func handle(_ event: inout XEvent) -> Bool {
    guard event.type == GenericEvent, let decoded = present?.decode(&event) else { return false }
    take(decoded)
    return true
  }

  private func take(_ decoded: PresentExtension.Event) {
    switch decoded {
    case .complete(let serial, let msc, let time, let isPixmap):
      vblanks.observe(msc: msc, time: time)
      if inFlight?.serial == serial { inFlight = nil }
      guard let frame = unshown.removeValue(forKey: serial), recordsFrames,
        let shown = isPixmap ? (msc, time) : vblanks.vblank(notBefore: frame.sentAt)
      else { return }
      presentedFrames.append(
        PresentedFrame(
          msc: shown.msc, shownAt: shown.time, drawnFor: frame.drawnFor,
          followsFrame: frame.followsFrame))
    case .idle(let pixmap):
      ring.markIdle(pixmap: pixmap)
    }
  }
}
