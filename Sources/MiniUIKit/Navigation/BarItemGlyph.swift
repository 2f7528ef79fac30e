import Foundation

/// The symbol UIKit shows for a system bar button item (`.add`, `.close`, `.search`, …), drawn
/// as paths at the size of SF Symbols in a bar (about 20 points across, 2-point strokes),
/// centred in a 44-point square; system items that UIKit shows as words (`.done`, `.cancel`,
/// `.edit`, `.save`) have none.
@MainActor
final class BarItemGlyph: UIView {
  /// The square the glyph is centred in: a bar button's.
  static let side: CGFloat = 44

  /// A glyph for `item` in `color`, or nil for an item shown by its title.
  init?(_ item: UIBarButtonItem.SystemItem, color: UIColor) {
    guard let layers = Self.layers(for: item, color: color) else { return nil }
    super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
    isUserInteractionEnabled = false
    for shape in layers { layer.addSublayer(shape) }
  }

  required init?(coder: NSCoder) { nil }

  private static func layers(for item: UIBarButtonItem.SystemItem, color: UIColor)
    -> [CAShapeLayer]?
  {
    let c: CGFloat = side / 2
    switch item {
    case .add:
      return [stroke(lines([(c, c - 9, c, c + 9), (c - 9, c, c + 9, c)]), color, width: 2.2)]
    case .close:
      // A grey disc with a cross, as iOS 15's close button.
      let disc = UIBezierPath(ovalIn: CGRect(x: c - 15, y: c - 15, width: 30, height: 30))
      let cross = lines([
        (c - 4.5, c - 4.5, c + 4.5, c + 4.5), (c - 4.5, c + 4.5, c + 4.5, c - 4.5),
      ])
      return [
        fill(disc, .dynamic(light: UIColor(white: 0.91), dark: UIColor(white: 0.2))),
        stroke(
          cross, .dynamic(light: UIColor(white: 0.45), dark: UIColor(white: 0.65)), width: 2.4),
      ]
    case .play:
      return [fill(polygon([(c - 6, c - 10), (c + 10, c), (c - 6, c + 10)]), color)]
    case .pause:
      let bars = UIBezierPath(rect: CGRect(x: c - 7.5, y: c - 10, width: 5, height: 20))
      bars.append(UIBezierPath(rect: CGRect(x: c + 2.5, y: c - 10, width: 5, height: 20)))
      return [fill(bars, color)]
    case .rewind, .fastForward:
      let way: CGFloat = item == .rewind ? -1 : 1
      let arrows = polygon([(c, c - 8), (c + 10 * way, c), (c, c + 8)])
      arrows.append(polygon([(c - 10 * way, c - 8), (c, c), (c - 10 * way, c + 8)]))
      return [fill(arrows, color)]
    case .search:
      let lens = UIBezierPath(ovalIn: CGRect(x: c - 9, y: c - 9, width: 14, height: 14))
      lens.append(lines([(c + 3.2, c + 3.2, c + 8.5, c + 8.5)]))
      return [stroke(lens, color, width: 2.2)]
    case .refresh:
      // Most of a circle, clockwise, and the arrowhead at its end.
      let arc = UIBezierPath()
      arc.addArc(
        withCenter: CGPoint(x: c, y: c), radius: 8, startAngle: -.pi / 5, endAngle: -.pi / 2 - 0.3,
        clockwise: true)
      let head = polygon([(c - 2, c - 12.5), (c + 3.5, c - 8), (c - 2, c - 3.5)])
      return [stroke(arc, color, width: 2.2), fill(head, color)]
    default:
      return documentLayers(for: item, color: color)
    }
  }

  /// The glyphs of the items that act on a document or message: share, trash, reply,
  /// compose, undo and redo.
  private static func documentLayers(for item: UIBarButtonItem.SystemItem, color: UIColor)
    -> [CAShapeLayer]?
  {
    let c: CGFloat = side / 2
    switch item {
    case .action:
      // square.and.arrow.up: a box open at the top, an arrow rising out of it.
      let box = polyline([
        (c - 4, c - 3), (c - 8, c - 3), (c - 8, c + 10), (c + 8, c + 10), (c + 8, c - 3),
        (c + 4, c - 3),
      ])
      box.append(lines([(c, c - 12, c, c + 3)]))
      box.append(polyline([(c - 4, c - 8), (c, c - 12), (c + 4, c - 8)]))
      return [stroke(box, color, width: 2)]
    case .trash:
      let can = lines([
        (c - 9, c - 7, c + 9, c - 7), (c - 2.5, c - 2, c - 2.5, c + 6),
        (c + 2.5, c - 2, c + 2.5, c + 6),
      ])
      can.append(polyline([(c - 3, c - 7), (c - 3, c - 10), (c + 3, c - 10), (c + 3, c - 7)]))
      can.append(polyline([(c - 7, c - 7), (c - 6, c + 10), (c + 6, c + 10), (c + 7, c - 7)]))
      return [stroke(can, color, width: 1.8)]
    case .reply:
      // arrowshape.turn.up.left: a head to the left, the shaft curving down to the right.
      let arrow = polyline([(c - 4, c - 9), (c - 10, c - 3), (c - 4, c + 3)])
      arrow.move(to: CGPoint(x: c - 10, y: c - 3))
      arrow.addQuadCurve(to: CGPoint(x: c + 9, y: c + 9), controlPoint: CGPoint(x: c + 9, y: c - 3))
      return [stroke(arrow, color, width: 2)]
    case .compose:
      // square.and.pencil: a box open at its top right, a pencil across the gap.
      let box = polyline([
        (c + 1, c - 8), (c - 9, c - 8), (c - 9, c + 9), (c + 8, c + 9), (c + 8, c - 1),
      ])
      box.append(lines([(c - 2, c + 3, c + 9, c - 8)]))
      return [stroke(box, color, width: 2)]
    case .undo, .redo:
      // arrow.uturn.backward (and forward, mirrored): a head at the top left, the shaft
      // turning round on the right and back along the bottom.
      let turn = polyline([(c - 5, c - 11), (c - 10, c - 6), (c - 5, c - 1)])
      turn.move(to: CGPoint(x: c - 10, y: c - 6))
      turn.addLine(to: CGPoint(x: c + 2, y: c - 6))
      turn.addArc(
        withCenter: CGPoint(x: c + 2, y: c + 1), radius: 7, startAngle: -.pi / 2,
        endAngle: .pi / 2, clockwise: true)
      turn.addLine(to: CGPoint(x: c - 5, y: c + 8))
      if item == .redo { turn.apply(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: side, ty: 0)) }
      return [stroke(turn, color, width: 2)]
    default:
      return nil
    }
  }

  /// Straight lines, each from (x1, y1) to (x2, y2).
  private static func lines(_ segments: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> UIBezierPath {
    let path = UIBezierPath()
    for (x1, y1, x2, y2) in segments {
      path.move(to: CGPoint(x: x1, y: y1))
      path.addLine(to: CGPoint(x: x2, y: y2))
    }
    return path
  }

  /// Lines through `points`, in order.
  private static func polyline(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
    let path = UIBezierPath()
    for (index, (x, y)) in points.enumerated() {
      let point = CGPoint(x: x, y: y)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  /// The closed shape with corners at `points`.
  private static func polygon(_ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
    let path = polyline(points)
    path.close()
    return path
  }

  private static func stroke(_ path: UIBezierPath, _ color: UIColor, width: CGFloat) -> CAShapeLayer
  {
    let shape = CAShapeLayer()
    shape.path = path.cgPath
    shape.fillColor = nil
    shape.strokeColor = color.cgColor
    shape.lineWidth = width
    shape.lineCap = .round
    shape.lineJoin = .round
    return shape
  }

  private static func fill(_ path: UIBezierPath, _ color: UIColor) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.path = path.cgPath
    shape.fillColor = color.cgColor
    return shape
  }
}
