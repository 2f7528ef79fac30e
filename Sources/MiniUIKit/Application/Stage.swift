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
  /// The layers whose time is set apart from their parent's (their `speed`, `timeOffset` or
  /// `beginTime`), held weakly.
  private var layersWithOwnTime: [WeakLayer] = []
  /// The layers whose tree had view animations moved to a new time origin (see
  /// `layerAnimationsDidShift(in:)`), held weakly.
  private var layersWithShiftedAnimations: [WeakLayer] = []
  /// Whether some layer's time is set apart from its parent's: view animations then follow
  /// their layers' own time, as Core Animation's do. Otherwise every layer's time is the
  /// clock's, and nothing converts. (A layer freed with a time of its own keeps it set until
  /// the next change of a layer's time.)
  private(set) var isLayerTimeInUse = false

  /// A layer's time changed: it may now follow its parent's again, or no longer.
  func layerTimingDidChange(_ layer: CALayer) {
    if !layer.timing.followsParentTime, !layersWithOwnTime.contains(where: { $0.layer === layer }) {
      layersWithOwnTime.append(WeakLayer(layer: layer))
    }
    layersWithOwnTime.removeAll { $0.layer?.timing.followsParentTime ?? true }
    layersWithShiftedAnimations.removeAll { !($0.layer?.hasViewAnimationsInTree ?? false) }
    isLayerTimeInUse = !layersWithOwnTime.isEmpty || !layersWithShiftedAnimations.isEmpty
  }

  /// View animations in `layer`'s tree were moved to its new time origin: until they end,
  /// their time is their layers' own, not the clock's. (Checked again at the next change of
  /// a layer's time.)
  func layerAnimationsDidShift(in layer: CALayer) {
    layersWithShiftedAnimations.append(WeakLayer(layer: layer))
    layerTimingDidChange(layer)
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

/// A layer, held weakly.
struct WeakLayer {
  weak var layer: CALayer?
}

/// A gesture recognizer, held weakly.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
