import Foundation

/// What goes on between frames, held in one object rather than in process-wide state: the
/// animation engine (the clock's frames, the drivers, the timers), the layers with
/// animations running, the `CATransaction`s open and the completions waiting for theirs, the
/// animation blocks open, the layout engines with changes to take in, and the registries of
/// transitions, touches and gesture recognizers.
///
/// The application holds the stage (`UIApplication.shared.stage`). A new environment brings a
/// new stage, so that nothing of one test, or of one snapshot, reaches the next.
@MainActor
final class Stage {
  let engine = AnimationEngine()
  let layerAnimations: LayerAnimations
  /// The `CATransaction`s open, and the completions waiting for their animations.
  let transactions = TransactionStack()
  /// What `UITraitCollection.current` is while a view draws or hears of a change of traits;
  /// nil: the main screen's traits.
  var currentTraits: UITraitCollection?
  /// The contexts `draw(_:)` and `UIGraphicsPushContext(_:)` made current, innermost last.
  var graphicsContexts: [CGContext] = []
  /// Template bitmaps in the colours they were drawn in.
  let tintedImages = TintedImages()
  /// The image contexts `UIGraphicsBeginImageContextWithOptions` began, innermost last.
  var imageContexts: [(renderer: UIGraphicsImageRenderer, context: CGContext)] = []
  /// The animation blocks being run, innermost last.
  var animationContexts: [AnimationContext] = []
  /// The innermost animation block being run.
  var animationContext: AnimationContext? { animationContexts.last }
  /// Whether an animation block is open (changes made now animate).
  var isInsideAnimationBlock: Bool { animationContext?.driver != nil }
  /// Repeat count and autoreverse set by `modifyAnimations(withRepeatCount:…)`.
  var animationRepeatOverride: (count: Double, autoreverses: Bool)?
  /// The keyframe animation whose `animations` block is running.
  var openKeyframeAnimation: (animation: BlockAnimation, isDiscrete: Bool)?
  /// Whether some layer's time was ever set apart from its parent's (its `speed`,
  /// `timeOffset` or `beginTime`): view animations then follow their layers' own time, as
  /// Core Animation's do, for as long as the stage lasts (an animation begun on a layer's
  /// time may outlast the change). Until then every layer's time is the clock's, and nothing
  /// converts. No layer is held for it: a weak reference would make every retain of a layer
  /// the transition draws take the slow path.
  private(set) var isLayerTimeInUse = false

  /// A layer's time changed.
  func layerTimingDidChange(_ layer: CALayer) {
    if !layer.timing.followsParentTime { isLayerTimeInUse = true }
  }

  /// Layout engines with changes to take in, held weakly (an engine found again through its
  /// root view).
  var layoutEnginesWithChanges: [ObjectIdentifier: WeakLayoutEngine] = [:]
  /// Every gesture recognizer on a view, for the delegates' failure requirements.
  var attachedRecognizers: [WeakRecognizer] = []
  /// Recognizers whose recognition waits for others to fail.
  var waitingRecognizers: [WeakRecognizer] = []
  /// The view-controller transitions begun, and those under way.
  let transitions = TransitionRegistry()
  let touchRouter = TouchRouter()
  let pinchEmulator = PinchEmulator()
  let backSwipe = TouchpadBackSwipe()

  init() { layerAnimations = LayerAnimations(engine: engine) }
}

/// A layout engine, held weakly.
struct WeakLayoutEngine {
  weak var engine: LayoutEngine?
}

/// A gesture recognizer, held weakly.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
