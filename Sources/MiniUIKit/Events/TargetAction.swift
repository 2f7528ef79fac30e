import Foundation

/// UIKit's target-action without Objective-C selectors: the action is a method of the target,
/// unapplied (`MyController.handlePinch`), taking the sender, as its own type or any
/// supertype, or nothing. The target is held weakly, as UIKit holds it.
enum TargetAction {
  /// A call of `action` on `target` with the sender, when the sender is a `Sender`.
  @MainActor
  static func make<Target: AnyObject, Sender>(
    _ target: Target, _ action: @escaping (Target) -> (Sender) -> Void
  ) -> (AnyObject) -> Void {
    { [weak target] sender in
      guard let target, let sender = sender as? Sender else { return }
      action(target)(sender)
    }
  }

  /// A call of `action` on `target`, which takes no argument.
  @MainActor
  static func make<Target: AnyObject>(
    _ target: Target, _ action: @escaping (Target) -> () -> Void
  ) -> (AnyObject) -> Void {
    { [weak target] _ in
      if let target { action(target)() }
    }
  }
}

/// The type of the `action: nil` UIKit code passes where it has no selector
/// (`UIBarButtonItem(title:style:target:action:)`, `removeTarget(_:action:for:)`): there are
/// no selectors here, so only `nil` is one.
public enum NoSelector {}
