import Foundation

/// A section's header or footer in a table view, as UIKit's UITableViewHeaderFooterView:
/// content in `contentView`, a `textLabel`, or a `contentConfiguration`; recycled as cells
/// are (`register(_:forHeaderFooterViewReuseIdentifier:)`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view is reused by: given to `init(reuseIdentifier:)`, or the one its
  /// class was registered with.
  public internal(set) var reuseIdentifier: String?
  /// Where the view's content goes, filling the view; its layout margins are 16 points at
  /// the sides and 6 above and below.
  public let contentView = UIView()

  /// Shown behind the content.
  public var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      guard let backgroundView else { return }
      backgroundView.frame = bounds
      backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insertSubview(backgroundView, at: 0)
    }
  }

  private var label: UILabel?

  /// A plain text, in the table's header style: made on first use.
  public var textLabel: UILabel? {
    if let label { return label }
    let made = UILabel()
    made.font = .systemFont(ofSize: 13)
    made.textColor = .secondaryLabel
    contentView.addSubview(made)
    label = made
    setNeedsLayout()
    return made
  }

  /// The configuration of the content shown in `contentView`.
  public var contentConfiguration: UIContentConfiguration? {
    didSet { configured.showContent(contentConfiguration, in: contentView) }
  }
  /// The configuration of the view's background.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { configured.showBackground(backgroundConfiguration, in: self) }
  }
  private var configured = ConfiguredViews()

  /// A header or footer view; a subclass overrides it as in UIKit.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.layoutMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
    addSubview(contentView)
  }

  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// How the table view makes a view of a registered class (see UITableViewCell's).
  @_spi(Host) public required convenience init(
    registeredClassWithReuseIdentifier identifier: String
  ) {
    self.init(reuseIdentifier: identifier)
  }

  public required init?(coder: NSCoder) { nil }

  /// A header configuration, to fill in and set.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

  /// Resets the view before it shows another section; the default does nothing.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let label else { return }
    let room = max(bounds.width - 32, 0)
    let height = label.sizeThatFits(CGSize(width: room, height: .greatestFiniteMagnitude)).height
    label.frame = CGRect(x: 16, y: bounds.height - 6 - height, width: room, height: height)
  }

  /// The height the view needs at `width` (zero when nothing says).
  func fittingHeight(width: CGFloat) -> CGFloat {
    bounds.size.width = width
    layoutIfNeeded()
    if let view = configured.content {
      return view.sizeThatFits(CGSize(width: width, height: 0)).height
    }
    if let label, !(label.text ?? "").isEmpty { return label.frame.height + 22 }
    return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
  }
}
