import Foundation

/// Opens URLs outside the app, for `UIApplication.open(_:options:completionHandler:)`: the
/// host's hands them to the desktop (`xdg-open`).
@preconcurrency @MainActor
@_spi(Host) public protocol URLOpening {
  /// Whether something on this desktop opens `url`.
  func canOpen(_ url: URL) -> Bool
  /// Opens `url`; `completion` hears, on the main actor, whether it was opened.
  func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}

/// The opener of an environment with no host: it opens nothing.
@_spi(Host) public struct NoURLOpener: URLOpening {
  /// The opener that opens nothing.
  public init() {}

  /// False: nothing opens here.
  public func canOpen(_ url: URL) -> Bool { false }

  /// Opens nothing: `completion` hears false at once.
  public func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
    completion(false)
  }
}
