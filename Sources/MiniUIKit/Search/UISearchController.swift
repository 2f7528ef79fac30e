import Foundation

/// Updates a search's results as its text changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search became active, or its text changed.
  func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller's presentation and dismissal, as UIKit's; every method optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search, as UIKit's `UISearchController`: made active (`isActive`, or by beginning to type
/// in its bar), it is presented over the screen; its search bar rises from where it was into
/// the top of the screen over the navigation bar, a Cancel button slides in, the content behind
/// dims, and the results controller fades in once there is text. Cancel, Esc, or `isActive =
/// false` play it back.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The bar the search is typed in.
  public let searchBar = UISearchBar()
  /// Shows the results (nil: the content behind shows them, the updater filtering it).
  public let searchResultsController: UIViewController?
  /// Told when the text changes.
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  /// Told as the search comes and goes.
  open weak var delegate: UISearchControllerDelegate?
  /// Whether the content behind dims while searching (true).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar is covered while searching (true).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the bar shows its Cancel button while searching (true).
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows even without text (false: it shows once there is).
  open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }

  /// Whether the search is active: presented, its bar at the top. Set while the search comes
  /// or goes, it takes effect once it has.
  open var isActive: Bool {
    get { presentingViewController != nil && !isBeingDismissed }
    set {
      guard presentationInProgress == nil else {
        wantedActive = newValue
        return
      }
      wantedActive = nil
      guard newValue != isActive else { return }
      if newValue { activate() } else { deactivate() }
    }
  }
  /// What `isActive` was set to while the search came or went.
  private var wantedActive: Bool?

  /// Applies an `isActive` set during the transition just ended.
  private func transitionDidEnd() {
    guard let wanted = wantedActive else { return }
    wantedActive = nil
    isActive = wanted
  }

  /// Dims what is behind; a click on it ends the search.
  let dimmingView = UIView()
  /// The band behind the bar at the top, over the navigation bar.
  let barBackground = UIView()
  /// Where the bar was before the search (it goes back there after).
  private var barHome: (superview: UIView, frame: CGRect, index: Int)?
  private let transitions = PresentationAnimators { SearchAnimator(isPresenting: $0) }
  /// What had the keyboard focus before the search: it gets it back after.
  private weak var focusBeforeSearch: UIView?

  /// A search whose results `searchResultsController` shows (nil: the content behind).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.controller = self
    // It ends by Cancel, Esc or a click, never by a drag.
    isModalInPresentation = true
    modalPresentationStyle = .custom
    transitioningDelegate = transitions
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() {
    let view = PassThroughView(frame: UIScreen.main.bounds)
    view.backgroundColor = .clear
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] recognizer in
        if recognizer.state == .ended { self?.isActive = false }
      })
    view.addSubview(dimmingView)
    barBackground.backgroundColor = .systemBackground
    view.addSubview(barBackground)
    if let results = searchResultsController {
      addChild(results)
      view.addSubview(results.view)
      results.didMove(toParent: self)
    }
    self.view = view
  }

  /// The bar's place at the top, in this view: under the status area.
  var barFrameWhenActive: CGRect {
    CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: UISearchBar.height)
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bar = barFrameWhenActive
    barBackground.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: bar.maxY)
    let below = CGRect(
      x: 0, y: bar.maxY, width: view.bounds.width, height: max(0, view.bounds.height - bar.maxY))
    dimmingView.frame = below
    searchResultsController?.view.frame = below
    if searchBar.superview === view, transitionCoordinator == nil { searchBar.frame = bar }
  }

  /// Esc ends the search, even before its field has the keyboard (while the bar rises).
  open override func keyPressed(_ key: UIKey) -> Bool {
    guard key.input == .escape else { return super.keyPressed(key) }
    isActive = false
    return true
  }

  /// Shows the results controller when it should: with text, or when asked to always.
  func updateResultsVisibility() {
    guard isViewLoaded else { return }
    let shows =
      searchResultsController != nil
      && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
    searchResultsController?.view.isHidden = !shows
    dimmingView.isHidden = shows || !obscuresBackgroundDuringPresentation
  }

  func updateSearchResults() {
    updateResultsVisibility()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func activate() {
    guard let presenter = Self.presenter() else { return }
    // Focus in the bar itself (a click into it) is not where to go back to.
    let focus = UIApplication.shared.focusedView
    focusBeforeSearch = focus.map { $0.isDescendant(of: searchBar) } == true ? nil : focus
    delegate?.willPresentSearchController(self)
    presenter.present(self, animated: true) { [weak self] in
      guard let self else { return }
      self.searchBar.searchTextField.becomeFirstResponder()
      self.delegate?.didPresentSearchController(self)
      self.transitionDidEnd()
    }
    updateSearchResults()
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    searchBar.searchTextField.resignFirstResponder()
    // The focus goes back where it was (nowhere, for a mouse user), not to the content's first.
    let focus = focusBeforeSearch?.window != nil ? focusBeforeSearch : nil
    presentingViewController?.lastFocusedView = focus
    UIApplication.shared.setFocus(focus)
    searchBar.text = ""
    updateSearchResults()
    dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.didDismissSearchController(self)
      self.transitionDidEnd()
    }
  }

  /// The controller a search is presented from: the key window's topmost.
  private static func presenter() -> UIViewController? {
    var top = UIApplication.shared.keyWindow?.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }

  // MARK: The bar's journey (SearchAnimator.swift)

  /// Takes the bar into this view at the frame it shows at now (its place in the content, else
  /// just under the top, hidden), remembering where it came from.
  func takeBar() -> CGRect {
    let bar = barFrameWhenActive
    guard let superview = searchBar.superview, superview !== view, searchBar.window != nil else {
      view.addSubview(searchBar)
      searchBar.alpha = 0
      return bar.offsetBy(dx: 0, dy: 12)
    }
    let start = superview.convert(searchBar.frame, to: view)
    barHome = (superview, searchBar.frame, superview.subviews.firstIndex(of: searchBar) ?? 0)
    view.addSubview(searchBar)
    return start
  }

  /// Where the bar goes back to when the search ends, in this view.
  func barHomeFrame() -> CGRect {
    guard let barHome, barHome.superview.window != nil else {
      return barFrameWhenActive.offsetBy(dx: 0, dy: 12)
    }
    return barHome.superview.convert(barHome.frame, to: view)
  }

  /// Whether the bar came from a place in the content (else it fades in and out at the top).
  var hasBarHome: Bool { barHome != nil }

  /// Puts the bar back where it came from.
  func returnBar() {
    searchBar.alpha = 1
    guard let barHome else { return searchBar.removeFromSuperview() }
    barHome.superview.insertSubview(
      searchBar, at: min(barHome.index, barHome.superview.subviews.count))
    searchBar.frame = barHome.frame
    self.barHome = nil
  }
}

/// A search's own view: clicks where it shows nothing (no dimming, no results) reach the
/// content behind it, which the search filters in place.
@MainActor
private final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
