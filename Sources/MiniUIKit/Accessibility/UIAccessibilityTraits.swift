/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`:
/// a screen reader says them ("button", "heading", "selected", "dimmed") and the host maps
/// them to the desktop's roles and states.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait: a plain element.
  public static let none = UIAccessibilityTraits([])
  /// Acts as a button when activated.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// A heading that divides content into sections, as a navigation bar's title.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A field to search in.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// A picture.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Is selected: a tab shown, a segment chosen.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change and cannot be acted on.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Sums up the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Cannot be used now (dimmed).
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Its value changes often (a clock).
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// Starts playing media when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Takes `accessibilityIncrement()` and `accessibilityDecrement()`: a slider, a stepper.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A tab bar: its elements are tabs.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A button that is on or off, as a switch.
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
  /// Can be zoomed.
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
}
