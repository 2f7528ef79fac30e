import CX11
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// Our anti-aliased drawing against cairo's, the same display list painted by the host
/// through XRender and by cairo-xlib, read back and compared pixel by pixel where either drew:
/// shape layers (filled under both rules, a dashed stroke with round caps, a thick circle),
/// and a view drawn with Core Graphics in `draw(_:)` (slices, a stroked star, an axial and a
/// radial gradient, dashes). Both pictures are written to bench/NAME-ours.png and
/// bench/NAME-cairo.png to look at side by side.
@MainActor
enum PathsBench {
  static func run(host: X11Host, window: UIWindow) -> PathsReport {
    compare(named: "paths", host: host, window: window) { view in
      for layer in shapes() { view.layer.addSublayer(layer) }
    }
  }

  static func runDrawing(host: X11Host, window: UIWindow) -> PathsReport {
    compare(named: "drawing", host: host, window: window) { view in
      let drawing = ChartDrawingView(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
      drawing.backgroundColor = .clear
      view.addSubview(drawing)
    }
  }

  /// What `build` adds to a white view, painted by both and compared.
  private static func compare(
    named name: String, host: X11Host, window: UIWindow, build: (UIView) -> Void
  ) -> PathsReport {
    host.benchmarkResize(to: CGSize(width: 480, height: 800))
    let root = UIViewController()
    window.rootViewController = root
    root.view.backgroundColor = .white
    build(root.view)
    host.drawFrame()
    let ours = host.captureFrame()
    let cairo = CairoPainter(display: host.benchmarkTarget.display)
    defer { cairo.releaseResources() }
    cairo.attach(to: host.benchmarkTarget)
    cairo.paint(UIApplication.shared.renderFrame(), within: nil)
    XSync(host.benchmarkTarget.display, 0)
    let theirs = Screenshot.capture(
      display: host.benchmarkTarget.display, drawable: cairo.pixmap, width: 480, height: 800)
    window.rootViewController = UIViewController()
    guard let ours, let theirs else { return PathsReport(drawn: 0, differing: 0, largest: 0) }
    try? PNGFile.write(ours, to: "bench/\(name)-ours.png")
    try? PNGFile.write(theirs, to: "bench/\(name)-cairo.png")
    var drawn = 0
    var differing = 0
    var largest = 0
    for index in stride(from: 0, to: ours.bytes.count, by: 4) {
      let a = ours.bytes[index..<index + 3].map(Int.init)
      let b = theirs.bytes[index..<index + 3].map(Int.init)
      guard a != [255, 255, 255] || b != [255, 255, 255] else { continue }
      drawn += 1
      let difference = zip(a, b).map { abs($0 - $1) }.max() ?? 0
      largest = max(largest, difference)
      if difference > 16 { differing += 1 }
    }
    return PathsReport(drawn: drawn, differing: differing, largest: largest)
  }

  private static func shapes() -> [CALayer] {
    let star = UIBezierPath()
    for index in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
      let point = CGPoint(x: 120 + 100 * cos(angle), y: 130 + 100 * sin(angle))
      if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.close()
    let winding = CAShapeLayer()
    winding.path = star.cgPath
    winding.fillColor = UIColor.systemBlue.cgColor
    let evenOdd = CAShapeLayer()
    evenOdd.path = star.cgPath.copy(using: CGAffineTransform(translationX: 230, y: 0))
    evenOdd.fillColor = UIColor.systemBlue.cgColor
    evenOdd.fillRule = .evenOdd
    let wave = UIBezierPath()
    wave.move(to: CGPoint(x: 30, y: 380))
    wave.addCurve(
      to: CGPoint(x: 450, y: 380), controlPoint1: CGPoint(x: 160, y: 260),
      controlPoint2: CGPoint(x: 320, y: 500))
    let dashed = CAShapeLayer()
    dashed.path = wave.cgPath
    dashed.fillColor = nil
    dashed.strokeColor = UIColor.red.cgColor
    dashed.lineWidth = 10
    dashed.lineCap = .round
    dashed.lineDashPattern = [30, 20]
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: CGRect(x: 140, y: 480, width: 200, height: 200)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.black.cgColor
    ring.lineWidth = 14
    return [winding, evenOdd, dashed, ring]
  }
}

/// A view drawn with Core Graphics as UIKit code draws one: three slices of a pie with
/// white edges, a stroked star with round joins, a dashed line, and an axial and a radial
/// gradient each clipped to a rectangle.
final class ChartDrawingView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: 240, y: 170)
    var start = -CGFloat.pi / 2
    for (index, value) in [3.0, 2.0, 1.5].enumerated() {
      let end = start + CGFloat(value / 6.5) * 2 * .pi
      context.move(to: center)
      context.addArc(
        center: center, radius: 130, startAngle: start, endAngle: end, clockwise: false)
      context.closePath()
      context.setFillColor([UIColor.systemBlue, .systemOrange, .systemGreen][index].cgColor)
      context.setStrokeColor(UIColor.white.cgColor)
      context.setLineWidth(4)
      context.setLineJoin(.round)
      context.drawPath(using: .fillStroke)
      start = end
    }
    let star = UIBezierPath()
    for index in 0..<5 {
      let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
      let point = CGPoint(x: 120 + 70 * cos(angle), y: 420 + 70 * sin(angle))
      if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.close()
    star.lineWidth = 6
    star.lineJoinStyle = .round
    UIColor.systemPurple.setStroke()
    star.stroke()
    context.setStrokeColor(UIColor.systemRed.cgColor)
    context.setLineWidth(5)
    context.setLineCap(.round)
    context.setLineDash(phase: 0, lengths: [18, 12])
    context.strokeLineSegments(between: [CGPoint(x: 240, y: 360), CGPoint(x: 440, y: 480)])
    context.setLineDash(phase: 0, lengths: [])
    let colors = [UIColor.systemYellow.cgColor, UIColor.systemPink.cgColor] as CFArray
    guard
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])
    else { return }
    context.saveGState()
    context.clip(to: CGRect(x: 40, y: 540, width: 180, height: 200))
    context.drawLinearGradient(
      gradient, start: CGPoint(x: 40, y: 540), end: CGPoint(x: 220, y: 740), options: [])
    context.restoreGState()
    context.saveGState()
    context.clip(to: CGRect(x: 260, y: 540, width: 180, height: 200))
    context.drawRadialGradient(
      gradient, startCenter: CGPoint(x: 350, y: 640), startRadius: 0,
      endCenter: CGPoint(x: 350, y: 640), endRadius: 90, options: [.drawsAfterEndLocation])
    context.restoreGState()
  }
}

/// How our paths compare with cairo's.
struct PathsReport: Codable {
  /// Pixels either painter drew on.
  var drawn: Int
  /// Of those, pixels whose channels differ by more than 16 (of 255).
  var differing: Int
  /// The largest channel difference anywhere.
  var largest: Int
}
