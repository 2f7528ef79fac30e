import Foundation

/// Symbol images, as UIKit's `UIImage(systemName:)`: SF Symbols' names drawn as vector
/// paths (see `SymbolCatalog` for the names), sized with the font they go with, in a weight
/// and a scale, drawn in the tint colour unless configured with colours of their own.
extension UIImage {
  /// What configures an image: for symbols, a `SymbolConfiguration`.
  public typealias Configuration = SymbolConfiguration

  /// The symbol named `name`, at 17 points, regular, medium; nil, with a warning naming it,
  /// for a name that is not drawn.
  @preconcurrency @MainActor
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The symbol named `name`, configured.
  @preconcurrency @MainActor
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    guard let shape = SymbolCatalog.shape(named: name) else {
      UIApplication.shared.imageFiles.reportOnce(
        "systemName:\(name)", "No symbol named '\(name)' found in system symbol set")
      return nil
    }
    let identity = SymbolIdentity(
      name: name, configuration: SymbolConfiguration.unspecified.applying(configuration))
    let (size, drawing) = Self.symbolDrawing(shape, identity.configuration)
    self.init(size: size, drawing: drawing, symbol: identity)
  }

  /// Every symbol name drawn, sorted.
  @_spi(Host) public static var drawnSymbolNames: [String] { SymbolCatalog.names }

  /// The configuration a symbol image was made with (nil for other images).
  public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// The same symbol with `configuration` put over its own; other images as they are.
  @preconcurrency @MainActor
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let symbol else { return self }
    return UIImage(
      systemName: symbol.name, withConfiguration: symbol.configuration.applying(configuration))?
      .withRenderingMode(renderingMode)
  }

  /// The same symbol configured with `configuration` (put over its own).
  @preconcurrency @MainActor
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    applyingSymbolConfiguration(configuration) ?? self
  }

  /// How far the baseline of the text a symbol goes with lies above the image's bottom: a
  /// symbol is centred on the capital letters' middle. Nil for other images.
  public var baselineOffsetFromBottom: CGFloat? {
    guard let symbol else { return nil }
    let capHeight = 0.7 * symbol.configuration.resolvedPointSize
    return max((size.height - capHeight) / 2, 0)
  }

  /// A symbol's commands at `configuration`'s size, weight, scale and colours (black for a
  /// monochrome symbol: the tint goes there when it is drawn).
  private static func symbolDrawing(_ shape: SymbolShape, _ configuration: SymbolConfiguration)
    -> (CGSize, [DrawCommand])
  {
    let factor = configuration.resolvedPointSize / 17 * configuration.scaleFactor
    let lineWidth = configuration.weight.lineWidth * factor
    let scale = CGAffineTransform(scaleX: factor, y: factor)
    let commands = shape.parts.map { part in
      let color = layerColor(part.layer, configuration)
      let elements = part.elements.map { $0.applying(scale) }
      let drawing: ShapeDrawing
      switch part.paint {
      case .fill(let rule):
        drawing = ShapeDrawing.filled(elements, color: color, rule: rule)
      case .stroke:
        drawing = ShapeDrawing(
          elements: elements, fillColor: nil, fillRule: .winding, strokeColor: color,
          lineWidth: lineWidth, lineCap: .round, lineJoin: .round, miterLimit: 10,
          lineDashPattern: [], lineDashPhase: 0, strokeStart: 0, strokeEnd: 1)
      }
      return DrawCommand(kind: .shape(drawing), transform: .identity, alpha: 1, clip: nil)
    }
    return (CGSize(width: shape.size.width * factor, height: shape.size.height * factor), commands)
  }

  /// The colour of a symbol's layer: black (monochrome), a shade of the hierarchical colour,
  /// or the palette's.
  private static func layerColor(_ layer: Int, _ configuration: SymbolConfiguration) -> UIColor {
    if let palette = configuration.paletteColors, !palette.isEmpty {
      return palette[min(layer, palette.count - 1)]
    }
    if let color = configuration.hierarchicalColor {
      return layer == 0 ? color : color.withAlphaComponent(color.alpha * 0.5)
    }
    return .black
  }
}

extension DrawCommand {
  /// The command with its colours turned to `color`, each keeping its own opacity: a
  /// template drawn in the tint.
  func tinted(_ color: UIColor) -> DrawCommand {
    func tint(_ own: UIColor) -> UIColor { color.withAlphaComponent(color.alpha * own.alpha) }
    var tinted = self
    switch kind {
    case .shape(var shape):
      shape.fillColor = shape.fillColor.map(tint)
      shape.strokeColor = shape.strokeColor.map(tint)
      tinted.kind = .shape(shape)
    case .fill(let rect, let own, let radius):
      tinted.kind = .fill(rect: rect, color: tint(own), cornerRadius: radius)
    case .stroke(let rect, let own, let width, let radius):
      tinted.kind = .stroke(rect: rect, color: tint(own), width: width, cornerRadius: radius)
    case .text(let text, let rect, let font, let own, let alignment):
      tinted.kind = .text(text, rect: rect, font: font, color: tint(own), alignment: alignment)
    default:
      break
    }
    return tinted
  }
}
