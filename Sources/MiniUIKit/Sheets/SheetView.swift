import Foundation

/// The view a sheet shows: the presented controller's view, clipped to rounded corners (the
/// top two on a card), with the grabber over it when asked for.
@MainActor
final class SheetView: UIView {
  private let grabber = UIView()

  var showsGrabber = false {
    didSet { grabber.isHidden = !showsGrabber }
  }
  var cornerRadius: CGFloat = 0 {
    didSet { layer.cornerRadius = cornerRadius }
  }
  /// A card rounds its top corners only.
  var isCard = true {
    didSet {
      layer.maskedCorners =
        isCard ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : CACornerMask.all
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = 2.5
    grabber.isHidden = true
    grabber.isUserInteractionEnabled = false
    addSubview(grabber)
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }

  /// Puts `content` (the presented controller's view) in, filling the sheet, under the
  /// grabber.
  func embed(_ content: UIView) {
    insertSubview(content, at: 0)
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    grabber.frame = CGRect(x: bounds.midX - 18, y: 5, width: 36, height: 5)
  }
}
