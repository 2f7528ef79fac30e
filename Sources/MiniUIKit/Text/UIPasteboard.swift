import Foundation

/// Copied text, as UIKit's `UIPasteboard`. The general pasteboard is the desktop's clipboard
/// (X's `CLIPBOARD` selection): what it holds other programs paste, and what they copy it
/// reads.
@preconcurrency @MainActor
public final class UIPasteboard {
  private let selection: PasteboardSelection

  private init(selection: PasteboardSelection) { self.selection = selection }

  /// The desktop's clipboard.
  public static let general = UIPasteboard(selection: .clipboard)

  private var store: PasteboardStoring { UIApplication.shared.environment.pasteboard }

  /// The text on the pasteboard (nil: none); setting it copies.
  public var string: String? {
    get { store.string(from: selection) }
    set {
      store.setString(newValue, for: selection)
      changeCount += 1
    }
  }

  /// The texts on the pasteboard: the clipboard holds one at a time.
  public var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }

  /// Whether the pasteboard holds text.
  public var hasStrings: Bool { string.map { !$0.isEmpty } ?? false }

  /// The URL the pasteboard's text spells, if it spells one with a scheme.
  public var url: URL? {
    get { string.flatMap(URL.init(string:)).flatMap { $0.scheme == nil ? nil : $0 } }
    set { string = newValue?.absoluteString }
  }

  /// Whether the pasteboard's text is a URL.
  public var hasURLs: Bool { url != nil }

  /// How many times this app changed the pasteboard.
  public private(set) var changeCount = 0
}

/// Which of the desktop's selections: the clipboard (copy and paste) or the primary
/// selection (what is selected, pasted with the middle button).
@_spi(Host) public enum PasteboardSelection: Sendable {
  /// X's `CLIPBOARD`: what is copied.
  case clipboard
  /// X's `PRIMARY`: what is selected.
  case primary
}

/// Keeps copied text: the host installs one that is X's selections.
@preconcurrency @MainActor
@_spi(Host) public protocol PasteboardStoring: AnyObject {
  /// The text `selection` holds, nil if none (or none as text).
  func string(from selection: PasteboardSelection) -> String?
  /// Makes `string` what `selection` holds (nil: nothing).
  func setString(_ string: String?, for selection: PasteboardSelection)
}

/// A pasteboard in memory, for runs without a host.
@_spi(Host) public final class MemoryPasteboard: PasteboardStoring {
  private var strings: [PasteboardSelection: String] = [:]

  /// An empty pasteboard.
  public init() {}

  /// The text `selection` holds.
  public func string(from selection: PasteboardSelection) -> String? { strings[selection] }

  /// Makes `string` what `selection` holds.
  public func setString(_ string: String?, for selection: PasteboardSelection) {
    strings[selection] = string
  }
}
