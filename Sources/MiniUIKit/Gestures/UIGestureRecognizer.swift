import Foundation

/// Recognises a gesture from the touches of a view and its subviews, as UIKit's
/// UIGestureRecognizer.
///
/// Subclasses move `state`: a continuous gesture goes possible → began → changed… → ended
/// (or cancelled), a discrete one possible → ended (`recognized`); either may go to failed.
/// Leaving `.possible` asks the delegate (`gestureRecognizerShouldBegin`) and waits while a
/// recognizer it requires to fail (`require(toFail:)`) is still undecided. Every change to
/// began, changed, ended or cancelled calls the actions. When one recognizer recognizes, the
/// others of the touch sequence stop, unless the delegates let them recognize
/// simultaneously; the view's touches are cancelled (`cancelsTouchesInView`), and with
/// `delaysTouchesBegan` the view sees no touch until the recognizer fails.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The stages of a gesture; see the class's description.
  public enum State: Int, Sendable {
    /// Not recognized yet: the state at rest.
    case possible = 0
    /// A continuous gesture has begun.
    case began
    /// A continuous gesture under way has changed.
    case changed
    /// A continuous gesture has ended, or a discrete one is recognized.
    case ended
    /// A continuous gesture under way was cancelled.
    case cancelled
    /// The touches turned out not to make the gesture.
    case failed

    /// A discrete gesture's recognition: the same as `.ended`, as UIKit's.
    public static var recognized: State { .ended }
  }

  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// Whether the toolkit put it there (a scroll view's pan, the interactive pop), not the app.
  var isBuiltIn = false
  /// Disabling cancels a gesture under way.
  public var isEnabled = true {
    didSet { if !isEnabled, isActive { state = .cancelled } }
  }
  /// Whether the view's touches are cancelled once the gesture is recognized (default true).
  public var cancelsTouchesInView = true
  /// Whether the view's touches wait until this recognizer has failed.
  public var delaysTouchesBegan = false
  /// The recognizer's delegate, held weakly.
  public weak var delegate: UIGestureRecognizerDelegate?

  /// The actions, with the target each belongs to (nil for a closure).
  private var actions: [(target: ObjectIdentifier?, run: (UIGestureRecognizer) -> Void)] = []
  private var storedState = State.possible
  /// Recognizers that must fail before this one may recognize.
  private var failureRequirements: [WeakRecognizer] = []
  /// A recognition waiting for the recognizers this one requires to fail.
  private(set) var pendingState: State?
  /// Whether the touch sequence under way reaches this recognizer (set by the touch router).
  var isInTouchSequence = false

  /// A recognizer with no action yet (add some with `addTarget(_:action:)`).
  public override init() { super.init() }

  /// A recognizer that calls `handler` on each state change, as the Xamarin constructors
  /// taking a lambda do.
  public init(handler: @escaping (UIGestureRecognizer) -> Void) {
    super.init()
    actions.append((nil, handler))
  }

  /// A recognizer calling `action` on `target`, the closest Swift on Linux comes to UIKit's
  /// `init(target:action:)` (no Objective-C selectors): pass a method, unapplied, as
  /// `MyController.handlePinch`, taking the recognizer as its own class
  /// (`UIPinchGestureRecognizer`) or any superclass, or nothing.
  public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer calling `action`, which takes no argument, on `target`.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds an action: `action` (a method of `target`, unapplied) is called with the
  /// recognizer on each state change. The target is held weakly.
  public func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    let call = TargetAction.make(target, action)
    actions.append((ObjectIdentifier(target), { call($0) }))
  }

  /// Adds an action that takes no argument.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    let call = TargetAction.make(target, action)
    actions.append((ObjectIdentifier(target), { call($0) }))
  }

  /// Removes the actions of `target` (nil: every action).
  public func removeTarget(_ target: AnyObject?) {
    guard let target else { return actions.removeAll() }
    actions.removeAll { $0.target == ObjectIdentifier(target) }
  }

  /// Makes this recognizer wait for `other` to fail before it recognizes.
  public func require(toFail other: UIGestureRecognizer) {
    guard other !== self else { return }
    failureRequirements.append(WeakRecognizer(recognizer: other))
  }

  /// The recognizer's state; see the type's description.
  public var state: State {
    get { storedState }
    set { change(to: newValue) }
  }

  private func change(to newState: State) {
    var target = newState
    if storedState == .possible, target == .began || target == .ended {
      if !(delegate?.gestureRecognizerShouldBegin(self) ?? true) {
        target = .failed
      } else if requiredRecognizers.contains(where: \.hasRecognized) {
        target = .failed
      } else if requiredRecognizers.contains(where: { $0.isUndecided }) {
        pendingState = target
        UIApplication.shared.stage.waitingRecognizers.append(WeakRecognizer(recognizer: self))
        return
      }
    }
    pendingState = nil
    storedState = target
    switch target {
    case .began, .changed, .ended, .cancelled:
      for action in actions { action.run(self) }
    case .failed:
      Self.resolveWaiting()
    case .possible:
      break
    }
  }

  /// Lets the waiting recognizers recognize (or fail) once what they wait for is decided.
  static func resolveWaiting() {
    let stage = UIApplication.shared.stage
    let candidates = stage.waitingRecognizers.compactMap(\.recognizer)
    stage.waitingRecognizers = []
    for recognizer in candidates { recognizer.resolvePendingState() }
  }

  /// The recognizers this one waits for: those given to `require(toFail:)`, and those in
  /// play that either's delegate says this one must wait for.
  private var requiredRecognizers: [UIGestureRecognizer] {
    var required = failureRequirements.compactMap(\.recognizer)
    let stage = view?.stage ?? UIApplication.shared.stage
    stage.attachedRecognizers.removeAll { $0.recognizer == nil }
    for other in stage.attachedRecognizers.compactMap(\.recognizer)
    where other !== self && (other.isUndecided || other.hasRecognized)
      && !required.contains(where: { $0 === other })
    {
      if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      {
        required.append(other)
      }
    }
    return required
  }

  /// Notes a recognizer put on a view.
  static func didAttach(_ recognizer: UIGestureRecognizer) {
    let stage = recognizer.view?.stage ?? UIApplication.shared.stage
    if !stage.attachedRecognizers.contains(where: { $0.recognizer === recognizer }) {
      stage.attachedRecognizers.append(WeakRecognizer(recognizer: recognizer))
    }
  }

  /// Applies a recognition that waited, once the recognizers it required have failed (or
  /// fails it, if one of them recognized). Called by the touch router after each delivery.
  func resolvePendingState() {
    guard let pending = pendingState else { return }
    let required = requiredRecognizers
    if required.contains(where: \.hasRecognized) {
      pendingState = nil
      storedState = .failed
    } else if required.contains(where: { $0.isUndecided }) {
      UIApplication.shared.stage.waitingRecognizers.append(WeakRecognizer(recognizer: self))
      return
    } else {
      pendingState = nil
      change(to: pending)
    }
    // Decided after its touches lifted: ready for the next ones.
    if !isInTouchSequence, !isActive { reset() }
  }

  /// Still in `.possible` within the touch sequence under way (or waiting for more touches).
  var isUndecided: Bool {
    storedState == .possible && (isInTouchSequence || isWaitingForMoreTouches)
  }

  /// Has begun or recognized its gesture.
  var hasRecognized: Bool {
    storedState == .began || storedState == .changed || storedState == .ended
  }

  /// Whether the recognizer is tracking a gesture that has begun.
  var isActive: Bool { state == .began || state == .changed }

  /// A continuous gesture's touches moved: it begins once `beginning` says so, then changes
  /// with every move.
  func continuousTouchesMoved(beginning: @autoclosure () -> Bool) {
    switch state {
    case .possible:
      if beginning() { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// A continuous gesture's touches lifted, or were cancelled: it ends if it began, and fails
  /// if it did not.
  func continuousTouchesEnded(cancelled: Bool = false) {
    state = isActive ? (cancelled ? .cancelled : .ended) : .failed
  }

  /// Whether it stays possible after the touches lifted, for the next touches (a multi-tap
  /// waiting for its next tap); the router does not reset it then.
  open var isWaitingForMoreTouches: Bool { false }

  /// Whether this recognizer and `other` may recognize at the same time: when either's
  /// delegate says so.
  func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Whether the delegate lets this recognizer see `touch`.
  func shouldReceive(_ touch: UITouch) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }

  /// Location of the gesture in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The number of touches the gesture follows.
  open var numberOfTouches: Int { 0 }

  /// Whether the gesture takes two fingers (a pinch or a rotation): the mouse makes them with
  /// Ctrl + drag over its view.
  var followsTwoFingers: Bool { false }

  /// Where touch `index` of the gesture is.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

  /// Handles touches that went down in the view or its subviews (nothing, unless overridden).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Handles touches of the sequence that moved (nothing, unless overridden).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Handles touches of the sequence that lifted (nothing, unless overridden).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Handles touches of the sequence that were cancelled: cancels a gesture under way.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if isActive { state = .cancelled }
  }

  /// Called after the touch sequence ended: back to `.possible`.
  open func reset() {
    let wasUndecided = isUndecided
    pendingState = nil
    storedState = .possible
    // One that others waited for is out of the way now.
    if wasUndecided { Self.resolveWaiting() }
  }
}

extension UIView {
  /// Attaches a gesture recognizer to the view, taking it from any view it was on.
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    attachedRecognizers.append(recognizer)
    UIGestureRecognizer.didAttach(recognizer)
  }

  /// Detaches a gesture recognizer from the view.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    attachedRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}
