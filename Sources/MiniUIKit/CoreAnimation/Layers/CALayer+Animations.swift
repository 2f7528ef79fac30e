import Foundation

/// The media time now, on the toolkit's one clock: what animations' `beginTime` counts in.
/// As in Core Animation, any code may call it; off the main thread, where the toolkit's clock
/// is not to be read, it is the system's monotonic clock.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
  guard Thread.isMainThread else { return AnimationClock.systemUptime() }
  return MainActor.assumeIsolated { UIApplication.shared.clock.now }
}

/// What a layer does when a property changes: an animation to add, or `NSNull()` for
/// nothing, as Core Animation's actions.
@preconcurrency @MainActor
public protocol CAAction {
  /// Performs the action for a change of the property `event` on `anObject`, the layer.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
  /// Adds a copy of the animation to the layer, under the changed property's key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer else { return }
    let copy = copy() as? CAAnimation
    if let property = copy as? CAPropertyAnimation, property.keyPath == nil {
      property.keyPath = event
    }
    copy.map { layer.add($0, forKey: event) }
  }
}

extension NSNull: CAAction {
  /// Does nothing: the change is not animated.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// Explicit animations, implicit ones, the layer's own time, and its presentation.
extension CALayer {
  // MARK: Layer timing

  func timingDidChange() {
    let stage = self.stage
    stage.layerTimingDidChange(self)
    UIApplication.shared.setNeedsDisplay()
    stage.layerAnimations.timingDidChange(of: self)
  }

  /// Converts a time from `layer`'s time space (media time if nil) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    localTime(fromMedia: layer.map { $0.mediaTime(fromLocal: t) } ?? t)
  }

  /// Converts a time from this layer's time space to `layer`'s (media time if nil).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = mediaTime(fromLocal: t)
    return layer.map { $0.localTime(fromMedia: media) } ?? media
  }

  /// The layer and its ancestors, root first (a mask counts as a sublayer of what it masks).
  private var timingChain: [CALayer] {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let current = layer {
      chain.append(current)
      layer = current.timeParent
    }
    return chain.reversed()
  }

  /// The layer's parent in time: its superlayer, or for a mask the layer it masks.
  private var timeParent: CALayer? { superlayer ?? maskedLayer }

  /// The layer's time at media time `t`: through each ancestor's time, root first (a walk up
  /// the tree, no list made: this runs for every animated view on every frame).
  func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
    timing.localTime(fromParent: timeParent?.localTime(fromMedia: t) ?? t)
  }

  private func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    timingChain.reversed().reduce(t) { time, layer in
      let speed = Double(layer.timing.speed)
      guard speed != 0 else { return layer.timing.beginTime }
      return (time - layer.timing.timeOffset) / speed + layer.timing.beginTime
    }
  }

  /// The layer's time in the frame being drawn.
  var currentTime: CFTimeInterval {
    localTime(fromMedia: UIApplication.shared.stage.engine.presentationTime)
  }

  /// Moves every animation in the layer's tree by `shift` in this layer's time: what keeps
  /// them where they are when the layer's time is given a new origin (a percent-driven
  /// transition gives its container's back).
  func shiftAnimationsInTree(by shift: CFTimeInterval) {
    guard shift != 0 else { return }
    for entry in animationEntries {
      entry.animation.beginTime += shift
      entry.animation.viewOffset?.layerTimeDidShift(by: shift)
    }
    // A sublayer's time moves by the shift times its speed (not at all when it is paused).
    for sublayer in (sublayers ?? []) + [mask].compactMap({ $0 }) {
      sublayer.shiftAnimationsInTree(by: shift * Double(sublayer.timing.speed))
    }
  }

  /// Whether the layer's time runs (no layer above it stopped it with speed 0).
  var isTimeRunning: Bool {
    var layer: CALayer? = self
    while let current = layer {
      if current.timing.speed == 0 { return false }
      layer = current.timeParent
    }
    return true
  }

  /// Whether the layer is in a window's layer tree (so its animations show).
  var isInWindow: Bool { rootLayer.owningView is UIWindow }

  /// The root of the layer's tree (a mask's is that of the layer it masks).
  var rootLayer: CALayer {
    var root = self
    while let parent = root.timeParent { root = parent }
    return root
  }

  // MARK: Explicit animations

  /// Adds a copy of `anim`; one under the same key is replaced (its delegate hears it did
  /// not finish). A `beginTime` of 0 means now. An unknown key path is ignored with a warning.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard anim.validate(on: self), let copy = anim.copy() as? CAAnimation else { return }
    if copy.beginTime == 0 {
      copy.beginTime = localTime(fromMedia: CACurrentMediaTime())
    }
    if let transition = copy as? CATransition {
      // The look before the change that follows.
      let view = owningView
      transition.oldPicture = renderedPicture(presentationProperties(view: view), view: view)
    }
    if let key { removeAnimation(forKey: key) }
    animationEntries.append((key ?? "", copy))
    copy.layer = self
    let stage = self.stage
    UIApplication.shared.stage.transactions.didAdd(copy)
    stage.layerAnimations.register(self, adding: copy)
    UIApplication.shared.setNeedsDisplay()
  }

  /// The animation added under `key` (a copy of what was passed to `add`).
  public func animation(forKey key: String) -> CAAnimation? {
    animationEntries.last { $0.key == key && !key.isEmpty }?.animation
  }

  /// The keys of the animations running, oldest first.
  public func animationKeys() -> [String]? {
    let keys = animationEntries.map(\.key).filter { !$0.isEmpty }
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`; its delegate hears it did not finish, and so does
  /// the animation block of a view animation (its completion gets `false`).
  public func removeAnimation(forKey key: String) {
    guard !key.isEmpty else { return }
    removeAnimations { $0.key == key }
  }

  /// Removes every animation, the view's animations included; their delegates and
  /// completions hear they did not finish.
  public func removeAllAnimations() { removeAnimations { _ in true } }

  private func removeAnimations(where condition: ((key: String, animation: CAAnimation)) -> Bool) {
    let removed = animationEntries.filter(condition)
    guard !removed.isEmpty else { return }
    animationEntries.removeAll(where: condition)
    for entry in removed {
      entry.animation.didStop(finished: false)
      entry.animation.viewOffset?.driver.animationWasInterrupted()
    }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Ends `animation` now as if it had run to its end: it is removed, and its delegate hears
  /// it finished (a percent-driven transition it ran in was run back to its start).
  func endAnimation(_ animation: CAAnimation) {
    guard animationEntries.contains(where: { $0.animation === animation }) else { return }
    animationEntries.removeAll { $0.animation === animation }
    animation.didStop(finished: true)
    UIApplication.shared.setNeedsDisplay()
  }

  // MARK: View animations

  /// Adds a view's animation (see `ViewAnimationAction`) under `key`, or under `key-2`,
  /// `key-3`, … while older ones of the property still run: additive animations stack.
  func addViewAnimation(_ animation: CAAnimation, forKey key: String) {
    var uniqueKey = key
    var suffix = 1
    while animationEntries.contains(where: { $0.key == uniqueKey }) {
      suffix += 1
      uniqueKey = "\(key)-\(suffix)"
    }
    animation.beginTime = localTime(fromMedia: CACurrentMediaTime())
    animationEntries.append((uniqueKey, animation))
    UIApplication.shared.stage.transactions.didAdd(animation)
    UIApplication.shared.setNeedsDisplay()
  }

  /// Removes the view animations whose offsets satisfy `condition`, and returns those
  /// offsets. The `CATransaction` completions waiting for them run at the end of the frame,
  /// after their blocks' completions, as UIKit's run after the animations' delegates.
  @discardableResult
  func removeViewAnimations(where condition: (ViewAnimationOffset) -> Bool)
    -> [ViewAnimationOffset]
  {
    var removed: [ViewAnimationOffset] = []
    animationEntries.removeAll { entry in
      guard let offset = entry.animation.viewOffset, condition(offset) else { return false }
      removed.append(offset)
      entry.animation.didStop = true
      return true
    }
    if !removed.isEmpty { UIApplication.shared.setNeedsDisplay() }
    return removed
  }

  // MARK: Implicit animations

  /// The value on screen of the property at `key` before it changes, when the change is to
  /// be animated implicitly: a standalone layer in a tree, no `setDisableActions(true)`.
  func actionStartValue(forKey key: String) -> LayerValue? {
    guard !CATransaction.disableActions(), parentLayer != nil || maskedLayer != nil,
      let property = LayerKeyPath.named(key)
    else { return nil }
    return property.read(presentationProperties())
  }

  /// Animates the change at `key` from `from`: the layer's action for it, or a basic
  /// animation with the transaction's duration and timing function.
  func addImplicitAnimation(forKey key: String, from: LayerValue) {
    if let action = action(forKey: key) {
      action.run(forKey: key, object: self, arguments: nil)
      return
    }
    let animation = CABasicAnimation(keyPath: key)
    animation.fromValue = from.anyValue
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    add(animation, forKey: key)
  }

  // MARK: Presentation

  /// The values on screen now: the model, with the view's animations (on a view's layer)
  /// and the layer's own.
  func presentationProperties() -> LayerProperties { presentationProperties(view: owningView) }

  /// The values on screen now, given `view`, the view the layer backs (nil: none).
  func presentationProperties(view: UIView?) -> LayerProperties {
    var values = view?.presentedProperties() ?? modelValues
    guard !animationEntries.isEmpty else { return values }
    let time = currentTime
    // View animations are in `values` already.
    for entry in animationEntries where entry.animation.viewOffset == nil {
      let animation = entry.animation
      animation.apply(to: &values, at: time, layer: self)
    }
    return values
  }

  /// A copy of the layer with the values on screen now, as Core Animation's presentation
  /// layer (its sublayers are not copied).
  public func presentation() -> Self? {
    let copy = Self(layer: self)
    copy.modelValues = presentationProperties()
    copy.presentedModel = self
    return copy
  }

  /// The layer with the model values: itself, or for a presentation copy, its original.
  public func model() -> Self { (presentedModel as? Self) ?? self }

  /// Says `message` once per `key` for this layer, through the log.
  func reportOnce(_ message: String, key: String) {
    guard !reportedKeyPaths.contains(key) else { return }
    reportedKeyPaths.insert(key)
    UIApplication.shared.environment.logger.warning("\(message)")
  }
}

extension UIApplication {
  /// The layer animations under way, each in words (its key path, curve and duration), for
  /// an inspector.
  @_spi(Host) public var runningLayerAnimations: [String] {
    stages.flatMap(\.layerAnimations.summaries)
  }
}

/// Runs the layers' animations on the animation engine's frames: tells delegates when they
/// start and stop, drops the finished ones, and runs `CATransaction` completions.
@MainActor
final class LayerAnimations: FrameTicking {
  /// The engine of the stage that holds this object, which ticks it (unowned: the stage
  /// holds both, and a weak reference would make every retain of the engine take the slow
  /// path).
  private unowned let engine: AnimationEngine

  init(engine: AnimationEngine) { self.engine = engine }
  /// A layer with animations still to start or stop, held weakly: a layer the app lets go
  /// takes its animations with it.
  private struct Watched {
    weak var layer: CALayer?
  }
  private var watched: [Watched] = []
  private var layers: [CALayer] { watched.compactMap(\.layer) }
  func register(_ layer: CALayer, adding animation: CAAnimation) {
    watch(layer)
    UIApplication.shared.stage.engine.didAdd(animation, to: layer)
  }

  private func watch(_ layer: CALayer) {
    if !watched.contains(where: { $0.layer === layer }) { watched.append(Watched(layer: layer)) }
    engine.add(self)
  }

  /// A layer's time changed (paused, resumed, scrubbed): its animations, and its
  /// sublayers', may move again.
  func timingDidChange(of layer: CALayer) {
    if layer.animationEntries.contains(where: { !$0.animation.didStop }) { watch(layer) }
    if !watched.isEmpty { engine.add(self) }
  }

  /// Whether an animation moves on screen: a layer out of every window needs no frames.
  var needsFrames: Bool {
    layers.contains { layer in
      layer.isTimeRunning && layer.isInWindow
        && layer.animationEntries.contains {
          $0.animation.viewOffset == nil && !$0.animation.isFinished(layerTime: layer.currentTime)
        }
    }
  }

  func tick(at time: TimeInterval) -> Bool {
    for layer in layers {
      let now = layer.currentTime
      // View animations are ended by their drivers.
      for entry in layer.animationEntries where entry.animation.viewOffset == nil {
        let animation = entry.animation
        if !animation.didStart, now >= animation.beginTime {
          animation.didStart = true
          animation.delegate?.animationDidStart(animation)
        }
        guard animation.isFinished(layerTime: now) else { continue }
        if animation.isRemovedOnCompletion {
          layer.animationEntries.removeAll { $0.animation === animation }
          UIApplication.shared.setNeedsDisplay()
        }
        animation.didStop(finished: true)
      }
    }
    // Layers whose animations have all stopped (or that are gone) need no more ticks.
    watched.removeAll { entry in
      entry.layer?.animationEntries.allSatisfy {
        $0.animation.didStop || $0.animation.viewOffset != nil
      } ?? true
    }
    UIApplication.shared.stage.transactions.runFinishedCompletions()
    return !watched.isEmpty
  }

  /// The animations under way, in words: "path · cubic (0.42, 0.00, 0.58, 1.00), 0.60 s".
  var summaries: [String] {
    layers.flatMap { layer in
      layer.animationEntries.filter {
        $0.animation.viewOffset == nil && !$0.animation.isFinished(layerTime: layer.currentTime)
      }
      .map { entry in
        let name =
          (entry.animation as? CAPropertyAnimation)?.keyPath
          ?? String(describing: type(of: entry.animation))
        return "\(name) · \(entry.animation.timingCurve.summary)"
      }
    }
  }

}
