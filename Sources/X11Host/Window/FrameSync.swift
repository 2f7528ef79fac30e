import CX11
import Foundation

/// The window manager's frame sync, both kinds the EWMH describes and GTK speaks.
///
/// Basic (`_NET_WM_SYNC_REQUEST`): before it resizes the window, the window manager sends a
/// number; once the app has drawn a frame at the new size, it sets its first XSync counter to
/// that number, and only then does the window manager (and its compositor) show the window
/// at that size. An interactive resize never shows a stale or half-drawn frame.
///
/// Extended (`_NET_WM_FRAME_DRAWN`, which mutter and KWin list in `_NET_SUPPORTED`): the
/// second counter is odd while the app draws a frame and even once the frame is sent to the
/// window. The compositor shows it, then answers `_NET_WM_FRAME_DRAWN` with the counter's
/// value. Both counters are always named; once the compositor has answered a frame, frames
/// go to the window at once and the next waits for the answer to the last, so the app draws
/// no frame the compositor would not show, and the compositor never shows one half drawn. A
/// resize's request then names a value of this counter, reached by the first frame of the
/// new size.
@MainActor
final class FrameSync {
  private let display: OpaquePointer
  private let basicCounter: XSyncCounter
  private let extendedCounter: XSyncCounter
  /// `_NET_WM_SYNC_REQUEST`, the protocol the window takes part in (in `WM_PROTOCOLS`).
  let protocolAtom: Atom
  /// The compositor's answer to a frame, and its later word on when the frame was shown.
  private let frameDrawnAtom: Atom
  private let frameTimingsAtom: Atom
  /// The number the window manager sent, for which counter, until a frame answers it.
  private var request: (value: Int64, isExtended: Bool)?
  /// Whether the window was configured (its new size) since the request.
  private var isConfigured = false
  /// The extended counter's value: odd while a frame is drawn.
  private(set) var frameCounter: Int64 = 0
  /// Whether the compositor answers frames: it answered one, and has not fallen silent since.
  private(set) var compositorAnswers = false
  /// The frames sent to the window and not yet timed, by counter value: when each was sent,
  /// the time it was drawn for, whether it followed the frame before at once, and when the
  /// compositor drew it (monotonic seconds; nil until it answers).
  private var sentFrames:
    [Int64: (
      sentAt: TimeInterval, drawnFor: TimeInterval, followsFrame: Bool,
      compositedAt: TimeInterval?
    )] = [:]
  /// The compositor's refreshes: the last a frame of the window was shown at (monotonic
  /// seconds), the time between two, and how many refreshes after the first one that came
  /// once it was sent the last frame reached the screen.
  private(set) var refreshes: (last: TimeInterval, interval: TimeInterval, lag: Int)?
  /// Whether frames shown are recorded (`shownFrames`).
  var recordsFrames = false {
    didSet {
      shownFrames = []
      recordingSince = ProcessInfo.processInfo.systemUptime
    }
  }
  /// When recording began: frames sent before are not recorded.
  private var recordingSince = -Double.infinity
  /// The frames the compositor said it showed, while recorded; `msc` counts its refreshes.
  private(set) var shownFrames: [PresentedFrame] = []
  /// A compositor that has not answered a frame this long is taken to have stopped (it was
  /// replaced, or the window is hidden and nothing shows it): frames no longer wait for it.
  static let silentAfter: TimeInterval = 0.25

  /// The two counters, named on the window (`_NET_WM_SYNC_REQUEST_COUNTER`); nil when the
  /// server lacks the SYNC extension.
  init?(connection: X11Connection, window: XWindowID) {
    display = connection.display
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
      XSyncInitialize(display, &major, &minor) != 0
    else { return nil }
    var zero = XSyncValue()
    XSyncIntsToValue(&zero, 0, 0)
    basicCounter = XSyncCreateCounter(display, zero)
    extendedCounter = XSyncCreateCounter(display, zero)
    protocolAtom = connection.atom("_NET_WM_SYNC_REQUEST")
    frameDrawnAtom = connection.atom("_NET_WM_FRAME_DRAWN")
    frameTimingsAtom = connection.atom("_NET_WM_FRAME_TIMINGS")
    var counters = [Int(basicCounter), Int(extendedCounter)]
    XChangeProperty(
      display, window.raw, connection.atom("_NET_WM_SYNC_REQUEST_COUNTER"),
      connection.atom("CARDINAL"), 32, PropModeReplace, &counters, 2)
  }

  /// Takes a `WM_PROTOCOLS` message if it is a sync request (true).
  func takeRequest(_ message: XClientMessageEvent) -> Bool {
    guard Atom(message.data.l.0) == protocolAtom else { return false }
    // The number's low 32 bits, then its high 32 bits; then whether it is for the extended
    // counter.
    request = (
      Self.value(low: message.data.l.2, high: message.data.l.3), message.data.l.4 != 0
    )
    isConfigured = false
    return true
  }

  /// Takes a client message if it is the compositor's answer to a frame or its timings
  /// (true).
  func takeAnswer(_ message: XClientMessageEvent) -> Bool {
    let value = Self.value(low: message.data.l.0, high: message.data.l.1)
    switch message.message_type {
    case frameDrawnAtom:
      compositorAnswers = true
      // When it drew the frame: microseconds on the monotonic clock, as the host's.
      sentFrames[value]?.compositedAt =
        Double(Self.value(low: message.data.l.2, high: message.data.l.3)) / 1e6
    case frameTimingsAtom:
      // When the frame reached the screen, after it was drawn (0: not known), and the
      // display's refresh interval, in microseconds.
      let offset = Double(Int32(truncatingIfNeeded: message.data.l.2)) / 1e6
      let interval = Double(UInt32(truncatingIfNeeded: message.data.l.3)) / 1e6
      guard let frame = sentFrames.removeValue(forKey: value), let composited = frame.compositedAt,
        offset != 0, interval > 0
      else { return true }
      let shownAt = composited + offset
      // (A frame shown before it was sent, or a second after, is a compositor's mistake.)
      guard shownAt >= frame.sentAt, shownAt - frame.sentAt < 1 else { return true }
      // A stall of the compositor's does not put the frames after it that far ahead.
      let lag = min(Int(((shownAt - frame.sentAt) / interval).rounded(.down)), 2)
      refreshes = (shownAt, interval, lag)
      if recordsFrames, frame.sentAt >= recordingSince {
        shownFrames.append(
          PresentedFrame(
            msc: UInt64((shownAt / interval).rounded()), shownAt: shownAt,
            drawnFor: frame.drawnFor, followsFrame: frame.followsFrame))
      }
    default:
      return false
    }
    return true
  }

  /// When a frame sent to the window at `time` (monotonic seconds) will be shown, by the
  /// compositor's timings of the last frames; nil when it does not send them.
  func showingTime(ofFrameSentAt time: TimeInterval) -> TimeInterval? {
    guard compositorAnswers, let refreshes else { return nil }
    let firstAfter = max(((time - refreshes.last) / refreshes.interval).rounded(.up), 1)
    return refreshes.last + (firstAfter + Double(refreshes.lag)) * refreshes.interval
  }

  /// The window manager configured the window (a ConfigureNotify): the next frame is drawn
  /// at the size the request was for.
  func windowConfigured() {
    if request != nil { isConfigured = true }
  }

  /// Whether a resize waits for the next frame (which should then be shown at once).
  var isWaiting: Bool { request != nil && isConfigured }

  /// Whether frames go on the window at once, for the compositor to show: when a resize
  /// waits for one, or the compositor answers frames (it keeps to the display's refresh).
  var presentsAtOnce: Bool { isWaiting || compositorAnswers }

  /// Until when (monotonic seconds) the next frame must wait for the compositor's answer to
  /// the last, at `now`; nil when it need not. A compositor silent too long stops the wait.
  func waitsForAnswer(at now: TimeInterval) -> TimeInterval? {
    guard compositorAnswers, let last = sentFrames[frameCounter], last.compositedAt == nil
    else { return nil }
    let giveUp = last.sentAt + Self.silentAfter
    guard now < giveUp else {
      compositorAnswers = false
      return nil
    }
    return giveUp
  }

  /// A frame is about to be drawn: the extended counter goes odd (from a resize's number,
  /// when the frame answers one).
  func frameWillDraw() {
    if let request, request.isExtended, isConfigured {
      frameCounter = max(frameCounter, request.value)
    }
    // Odd is drawing: from even (done), the next; from a request's odd number, the next odd.
    frameCounter += frameCounter % 2 == 0 ? 1 : 2
    set(extendedCounter, to: frameCounter)
  }

  /// A frame was sent to the window (at `now`, monotonic seconds), to be shown at once
  /// (`atOnce`) or at a later vblank, drawn for the time `drawnFor`; `followsFrame`: asked for
  /// at once after the one before. The extended counter goes even, and a resize's request is
  /// answered if the frame has the new size and is shown at once.
  func frameDidDraw(
    at now: TimeInterval, atOnce: Bool, drawnFor: TimeInterval, followsFrame: Bool
  ) {
    frameCounter += 1
    set(extendedCounter, to: frameCounter)
    // (Timings of frames the compositor skipped, or of all frames without one, never come.)
    if sentFrames.count >= 16 { sentFrames = sentFrames.filter { $0.key > frameCounter - 16 } }
    sentFrames[frameCounter] = (now, drawnFor, followsFrame, nil)
    guard let request, isConfigured, atOnce else { return }
    if !request.isExtended { set(basicCounter, to: request.value) }
    self.request = nil
  }

  func destroy() {
    XSyncDestroyCounter(display, basicCounter)
    XSyncDestroyCounter(display, extendedCounter)
  }

  private func set(_ counter: XSyncCounter, to number: Int64) {
    var value = XSyncValue()
    XSyncIntsToValue(
      &value, UInt32(truncatingIfNeeded: number), Int32(truncatingIfNeeded: number >> 32))
    XSyncSetCounter(display, counter, value)
  }

  /// A 64-bit number sent as two 32-bit halves of a client message.
  private static func value(low: Int, high: Int) -> Int64 {
    Int64(UInt32(truncatingIfNeeded: high)) << 32 | Int64(UInt32(truncatingIfNeeded: low))
  }
}
