import Foundation

/// Light or dark, as UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// How much room there is along an axis, as UIKit's: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The text size the user prefers, as UIKit's. On the desktop it is `.large`, iOS's default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// The traits a view is drawn and laid out with, as UIKit's: light or dark, the screen's
/// scale, the size classes and the text size. A collection made with one trait leaves the
/// others unspecified; `init(traitsFrom:)` lays collections over each other.
///
/// On the desktop the window's traits come from the screen: the desktop's appearance (see
/// docs/uikit.md), its scale, `.large` text, and size classes from the window's size, as on an
/// iPad: compact below 600 points wide, or 500 high.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  public override convenience init() { self.init(userInterfaceStyle: .unspecified) }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
  }

  public convenience init(displayScale scale: CGFloat) {
    self.init(userInterfaceStyle: .unspecified, displayScale: scale)
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// The traits of each collection, later ones over earlier ones where they are specified.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified
    var scale: CGFloat = 0
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var category = UIContentSizeCategory.unspecified
    for traits in traitCollections {
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.preferredContentSizeCategory != .unspecified {
        category = traits.preferredContentSizeCategory
      }
    }
    self.init(
      userInterfaceStyle: style, displayScale: scale, horizontalSizeClass: horizontal,
      verticalSizeClass: vertical, preferredContentSizeCategory: category)
  }

  /// These traits with another appearance.
  func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
    guard style != .unspecified, style != userInterfaceStyle else { return self }
    return UITraitCollection(
      userInterfaceStyle: style, displayScale: displayScale,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Whether every trait specified in `trait` is the same here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return
      (trait.userInterfaceStyle == .unspecified
      || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.horizontalSizeClass == .unspecified
        || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// Whether dynamic colours may look different with `traitCollection`: the appearance
  /// differs.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    traitCollection?.userInterfaceStyle != userInterfaceStyle
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass
      && preferredContentSizeCategory == other.preferredContentSizeCategory
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(preferredContentSizeCategory)
    return hasher.finalize()
  }

  public override var description: String {
    "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), displayScale = \(displayScale), horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass)>"
  }

  /// Light mode, with nothing else specified: what a dynamic colour's components are.
  static let light = UITraitCollection(userInterfaceStyle: .light)

  /// The traits dynamic colours resolve with: those of the view being drawn while it draws
  /// (and in `traitCollectionDidChange(_:)` and trait registrations), else the main screen's.
  @preconcurrency @MainActor public static var current: UITraitCollection {
    get { UIApplication.shared.stage.currentTraits ?? UIScreen.main.traitCollection }
    set { UIApplication.shared.stage.currentTraits = newValue }
  }

  /// Runs `actions` with these traits as `current`.
  @preconcurrency @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let stage = UIApplication.shared.stage
    let saved = stage.currentTraits
    stage.currentTraits = self
    defer { stage.currentTraits = saved }
    try actions()
  }
}
