import Foundation

/// Where a view draws its content: collects commands in the view's local coordinates.
public struct DrawingContext {
  /// The view's local coordinates → window coordinates (with what `concatenate(_:)` added).
  public private(set) var transform: CGAffineTransform
  /// The opacity of everything drawn here, 0…1.
  public let alpha: CGFloat
  /// The rectangle drawing is clipped to, in window coordinates; nil for none.
  public let clip: CGRect?
  var commands: [DrawCommand] = []
  private var savedTransforms: [CGAffineTransform] = []
  /// The traits dynamic colours are resolved with as they are drawn: the view's; nil for a
  /// recording, which keeps them dynamic until it is drawn.
  var traits: UITraitCollection?

  init(transform: CGAffineTransform, alpha: CGFloat, clip: CGRect?) {
    self.transform = transform
    self.alpha = alpha
    self.clip = clip
  }

  /// Draws what follows in coordinates moved, turned or scaled by `transform` first, as Core
  /// Graphics' `CGContext.concatenate(_:)`.
  public mutating func concatenate(_ transform: CGAffineTransform) {
    self.transform = transform.concatenating(self.transform)
  }

  /// Remembers the coordinates, for `restoreGState()` to go back to, as Core Graphics'.
  public mutating func saveGState() { savedTransforms.append(transform) }

  /// Goes back to the coordinates of the last `saveGState()`.
  public mutating func restoreGState() {
    if let saved = savedTransforms.popLast() { transform = saved }
  }

  private mutating func append(_ kind: DrawCommand.Kind) {
    let kind = traits.map { kind.resolved(with: $0) } ?? kind
    commands.append(DrawCommand(kind: kind, transform: transform, alpha: alpha, clip: clip))
  }

  /// Fills `rect` with `color`, its corners rounded by `cornerRadius`.
  public mutating func fill(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat = 0) {
    append(.fill(rect: rect, color: color, cornerRadius: cornerRadius))
  }

  /// Strokes the inside edge of `rect` in `color` with a line `width` wide, its corners rounded
  /// by `cornerRadius`.
  public mutating func stroke(
    _ rect: CGRect, color: UIColor, width: CGFloat, cornerRadius: CGFloat = 0
  ) {
    append(.stroke(rect: rect, color: color, width: width, cornerRadius: cornerRadius))
  }

  /// Draws `image` scaled into `rect`, in its own colours or, a template, in `tintColor`
  /// (`automaticIsTemplate`: the place draws `.automatic` images as templates, as bars do).
  /// A vector image (a symbol) draws its commands.
  @MainActor
  public mutating func draw(
    _ image: UIImage, in rect: CGRect, tintColor: UIColor? = nil,
    automaticIsTemplate: Bool = false
  ) {
    var color = image.drawnColor(tintColor: tintColor, automaticIsTemplate: automaticIsTemplate)
    if let traits { color = color?.resolvedColor(with: traits) }
    guard let drawing = image.drawing else {
      let drawn = color.map { UIApplication.shared.stage.tintedImages.image(image, in: $0) }
      append(.image(drawn ?? image, rect: rect))
      return
    }
    let size = image.size
    guard size.width > 0, size.height > 0 else { return }
    let fit = CGAffineTransform(mapping: CGRect(origin: .zero, size: size), to: rect)
    replay(color.map { color in drawing.map { $0.tinted(color) } } ?? drawing, placedBy: fit)
  }

  /// Draws `text` in `rect` in `font` and `color`, centred vertically and aligned by `alignment`.
  public mutating func draw(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment
  ) {
    append(.text(text, rect: rect, font: font, color: color, alignment: alignment))
  }

  /// Draws `commands` (in coordinates that `transform` takes to this context's), only
  /// within `part` of their own space if given (those that reach into it).
  mutating func replay(
    _ commands: [DrawCommand], placedBy transform: CGAffineTransform, within part: CGRect? = nil
  ) {
    let toWindow = transform.concatenating(self.transform)
    var clip = self.clip
    if let part {
      let shown = part.applying(toWindow)
      clip = clip.map { $0.intersection(shown) } ?? shown
    }
    for command in commands {
      var placed = command.placed(by: toWindow, alpha: alpha, clip: clip)
      if let traits { placed.kind = placed.kind.resolved(with: traits) }
      // A part draws only the commands that reach into it.
      if part != nil, placed.reach.isNull || placed.reach.isEmpty { continue }
      self.commands.append(placed)
    }
  }

  /// Fills and strokes a path.
  @_spi(Host) public mutating func draw(_ shape: ShapeDrawing) { append(.shape(shape)) }

  /// Fills a rectangle with a gradient.
  @_spi(Host) public mutating func draw(_ gradient: GradientDrawing) { append(.gradient(gradient)) }

  /// Draws a blurred shadow.
  @_spi(Host) public mutating func draw(_ shadow: ShadowDrawing) { append(.shadow(shadow)) }

  /// Blurs what is drawn behind an area.
  @_spi(Host) public mutating func draw(_ backdrop: BackdropDrawing) {
    append(.backdrop(backdrop))
  }
}

extension DrawCommand {
  /// The command with its dynamic colours resolved with `traits`.
  func resolved(with traits: UITraitCollection) -> DrawCommand {
    var resolved = self
    resolved.kind = kind.resolved(with: traits)
    return resolved
  }
}

extension DrawCommand.Kind {
  /// The command with its dynamic colours resolved with `traits`.
  func resolved(with traits: UITraitCollection) -> DrawCommand.Kind {
    func resolve(_ color: UIColor) -> UIColor { color.resolvedColor(with: traits) }
    switch self {
    case .fill(let rect, let color, let radius) where color.provider != nil:
      return .fill(rect: rect, color: resolve(color), cornerRadius: radius)
    case .stroke(let rect, let color, let width, let radius) where color.provider != nil:
      return .stroke(rect: rect, color: resolve(color), width: width, cornerRadius: radius)
    case .text(let text, let rect, let font, let color, let alignment) where color.provider != nil:
      return .text(text, rect: rect, font: font, color: resolve(color), alignment: alignment)
    case .shape(var shape)
    where shape.fillColor?.provider != nil || shape.strokeColor?.provider != nil:
      shape.fillColor = shape.fillColor.map(resolve)
      shape.strokeColor = shape.strokeColor.map(resolve)
      return .shape(shape)
    case .gradient(var gradient) where gradient.colors.contains { $0.provider != nil }:
      gradient.colors = gradient.colors.map(resolve)
      return .gradient(gradient)
    case .shadow(var shadow) where shadow.color.provider != nil:
      shadow.color = resolve(shadow.color)
      return .shadow(shadow)
    case .backdrop(var backdrop) where backdrop.tint?.provider != nil:
      backdrop.tint = backdrop.tint.map(resolve)
      return .backdrop(backdrop)
    case .layer(var contents, let size, let projection, var mask):
      // A clip shape's picture in a recording, say.
      contents.commands = contents.commands.map { $0.resolved(with: traits) }
      if var shape = mask {
        shape.commands = shape.commands.map { $0.resolved(with: traits) }
        mask = shape
      }
      return .layer(contents, size: size, projection: projection, mask: mask)
    default:
      return self
    }
  }
}
