import Foundation

/// How model changes become animations, and how presentation values are computed.
extension UIView {
  /// Records an animation for a model change made inside an animation block.
  func modelDidChange<Value: Animatable>(
    _ property: AnimatableProperty, from old: Value, to new: Value
  ) {
    guard old != new else { return }
    UIApplication.shared.setNeedsDisplay()
    guard let context = AnimationContext.current, let driver = context.driver else { return }
    var from = old.animatableData
    if context.beginFromCurrentState {
      // Start from what is on screen and drop the running animations of this property.
      from = presentationVector(property, model: old.animatableData)
      for animation in animations where animation.property == property {
        animation.driver.animationWasInterrupted()
      }
      animations.removeAll { $0.property == property }
    }
    // Otherwise additive: older animations of the property keep adding their offsets until
    // their own ends, so nothing jumps, and then complete as finished: UIKit's behaviour
    // since iOS 8 (WWDC 2014, session 236, "Building Interruptible and Responsive
    // Interactions": the completion handlers stack).

    if property == .transform3D {
      // A quaternion and its negative are one rotation: take the short way between them.
      let quaternion = CATransform3D.quaternionComponents
      let to = new.animatableData
      if zip(from[quaternion], to[quaternion]).reduce(0, { $0 + $1.0 * $1.1 }) < 0 {
        for index in quaternion { from[index] = -from[index] }
      }
    }
    var delta = zip(from, new.animatableData).map { $0 - $1 }
    if property == .transform {
      // Turn the short way round: 162° → −162° passes through 180°, not 0°.
      delta[CGAffineTransform.rotationComponent] = remainder(
        delta[CGAffineTransform.rotationComponent], 2 * .pi)
    }
    animations.append(
      PropertyAnimation(
        property: property, delta: delta, driver: driver, delayFactor: context.delayFactor))
    driver.adopt(self)
  }

  /// The model vector plus the offsets of every running animation of `property`.
  func presentationVector(_ property: AnimatableProperty, model: consuming [Double]) -> [Double] {
    var value = model
    let time = AnimationEngine.shared.presentationTime
    for animation in animations where animation.property == property {
      animation.addOffset(at: time, to: &value)
    }
    return value
  }

  // The per-frame functions below loop rather than pass closures (`contains(where:)`): in
  // main-actor code, each such closure call checks the executor, which a frame of many views
  // feels.

  func presentationValue<Value: Animatable>(_ property: AnimatableProperty, model: Value) -> Value {
    guard isAnimating(property) else { return model }
    return Value(animatableData: presentationVector(property, model: model.animatableData))
  }

  private func isAnimating(_ property: AnimatableProperty) -> Bool {
    for animation in animations where animation.property == property { return true }
    return false
  }

  /// The layer values drawn now: the layer's own, with the view's properties as its
  /// animations show them.
  func presentedProperties() -> LayerProperties {
    let layer = self.layer
    var values = layer.modelValues
    values.position = presentationValue(.center, model: center)
    values.bounds = presentationValue(.bounds, model: bounds)
    values.anchorPoint = anchorPoint
    // A 3D transform, when the view has or animates one (most views never do), else the
    // affine one.
    let transform3D =
      hasTransform3D || isAnimating(.transform3D)
      ? presentationValue(.transform3D, model: self.transform3D) : nil
    if let transform3D, transform3D != CATransform3DIdentity {
      values.transform = transform3D
    } else {
      values.transform = CATransform3D(presentationValue(.transform, model: transform))
    }
    values.opacity = presentationValue(.alpha, model: alpha)
    values.backgroundColor =
      isAnimating(.backgroundColor)
      ? presentationValue(.backgroundColor, model: backgroundColor ?? .clear) : backgroundColor
    values.cornerRadius = presentationValue(.cornerRadius, model: layer.cornerRadius)
    return values
  }

  /// Drops the animations owned by `driver`.
  func removeAnimations(of driver: AnimationDriver) {
    animations.removeAll { $0.driver === driver }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Ends `driver`'s animations with the model at their start, end or current values.
  func settleAnimations(
    of driver: AnimationDriver, at position: UIViewAnimatingPosition, time: TimeInterval
  ) {
    let mine = animations.filter { $0.driver === driver }
    animations.removeAll { $0.driver === driver }
    guard position != .end else { return }
    UIView.performWithoutAnimation {
      for animation in mine {
        let offset = position == .start ? animation.delta : animation.offset(at: time)
        setModelVector(animation.property) { value in
          for index in value.indices { value[index] += offset[index] }
        }
      }
    }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Changes a model value through its vector form.
  private func setModelVector(_ property: AnimatableProperty, _ change: (inout [Double]) -> Void) {
    func changed<Value: Animatable>(_ value: Value) -> Value {
      var vector = value.animatableData
      change(&vector)
      return Value(animatableData: vector)
    }
    switch property {
    case .center: center = changed(center)
    case .bounds: bounds = changed(bounds)
    case .transform: transform = changed(transform)
    case .transform3D: transform3D = changed(transform3D)
    case .alpha: alpha = changed(alpha)
    case .cornerRadius: layer.cornerRadius = changed(layer.cornerRadius)
    case .backgroundColor: backgroundColor = changed(backgroundColor ?? .clear)
    }
  }

  func removeAllAnimations() {
    let drivers = animations.map(\.driver)
    animations.removeAll()
    for driver in drivers { driver.animationWasInterrupted() }
    UIApplication.shared.setNeedsDisplay()
  }
}
