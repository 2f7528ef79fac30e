import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// The X Present extension for one window: pixmaps shown on a chosen vblank, and the events
/// that say when each was shown (its MSC and UST) and when the server is done with it.
@MainActor
final class PresentExtension {
  /// What a Present event said.
  enum Event {
    /// Request `serial` was carried out at vblank `msc`, `time` seconds on the host's
    /// monotonic clock; `isPixmap` is false for a `notifyMSC`.
    case complete(serial: UInt32, msc: UInt64, time: TimeInterval, isPixmap: Bool)
    /// The server is done with `pixmap`.
    case idle(pixmap: UInt)
  }

  private let display: OpaquePointer
  private let window: XWindowID
  private let opcode: Int32
  /// Host monotonic seconds minus the server's UST seconds: 0 when they share the clock (a
  /// local server), measured once otherwise.
  private var clockOffset: TimeInterval?

  /// Present for `window`, its events selected; nil when the server lacks it.
  init?(connection: X11Connection, window: XWindowID) {
    display = connection.display
    var opcode: Int32 = 0
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XPresentQueryExtension(display, &opcode, &eventBase, &errorBase) != 0 else {
      return nil
    }
    var major: Int32 = 1
    var minor: Int32 = 0
    guard XPresentQueryVersion(display, &major, &minor) != 0 else { return nil }
    self.opcode = opcode
    self.window = window
    _ = XPresentSelectInput(
      display, window.raw, UInt32(PresentCompleteNotifyMask | PresentIdleNotifyMask))
  }

  /// Shows `pixmap`'s `region` (device pixels) on the window at vblank `msc` (0: the next
  /// one), by copying (never flipping: only the region need be in the pixmap); `async`: at
  /// once, without waiting for a vblank.
  func present(
    _ pixmap: XPixmapID, region: [CGRect], serial: UInt32, msc: UInt64, async: Bool
  ) {
    var rectangles = region.map { rect in
      XRectangle(
        x: Int16(clamping: Int(rect.minX)), y: Int16(clamping: Int(rect.minY)),
        width: UInt16(clamping: Int(rect.width)), height: UInt16(clamping: Int(rect.height)))
    }
    let update = XFixesCreateRegion(display, &rectangles, Int32(rectangles.count))
    let options = UInt32(PresentOptionCopy) | (async ? UInt32(PresentOptionAsync) : 0)
    XPresentPixmap(
      display, window.raw, pixmap.raw, serial, 0, update, 0, 0, 0, 0, 0, options, msc, 0, 0,
      nil, 0)
    XFixesDestroyRegion(display, update)
  }

  /// Asks for a completion event at the next vblank, with nothing shown (a divisor of 1:
  /// the next count, where a target of 0 alone would answer at once).
  func notifyNextMSC(serial: UInt32) {
    XPresentNotifyMSC(display, window.raw, serial, 0, 1, 0)
  }

  /// Takes the Present events that have arrived out of the queue (other events stay), after
  /// a round trip: for waiting on the server without handling input.
  func takeArrivedEvents(_ handle: (Event) -> Void) {
    XSync(display, 0)
    var opcode = self.opcode
    var decoded: [Event] = []
    withUnsafeMutablePointer(to: &opcode) { opcodePointer in
      let argument = UnsafeMutableRawPointer(opcodePointer).assumingMemoryBound(to: CChar.self)
      var event = XEvent()
      while XCheckIfEvent(display, &event, Self.isPresentEvent, argument) != 0 {
        if let one = decode(&event) { decoded.append(one) }
      }
    }
    decoded.forEach(handle)
  }

  /// XCheckIfEvent's test: a GenericEvent of the extension whose opcode `argument` points to.
  private static let isPresentEvent:
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<XEvent>?, UnsafeMutablePointer<CChar>?
    ) -> Int32 = { _, event, argument in
      guard let event, let argument else { return 0 }
      let opcode = UnsafeRawPointer(argument).load(as: Int32.self)
      return event.pointee.type == GenericEvent && event.pointee.xcookie.extension == opcode
        ? 1 : 0
    }

  /// The event, if it is one of this window's Present events.
  func decode(_ event: inout XEvent) -> Event? {
    guard event.type == GenericEvent, event.xcookie.extension == opcode,
      XGetEventData(display, &event.xcookie) != 0
    else { return nil }
    defer { XFreeEventData(display, &event.xcookie) }
    guard let data = event.xcookie.data else { return nil }
    switch event.xcookie.evtype {
    case PresentCompleteNotify:
      let complete = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
      guard complete.window == window.raw else { return nil }
      return .complete(
        serial: complete.serial_number, msc: complete.msc, time: hostTime(ust: complete.ust),
        isPixmap: complete.kind == PresentCompleteKindPixmap)
    case PresentIdleNotify:
      let idle = data.assumingMemoryBound(to: XPresentIdleNotifyEvent.self).pointee
      return idle.window == window.raw ? .idle(pixmap: idle.pixmap) : nil
    default:
      return nil
    }
  }

  /// A UST (server microseconds) on the host's monotonic clock. A local server's UST is
  /// CLOCK_MONOTONIC, the host's clock; another machine's is off by a constant, measured at
  /// the first event.
  private func hostTime(ust: UInt64) -> TimeInterval {
    let seconds = Double(ust) / 1_000_000
    if clockOffset == nil {
      let difference = AnimationClock.systemUptime() - seconds
      clockOffset = abs(difference) < 1 ? 0 : difference
    }
    return seconds + (clockOffset ?? 0)
  }
}
