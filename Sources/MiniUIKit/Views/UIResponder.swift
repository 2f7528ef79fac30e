import Foundation

/// An object that can handle events passed along the responder chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Made by `UIApplicationMain` (the app and scene delegates, by class) as archives make
  /// objects: through the one initializer every UIKit subclass has. Nothing is decoded: it
  /// runs `init()`, so a delegate's own `override init()` runs too.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// The next responder in the chain: a view's view controller or superview, and so on up to
  /// the application.
  open var next: UIResponder? { nil }

  /// Fingers touched down. The default passes them along the chain.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Touches moved. The default passes them along the chain.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Touches lifted. The default passes them along the chain.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches were cancelled (a gesture recognizer took them, say). The default passes them
  /// along the chain.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A key went down; return true if handled. The default passes it along the chain.
  open func keyPressed(_ key: UIKey) -> Bool {
    next?.keyPressed(key) ?? false
  }

  // MARK: First responder

  // The first responder, as UIKit's: the one object that keys and typed text go to first (a
  // text field being edited). One at a time; asking another to become it asks the current
  // one to resign.

  /// Whether this object takes keys and text as the first responder; false by default, true
  /// for text fields.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object lets another become the first responder; true by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is the first responder.
  open var isFirstResponder: Bool { UIApplication.shared.firstResponder === self }

  /// Makes this object the first responder, once the current one has resigned; returns
  /// whether it is now. A view must be in a window.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    let app = UIApplication.shared
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let view = self as? UIView, view.window == nil { return false }
    if let current = app.firstResponder, !current.resignFirstResponder() { return false }
    app.firstResponder = self
    return true
  }

  /// A view shown above the bottom edge of the window while this object is the first
  /// responder (where a toolbar sits on top of iOS's keyboard; a desktop shows no keyboard);
  /// nil by default. Text fields and text views take one to set.
  open var inputAccessoryView: UIView? { nil }

  /// Shows the first responder's input accessory view again, after it changed.
  open func reloadInputViews() {
    guard isFirstResponder else { return }
    UIApplication.shared.inputAccessory.show(for: self)
  }

  /// Gives up being the first responder; returns whether this object no longer is.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    UIApplication.shared.firstResponder = nil
    return true
  }

  // MARK: Accessibility

  // UIKit declares these on NSObject (the UIAccessibility informal protocol). Swift on Linux
  // cannot override a member of an NSObject extension, so they stand here, on the class
  // that views, view controllers and accessibility elements share: a subclass overrides
  // them as in UIKit. Each is stored once set; until then a class says its default.

  /// What was set; nil until something is (most views never carry any).
  private(set) var accessibilityStorage: AccessibilityAttributes?

  var accessibilityAttributes: AccessibilityAttributes {
    if let storage = accessibilityStorage { return storage }
    let storage = AccessibilityAttributes()
    accessibilityStorage = storage
    return storage
  }

  /// Whether a screen reader sees this object as one element (and not its subviews). Labels,
  /// buttons, controls and cells are; plain views are not.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? false }
    set { accessibilityAttributes.isElement = newValue }
  }

  /// What the element is called, short, as a screen reader says it ("Play").
  open var accessibilityLabel: String? {
    get { accessibilityStorage?.label }
    set { accessibilityAttributes.label = newValue }
  }

  /// What activating the element does, when the label does not say ("Plays the song").
  open var accessibilityHint: String? {
    get { accessibilityStorage?.hint }
    set { accessibilityAttributes.hint = newValue }
  }

  /// The element's value, when it has one that changes ("50%", "1" for a switch on).
  open var accessibilityValue: String? {
    get { accessibilityStorage?.value }
    set { accessibilityAttributes.value = newValue }
  }

  /// What kind of element this is and its state (button, header, selected, not enabled).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? .none }
    set { accessibilityAttributes.traits = newValue }
  }

  /// The element's frame in the window's coordinates (UIKit's are the screen's; the host
  /// adds the window's place on the screen). A view's default is its bounds.
  open var accessibilityFrame: CGRect {
    get { accessibilityStorage?.frame ?? .zero }
    set { accessibilityAttributes.frame = newValue }
  }

  /// A name for tests and automation, never spoken.
  open var accessibilityIdentifier: String? {
    get { accessibilityStorage?.identifier }
    set { accessibilityAttributes.identifier = newValue }
  }

  /// The elements inside this container, in reading order, when they are not its subviews
  /// as they stand (views, `UIAccessibilityElement`s).
  open var accessibilityElements: [Any]? {
    get { accessibilityStorage?.elements }
    set { accessibilityAttributes.elements = newValue }
  }

  /// Whether the elements inside this view are hidden from a screen reader.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage?.elementsHidden ?? false }
    set { accessibilityAttributes.elementsHidden = newValue }
  }

  /// Whether a screen reader ignores the elements of this view's siblings: it is modal (an
  /// alert, a custom sheet).
  open var accessibilityViewIsModal: Bool {
    get { accessibilityStorage?.viewIsModal ?? false }
    set { accessibilityAttributes.viewIsModal = newValue }
  }

  /// Whether this view's elements are read as a group before what follows it.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibilityStorage?.groupsChildren ?? false }
    set { accessibilityAttributes.groupsChildren = newValue }
  }

  /// Actions offered besides activating the element.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage?.customActions }
    set { accessibilityAttributes.customActions = newValue }
  }

  /// The language the element's label and value are in ("fr-FR"), for a screen reader's
  /// voice; nil: the app's.
  open var accessibilityLanguage: String? {
    get { accessibilityStorage?.language }
    set { accessibilityAttributes.language = newValue }
  }

  /// Where a screen reader taps the element to activate it, in the window's coordinates:
  /// the middle of `accessibilityFrame` unless set.
  open var accessibilityActivationPoint: CGPoint {
    get {
      if let point = accessibilityStorage?.activationPoint { return point }
      let frame = accessibilityFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set { accessibilityAttributes.activationPoint = newValue }
  }

  /// Activates the element for a screen reader; returns whether it did. The default does
  /// nothing and returns false: the host then taps `accessibilityActivationPoint`, as
  /// VoiceOver does.
  open func accessibilityActivate() -> Bool { false }

  /// Raises an adjustable element's value by a step (a slider's tenth, a stepper's step).
  open func accessibilityIncrement() {}

  /// Lowers an adjustable element's value by a step.
  open func accessibilityDecrement() {}
}
