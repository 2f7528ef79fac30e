import Foundation

/// How a bar looks, as UIKit's UIBarAppearance: its ground (a colour, or an image over
/// it) and the hairline below it (a colour, or an image). Bars copy an appearance when it
/// is set, as UIKit's do: change it and set it again.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// The ground; nil: none, the content's ground shows.
  public var backgroundColor: UIColor?
  /// Drawn over the ground, stretched to the bar.
  public var backgroundImage: UIImage?
  /// The hairline; nil: none.
  public var shadowColor: UIColor?
  /// Drawn as the hairline instead of `shadowColor` (an empty image: none).
  public var shadowImage: UIImage?

  /// The system's look: a near-white ground and a grey hairline.
  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`.
  public required init(barAppearance: UIBarAppearance) {
    super.init()
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system's look: a near-white ground (near-black when dark) and a grey hairline.
  public func configureWithDefaultBackground() {
    backgroundColor = UIColor.barBackground
    backgroundImage = nil
    shadowColor = UIColor.dynamic(light: UIColor(white: 0.8), dark: UIColor(white: 0.22))
    shadowImage = nil
  }

  /// An opaque ground of the system background colour, and the hairline.
  public func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = .separator
    shadowImage = nil
  }

  /// No ground and no hairline: the content's ground shows through.
  public func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// A copy of the same class (`copy() as! UINavigationBarAppearance`, as in UIKit).
  public func copy(with zone: NSZone? = nil) -> Any { Self(barAppearance: self) }
}

/// How a navigation bar looks, as UIKit's UINavigationBarAppearance: a bar appearance with
/// its titles' attributes (`.font`, `.foregroundColor`) and where the title sits.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes (`.font`, `.foregroundColor`); empty for the system's.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes (`.font`, `.foregroundColor`); empty for the system's.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the inline title stands from its place.
  public var titlePositionAdjustment = UIOffset.zero

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
    titlePositionAdjustment = navigation.titlePositionAdjustment
  }

  public override init() { super.init() }
}

/// The bar sizes UIKit's legacy appearance methods take (`setBackgroundImage(_:for:)`).
public enum UIBarMetrics: Int, Sendable {
  /// Bars of the standard height.
  case `default`
  /// Bars of compact height.
  case compact
  /// Bars of the standard height that show a prompt.
  case defaultPrompt = 101
  /// Bars of compact height that show a prompt.
  case compactPrompt
}
