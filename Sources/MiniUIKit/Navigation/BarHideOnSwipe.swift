import Foundation

/// `hidesBarsOnSwipe`: a drag up the content hides the navigation bar (and a shown toolbar),
/// a drag down brings them back, alongside the content's own scroll.
@MainActor
final class BarHideOnSwipeRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?
  /// How far a drag goes before the bars hide or show.
  static let threshold: CGFloat = 20
  /// Whether the toolbar was shown when the drag hid the bars (it comes back with them).
  private var hidToolbar = false

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init { recognizer in
      (recognizer as? BarHideOnSwipeRecognizer)?.follow()
    }
    isBuiltIn = true
    delegate = self
  }

  private func follow() {
    guard state == .changed, let navigation = navigationController else { return }
    let moved = translation(in: nil).y
    if moved < -Self.threshold, !navigation.isNavigationBarHidden {
      hidToolbar = !navigation.isToolbarHidden
      navigation.setNavigationBarHidden(true, animated: true)
      if hidToolbar { navigation.setToolbarHidden(true, animated: true) }
    } else if moved > Self.threshold, navigation.isNavigationBarHidden {
      navigation.setNavigationBarHidden(false, animated: true)
      if hidToolbar { navigation.setToolbarHidden(false, animated: true) }
    }
  }

  /// It watches the drag that scrolls, without taking it.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

extension UINavigationController {
  /// Whether a drag up the content hides the bars, and one down shows them.
  public var hidesBarsOnSwipe: Bool {
    get { barHideOnSwipeGestureRecognizer.view != nil }
    set {
      if newValue {
        view.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
      } else {
        view.removeGestureRecognizer(barHideOnSwipeGestureRecognizer)
      }
    }
  }
}
