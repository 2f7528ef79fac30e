import Foundation

/// What a custom detent's resolver is given, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the window the sheet is in.
  var containerTraitCollection: UITraitCollection { get }
  /// The height of the large detent: the tallest a sheet can be.
  var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
  /// A height a sheet rests at, as UIKit's: `.medium()` (half the tallest), `.large()` (the
  /// tallest) or a custom one (iOS 16) whose resolver gives a height measured up from the
  /// bottom of the safe area, or nil to leave it out for now.
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// A detent's name, as UIKit's: `.medium`, `.large`, or one of an app's own.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      /// An identifier named `rawValue`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The identifier of `.medium()`.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The identifier of `.large()`.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's name, as `selectedDetentIdentifier` gives it.
    public let identifier: Identifier
    private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// Half the tallest height.
    public class func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
    }

    /// The tallest height: the sheet's top just below the top of the safe area.
    public class func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent of an app's own; without an identifier, it gets a unique one.
    public class func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The height this detent asks for in `context`, held between 0 and the tallest; nil
    /// when it is left out.
    public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
    }
  }
}

/// The context a sheet resolves its detents in.
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
}
