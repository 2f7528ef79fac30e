import Foundation

/// A view that turns touches into actions, as UIKit's UIControl.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Control events, as UIKit's UIControl.Event.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch moved inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside the control, or Enter or Space was pressed while it had focus.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was taken away from the control.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: sent with `.touchUpInside`.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field (it became the first responder).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed by typing, pasting or deleting.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field (it resigned).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return was pressed in a text field; a text field with actions for it ends editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All of a text field's editing events.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// All the touch events.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A registered action: runs when one of `events` happens.
  private struct Registration {
    var events: Event
    let perform: (UIControl) -> Void
    /// The `UIAction` it runs, if it is one.
    var action: UIAction.Identifier?
    /// The target whose method it calls, if it is one.
    var target: ObjectIdentifier?
  }

  private var registrations: [Registration] = []

  /// Whether the control takes touches and keyboard focus (true unless set).
  open var isEnabled = true { didSet { stateDidChange() } }
  /// Whether the control shows as pressed: set while a touch is down inside it.
  open var isHighlighted = false { didSet { stateDidChange() } }
  /// Whether the control is selected (set by the app; false unless set).
  open var isSelected = false { didSet { stateDidChange() } }
  /// Where the control puts its content across (a button's title: centred unless set).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
    didSet { setNeedsLayout() }
  }
  /// Where the control puts its content up and down (centred unless set).
  open var contentVerticalAlignment = ContentVerticalAlignment.center {
    didSet { setNeedsLayout() }
  }
  /// Whether a touch is being followed (from `beginTracking` on, while it says so).
  open private(set) var isTracking = false
  /// Whether the touch being followed is inside the control.
  open private(set) var isTouchInside = false

  /// A control at `frame` that runs `primaryAction` when triggered.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  open override var canBecomeFocused: Bool { isEnabled }

  /// Calls `action` (a method of `target`, unapplied, taking the control as its own class
  /// or any supertype) for `events`. The target is held weakly, as in UIKit.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
  ) {
    let call = TargetAction.make(target, action)
    registrations.append(
      Registration(events: events, perform: { call($0) }, target: ObjectIdentifier(target)))
  }

  /// Calls `action`, which takes no argument, on `target` for `events`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    let call = TargetAction.make(target, action)
    registrations.append(
      Registration(events: events, perform: { call($0) }, target: ObjectIdentifier(target)))
  }

  /// Stops calling `target`'s methods (every target's, for nil) for `events`, as UIKit's
  /// call with `action: nil` (a method cannot be told apart from another on Linux, so nil is
  /// the only action).
  public func removeTarget(_ target: AnyObject?, action: NoSelector?, for events: Event) {
    let removed = target.map { ObjectIdentifier($0) }
    for index in registrations.indices.reversed() {
      guard let owner = registrations[index].target, removed == nil || removed == owner
      else { continue }
      registrations[index].events.subtract(events)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  /// Runs `action` for `events`, as UIKit's `addAction(_:for:)`.
  public func addAction(_ action: UIAction, for events: Event) {
    // An action of the same identifier is replaced, as UIKit's.
    removeAction(identifiedBy: action.identifier, for: events)
    registrations.append(
      Registration(
        events: events,
        perform: { control in
          action.lastSender = control
          action.handler(action)
        }, action: action.identifier))
  }

  /// Stops running `action` (any action of its identifier) for `events`.
  public func removeAction(_ action: UIAction, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Stops running the action named `identifier` for `events`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    for index in registrations.indices.reversed() where registrations[index].action == identifier {
      registrations[index].events.subtract(events)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  /// Enabled, highlighted, selected and focused, as UIKit's `state`.
  public var state: State {
    var state: State = isEnabled ? [] : .disabled
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  /// Runs the actions registered for any of `events`.
  public func sendActions(for events: Event) {
    for registration in registrations where !registration.events.isDisjoint(with: events) {
      registration.perform(self)
    }
  }

  /// Whether any target or action is registered for one of `events`.
  func hasActions(for events: Event) -> Bool {
    registrations.contains { !$0.events.isDisjoint(with: events) }
  }

  /// Updates the look when enabled, highlighted or selected change (the toolkit's controls
  /// override it; an app's override `isHighlighted` and the others, as in UIKit).
  func stateDidChange() { UIApplication.shared.setNeedsDisplay() }

  /// Enter or Space pressed while focused: fire the action (a switch toggles, a stepper
  /// steps).
  func activateFromKeyboard() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  // MARK: Tracking

  /// A touch went down on the control: return whether to follow it (true).
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The touch being followed moved: return whether to go on following it (true).
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The touch being followed lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// The touch being followed was taken away (a scroll view's drag, say).
  open func cancelTracking(with event: UIEvent?) {}

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isHighlighted = true
    isTouchInside = true
    sendActions(for: .touchDown)
    isTracking = beginTracking(touch, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let wasInside = isTouchInside
    isTouchInside = contains(touch)
    isHighlighted = isTouchInside
    if isTouchInside != wasInside {
      sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    if isTracking { isTracking = continueTracking(touch, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isHighlighted = false
    isTouchInside = contains(touch)
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    if isTouchInside {
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
    } else {
      sendActions(for: .touchUpOutside)
    }
    isTouchInside = false
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }

  private func contains(_ touch: UITouch) -> Bool {
    window != nil && point(inside: touch.location(in: self), with: nil)
  }

  // MARK: Accessibility

  /// UIKit's standard controls are elements; a control of an app's own is not until it says
  /// so (as in UIKit).
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? !defaultAccessibilityTraits.isEmpty }
    set { super.isAccessibilityElement = newValue }
  }

  /// The traits set (or the class's, from `defaultAccessibilityTraits`), with not-enabled
  /// and selected as the control's state says.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = accessibilityStorage?.traits ?? defaultAccessibilityTraits
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// What kind of control this is to a screen reader (a button's `.button`); none for a
  /// control of an app's own.
  var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
}

extension UIControl {
  /// Where content goes across a control, as UIKit's (leading is left: the toolkit lays out
  /// left to right).
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Along the left edge.
    case left
    /// Along the right edge.
    case right
    /// Across the whole width; a button centres its title and image.
    case fill
    /// Along the leading edge: the left.
    case leading
    /// Along the trailing edge: the right.
    case trailing
  }

  /// Where content goes up and down a control, as UIKit's.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// Along the top edge.
    case top
    /// Along the bottom edge.
    case bottom
    /// Up and down the whole height; a button centres its title and image.
    case fill
  }
}

/// A closure-based action, as UIKit's UIAction: a control runs it for the events it was
/// added for; a bar button item made with it takes its title or image.
@preconcurrency @MainActor
public final class UIAction {
  /// Names an action, so that one added again replaces it (`removeAction(identifiedBy:for:)`).
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title, which a button or bar button item made with it shows (empty unless
  /// set).
  public var title: String
  /// A second line of text. Kept only: nothing here shows it.
  public var subtitle: String?
  /// The action's image. Kept only: a button or bar button item made with it does not show it.
  public var image: UIImage?
  /// The action's name (a new UUID unless given).
  public let identifier: Identifier
  /// The control that ran the action last, while it lives. Held weakly: a control keeps its
  /// actions, so an action that kept its sender would keep both forever.
  public var sender: Any? { lastSender }
  weak var lastSender: AnyObject?
  let handler: (UIAction) -> Void

  /// An action that calls `handler` with itself when it runs.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }
}
