@_spi(Host) import MiniUIKit
import XCTest

// Custom drawing as UIKit samples write it: `draw(_:)` with the current context, paths,
// colours, a gradient, a clip and text, pasted with only the import changed.

final class PieChartView: UIView {
  var values: [CGFloat] = [3, 2, 1] {
    didSet { setNeedsDisplay() }
  }
  let colors: [UIColor] = [.systemBlue, .orange, .green]
  private(set) var drawCount = 0
  private(set) var contextOutsideDraw: CGContext?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    contextOutsideDraw = UIGraphicsGetCurrentContext()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    drawCount += 1
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2 - 10
    let total = values.reduce(0, +)

    var startAngle = -CGFloat.pi / 2
    for (index, value) in values.enumerated() {
      let endAngle = startAngle + value / total * 2 * .pi
      context.move(to: center)
      context.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: false)
      context.closePath()
      context.setFillColor(colors[index % colors.count].cgColor)
      context.fillPath()
      startAngle = endAngle
    }

    // The hole: a gradient clipped to a circle.
    context.saveGState()
    let hole = UIBezierPath(
      ovalIn: CGRect(
        x: center.x - radius / 2, y: center.y - radius / 2, width: radius, height: radius))
    hole.addClip()
    let colorSpace = CGColorSpaceCreateDeviceRGB()
    let gradient = CGGradient(
      colorsSpace: colorSpace,
      colors: [UIColor.white.cgColor, UIColor.lightGray.cgColor] as CFArray,
      locations: [0, 1])!
    context.drawLinearGradient(
      gradient, start: CGPoint(x: center.x, y: center.y - radius / 2),
      end: CGPoint(x: center.x, y: center.y + radius / 2), options: [])
    context.restoreGState()

    // The total, centred.
    let text = "\(Int(total))" as NSString
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.boldSystemFont(ofSize: 20),
      .foregroundColor: UIColor.black,
    ]
    let size = text.size(withAttributes: attributes)
    text.draw(
      at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2),
      withAttributes: attributes)

    // A ring round it all.
    UIColor.black.setStroke()
    let ring = UIBezierPath(
      ovalIn: CGRect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    ring.lineWidth = 2
    ring.stroke()
  }
}

final class CustomDrawingPortTests: PortTestCase {
  private var chart: PieChartView!

  override func setUp() {
    super.setUp()
    let controller = UIViewController()
    chart = PieChartView(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
    controller.view.addSubview(chart)
    show(controller)
  }

  /// The commands the chart's layer draws in a frame, in window coordinates.
  private var chartCommands: [DrawCommand] {
    let area = chart.convert(chart.bounds, to: nil)
    return window.displayList().commands.filter { command in
      guard let clip = command.clip else { return false }
      return area.insetBy(dx: -1, dy: -1).contains(clip)
    }
  }

  func testDrawIsCalledOnceAndAgainAfterSetNeedsDisplay() {
    XCTAssertEqual(chart.drawCount, 1)
    XCTAssertNil(chart.contextOutsideDraw, "no context outside draw(_:)")
    XCTAssertNil(UIGraphicsGetCurrentContext())
    frame()
    frame()
    XCTAssertEqual(chart.drawCount, 1, "what was drawn is kept")
    chart.values = [1, 1, 1, 1]
    frame()
    XCTAssertEqual(chart.drawCount, 2, "setNeedsDisplay() draws it again")
  }

  func testTheChartRecordsItsSlicesGradientClipAndText() {
    let commands = chartCommands
    let fills = commands.compactMap { command -> UIColor? in
      guard case .shape(let shape) = command.kind else { return nil }
      return shape.fillColor
    }
    XCTAssertEqual(
      Array(fills.prefix(3)), [UIColor.systemBlue.inLight, .orange, .green], "three slices")
    let masked = commands.compactMap { command -> (DisplayList, DisplayList?)? in
      guard case .layer(let contents, _, _, let mask) = command.kind else { return nil }
      return (contents, mask)
    }
    XCTAssertEqual(masked.count, 1, "the gradient, drawn through the hole's circle")
    XCTAssertNotNil(masked.first?.1)
    guard case .gradient(let gradient)? = masked.first?.0.commands.first?.kind else {
      return XCTFail("the masked picture holds the gradient")
    }
    XCTAssertEqual(gradient.colors, [.white, .lightGray])
    let texts = commands.compactMap { command -> String? in
      guard case .text(let text, _, _, _, _) = command.kind else { return nil }
      return text
    }
    XCTAssertEqual(texts, ["6"])
    guard case .shape(let ring)? = commands.last?.kind else {
      return XCTFail("the ring is drawn last")
    }
    XCTAssertNil(ring.fillColor)
    XCTAssertEqual(ring.strokeColor, .black)
    XCTAssertEqual(ring.lineWidth, 2)
    // Everything sits in the chart, at its place in the window.
    let slice = commands.first { if case .shape = $0.kind { return true } else { return false } }
    XCTAssertEqual(slice?.transform.tx, 40)
    XCTAssertEqual(slice?.transform.ty, 100)
  }

  func testAResizeStretchesWhatWasDrawnUnlessTheContentModeIsRedraw() {
    chart.frame.size = CGSize(width: 400, height: 200)
    frame()
    XCTAssertEqual(chart.drawCount, 1, "scaleToFill stretches the drawing")
    let stretched = chartCommands.first {
      if case .shape = $0.kind { return true } else { return false }
    }
    XCTAssertEqual(stretched?.transform.a, 2, "twice as wide")
    chart.contentMode = .redraw
    chart.frame.size = CGSize(width: 300, height: 300)
    frame()
    XCTAssertEqual(chart.drawCount, 2, ".redraw draws it again at its new size")
  }

  func testRectangleClipsAndTransformsFollowTheState() {
    final class Tiles: UIView {
      override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
        context.translateBy(x: 10, y: 10)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.restoreGState()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 60, y: 60, width: 20, height: 20))
      }
    }
    let tiles = Tiles(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    chart.superview!.addSubview(tiles)
    frame()
    let shapes = window.displayList().commands.filter { command in
      guard case .shape(let shape) = command.kind else { return false }
      return shape.fillColor == .red || shape.fillColor == .blue
    }
    XCTAssertEqual(shapes.count, 2)
    XCTAssertEqual(shapes.first?.clip, CGRect(x: 0, y: 400, width: 50, height: 50))
    XCTAssertEqual(shapes.first?.transform.ty, 410, "translated within the save")
    XCTAssertEqual(shapes.last?.clip, CGRect(x: 0, y: 400, width: 100, height: 100))
    XCTAssertEqual(shapes.last?.transform.ty, 400, "restored")
  }

  func testALayerSubclassDrawsInItsContext() {
    final class Badge: CALayer {
      var count = 3 {
        didSet { setNeedsDisplay() }
      }
      private(set) var draws = 0

      override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fillEllipse(in: bounds)
        ctx.setStrokeColor(UIColor.white.cgColor)
        ctx.setLineWidth(CGFloat(count))
        ctx.strokeEllipse(in: bounds.insetBy(dx: 4, dy: 4))
      }
    }
    let badge = Badge()
    badge.frame = CGRect(x: 300, y: 500, width: 30, height: 30)
    badge.needsDisplayOnBoundsChange = true
    chart.superview!.layer.addSublayer(badge)
    frame()
    XCTAssertEqual(badge.draws, 1)
    let strokes = window.displayList().commands.compactMap { command -> CGFloat? in
      guard case .shape(let shape) = command.kind, shape.strokeColor == .white else { return nil }
      return shape.lineWidth
    }
    XCTAssertEqual(strokes, [3])
    badge.count = 5
    frame()
    XCTAssertEqual(badge.draws, 2, "setNeedsDisplay() draws the layer again")
    badge.bounds.size = CGSize(width: 40, height: 40)
    frame()
    XCTAssertEqual(badge.draws, 3, "needsDisplayOnBoundsChange draws it at its new size")
  }

  func testAResizableSnapshotKeepsItsCapsAndStretchesItsMiddle() {
    let bubble = UIView(frame: CGRect(x: 0, y: 600, width: 100, height: 40))
    bubble.backgroundColor = .blue
    let dot = UIView(frame: CGRect(x: 4, y: 4, width: 8, height: 8))
    dot.backgroundColor = .red
    bubble.addSubview(dot)
    chart.superview!.addSubview(bubble)
    frame()
    let snapshot = bubble.resizableSnapshotView(
      from: bubble.bounds, afterScreenUpdates: false,
      withCapInsets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))!
    XCTAssertEqual(snapshot.bounds.size, CGSize(width: 100, height: 40))
    snapshot.frame = CGRect(x: 200, y: 600, width: 200, height: 40)
    chart.superview!.addSubview(snapshot)
    frame()
    let dots = window.displayList().commands.filter { command in
      guard case .fill(_, .red, _) = command.kind, let clip = command.clip else { return false }
      return clip.minX >= 200
    }
    XCTAssertEqual(dots.count, 1, "the dot lies in the top-left cap only")
    XCTAssertEqual(dots.first?.transform.a, 1, "a cap keeps its size")
    let middles = window.displayList().commands.filter { command in
      guard case .fill(_, .blue, _) = command.kind, let clip = command.clip else { return false }
      return clip.minX >= 216 && clip.maxX <= 384
    }
    XCTAssertEqual(Set(middles.map(\.transform.a)), [168.0 / 68.0], "the middle stretches")
  }

  func testACustomDrawnViewIsCutToItsCornersFromItsFirstFrameAndInItsSnapshot() {
    final class Swatch: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(rect)
      }
    }
    let swatch = Swatch(frame: CGRect(x: 300, y: 400, width: 60, height: 60))
    swatch.layer.cornerRadius = 12
    swatch.clipsToBounds = true
    chart.superview!.addSubview(swatch)
    frame()
    func cornerPictures(_ commands: [DrawCommand]) -> Int {
      commands.filter { command in
        guard case .layer(_, let size, _, _?) = command.kind else { return false }
        return size == CGSize(width: 12, height: 12)
      }.count
    }
    XCTAssertEqual(cornerPictures(window.displayList().commands), 4, "on the first frame")
    swatch.setNeedsDisplay()
    XCTAssertEqual(cornerPictures(window.displayList().commands), 4, "and after setNeedsDisplay")
    let snapshot = swatch.snapshotView(afterScreenUpdates: false)!
    snapshot.frame.origin = CGPoint(x: 0, y: 700)
    chart.superview!.addSubview(snapshot)
    XCTAssertEqual(cornerPictures(window.displayList().commands), 8, "the snapshot's corners too")
  }
}
