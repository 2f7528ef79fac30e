/// An element a screen reader sees that is not a view: a part of a custom-drawn view (a
/// segment, a bar of a chart), listed in its container's `accessibilityElements`.
///
/// UIKit's is an `NSObject`; here it is a `UIResponder`, the class that carries the
/// accessibility properties (see `UIResponder`).
open class UIAccessibilityElement: UIResponder {
  /// The view (or element) whose `accessibilityElements` list this one.
  open weak var accessibilityContainer: AnyObject?

  /// The element's frame in its container view's bounds: it follows the container when the
  /// container moves. Used for `accessibilityFrame` when that is not set.
  open var accessibilityFrameInContainerSpace: CGRect = .zero

  /// An element inside `container` (the view whose `accessibilityElements` list it).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  public required convenience init?(coder: NSCoder) { nil }

  /// An element is one unless told otherwise.
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }

  /// The frame set, else `accessibilityFrameInContainerSpace` in the window.
  open override var accessibilityFrame: CGRect {
    get {
      if let frame = accessibilityStorage?.frame { return frame }
      guard let view = accessibilityContainer as? UIView else {
        return accessibilityFrameInContainerSpace
      }
      return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }
    set { super.accessibilityFrame = newValue }
  }
}
