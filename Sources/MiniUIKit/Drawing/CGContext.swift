import Foundation

/// A Core Graphics drawing context, as `UIGraphicsGetCurrentContext()` returns it inside
/// `draw(_:)`: a graphics state (transform, colours, line style, alpha, shadow, clip) with
/// a stack, a path under construction, and painting that records vector commands.
///
/// What it draws stays vector: the painter draws the commands at the window's resolution,
/// so a drawing is sharp at any scale. Coordinates start as the view's own (its bounds),
/// y down, as in UIKit; the drawing is clipped to the area the context was made for.
public final class CGContext {
  /// The graphics state `saveGState()` keeps.
  struct GState {
    /// User space → the context's own space.
    var ctm = CGAffineTransform.identity
    var fillColor = UIColor.black
    var strokeColor = UIColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDash: [CGFloat] = []
    var lineDashPhase: CGFloat = 0
    var alpha: CGFloat = 1
    var shadow: Shadow?
    /// The rectangular part of the clip, in the context's own space.
    var clipRect: CGRect
    /// The clip's shapes (beyond `clipRect`), outermost first.
    var clipShapes: [ClipShape] = []
  }

  /// A shadow under what is painted, as `setShadow(offset:blur:color:)` sets it.
  struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: UIColor
  }

  /// A shape that clips, in the context's own space.
  struct ClipShape {
    let id: Int
    let elements: [PathElement]
    let rule: CGPathFillRule
  }

  /// Commands drawn inside one clip shape, waiting to be masked by it.
  struct ClipGroup {
    let shape: ClipShape?
    var commands: [DrawCommand] = []
  }

  /// The area drawn into, in the context's own space.
  let area: CGRect
  var state: GState
  private var savedStates: [GState] = []
  /// The path under construction, in the context's own space (points are placed by the
  /// transform when they are added, as in Core Graphics).
  var currentPath = CGMutablePath()
  /// The clip groups open, outermost (unclipped) first.
  var groups: [ClipGroup] = [ClipGroup(shape: nil)]
  var nextClipID = 0

  /// A context that records drawing within `area`.
  init(area: CGRect) {
    self.area = area
    state = GState(clipRect: area)
  }

  // MARK: The graphics state

  /// Saves the graphics state (transform, colours, line style, alpha, shadow, clip) for
  /// `restoreGState()`.
  public func saveGState() { savedStates.append(state) }

  /// Goes back to the graphics state of the last `saveGState()`; nothing without one.
  public func restoreGState() {
    if let saved = savedStates.popLast() { state = saved }
  }

  /// The transform from user space to the context's own space.
  public var ctm: CGAffineTransform { state.ctm }

  /// Moves user space's origin by `x` and `y`.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales user space by `x` and `y`.
  public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

  /// Turns user space by `angle` radians (clockwise on the y-down screen).
  public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

  /// Moves, turns or scales user space by `transform`, before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  /// Sets the colour that paths are filled with.
  public func setFillColor(_ color: CGColor) { state.fillColor = color.color }
  /// Sets the colour that lines are stroked with.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color }

  /// Sets the fill colour from sRGB components, 0…1.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the stroke colour from sRGB components, 0…1.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the fill colour to a grey (0 black, 1 white).
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = UIColor(white: gray, alpha: alpha)
  }

  /// Sets the stroke colour to a grey (0 black, 1 white).
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = UIColor(white: gray, alpha: alpha)
  }

  /// Sets the width of lines stroked from now on, in user space (1 at first).
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  /// Sets how the ends of stroked lines are drawn (`.butt` at first).
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets how the corners of stroked lines are drawn (`.miter` at first).
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Sets how long a mitred corner may be, in line widths, before it is bevelled (10 at first).
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Dashes the lines stroked from now on: `lengths` on and off in turn, starting `phase`
  /// into the pattern; an empty `lengths` draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.lineDash = lengths
    state.lineDashPhase = phase
  }

  /// The opacity of everything painted from now on, 0…1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

  /// A shadow under the paths and rectangles painted from now on: `offset` in the context's
  /// own space (not turned by the transform), `blur` as wide as Core Graphics' (twice a
  /// layer's `shadowRadius`).
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else {
      state.shadow = nil
      return
    }
    state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color.color)
  }

  /// A shadow in Core Graphics' default colour: black at a third opacity.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }

  /// Only `.normal` is drawn: the others draw as it does.
  public func setBlendMode(_ mode: CGBlendMode) {}

  /// Drawing is always anti-aliased.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  /// Does nothing: drawing is always anti-aliased.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  /// Images are always drawn smoothly.
  public var interpolationQuality = CGInterpolationQuality.default

  // MARK: Building the path

  /// Starts a new, empty path.
  public func beginPath() { currentPath = CGMutablePath() }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
  /// Adds a line from the current point to `point`; ignored when the path has no current point.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

  /// Adds a new subpath of lines through `points` in order.
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points, transform: state.ctm)
  }

  /// Adds `rect` as a closed subpath.
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
  /// Adds each of `rects` as a closed subpath.
  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
  /// Adds the ellipse that fits `rect` as a closed subpath.
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

  /// Adds an arc of `radius` about `center` from `startAngle` to `endAngle` (radians), joined by a
  /// line to the current point if there is one. `clockwise` is meant in Core Graphics' y-up space:
  /// `true` looks counterclockwise on the y-down screen, as in UIKit.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.ctm)
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the
  /// line from there to `tangent2End`, with a line to where it starts.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    currentPath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
  }

  /// Adds a cubic Bézier curve from the current point to `end`; ignored without a current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
  }

  /// Adds a quadratic Bézier curve from the current point to `end`; ignored without a current
  /// point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
  }

  /// Closes the current subpath with a line back to its start.
  public func closePath() { currentPath.closeSubpath() }

  /// Adds `newPath`, placed by the current transform.
  public func addPath(_ newPath: CGPath) { currentPath.addPath(newPath, transform: state.ctm) }

  /// Whether the path under construction is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The path under construction, in user space (nil when it is empty).
  public var path: CGPath? {
    guard !currentPath.isEmpty else { return nil }
    let toUser = state.ctm.inverted()
    return CGPath(elements: currentPath.elements.map { $0.applying(toUser) })
  }

  /// Where the path is now, in user space.
  public var currentPointOfPath: CGPoint {
    currentPath.currentPoint.applying(state.ctm.inverted())
  }

  /// The box round the path, in user space.
  public var boundingBoxOfPath: CGRect {
    let box = currentPath.boundingBox
    return box.isNull ? box : box.applying(state.ctm.inverted())
  }

  /// Takes the path for painting or clipping: painting and clipping end it, as in Core
  /// Graphics.
  func takePath() -> [PathElement] {
    defer { currentPath = CGMutablePath() }
    return currentPath.elements
  }
}

/// How a path is painted, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fills with the nonzero winding rule.
  case fill
  /// Fills with the even-odd rule.
  case eoFill
  /// Strokes.
  case stroke
  /// Fills with the nonzero winding rule, then strokes.
  case fillStroke
  /// Fills with the even-odd rule, then strokes.
  case eoFillStroke
}

/// How paint combines with what is beneath, as Core Graphics' (only `normal` is drawn).
public enum CGBlendMode: Int32, Sendable {
  /// Paint covers what is beneath.
  case normal
  /// The colours multiplied: darker.
  case multiply
  /// The colours' inverses multiplied and inverted: lighter.
  case screen
  /// Multiplies or screens, as the colour beneath is dark or light.
  case overlay
  /// The darker of the two colours.
  case darken
  /// The lighter of the two colours.
  case lighten
  /// What is beneath brightened by the paint.
  case colorDodge
  /// What is beneath darkened by the paint.
  case colorBurn
  /// What is beneath darkened or lightened softly, as the paint is dark or light.
  case softLight
  /// Multiplies or screens, as the paint is dark or light.
  case hardLight
  /// The difference of the two colours.
  case difference
  /// A difference of lower contrast.
  case exclusion
  /// The paint's hue with the saturation and luminosity beneath.
  case hue
  /// The paint's saturation with the hue and luminosity beneath.
  case saturation
  /// The paint's hue and saturation with the luminosity beneath.
  case color
  /// The paint's luminosity with the hue and saturation beneath.
  case luminosity
  /// Clears what is beneath.
  case clear
  /// The paint replaces what is beneath.
  case copy
  /// The paint, only where something is beneath.
  case sourceIn
  /// The paint, only where nothing is beneath.
  case sourceOut
  /// The paint over what is beneath, only where something is beneath.
  case sourceAtop
  /// What is beneath over the paint.
  case destinationOver
  /// What is beneath, only where the paint is.
  case destinationIn
  /// What is beneath, only where the paint is not.
  case destinationOut
  /// What is beneath over the paint, only where the paint is.
  case destinationAtop
  /// The paint and what is beneath, each only where the other is not.
  case xor
  /// The colours added, darkening.
  case plusDarker
  /// The colours added, lightening.
  case plusLighter
}

/// How images are resampled, as Core Graphics' (the painter always resamples smoothly).
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's usual quality.
  case `default`
  /// No interpolation: the nearest pixel.
  case none
  /// Low quality, fast.
  case low
  /// Medium quality.
  case medium
  /// High quality, slow.
  case high
}
