import Foundation

/// Pull to refresh, as UIKit's UIRefreshControl: set it as a scroll view's `refreshControl`.
/// Pulling the content down past its top shows a spinner in the gap, darker as the pull
/// grows; pulled far enough while the finger is down, it starts refreshing (sending
/// `.valueChanged`), spins, and keeps its gap open above the content until
/// `endRefreshing()` closes it.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// How far the content must be pulled to start refreshing.
  static let triggerDistance: CGFloat = 88
  /// The gap kept open while refreshing.
  static let height: CGFloat = 60

  /// Whether the control is refreshing: from a long enough pull or `beginRefreshing()` until
  /// `endRefreshing()`.
  public private(set) var isRefreshing = false
  /// The spinner takes the control's tint.
  open override func tintColorDidChange() { spinner.color = tintColor }
  /// Text shown under the spinner.
  public var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.text = attributedTitle?.string
      setNeedsLayout()
    }
  }

  private let spinner = UIActivityIndicatorView(style: .medium)
  private let titleLabel = UILabel()
  weak var scrollView: UIScrollView? {
    willSet {
      // The gap this control opened goes with it, and opens on the new one.
      guard newValue !== scrollView, addedInset > 0 else { return }
      scrollView?.contentInset.top -= addedInset
      addedInset = 0
    }
    didSet {
      guard oldValue !== scrollView, isRefreshing, let scrollView else { return }
      scrollView.contentInset.top += Self.height
      addedInset = Self.height
    }
  }
  /// The room this control added above the content while refreshing.
  private var addedInset: CGFloat = 0
  /// Whether this pull has started a refresh already (one per pull).
  private var triggeredThisPull = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    spinner.hidesWhenStopped = false
    spinner.alpha = 0
    addSubview(spinner)
    titleLabel.font = .systemFont(ofSize: 13)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    isUserInteractionEnabled = false
    clipsToBounds = true
  }

  public convenience init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) { nil }

  /// Starts refreshing (without sending an action): the gap opens above the content,
  /// shown at once when the content rests at its top.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    spinner.startAnimating()
    spinner.alpha = 1
    guard let scrollView else { return }
    let rest = -scrollView.adjustedContentInset.top
    let atRest = scrollView.contentOffset.y >= rest - 0.5 && !scrollView.isDragging
    addedInset = Self.height
    UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction]) {
      scrollView.contentInset.top += Self.height
      if atRest { scrollView.contentOffset.y = rest - Self.height }
    }
  }

  /// Stops refreshing: the spinner stops and the gap closes over 0.3 s.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    guard let scrollView else {
      spinner.stopAnimating()
      return
    }
    let rest = -scrollView.adjustedContentInset.top
    let atRest = abs(scrollView.contentOffset.y - rest) < 0.5 && !scrollView.isDragging
    let added = addedInset
    addedInset = 0
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.allowUserInteraction],
      animations: {
        scrollView.contentInset.top -= added
        if atRest { scrollView.contentOffset.y = rest + added }
        self.spinner.alpha = 0
      },
      completion: { _ in if !self.isRefreshing { self.spinner.stopAnimating() } })
  }

  /// The content moved: the control fills the gap above it, and a far enough pull under a
  /// finger starts a refresh.
  func scrollViewDidScroll() {
    guard let scrollView else { return }
    let restTop = scrollView.adjustedContentInset.top - addedInset
    let pull = max(-restTop - scrollView.contentOffset.y, 0)
    UIView.performWithoutAnimation {
      frame = CGRect(
        x: 0, y: scrollView.contentOffset.y, width: scrollView.bounds.width, height: pull)
      layoutIfNeeded()
      if !isRefreshing { spinner.alpha = min(pull / Self.triggerDistance, 1) }
    }
    if pull == 0 { triggeredThisPull = false }
    guard scrollView.isDragging, !isRefreshing, !triggeredThisPull, pull >= Self.triggerDistance
    else { return }
    triggeredThisPull = true
    beginRefreshing()
    sendActions(for: .valueChanged)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let hasTitle = !(titleLabel.text ?? "").isEmpty
    let middle = min(bounds.height, Self.height) / 2 + max(bounds.height - Self.height, 0) / 2
    spinner.center = CGPoint(x: bounds.midX, y: middle - (hasTitle ? 8 : 0))
    titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
    titleLabel.isHidden = !hasTitle
  }
}
