import Foundation

/// One part of a symbol: a path filled or stroked (with the weight's line width, round caps
/// and joins), on a layer (0 the primary, 1 the secondary, for hierarchical and palette
/// colours).
struct SymbolPart {
  enum Paint {
    case fill(CGPathFillRule)
    case stroke
  }
  let elements: [PathElement]
  let paint: Paint
  let layer: Int
}

/// A symbol's drawing, in points at 17 points and the medium scale: its box and its parts.
struct SymbolShape {
  let size: CGSize
  let parts: [SymbolPart]
}

/// The symbols drawn, by SF Symbols name: the ones apps use most, drawn as vector paths in
/// SF Symbols' manner (lines of the weight's width with round ends, `.fill` variants solid
/// with their inner marks cut out).
enum SymbolCatalog {
  /// Every name drawn, sorted.
  static var names: [String] { builders.keys.sorted() }

  static func shape(named name: String) -> SymbolShape? { builders[name]?() }

  private static let builders: [String: @Sendable () -> SymbolShape] = {
    var table: [String: @Sendable () -> SymbolShape] = [:]
    for (name, direction) in [("left", 0), ("right", 1), ("up", 2), ("down", 3)] {
      table["chevron.\(name)"] = { chevron(direction) }
      table["arrow.\(name)"] = { arrow(direction) }
    }
    table["xmark"] = { Pen(14, 14).lines([(1, 1, 13, 13), (13, 1, 1, 13)]).shape }
    table["xmark.circle.fill"] = { Pen(20, 20).disc(cutting: cross(at: (10, 10), arm: 4.6)).shape }
    table["plus"] = { Pen(16, 16).lines([(8, 1, 8, 15), (1, 8, 15, 8)]).shape }
    table["plus.circle.fill"] = { Pen(20, 20).disc(cutting: plus(at: (10, 10), arm: 5.2)).shape }
    table["minus"] = { Pen(16, 4).lines([(1, 2, 15, 2)]).shape }
    table["checkmark"] = { Pen(16, 14).polyline([(1.5, 7.5), (6, 12.5), (14.5, 1.5)]).shape }
    table["checkmark.circle.fill"] = {
      Pen(20, 20).disc(cutting: tick(from: (5.6, 10.2), via: (8.8, 13.6), to: (14.4, 6.6))).shape
    }
    table["heart"] = { Pen(20, 18).path(heart, fill: false).shape }
    table["heart.fill"] = { Pen(20, 18).path(heart, fill: true).shape }
    table["star"] = { Pen(20, 19).polygon(star, fill: false).shape }
    table["star.fill"] = { Pen(20, 19).polygon(star, fill: true).shape }
    table["circle"] = { Pen(20, 20).circle((10, 10), 9, fill: false).shape }
    table["circle.fill"] = { Pen(20, 20).circle((10, 10), 9.6, fill: true).shape }
    table["square"] = { Pen(18, 18).roundedRect((1, 1, 16, 16), 3.5, fill: false).shape }
    table["trash"] = {
      Pen(17, 20).lines([(1, 4, 16, 4), (6.5, 8, 6.5, 15), (10.5, 8, 10.5, 15)])
        .polyline([(5.5, 4), (5.5, 1.5), (11.5, 1.5), (11.5, 4)])
        .polyline([(3, 4), (4, 18.5), (13, 18.5), (14, 4)]).shape
    }
    table["gear"] = { gear }
    table["magnifyingglass"] = {
      Pen(19, 19).circle((8, 8), 6.6, fill: false).lines([(12.8, 12.8, 18, 18)]).shape
    }
    table["square.and.arrow.up"] = {
      Pen(16, 21).polyline([
        (5, 7.5), (1.5, 7.5), (1.5, 19.5), (14.5, 19.5), (14.5, 7.5), (11, 7.5),
      ])
      .lines([(8, 1.5, 8, 13)]).polyline([(4.5, 5), (8, 1.5), (11.5, 5)]).shape
    }
    table["info.circle"] = {
      Pen(20, 20).circle((10, 10), 9, fill: false).lines([(10, 9, 10, 14.5)])
        .circle((10, 5.8), 1.1, fill: true).shape
    }
    table["ellipsis"] = { Pen(20, 5).dots([(3, 2.5), (10, 2.5), (17, 2.5)], radius: 1.8).shape }
    table["ellipsis.circle"] = {
      Pen(20, 20).circle((10, 10), 9, fill: false)
        .dots([(5.8, 10), (10, 10), (14.2, 10)], radius: 1.2).shape
    }
    table["person"] = {
      Pen(18, 19).circle((9, 5.5), 4.3, fill: false)
        .path(
          {
            $0.move(to: p(1.5, 18))
            $0.addQuadCurve(to: p(16.5, 18), control: p(9, 7))
          }, fill: false
        )
        .shape
    }
    table["person.circle"] = {
      Pen(20, 20).circle((10, 10), 9, fill: false).circle((10, 8), 3.2, fill: false)
        .path(
          {
            $0.move(to: p(4.4, 16.4))
            $0.addQuadCurve(to: p(15.6, 16.4), control: p(10, 9.5))
          },
          fill: false
        ).shape
    }
    table["house"] = {
      Pen(20, 18).polyline([(1, 9), (10, 1.5), (19, 9)])
        .polyline([(3.5, 7), (3.5, 16.5), (16.5, 16.5), (16.5, 7)])
        .polyline([(8, 16.5), (8, 11), (12, 11), (12, 16.5)]).shape
    }
    table["bell"] = { bell }
    table["bookmark"] = {
      Pen(14, 19).polygon([(2, 1.5), (12, 1.5), (12, 17.5), (7, 13), (2, 17.5)], fill: false)
        .shape
    }
    table["photo"] = {
      Pen(21, 17).roundedRect((1, 1, 19, 15), 3, fill: false).circle((6.5, 5.8), 1.8, fill: false)
        .polyline([(1.5, 14), (7.5, 8.5), (11.5, 12), (14.5, 9.5), (19.5, 14)]).shape
    }
    table["camera"] = {
      Pen(22, 17).polygon(
        [(1, 4.5), (6, 4.5), (7.5, 1.5), (14.5, 1.5), (16, 4.5), (21, 4.5), (21, 15.5), (1, 15.5)],
        fill: false
      ).circle((11, 10), 3.6, fill: false).shape
    }
    table["pencil"] = {
      Pen(19, 19).polygon([(13, 2), (17, 6), (6.5, 16.5), (1.5, 17.5), (2.5, 12.5)], fill: false)
        .lines([(10.5, 4.5, 14.5, 8.5)]).shape
    }
    table["paperplane"] = {
      Pen(20, 20).polygon([(1, 8.5), (19, 1), (11.5, 19), (9, 11)], fill: false)
        .lines([(9, 11, 19, 1)]).shape
    }
    table["play.fill"] = {
      Pen(15, 17).roundedPolygon([(2, 1.5), (14, 8.5), (2, 15.5)], fill: true).shape
    }
    table["pause.fill"] = {
      Pen(14, 17).roundedRect((1.5, 1, 4, 15), 1, fill: true).roundedRect(
        (8.5, 1, 4, 15), 1, fill: true
      )
      .shape
    }
    table["forward.fill"] = { skip(forward: true) }
    table["backward.fill"] = { skip(forward: false) }
    table["stop.fill"] = { Pen(16, 16).roundedRect((1.5, 1.5, 13, 13), 2, fill: true).shape }
    table["list.bullet"] = {
      Pen(20, 16).dots([(2.5, 2.5), (2.5, 8), (2.5, 13.5)], radius: 1.5)
        .lines([(7, 2.5, 19, 2.5), (7, 8, 19, 8), (7, 13.5, 19, 13.5)]).shape
    }
    table["line.3.horizontal"] = {
      Pen(20, 14).lines([(1.5, 2, 18.5, 2), (1.5, 7, 18.5, 7), (1.5, 12, 18.5, 12)]).shape
    }
    table["slider.horizontal.3"] = {
      Pen(20, 17).lines([(1.5, 2.5, 18.5, 2.5), (1.5, 8.5, 18.5, 8.5), (1.5, 14.5, 18.5, 14.5)])
        .dots([(13, 2.5), (6, 8.5), (11, 14.5)], radius: 2.3).shape
    }
    table["square.grid.2x2"] = {
      Pen(19, 19).roundedRect((1, 1, 7, 7), 1.8, fill: false).roundedRect(
        (11, 1, 7, 7), 1.8, fill: false
      )
      .roundedRect((1, 11, 7, 7), 1.8, fill: false).roundedRect((11, 11, 7, 7), 1.8, fill: false)
      .shape
    }
    table["speaker.wave.2.fill"] = {
      Pen(22, 17).roundedPolygon(
        [(1, 5.5), (4.5, 5.5), (9.5, 1), (9.5, 16), (4.5, 11.5), (1, 11.5)], fill: true
      )
      .arc(center: (10, 8.5), radius: 4.2, layer: 1).arc(center: (10, 8.5), radius: 8.4, layer: 1)
      .shape
    }
    return table
  }()

  // MARK: Shapes with more to them

  private static func chevron(_ direction: Int) -> SymbolShape {
    let points: [(CGFloat, CGFloat)] = [(8, 1.5), (1.5, 8.5), (8, 15.5)]
    return Pen(10, 17).polyline(points).turned(direction, mirrorOf: 0).shape
  }

  private static func arrow(_ direction: Int) -> SymbolShape {
    Pen(18, 16).lines([(1.5, 8, 16.5, 8)]).polyline([(8, 1.5), (1.5, 8), (8, 14.5)])
      .turned(direction, mirrorOf: 0).shape
  }

  private static func skip(forward: Bool) -> SymbolShape {
    let pen = Pen(22, 14)
      .roundedPolygon([(1.5, 1.5), (11, 7), (1.5, 12.5)], fill: true)
      .roundedPolygon([(11, 1.5), (20.5, 7), (11, 12.5)], fill: true)
    return (forward ? pen : pen.turned(0, mirrorOf: 1)).shape
  }

  private static let heart: @Sendable (CGMutablePath) -> Void = { path in
    path.move(to: p(10, 17))
    path.addCurve(to: p(1, 6.5), control1: p(4, 13), control2: p(1, 10))
    path.addCurve(to: p(10, 3.5), control1: p(1, 1), control2: p(8, 0))
    path.addCurve(to: p(19, 6.5), control1: p(12, 0), control2: p(19, 1))
    path.addCurve(to: p(10, 17), control1: p(19, 10), control2: p(16, 13))
    path.closeSubpath()
  }

  private static var star: [(CGFloat, CGFloat)] {
    (0..<10).map { index in
      let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
      let radius: CGFloat = index.isMultiple(of: 2) ? 9.4 : 4
      return (10 + radius * cos(angle), 10.2 + radius * sin(angle))
    }
  }

  private static var gear: SymbolShape {
    var points: [(CGFloat, CGFloat)] = []
    for tooth in 0..<8 {
      let angle = CGFloat(tooth) * .pi / 4
      for (offset, radius) in [(-0.24, 7.2), (-0.14, 9.2), (0.14, 9.2), (0.24, 7.2)] {
        points.append((10 + radius * cos(angle + offset), 10 + radius * sin(angle + offset)))
      }
    }
    return Pen(20, 20).polygon(points, fill: false).circle((10, 10), 2.8, fill: false).shape
  }

  private static var bell: SymbolShape {
    Pen(18, 20).path(
      { path in
        path.move(to: p(1.5, 15.5))
        path.addLine(to: p(16.5, 15.5))
        path.addQuadCurve(to: p(14, 10.5), control: p(14, 13.5))
        path.addLine(to: p(14, 8))
        path.addCurve(to: p(4, 8), control1: p(14, 1), control2: p(4, 1))
        path.addLine(to: p(4, 10.5))
        path.addQuadCurve(to: p(1.5, 15.5), control: p(4, 13.5))
        path.closeSubpath()
      }, fill: false
    ).path(
      {
        $0.move(to: p(7, 18.3))
        $0.addQuadCurve(to: p(11, 18.3), control: p(9, 19.8))
      }, fill: false
    )
    .lines([(9, 1, 9, 2.5)]).shape
  }

  /// The outline of an X of two bars crossing at `at`, each arm `arm` long: cut out of a disc.
  private static func cross(at center: (CGFloat, CGFloat), arm: CGFloat) -> [CGPoint] {
    plus(at: center, arm: arm).map { point in
      let (dx, dy) = (point.x - center.0, point.y - center.1)
      let turn = CGFloat.pi / 4
      return CGPoint(
        x: center.0 + dx * cos(turn) - dy * sin(turn), y: center.1 + dx * sin(turn) + dy * cos(turn)
      )
    }
  }

  /// The outline of a plus of bars 2.2 wide crossing at `center`, each arm `arm` long.
  private static func plus(at center: (CGFloat, CGFloat), arm: CGFloat) -> [CGPoint] {
    let h: CGFloat = 1.1
    let corners: [(CGFloat, CGFloat)] = [
      (h, arm), (h, h), (arm, h), (arm, -h), (h, -h), (h, -arm), (-h, -arm), (-h, -h),
      (-arm, -h), (-arm, h), (-h, h), (-h, arm),
    ]
    return corners.map { CGPoint(x: center.0 + $0.0, y: center.1 + $0.1) }
  }

  /// The outline of a tick 2.2 wide from `from` down to `via` and up to `to`, its corner
  /// mitred.
  private static func tick(
    from start: (CGFloat, CGFloat), via corner: (CGFloat, CGFloat), to end: (CGFloat, CGFloat)
  ) -> [CGPoint] {
    let h: CGFloat = 1.1
    func normal(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> CGPoint {
      let (dx, dy) = (b.0 - a.0, b.1 - a.1)
      let length = hypot(dx, dy)
      return CGPoint(x: -dy / length, y: dx / length)
    }
    let (n1, n2) = (normal(start, corner), normal(corner, end))
    let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
    let length = hypot(bisector.x, bisector.y)
    let cosine = (bisector.x * n1.x + bisector.y * n1.y) / length
    let miter = CGPoint(x: bisector.x / length * h / cosine, y: bisector.y / length * h / cosine)
    return [
      p(start.0 + n1.x * h, start.1 + n1.y * h), p(corner.0 + miter.x, corner.1 + miter.y),
      p(end.0 + n2.x * h, end.1 + n2.y * h), p(end.0 - n2.x * h, end.1 - n2.y * h),
      p(corner.0 - miter.x, corner.1 - miter.y), p(start.0 - n1.x * h, start.1 - n1.y * h),
    ]
  }
}

/// A point, briefly.
private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Builds a symbol's parts in its box.
private struct Pen {
  let size: CGSize
  var parts: [SymbolPart] = []

  init(_ width: CGFloat, _ height: CGFloat) { size = CGSize(width: width, height: height) }

  var shape: SymbolShape { SymbolShape(size: size, parts: parts) }

  private func adding(_ path: CGPath, _ paint: SymbolPart.Paint, layer: Int = 0) -> Pen {
    var pen = self
    pen.parts.append(SymbolPart(elements: path.elements, paint: paint, layer: layer))
    return pen
  }

  func lines(_ segments: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> Pen {
    let path = CGMutablePath()
    for (x1, y1, x2, y2) in segments {
      path.move(to: p(x1, y1))
      path.addLine(to: p(x2, y2))
    }
    return adding(path, .stroke)
  }

  func polyline(_ points: [(CGFloat, CGFloat)]) -> Pen {
    let path = CGMutablePath()
    path.addLines(between: points.map { p($0.0, $0.1) })
    return adding(path, .stroke)
  }

  func polygon(_ points: [(CGFloat, CGFloat)], fill: Bool) -> Pen {
    let path = CGMutablePath()
    path.addLines(between: points.map { p($0.0, $0.1) })
    path.closeSubpath()
    return adding(path, fill ? .fill(.winding) : .stroke)
  }

  /// A filled polygon with its corners rounded a little, as SF Symbols' solid shapes are.
  func roundedPolygon(_ points: [(CGFloat, CGFloat)], fill: Bool) -> Pen {
    let path = CGMutablePath()
    let corners = points.map { p($0.0, $0.1) }
    let count = corners.count
    let start = CGPoint(
      x: (corners[count - 1].x + corners[0].x) / 2, y: (corners[count - 1].y + corners[0].y) / 2)
    path.move(to: start)
    for index in 0..<count {
      path.addArc(
        tangent1End: corners[index], tangent2End: corners[(index + 1) % count], radius: 1.2)
    }
    path.closeSubpath()
    return adding(path, fill ? .fill(.winding) : .stroke)
  }

  func circle(_ center: (CGFloat, CGFloat), _ radius: CGFloat, fill: Bool) -> Pen {
    let path = CGMutablePath()
    path.addEllipse(
      in: CGRect(x: center.0 - radius, y: center.1 - radius, width: 2 * radius, height: 2 * radius))
    return adding(path, fill ? .fill(.winding) : .stroke)
  }

  func dots(_ centers: [(CGFloat, CGFloat)], radius: CGFloat) -> Pen {
    centers.reduce(self) { $0.circle($1, radius, fill: true) }
  }

  func roundedRect(_ rect: (CGFloat, CGFloat, CGFloat, CGFloat), _ radius: CGFloat, fill: Bool)
    -> Pen
  {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: CGRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3), cornerWidth: radius,
      cornerHeight: radius)
    return adding(path, fill ? .fill(.winding) : .stroke)
  }

  func path(_ build: (CGMutablePath) -> Void, fill: Bool) -> Pen {
    let path = CGMutablePath()
    build(path)
    return adding(path, fill ? .fill(.winding) : .stroke)
  }

  /// A sound wave: the right-hand arc of a circle.
  func arc(center: (CGFloat, CGFloat), radius: CGFloat, layer: Int) -> Pen {
    let path = CGMutablePath()
    path.addArc(
      center: p(center.0, center.1), radius: radius, startAngle: -.pi / 4, endAngle: .pi / 4,
      clockwise: false)
    return adding(path, .stroke, layer: layer)
  }

  /// A disc filling the box, with `cut` (an outline) cut out of it.
  func disc(cutting cut: [CGPoint]) -> Pen {
    let path = CGMutablePath()
    let radius = min(size.width, size.height) / 2 - 0.4
    path.addEllipse(
      in: CGRect(
        x: size.width / 2 - radius, y: size.height / 2 - radius, width: 2 * radius,
        height: 2 * radius))
    path.addLines(between: cut)
    path.closeSubpath()
    return adding(path, .fill(.evenOdd))
  }

  /// The parts drawn pointing `direction` (0 left, 1 right, 2 up, 3 down) when drawn
  /// pointing `mirrorOf` (0 left or 1 right).
  func turned(_ direction: Int, mirrorOf drawn: Int) -> Pen {
    let turn: CGAffineTransform
    var box = size
    switch (drawn, direction) {
    case (0, 0), (1, 1): return self
    case (0, 1), (1, 0): turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
    case (0, 2):
      turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
      box = CGSize(width: size.height, height: size.width)
    default:
      turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: size.width)
      box = CGSize(width: size.height, height: size.width)
    }
    var pen = Pen(box.width, box.height)
    pen.parts = parts.map { part in
      SymbolPart(
        elements: part.elements.map { $0.applying(turn) }, paint: part.paint, layer: part.layer)
    }
    return pen
  }
}
