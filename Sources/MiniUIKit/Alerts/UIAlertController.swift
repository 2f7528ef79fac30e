import Foundation

/// An alert or an action sheet, as UIKit's UIAlertController: a title, a message and
/// buttons for its actions, presented over a dimming view.
///
/// An `.alert` is a 270-point card of material in the middle, which appears by shrinking a
/// little and fading in; two actions stand side by side (cancel on the left), more stack. An
/// `.actionSheet` slides up from the bottom: the title, message and actions on one card, the
/// cancel action on its own below; a click outside it chooses cancel. Enter chooses
/// `preferredAction` and Esc the cancel action. A chosen action's handler runs once the alert
/// has gone. (Text fields wait for the text issue: `addTextField` is not here yet.)
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// UIKit's styles, with its raw values.
  public enum Style: Int, Sendable {
    /// A sheet that slides up from the bottom, with the cancel action on a card of its own.
    case actionSheet = 0
    /// A card in the middle of the screen.
    case alert = 1
  }

  /// The text under the title.
  open var message: String? {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// Whether the controller is an alert or an action sheet, as the initializer set it.
  public private(set) var preferredStyle = Style.alert
  /// The actions, in the order added (the buttons place the cancel action as the style says).
  public private(set) var actions: [UIAlertAction] = []
  /// What Enter chooses, drawn bold.
  open var preferredAction: UIAlertAction? {
    didSet { if isViewLoaded { makeCard() } }
  }

  /// The presentation's animations; held here (a transitioning delegate is held weakly).
  private let transitions = PresentationAnimators { AlertAnimator(isPresenting: $0) }
  /// The card (and, in an action sheet, the cancel action's card below it).
  let cards = UIView()
  private var chosen: UIAlertAction?

  /// An alert or action sheet of `title` and `message`; only its actions dismiss it.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
    transitioningDelegate = transitions
    // A drag does not dismiss an alert: only its actions do.
    isModalInPresentation = true
  }

  /// Adds a button for `action`, also to an alert already shown.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
    if isViewLoaded { makeCard() }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0, alpha: 0.2)
    view.addSubview(cards)
    if preferredStyle == .actionSheet {
      // Clicks on the cards reach their buttons too.
      let outside = UITapGestureRecognizer(target: self, action: UIAlertController.tappedOutside)
      outside.cancelsTouchesInView = false
      view.addGestureRecognizer(outside)
    }
    makeCard()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let safe = bounds.inset(by: view.safeAreaInsets)
    let size = AlertLayout.size(of: cards, style: preferredStyle, in: safe.size)
    cards.frame = CGRect(
      x: safe.midX - size.width / 2,
      y: preferredStyle == .alert ? safe.midY - size.height / 2 : safe.maxY - size.height - 8,
      width: size.width, height: size.height)
  }

  /// Builds the cards again from the title, message and actions.
  private func makeCard() {
    for card in cards.subviews { card.removeFromSuperview() }
    AlertLayout.build(
      in: cards, title: title, message: message, actions: actions,
      preferred: preferredAction, style: preferredStyle
    ) { [weak self] action in self?.choose(action) }
    view.setNeedsLayout()
  }

  /// Dismisses the alert, then runs `action`'s handler.
  func choose(_ action: UIAlertAction) {
    guard action.isEnabled, chosen == nil, presentingViewController != nil else { return }
    chosen = action
    dismiss(animated: true) { action.handler?(action) }
  }

  private var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

  private func tappedOutside(_ recognizer: UITapGestureRecognizer) {
    guard !cards.frame.contains(recognizer.location(in: view)), let cancelAction else { return }
    choose(cancelAction)
  }

  /// Enter chooses the preferred action; Esc, the cancel action. Neither goes past the
  /// alert: Esc without a cancel action does nothing, as on iOS.
  open override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .enter:
      if let action = preferredAction ?? soleAction { choose(action) }
      return true
    case .escape:
      if let cancelAction { choose(cancelAction) }
      return true
    default:
      return super.keyPressed(key)
    }
  }

  /// The one action that is not cancel, when there is just one.
  private var soleAction: UIAlertAction? {
    let choices = actions.filter { $0.style != .cancel }
    return choices.count == 1 ? choices[0] : nil
  }

  /// Whether the alert is an action sheet: for the animations.
  var isActionSheet: Bool { preferredStyle == .actionSheet }
}
