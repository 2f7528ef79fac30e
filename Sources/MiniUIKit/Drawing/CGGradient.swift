import Foundation

/// An array handed to Core Graphics, as Swift code on Apple's platforms writes it:
/// `[top.cgColor, bottom.cgColor] as CFArray`. (Core Foundation's own type is not there on
/// Linux.)
public typealias CFArray = [Any]

/// A colour space, as Core Graphics': every colour here is sRGB, so each space names it.
public final class CGColorSpace: Sendable {
  /// The space's name, such as `CGColorSpace.sRGB`.
  public let name: String?

  /// A colour space named `name`: never nil, and drawn as sRGB whatever the name.
  public init?(name: String) { self.name = name }

  private init(named name: String) { self.name = name }

  /// The name of the sRGB space.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The name of the generic linear RGB space.
  public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
  /// The name of the Display P3 space.
  public static let displayP3 = "kCGColorSpaceDisplayP3"

  /// The device's RGB space: sRGB here.
  static let deviceRGB = CGColorSpace(named: sRGB)
}

/// The device's RGB colour space: sRGB here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Colours spread along a line or between circles, as Core Graphics' `CGGradient`: drawn with
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: Sendable {
  let colors: [UIColor]
  /// Where each colour stands, 0…1; evenly spread when nil.
  let locations: [CGFloat]?

  init(colors: [UIColor], locations: [CGFloat]?) {
    self.colors = colors
    self.locations = locations
  }

  /// A gradient through `colors` (`CGColor`s), at `locations` (0…1, one per colour) or
  /// evenly spread when nil.
  public convenience init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let cgColors = colors.compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
    self.init(
      colors: cgColors.map(\.color),
      locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) })
  }

  /// A gradient of `count` colours given as RGBA components, four each.
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let values = Array(UnsafeBufferPointer(start: components, count: count * 4))
    self.init(
      colors: (0..<count).map { index in
        UIColor(
          red: values[index * 4], green: values[index * 4 + 1], blue: values[index * 4 + 2],
          alpha: values[index * 4 + 3])
      },
      locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
  }
}

/// Whether a gradient goes on past its ends with its end colours, as Core Graphics'.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The start colour goes on before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The end colour goes on past the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
  /// Fills the clip with `gradient` along the line from `start` to `end` (user space):
  /// beyond each end only if `options` says so.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard state.ctm.determinant != 0 else { return }
    let box = boundingBoxOfClipPath
    guard !box.isNull, !box.isEmpty else { return }
    // Past the ends: the band between the lines through them, across the whole box.
    let along = CGPoint(x: end.x - start.x, y: end.y - start.y)
    let length = hypot(along.x, along.y)
    let reach = hypot(box.width, box.height) + hypot(start.x - box.midX, start.y - box.midY)
    var band: [PathElement]?
    let unit = length > 0 ? CGPoint(x: along.x / length, y: along.y / length) : .zero
    // How far along the line each corner of the box lies: the band matters only when some
    // corner lies beyond an end that is not drawn past.
    let spans = box.corners.map { ($0.x - start.x) * unit.x + ($0.y - start.y) * unit.y }
    let beyond =
      (!options.contains(.drawsBeforeStartLocation) && spans.contains { $0 < -0.5 })
      || (!options.contains(.drawsAfterEndLocation) && spans.contains { $0 > length + 0.5 })
    if length > 0, beyond {
      let across = CGPoint(x: -unit.y * reach, y: unit.x * reach)
      let from = options.contains(.drawsBeforeStartLocation) ? -reach : 0
      let to = options.contains(.drawsAfterEndLocation) ? length + reach : length
      let a = CGPoint(x: start.x + unit.x * from, y: start.y + unit.y * from)
      let b = CGPoint(x: start.x + unit.x * to, y: start.y + unit.y * to)
      band = [
        .moveTo(CGPoint(x: a.x - across.x, y: a.y - across.y)),
        .lineTo(CGPoint(x: b.x - across.x, y: b.y - across.y)),
        .lineTo(CGPoint(x: b.x + across.x, y: b.y + across.y)),
        .lineTo(CGPoint(x: a.x + across.x, y: a.y + across.y)), .closeSubpath,
      ]
    }
    fill(box, with: gradient, kind: .axial, start: start, end: end, within: band)
  }

  /// Fills the clip with `gradient` between two circles (user space). Circles about one
  /// centre are drawn exactly; for two centres the colours spread about the end circle's.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    guard state.ctm.determinant != 0, endRadius > 0, endRadius > startRadius else { return }
    let box = boundingBoxOfClipPath
    guard !box.isNull, !box.isEmpty else { return }
    // The colours run from the start circle out to the end circle.
    let inner = max(startRadius, 0) / endRadius
    let spread = gradient.locations ?? GradientDrawing.evenLocations(gradient.colors.count)
    let locations = spread.map { inner + $0 * (1 - inner) }
    var ring = [PathElement]()
    let fillsInside = options.contains(.drawsBeforeStartLocation) || startRadius <= 0
    if !options.contains(.drawsAfterEndLocation) {
      ring += CGPath.ellipseElements(
        CGRect(
          x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius,
          height: 2 * endRadius))
    } else {
      ring += CGPath.rectElements(box)
    }
    if !options.contains(.drawsBeforeStartLocation), startRadius > 0 {
      ring += CGPath.ellipseElements(
        CGRect(
          x: startCenter.x - startRadius, y: startCenter.y - startRadius,
          width: 2 * startRadius, height: 2 * startRadius))
    }
    let radius = CGPoint(x: endCenter.x + endRadius, y: endCenter.y + endRadius)
    let everywhere = options.contains(.drawsAfterEndLocation) && fillsInside
    fill(
      box, with: CGGradient(colors: gradient.colors, locations: locations), kind: .radial,
      start: endCenter, end: radius, within: everywhere ? nil : ring, rule: .evenOdd)
  }

  /// Fills `box` (user space) with the gradient from `start` to `end` (user space), within
  /// `shape` (user space) if given.
  private func fill(
    _ box: CGRect, with gradient: CGGradient, kind: GradientDrawing.Kind, start: CGPoint,
    end: CGPoint, within shape: [PathElement]?, rule: CGPathFillRule = .winding
  ) {
    let unit = { (point: CGPoint) in
      CGPoint(x: (point.x - box.minX) / box.width, y: (point.y - box.minY) / box.height)
    }
    let drawing = GradientDrawing(
      kind: kind, rect: box, colors: gradient.colors, locations: gradient.locations,
      start: unit(start), end: unit(end), cornerRadius: 0)
    guard let shape else {
      return record(.gradient(drawing), transform: state.ctm, alpha: 1)
    }
    // The shape clips the gradient; the path being built is kept for after.
    let building = currentPath
    saveGState()
    currentPath = CGMutablePath()
    currentPath.elements = shape.map { $0.applying(state.ctm) }
    clip(using: rule)
    record(.gradient(drawing), transform: state.ctm, alpha: 1)
    restoreGState()
    currentPath = building
  }
}
