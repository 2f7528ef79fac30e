import Foundation

/// The action a view gives its layer for a change made inside an animation block (see
/// `UIView.action(for:forKey:)`): made before the change, with the value then, and run after
/// it, when it adds the change's animations to the layer, as UIKit's do.
///
/// They are additive `CABasicAnimation`s, or `CASpringAnimation`s on a spring, under
/// UIKit's keys (`position`, `bounds.origin` and `bounds.size`, `transform`, `opacity`,
/// `backgroundColor`, `cornerRadius`): `fromValue` is the old value less the new one and
/// `toValue` zero. The block's driver moves them (`CAAnimation.viewOffset`), so that
/// property animators can pause, scrub and reverse them.
@MainActor
final class ViewAnimationAction: CAAction {
  private let context: AnimationContext
  private let driver: AnimationDriver
  /// The model values before the change, as vectors: of the property asked for, and of the
  /// 3D transform too when it is the transform (one key for both).
  private let property: AnimatableProperty
  private let from: [Double]
  private let from3D: [Double]?

  /// The action for a change of `property` of `view` (`.transform` stands for both
  /// transforms: one key).
  init(
    context: AnimationContext, driver: AnimationDriver, view: UIView,
    property: AnimatableProperty
  ) {
    self.context = context
    self.driver = driver
    self.property = property
    from = view.modelVector(property)
    from3D = property == .transform ? view.modelVector(.transform3D) : nil
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let layer = anObject as? CALayer, let view = layer.owningView else { return }
    var property = self.property
    var from = self.from
    if let from3D, from3D != view.modelVector(.transform3D) {
      // The 3D transform changed, not the affine one.
      property = .transform3D
      from = from3D
    }
    let to = view.modelVector(property)
    guard from != to else { return }
    animate(view, property, from: from, to: to)
  }

  private func animate(
    _ view: UIView, _ property: AnimatableProperty, from: [Double], to: [Double]
  ) {
    var from = from
    if context.beginFromCurrentState {
      // Start from what is on screen and drop the running animations of this property.
      from = view.presentationVector(property, model: from)
      for offset in view.layer.removeViewAnimations(where: { $0.property == property }) {
        offset.driver.animationWasInterrupted()
      }
    }
    // Otherwise additive: older animations of the property keep adding their offsets until
    // their own ends, so nothing jumps, and then complete as finished: UIKit's behaviour
    // since iOS 8 (WWDC 2014, session 236, "Building Interruptible and Responsive
    // Interactions": the completion handlers stack).
    if property == .transform3D {
      // A quaternion and its negative are one rotation: take the short way between them.
      let quaternion = CATransform3D.quaternionComponents
      if zip(from[quaternion], to[quaternion]).reduce(0, { $0 + $1.0 * $1.1 }) < 0 {
        for index in quaternion { from[index] = -from[index] }
      }
    }
    var delta = zip(from, to).map { $0 - $1 }
    if property == .transform {
      // Turn the short way round: 162° → −162° passes through 180°, not 0°.
      delta[CGAffineTransform.rotationComponent] = remainder(
        delta[CGAffineTransform.rotationComponent], 2 * .pi)
    }
    if property == .bounds {
      // Two animations, as UIKit's: a size may pass through negative values additively.
      add(view, property, key: "bounds.origin", firstComponent: 0, delta: delta, ends: (from, to))
      add(view, property, key: "bounds.size", firstComponent: 2, delta: delta, ends: (from, to))
    } else {
      add(
        view, property, key: property.actionKey, firstComponent: 0, delta: delta, ends: (from, to))
    }
    driver.adopt(view)
  }

  private func add(
    _ view: UIView, _ property: AnimatableProperty, key: String, firstComponent: Int,
    delta: [Double], ends: (from: [Double], to: [Double])
  ) {
    let components = firstComponent..<(property == .bounds ? firstComponent + 2 : delta.count)
    let animation = makeAnimation(keyPath: key)
    if property == .transform || property == .transform3D || property == .backgroundColor {
      // Absolute, from the old value to the new, as UIKit's.
      animation.fromValue = Self.value(of: property, key: key, ends.from)
      animation.toValue = Self.value(of: property, key: key, ends.to)
    } else {
      let part = Array(delta[components])
      animation.isAdditive = true
      animation.fromValue = Self.value(of: property, key: key, part)
      animation.toValue = Self.value(of: property, key: key, part.map { _ in 0 })
    }
    let begin = context.beginTime
    let layerTime =
      UIApplication.shared.stage.isLayerTimeInUse ? view.layer.localTime(fromMedia: begin) : begin
    animation.viewOffset = ViewAnimationOffset(
      property: property, firstComponent: firstComponent, delta: Array(delta[components]),
      driver: driver, delayFactor: context.delayFactor, addedAt: (begin, layerTime))
    view.layer.addViewAnimation(animation, forKey: key)
  }

  /// An animation as UIKit's shows it: its key path, curve and duration.
  private func makeAnimation(keyPath: String) -> CABasicAnimation {
    let timing = driver.timing
    let animation: CABasicAnimation
    if case .spring(let spring, let velocity) = timing?.kind {
      let springAnimation = CASpringAnimation()
      springAnimation.mass = CGFloat(spring.mass)
      springAnimation.stiffness = CGFloat(spring.stiffness)
      springAnimation.damping = CGFloat(spring.damping)
      springAnimation.initialVelocity = CGFloat(velocity)
      animation = springAnimation
    } else {
      animation = CABasicAnimation()
      if case .cubic(let cubic) = timing?.kind {
        animation.timingFunction = CAMediaTimingFunction(
          controlPoints: Float(cubic.controlPoint1.x), Float(cubic.controlPoint1.y),
          Float(cubic.controlPoint2.x), Float(cubic.controlPoint2.y))
      }
    }
    animation.keyPath = keyPath
    animation.duration = timing?.duration ?? 0
    animation.fillMode = .both
    return animation
  }

  /// A vector of `property` (or of the part that `key` names) as the value an animation's
  /// `fromValue` holds: a point, a size, a number, a colour, a transform.
  private static func value(of property: AnimatableProperty, key: String, _ vector: [Double])
    -> Any
  {
    switch key {
    case "position", "bounds.origin": return CGPoint(animatableData: vector)
    case "bounds.size": return CGSize(width: vector[0], height: vector[1])
    case "opacity", "cornerRadius": return CGFloat(animatableData: vector)
    case "backgroundColor": return UIColor(animatableData: vector).cgColor
    default:
      return property == .transform
        ? CATransform3D(CGAffineTransform(animatableData: vector))
        : CATransform3D(animatableData: vector)
    }
  }
}
