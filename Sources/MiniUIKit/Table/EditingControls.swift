import Foundation

/// The round button at the leading edge of a row in editing mode: a red circle with a
/// white bar (delete) or a green one with a cross (insert).
@MainActor
final class EditingControl: UIView {
  static let side: CGFloat = 22
  let style: UITableViewCell.EditingStyle

  init(style: UITableViewCell.EditingStyle) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
    backgroundColor = style == .insert ? .systemGreen : .systemRed
    layer.cornerRadius = Self.side / 2
    let bar = UIView(frame: CGRect(x: 5, y: Self.side / 2 - 1, width: Self.side - 10, height: 2))
    bar.backgroundColor = .white
    bar.isUserInteractionEnabled = false
    addSubview(bar)
    if style == .insert {
      let upright = UIView(
        frame: CGRect(x: Self.side / 2 - 1, y: 5, width: 2, height: Self.side - 10))
      upright.backgroundColor = .white
      upright.isUserInteractionEnabled = false
      addSubview(upright)
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// The grip at the trailing edge of a row in editing mode: three grey lines; a touch on
/// it picks the row up at once (see `ReorderGripRecognizer`).
@MainActor
final class ReorderControl: UIView {
  static let width: CGFloat = 44

  override init(frame: CGRect) {
    super.init(frame: frame)
    for index in 0..<3 {
      let line = UIView(frame: CGRect(x: 13, y: 0, width: 18, height: 2))
      line.backgroundColor = .systemGray2
      line.layer.cornerRadius = 1
      line.isUserInteractionEnabled = false
      line.tag = index
      addSubview(line)
    }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    for line in subviews {
      line.frame.origin.y = bounds.midY - 1 + CGFloat(line.tag - 1) * 6
    }
  }
}

/// Begins as soon as a finger is down on its view and follows it until it lifts: the
/// reorder grip's drag, which takes the touch before the table's scroll can.
@MainActor
final class ReorderGripRecognizer: UIGestureRecognizer {
  private var touch: UITouch?

  override func location(in view: UIView?) -> CGPoint {
    touch?.location(in: view) ?? .zero
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard touch == nil, let first = touches.first else { return }
    touch = first
    state = .began
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch, touches.contains(touch) else { return }
    state = .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch, touches.contains(touch) else { return }
    state = .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .cancelled
  }

  override func reset() {
    touch = nil
    super.reset()
  }
}
