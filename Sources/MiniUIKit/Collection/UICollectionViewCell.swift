import Foundation

/// One item of a collection view, as UIKit's UICollectionViewCell: put content in
/// `contentView`; `backgroundView` sits behind it and `selectedBackgroundView` shows between
/// the two while the cell is highlighted or selected.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the cell's content goes: it fills the cell.
  public let contentView = UIView()

  /// Shown behind the content.
  public var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }

  /// Shown above the background while the cell is highlighted or selected.
  public var selectedBackgroundView: UIView? {
    didSet {
      replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      updateSelectedBackground()
    }
  }

  /// Whether the item is selected (set by the collection view).
  open var isSelected = false {
    didSet { if isSelected != oldValue { updateSelectedBackground() } }
  }

  /// Whether a touch is down on the item (set by the collection view).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
  }

  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { nil }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
  }

  /// Cells take keyboard focus: arrow keys move it and Enter selects (see UICollectionView).
  open override var canBecomeFocused: Bool { true }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(new, at: index)
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard isFocused else { return }
    // The focus ring goes above the content: drawn in the last subview pass would be later,
    // but a ring inset by its width reads well over the backgrounds.
    context.stroke(rect.insetBy(dx: -3, dy: -3), color: .systemBlue, width: 3, cornerRadius: 4)
  }
}
