import CX11
import Foundation

/// The refresh rate of the display the window is on, from RandR: the mode of the CRTC under
/// the window's centre (the one it overlaps most if the centre is on none).
@MainActor
struct DisplayRefresh {
  private let connection: X11Connection
  private let window: XWindowID
  /// RandR's first event code (nil without RandR 1.2).
  let eventBase: Int32?

  /// Watches the screen's outputs and modes for changes (`isChange`).
  init(connection: X11Connection, window: XWindowID) {
    self.connection = connection
    self.window = window
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    let display = connection.display
    guard XRRQueryExtension(display, &eventBase, &errorBase) != 0,
      XRRQueryVersion(display, &major, &minor) != 0, major > 1 || minor >= 2
    else {
      self.eventBase = nil
      return
    }
    self.eventBase = eventBase
    XRRSelectInput(display, window.raw, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask))
  }

  /// Whether `event` says the outputs or their modes changed.
  func isChange(_ event: XEvent) -> Bool {
    guard let eventBase else { return false }
    return event.type == eventBase + RRScreenChangeNotify || event.type == eventBase + RRNotify
  }

  /// Refreshes a second of the display under the window now; nil when RandR cannot say
  /// (no RandR 1.2, or a mode without timings, as Xvfb's).
  func rate() -> Double? {
    guard eventBase != nil else { return nil }
    let display = connection.display
    var attributes = XWindowAttributes()
    var x: Int32 = 0
    var y: Int32 = 0
    var child: UInt = 0
    guard XGetWindowAttributes(display, window.raw, &attributes) != 0,
      XTranslateCoordinates(display, window.raw, connection.root.raw, 0, 0, &x, &y, &child) != 0,
      let resources = XRRGetScreenResourcesCurrent(display, connection.root.raw)
    else { return nil }
    defer { XRRFreeScreenResources(resources) }
    let frame = CGRect(
      x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height))
    var outputs: [(area: CGRect, rate: Double)] = []
    for index in 0..<Int(resources.pointee.ncrtc) {
      guard let crtc = XRRGetCrtcInfo(display, resources, resources.pointee.crtcs[index]) else {
        continue
      }
      defer { XRRFreeCrtcInfo(crtc) }
      let info = crtc.pointee
      guard info.mode != 0,
        let mode = (0..<Int(resources.pointee.nmode)).lazy.map({ resources.pointee.modes[$0] })
          .first(where: { $0.id == info.mode }),
        let rate = Self.rate(
          dotClock: Double(mode.dotClock), horizontalTotal: Double(mode.hTotal),
          verticalTotal: Double(mode.vTotal), flags: UInt(mode.modeFlags))
      else { continue }
      let area = CGRect(
        x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height))
      outputs.append((area, rate))
    }
    return Self.rate(of: frame, on: outputs)
  }

  /// The rate of the output under `frame`'s centre, else of the one it overlaps most.
  nonisolated static func rate(of frame: CGRect, on outputs: [(area: CGRect, rate: Double)])
    -> Double?
  {
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    if let under = outputs.first(where: { $0.area.contains(centre) }) { return under.rate }
    func overlap(_ area: CGRect) -> CGFloat {
      let shared = area.intersection(frame)
      return shared.isNull ? 0 : shared.width * shared.height
    }
    return outputs.filter { overlap($0.area) > 0 }.max { overlap($0.area) < overlap($1.area) }?
      .rate
  }

  /// A mode's refreshes a second: the pixel clock over the pixels a frame scans, blanking
  /// included; an interlaced mode shows two fields a frame, a double-scanned one each line
  /// twice. Nil for a mode without timings.
  nonisolated static func rate(
    dotClock: Double, horizontalTotal: Double, verticalTotal: Double, flags: UInt
  ) -> Double? {
    var lines = verticalTotal
    if flags & UInt(RR_DoubleScan) != 0 { lines *= 2 }
    if flags & UInt(RR_Interlace) != 0 { lines /= 2 }
    guard dotClock > 0, horizontalTotal > 0, lines > 0 else { return nil }
    return dotClock / (horizontalTotal * lines)
  }
}
