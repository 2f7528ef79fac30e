import CX11
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// Our anti-aliased paths against cairo's: the same shape layers (filled under both rules,
/// a dashed stroke with round caps, a thick circle) painted by the host through XRender
/// trapezoids and by cairo-xlib, read back and compared pixel by pixel where either drew
/// (both pictures are written to bench/paths-ours.png and bench/paths-cairo.png).
@MainActor
enum PathsBench {
  static func run(host: X11Host, window: UIWindow) -> PathsReport {
    host.benchmarkResize(to: CGSize(width: 480, height: 800))
    let root = UIViewController()
    window.rootViewController = root
    root.view.backgroundColor = .white
    for layer in shapes() { root.view.layer.addSublayer(layer) }
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
    // Both pictures, to look at side by side.
    try? PNGFile.write(ours, to: "bench/paths-ours.png")
    try? PNGFile.write(theirs, to: "bench/paths-cairo.png")
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

/// How our paths compare with cairo's.
struct PathsReport: Codable {
  /// Pixels either painter drew on.
  var drawn: Int
  /// Of those, pixels whose channels differ by more than 16 (of 255).
  var differing: Int
  /// The largest channel difference anywhere.
  var largest: Int
}
