import Foundation

extension AttributeScopes {
  /// UIKit's text attributes for Swift's `AttributedString` (`string.font = …`), with
  /// Foundation's (`link`), as UIKit declares them; `NSAttributedString(_:)` and
  /// `AttributedString(_:)` convert between the two kinds of string.
  public struct UIKitAttributes: AttributeScope {
    /// The font (`.font`).
    public let font: FontAttribute
    /// The text's colour (`.foregroundColor`).
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text (`.backgroundColor`).
    public let backgroundColor: BackgroundColorAttribute
    /// Points added after each character (`.kern`).
    public let kern: KernAttribute
    /// Points added after each character (`.tracking`).
    public let tracking: TrackingAttribute
    /// The paragraph's style (`.paragraphStyle`).
    public let paragraphStyle: ParagraphStyleAttribute
    /// A line under the text (`.underlineStyle`).
    public let underlineStyle: UnderlineStyleAttribute
    /// The underline's colour (`.underlineColor`).
    public let underlineColor: UnderlineColorAttribute
    /// A line through the text (`.strikethroughStyle`).
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The line through's colour (`.strikethroughColor`).
    public let strikethroughColor: StrikethroughColorAttribute
    /// Points the text is raised (`.baselineOffset`).
    public let baselineOffset: BaselineOffsetAttribute
    /// A shadow under the text (`.shadow`).
    public let shadow: ShadowAttribute
    /// An image in the line (`.attachment`).
    public let attachment: AttachmentAttribute
    /// Foundation's attributes (`link`, …).
    public let foundation: FoundationAttributes
  }

  /// UIKit's attributes, for `AttributedString`'s dynamic members and its conversions.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeScopes.UIKitAttributes {
  /// `.font`.
  public enum FontAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = UIFont
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.font.rawValue
  }
  /// `.foregroundColor`.
  public enum ForegroundColorAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = UIColor
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.foregroundColor.rawValue
  }
  /// `.backgroundColor`.
  public enum BackgroundColorAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = UIColor
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.backgroundColor.rawValue
  }
  /// `.kern`.
  public enum KernAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = CGFloat
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.kern.rawValue
  }
  /// `.tracking`.
  public enum TrackingAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = CGFloat
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.tracking.rawValue
  }
  /// `.paragraphStyle`.
  public enum ParagraphStyleAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = NSParagraphStyle
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.paragraphStyle.rawValue
  }
  /// `.underlineStyle`.
  public enum UnderlineStyleAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = NSUnderlineStyle
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.underlineStyle.rawValue
  }
  /// `.underlineColor`.
  public enum UnderlineColorAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = UIColor
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.underlineColor.rawValue
  }
  /// `.strikethroughStyle`.
  public enum StrikethroughStyleAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = NSUnderlineStyle
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
  }
  /// `.strikethroughColor`.
  public enum StrikethroughColorAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = UIColor
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.strikethroughColor.rawValue
  }
  /// `.baselineOffset`.
  public enum BaselineOffsetAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = CGFloat
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.baselineOffset.rawValue
  }
  /// `.shadow`.
  public enum ShadowAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = NSShadow
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.shadow.rawValue
  }
  /// `.attachment`.
  public enum AttachmentAttribute: AttributedStringKey {
    /// What the attribute holds.
    public typealias Value = NSTextAttachment
    /// Its key in an `NSAttributedString`.
    public static let name = NSAttributedString.Key.attachment.rawValue
  }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes as members of an `AttributedString` (`string.font`).
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

/// How one attribute goes between the two kinds of string: the styles as their raw values in
/// an `NSAttributedString`, as UIKit stores them, everything else as it is.
private struct AttributeBridge: Sendable {
  let key: NSAttributedString.Key
  let read: @Sendable (AttributedString.Runs.Run) -> Any?
  let write: @Sendable (inout AttributeContainer, Any) -> Void

  init<K: AttributedStringKey>(_ type: K.Type) where K.Value: Sendable {
    key = NSAttributedString.Key(K.name)
    read = { run in
      let value = run[K.self]
      return (value as? NSUnderlineStyle)?.rawValue ?? value
    }
    write = { container, object in
      if let value = object as? K.Value {
        container[K.self] = value
      } else if K.Value.self == NSUnderlineStyle.self, let raw = Self.integer(object),
        let style = NSUnderlineStyle(rawValue: raw) as? K.Value
      {
        container[K.self] = style
      } else if K.Value.self == URL.self, let string = object as? String,
        let url = URL(string: string) as? K.Value
      {
        container[K.self] = url
      } else if K.Value.self == CGFloat.self, let number = Self.number(object),
        let value = number as? K.Value
      {
        container[K.self] = value
      }
    }
  }

  private static func integer(_ object: Any) -> Int? {
    (object as? Int) ?? (object as? NSNumber)?.intValue
  }

  private static func number(_ object: Any) -> CGFloat? {
    (object as? Double).map { CGFloat($0) } ?? (object as? Int).map { CGFloat($0) }
      ?? (object as? NSNumber).map { CGFloat($0.doubleValue) }
  }

  typealias UIKit = AttributeScopes.UIKitAttributes
  static let all: [AttributeBridge] = [
    AttributeBridge(UIKit.FontAttribute.self),
    AttributeBridge(UIKit.ForegroundColorAttribute.self),
    AttributeBridge(UIKit.BackgroundColorAttribute.self),
    AttributeBridge(UIKit.KernAttribute.self),
    AttributeBridge(UIKit.TrackingAttribute.self),
    AttributeBridge(UIKit.ParagraphStyleAttribute.self),
    AttributeBridge(UIKit.UnderlineStyleAttribute.self),
    AttributeBridge(UIKit.UnderlineColorAttribute.self),
    AttributeBridge(UIKit.StrikethroughStyleAttribute.self),
    AttributeBridge(UIKit.StrikethroughColorAttribute.self),
    AttributeBridge(UIKit.BaselineOffsetAttribute.self),
    AttributeBridge(UIKit.ShadowAttribute.self),
    AttributeBridge(UIKit.AttachmentAttribute.self),
    AttributeBridge(AttributeScopes.FoundationAttributes.LinkAttribute.self),
  ]
}

extension NSAttributedString {
  /// `attrStr` with its UIKit and Foundation attributes, as UIKit's `init(_:)`.
  public convenience init(_ attrStr: AttributedString) {
    let converted = NSMutableAttributedString(string: "")
    for run in attrStr.runs {
      var attributes: [NSAttributedString.Key: Any] = [:]
      for bridge in AttributeBridge.all {
        if let value = bridge.read(run) { attributes[bridge.key] = value }
      }
      converted.append(
        NSAttributedString(
          string: String(attrStr[run.range].characters), attributes: attributes))
    }
    self.init(attributedString: converted)
  }

  /// `attrStr` with the attributes UIKit and Foundation know, as UIKit's
  /// `init(_:including:)` (whatever the scope: there are no others here).
  public convenience init<S: AttributeScope>(
    _ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    self.init(attrStr)
  }
}

extension AttributedString {
  /// `nsStr` with the attributes UIKit and Foundation know, as UIKit's `init(_:)`.
  public init(_ nsStr: NSAttributedString) {
    self.init()
    let string = nsStr.string
    nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length)) {
      attributes, range, _ in
      guard let swiftRange = Range(range, in: string) else { return }
      var container = AttributeContainer()
      for bridge in AttributeBridge.all {
        if let value = attributes[bridge.key] { bridge.write(&container, value) }
      }
      self.append(AttributedString(String(string[swiftRange]), attributes: container))
    }
  }

  /// `nsStr` with the attributes UIKit and Foundation know, as UIKit's `init(_:including:)`
  /// (whatever the scope: there are no others here).
  public init<S: AttributeScope>(
    _ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>
  ) throws {
    self.init(nsStr)
  }
}
