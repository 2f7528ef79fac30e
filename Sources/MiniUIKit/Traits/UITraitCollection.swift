import Foundation

/// Light or dark, as UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No appearance specified.
  case unspecified = 0
  /// Light mode.
  case light = 1
  /// Dark mode.
  case dark = 2
}

/// How much room there is along an axis, as UIKit's: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class specified.
  case unspecified = 0
  /// Little room along the axis.
  case compact = 1
  /// Ample room along the axis.
  case regular = 2
}

/// The text size the user prefers, as UIKit's. On the desktop it is `.large`, iOS's default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No text size specified.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest text.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small text.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium text.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large text: iOS's default, and the desktop's.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large text.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large text.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest text short of the accessibility sizes.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// Medium accessibility text.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Large accessibility text.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Extra large accessibility text.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Extra extra large accessibility text.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility text.
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
  /// The appearance: light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  /// How much room there is horizontally.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// How much room there is vertically.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The text size the user prefers.
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

  /// A collection with only the appearance specified.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 0)
  }

  /// A collection with only the display scale specified.
  public convenience init(displayScale scale: CGFloat) {
    self.init(userInterfaceStyle: .unspecified, displayScale: scale)
  }

  /// A collection with only the horizontal size class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
  }

  /// A collection with only the vertical size class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// A collection with only the text size specified.
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
