import Foundation

/// What has traits and hears when they change, as UIKit's: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits the object is drawn and laid out with.
  var traitCollection: UITraitCollection { get }
  /// Hears that the traits changed from `previousTraitCollection`; the new ones are current.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A trait one can ask to hear changes of (iOS 17's `registerForTraitChanges(_:handler:)`).
public protocol UITraitDefinition {
  /// The trait's name.
  static var identifier: String { get }
}

/// A trait, as `registerForTraitChanges(_:handler:)` takes it: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait, light or dark, to register for.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceStyle"
}
/// The display scale trait, to register for.
public enum UITraitDisplayScale: UITraitDefinition {
  public static let identifier = "UITraitDisplayScale"
}
/// The horizontal size class trait, to register for.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitHorizontalSizeClass"
}
/// The vertical size class trait, to register for.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitVerticalSizeClass"
}
/// The preferred text size trait, to register for.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let identifier = "UITraitPreferredContentSizeCategory"
}

extension UITraitCollection {
  /// The traits of `traits` whose values differ here and in `other`.
  func differs(from other: UITraitCollection, in traits: [UITrait]) -> Bool {
    traits.contains { trait in
      switch trait.identifier {
      case UITraitUserInterfaceStyle.identifier:
        return userInterfaceStyle != other.userInterfaceStyle
      case UITraitDisplayScale.identifier: return displayScale != other.displayScale
      case UITraitHorizontalSizeClass.identifier:
        return horizontalSizeClass != other.horizontalSizeClass
      case UITraitVerticalSizeClass.identifier:
        return verticalSizeClass != other.verticalSizeClass
      case UITraitPreferredContentSizeCategory.identifier:
        return preferredContentSizeCategory != other.preferredContentSizeCategory
      default: return false
      }
    }
  }

  /// The traits of a window of `size` on the main screen: the screen's, with size classes as
  /// on an iPad (compact below 600 points wide, or 500 high).
  @MainActor static func window(size: CGSize) -> UITraitCollection {
    let screen = UIScreen.main
    return UITraitCollection(
      userInterfaceStyle: UIApplication.shared.userInterfaceStyle,
      displayScale: screen.scale, horizontalSizeClass: size.width < 600 ? .compact : .regular,
      verticalSizeClass: size.height < 500 ? .compact : .regular,
      preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory)
  }
}

/// What `registerForTraitChanges(_:handler:)` gives: pass it to
/// `unregisterForTraitChanges(_:)` to stop hearing.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// One registration for trait changes.
struct TraitChangeRegistration: UITraitChangeRegistration {
  let id = UUID()
  let traits: [String]
  nonisolated(unsafe) let handler: (AnyObject, UITraitCollection) -> Void

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Keeps an environment's trait registrations and tells them of changes.
@MainActor
struct TraitChangeRegistrations {
  private var registrations: [TraitChangeRegistration] = []

  mutating func add<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits.map { $0.identifier }) {
      object, previous in
      if let environment = object as? Environment { handler(environment, previous) }
    }
    registrations.append(registration)
    return registration
  }

  mutating func remove(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitChangeRegistration else { return }
    registrations.removeAll { $0 == registration }
  }

  /// Calls the handlers of the traits that changed from `previous` to `now`.
  func notify(_ environment: AnyObject, from previous: UITraitCollection, to now: UITraitCollection)
  {
    for registration in registrations {
      let traits: [UITrait] = registration.traits.compactMap { Self.trait(named: $0) }
      if now.differs(from: previous, in: traits) { registration.handler(environment, previous) }
    }
  }

  private static func trait(named identifier: String) -> UITrait? {
    let all: [UITrait] = [
      UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
      UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self,
    ]
    return all.first { $0.identifier == identifier }
  }
}

extension UIView: UITraitEnvironment {
  /// The traits the view draws with: its superview's (a window's from the screen and its
  /// size), with `overrideUserInterfaceStyle` (its own, or its controller's) over them.
  public var traitCollection: UITraitCollection {
    applyingTraitOverrides(to: inheritedTraitCollection)
  }

  /// The traits the view inherits: for a presented controller's view, its presenter's (as
  /// in UIKit: a sheet over a dark scene is dark); otherwise its superview's, or for a
  /// window, the screen's.
  var inheritedTraitCollection: UITraitCollection {
    if let presenter = presenterOfRootView { return presenter.traitCollection }
    if let superview { return superview.traitCollection }
    return UITraitCollection.window(size: bounds.size)
  }

  /// The controller that presented the controller whose view this is, if it is one.
  private var presenterOfRootView: UIViewController? {
    guard let viewController, viewController.loadedView === self, viewController.parent == nil
    else { return nil }
    return viewController.presentingViewController
  }

  /// The traits the view draws with, its superview drawing with `inherited`: those with its
  /// overrides, or a presented controller's view's own.
  func drawingTraits(inheriting inherited: UITraitCollection) -> UITraitCollection {
    presenterOfRootView == nil ? applyingTraitOverrides(to: inherited) : traitCollection
  }

  /// `inherited` with the view's overrides: its own appearance, else its controller's.
  func applyingTraitOverrides(to inherited: UITraitCollection) -> UITraitCollection {
    var style = overrideUserInterfaceStyle
    if style == .unspecified, let viewController {
      style = viewController.overrideUserInterfaceStyle
    }
    return inherited.with(userInterfaceStyle: style)
  }

  /// Hears when the traits of `traits` change (`traitCollectionDidChange(_:)` hears of any),
  /// as iOS 17's: `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self,
  /// previousTraitCollection: UITraitCollection) in … }`.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitRegistrations.add(traits, handler: handler)
  }

  /// Ends a registration made with `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.remove(registration)
  }

  /// The view came into a window: if traits changed while it was away (a controller deep in
  /// a navigation stack, an unselected tab), it and its subviews hear of it now.
  func catchUpWithTraitChanges() {
    let changeCount = UIApplication.shared.traitChangeCount
    guard let seen = traitsLastSeen else {
      traitsLastSeen = (traitCollection, changeCount)
      return
    }
    guard seen.changeCount != changeCount else { return }
    traitsDidChange(from: seen.traits, to: traitCollection)
    traitsLastSeen = (traitCollection, changeCount)
  }

  /// The view's traits changed from `previous` to `now` (its overrides applied): it and its
  /// controller hear of it, it redraws if its colours may look different, and its subviews
  /// are told in turn. Nothing happens where the traits are the same.
  func traitsDidChange(from previous: UITraitCollection, to now: UITraitCollection) {
    traitsLastSeen = (now, UIApplication.shared.traitChangeCount)
    guard !previous.isEqual(now) else { return }
    now.performAsCurrent {
      if let viewController, viewController.loadedView === self {
        viewController.traitCollectionDidChange(previous)
        viewController.traitRegistrations.notify(viewController, from: previous, to: now)
      }
      traitCollectionDidChange(previous)
      traitRegistrations.notify(self, from: previous, to: now)
    }
    if now.hasDifferentColorAppearance(comparedTo: previous) {
      layer.setNeedsDisplay()
      UIApplication.shared.setNeedsDisplay()
    }
    if now.preferredContentSizeCategory != previous.preferredContentSizeCategory {
      contentSizeCategoryDidChange(to: now.preferredContentSizeCategory)
    }
    // A presented controller's view hears through its presenter's, while that is shown.
    for subview in subviews where subview.presenterOfRootView?.loadedView?.window == nil {
      subview.traitsDidChange(
        from: subview.applyingTraitOverrides(to: previous),
        to: subview.applyingTraitOverrides(to: now))
    }
    // What this view's controller presents inherits its traits.
    if let viewController, viewController.loadedView === self,
      let presented = viewController.presentedViewController?.loadedView
    {
      presented.traitsDidChange(
        from: presented.applyingTraitOverrides(to: previous),
        to: presented.applyingTraitOverrides(to: now))
    }
  }
}

extension UIViewController: UITraitEnvironment {
  /// The traits of the controller's view, or before it is loaded, those its view would
  /// have: its parent's or presenter's, or the screen's, with its own override.
  public var traitCollection: UITraitCollection {
    if let loadedView { return loadedView.traitCollection }
    let inherited =
      parent?.traitCollection ?? presentingViewController?.traitCollection
      ?? UITraitCollection.window(size: UIScreen.main.bounds.size)
    return inherited.with(userInterfaceStyle: overrideUserInterfaceStyle)
  }

  /// Hears when the traits of `traits` change, as the view's `registerForTraitChanges(_:handler:)`.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    traitRegistrations.add(traits, handler: handler)
  }

  /// Ends a registration made with `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitRegistrations.remove(registration)
  }
}

extension UIApplication {
  /// The desktop's appearance changed (or an option forces one): every window's views whose
  /// colours may look different hear of it and redraw.
  @_spi(Host) public func hostAppearanceDidChange(to style: UIUserInterfaceStyle) {
    guard style != userInterfaceStyle else { return }
    changeTraits { userInterfaceStyle = style }
  }

  /// The user's text size changed (the desktop's text scale, or an option): every window's
  /// views hear of it, those that adjust their fonts take the new size, and
  /// `UIContentSizeCategory.didChangeNotification` is posted.
  @_spi(Host) public func hostContentSizeCategoryDidChange(to category: UIContentSizeCategory) {
    guard category != preferredContentSizeCategory, category != .unspecified else { return }
    changeTraits { preferredContentSizeCategory = category }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: self,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
  }

  /// Changes what the windows' traits come from, and tells every window's views.
  private func changeTraits(_ change: () -> Void) {
    serveInput {
      let before = windows.map { ($0, $0.traitCollection) }
      change()
      traitChangeCount += 1
      for (window, previous) in before {
        window.traitsDidChange(from: previous, to: window.traitCollection)
      }
      setNeedsDisplay()
    }
  }
}
