import Foundation

/// Where a view draws its content: collects commands in the view's local coordinates.
public struct DrawingContext {
  /// The view's local coordinates → window coordinates.
  public let transform: CGAffineTransform
  public let alpha: CGFloat
  public let clip: CGRect?
  var commands: [DrawCommand] = []

  init(transform: CGAffineTransform, alpha: CGFloat, clip: CGRect?) {
    self.transform = transform
    self.alpha = alpha
    self.clip = clip
  }

  private mutating func append(_ kind: DrawCommand.Kind) {
    commands.append(DrawCommand(kind: kind, transform: transform, alpha: alpha, clip: clip))
  }

  public mutating func fill(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat = 0) {
    append(.fill(rect: rect, color: color, cornerRadius: cornerRadius))
  }

  public mutating func stroke(
    _ rect: CGRect, color: UIColor, width: CGFloat, cornerRadius: CGFloat = 0
  ) {
    append(.stroke(rect: rect, color: color, width: width, cornerRadius: cornerRadius))
  }

  public mutating func draw(_ image: UIImage, in rect: CGRect) {
    append(.image(image, rect: rect))
  }

  public mutating func draw(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment
  ) {
    append(.text(text, rect: rect, font: font, color: color, alignment: alignment))
  }
}
