import Foundation

/// A row of dots, one per page, the current one dark, as UIKit's UIPageControl. A tap on
/// the left or right of the current dot goes a page that way (sending `.valueChanged`), as
/// do the arrows on a focused control.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  static let dotSide: CGFloat = 8
  static let dotSpacing: CGFloat = 9

  /// The number of pages: one dot each (0 unless set; a negative count is taken as 0).
  public var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      makeDots()
    }
  }
  /// The page shown; setting it moves the dark dot at once and sends no action.
  public var currentPage = 0 {
    didSet {
      currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      colorDots()
    }
  }
  /// Whether the dots hide when there is one page or none (false unless set).
  public var hidesForSinglePage = false { didSet { colorDots() } }
  /// The colour of the other pages' dots (nil: the label colour at 30% opacity).
  public var pageIndicatorTintColor: UIColor? { didSet { colorDots() } }
  /// The colour of the current page's dot (nil: the label colour).
  public var currentPageIndicatorTintColor: UIColor? { didSet { colorDots() } }

  private var dots: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { nil }

  /// The size dots for `pageCount` pages take.
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    return CGSize(
      width: count * Self.dotSide + max(count - 1, 0) * Self.dotSpacing + 2 * Self.dotSpacing,
      height: 26)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  private func makeDots() {
    for dot in dots { dot.removeFromSuperview() }
    dots = (0..<numberOfPages).map { _ in
      let dot = UIView()
      dot.layer.cornerRadius = Self.dotSide / 2
      dot.isUserInteractionEnabled = false
      addSubview(dot)
      return dot
    }
    colorDots()
    setNeedsLayout()
  }

  private func colorDots() {
    for (index, dot) in dots.enumerated() {
      dot.backgroundColor =
        index == currentPage
        ? (currentPageIndicatorTintColor ?? .label)
        : (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
    }
    let hidden = hidesForSinglePage && numberOfPages <= 1
    for dot in dots { dot.isHidden = hidden }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let needed = size(forNumberOfPages: numberOfPages).width - 2 * Self.dotSpacing
    var x = (bounds.width - needed) / 2
    // The first page's dot at the leading end: the left, or the right in a right-to-left
    // layout.
    for dot in dots {
      dot.frame = flippedForLayoutDirection(
        CGRect(
          x: x, y: (bounds.height - Self.dotSide) / 2, width: Self.dotSide,
          height: Self.dotSide))
      x += Self.dotSide + Self.dotSpacing
    }
  }

  /// A page that way, as a user turns it.
  private func turn(_ step: Int) {
    let page = min(max(currentPage + step, 0), max(numberOfPages - 1, 0))
    guard page != currentPage else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    guard isEnabled, let point = touches.first?.location(in: self),
      bounds.contains(point), dots.indices.contains(currentPage)
    else { return }
    // Towards the trailing side turns forward.
    let towardsTrailing = (point.x - dots[currentPage].frame.midX) * trailingSign >= 0
    turn(towardsTrailing ? 1 : -1)
  }

  open override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .leftArrow: turn(-Int(trailingSign))
    case .rightArrow: turn(Int(trailingSign))
    default: return super.keyPressed(key)
    }
    return true
  }

  // MARK: Accessibility

  /// "page 2 of 5", as UIKit's.
  open override var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? "page \(currentPage + 1) of \(numberOfPages)" }
    set { super.accessibilityValue = newValue }
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

  /// The next page, as a user turns it.
  open override func accessibilityIncrement() { turn(1) }

  /// The page before, as a user turns it.
  open override func accessibilityDecrement() { turn(-1) }
}
