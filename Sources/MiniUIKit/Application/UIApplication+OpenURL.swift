import Foundation

extension UIApplication {
  /// Options for `open(_:options:completionHandler:)`, as UIKit's.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The option's name, as UIKit spells it.
    public let rawValue: String

    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Open the URL only if an app installed handles it as a universal link: none does on
    /// this desktop, so such a URL is not opened.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether something on this desktop opens `url` (a web page, a mail address, a file): the
  /// desktop's handler for its scheme, through `xdg-open`.
  public func canOpenURL(_ url: URL) -> Bool {
    environment.urlOpener.canOpen(url)
  }

  /// Opens `url` outside the app, as the desktop opens it (`xdg-open`: a web page in the
  /// browser, a `mailto:` in the mail client); `completion` hears whether it was opened.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let universalOnly = options[.universalLinksOnly] as? Bool ?? false
    guard !universalOnly, canOpenURL(url) else {
      if !universalOnly { warn("cannot open \(url): nothing on this desktop opens it") }
      completion?(false)
      return
    }
    environment.urlOpener.open(url) { opened in completion?(opened) }
  }

  /// Opens `url` outside the app; returns whether it was opened.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    await withCheckedContinuation { continuation in
      open(url, options: options) { continuation.resume(returning: $0) }
    }
  }
}
