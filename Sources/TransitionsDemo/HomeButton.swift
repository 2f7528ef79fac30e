@_spi(Host) import MiniUIKit

/// The way home for a mouse user. In a scene with a navigation bar it is a house in the bar,
/// at the right of every page; elsewhere a round button in the bottom-left corner, whose room
/// the scene's safe area leaves out, so that no content ever lies under it.
@MainActor
final class HomeButton: UIButton {
  static let size = CGSize(width: 36, height: 36)
  static let margin: CGFloat = 10
  /// The room a scene leaves at the bottom for the corner button.
  static let cornerInset = size.height + 2 * margin

  /// Round and dark, for the corner; plain in the tint colour, for a navigation bar.
  enum Style {
    case corner
    case bar
  }

  private var style = Style.corner

  convenience init(style: Style, action: @escaping () -> Void) {
    let side = style == .bar ? 44 : Self.size.width
    self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    self.style = style
    if style == .corner {
      backgroundColor = UIColor(white: 0.15, alpha: 0.72)
      layer.cornerRadius = Self.size.height / 2
      autoresizingMask = [.flexibleTopMargin, .flexibleRightMargin]
    }
    addAction(UIAction { _ in action() }, for: .touchUpInside)
    accessibilityLabel = "Home"
  }

  /// A navigation bar item holding a house that goes home.
  static func barItem(action: @escaping () -> Void) -> UIBarButtonItem {
    UIBarButtonItem(customView: HomeButton(style: .bar, action: action))
  }

  /// Puts the corner button in the bottom-left corner of `bounds`.
  func place(in bounds: CGRect) {
    frame = CGRect(
      x: Self.margin, y: bounds.maxY - Self.margin - Self.size.height, width: Self.size.width,
      height: Self.size.height)
  }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    super.draw(rect, in: &context)
    let (house, door): (UIColor, UIColor?) =
      style == .corner
      ? (.white, UIColor(white: 0.15)) : (isEnabled ? .systemBlue : .lightGray, nil)
    Self.drawHouse(
      in: CGRect(center: rect.center, size: CGSize(width: 20, height: 20)), house: house,
      door: door, context: &context)
  }

  /// A house in a 20-point square: a roof of a square turned on its corner over a body, and a
  /// door cut out in `door`'s colour.
  static func drawHouse(
    in box: CGRect, house: UIColor, door: UIColor?, context: inout DrawingContext
  ) {
    let roofSide: CGFloat = 16 / 2.squareRoot()
    context.saveGState()
    context.concatenate(
      CGAffineTransform(rotationAngle: .pi / 4)
        .concatenating(CGAffineTransform(translationX: box.midX, y: box.minY + 9)))
    context.fill(
      CGRect(x: -roofSide / 2, y: -roofSide / 2, width: roofSide, height: roofSide), color: house,
      cornerRadius: 1)
    context.restoreGState()
    context.fill(
      CGRect(x: box.minX + 4, y: box.minY + 9, width: 12, height: 9), color: house,
      cornerRadius: 1)
    if let door {
      context.fill(CGRect(x: box.midX - 2, y: box.minY + 12, width: 4, height: 6), color: door)
    }
  }
}

/// Puts a house at the right of the navigation bar of every page a navigation scene shows.
@MainActor
final class HomeBarItems: UINavigationControllerDelegate {
  private let action: () -> Void

  /// Becomes `navigation`'s delegate (the demo's scenes have none of their own).
  init(navigation: UINavigationController, action: @escaping () -> Void) {
    self.action = action
    navigation.delegate = self
    for controller in navigation.viewControllers { addItem(to: controller) }
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    addItem(to: viewController)
  }

  private func addItem(to controller: UIViewController) {
    let item = controller.navigationItem
    guard !(item.rightBarButtonItems ?? []).contains(where: { $0.customView is HomeButton })
    else { return }
    item.rightBarButtonItems =
      [HomeButton.barItem(action: action)] + (item.rightBarButtonItems ?? [])
  }
}
