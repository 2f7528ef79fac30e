import Foundation

/// What the containers that show one child at a time share (the navigation and tab bar
/// controllers): the child's view fills their content area.
extension UIViewController {
  /// Shows `child`'s view in `container`, filling it and following its size.
  func place(_ child: UIViewController, in container: UIView) {
    let childView: UIView = child.view
    childView.frame = container.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if childView.superview !== container { container.addSubview(childView) }
  }

  /// A push, pop or change of tab in `container` ended: the view of the controller shown now
  /// fills it, the other one's leaves.
  func settleContent(
    after transition: ViewControllerTransition, completed: Bool, in container: UIView
  ) {
    guard let from = transition.from, let to = transition.to else { return }
    (completed ? from : to).view.removeFromSuperview()
    place(completed ? to : from, in: container)
  }
}
