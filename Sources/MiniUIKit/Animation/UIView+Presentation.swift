import Foundation

/// How model changes become animations on the layer, and how presentation values are
/// computed from them.
extension UIView {
  /// The action for the change of `property` about to be made: inside an animation block,
  /// what the layer's delegate (this view, see `action(for:forKey:)`) gives for its key,
  /// asked before the change, as Core Animation asks. Outside one, nil: nothing animates, and
  /// nothing is asked (layout writes thousands of frames).
  func actionForChange(_ property: AnimatableProperty) -> CAAction? {
    guard UIApplication.shared.stage.animationContext?.driver != nil else { return nil }
    return layer.action(forKey: property.actionKey)
  }

  /// A model value changed (when `changed`): runs the action asked for before the change.
  func modelDidChange(_ property: AnimatableProperty, changed: Bool, action: CAAction?) {
    guard changed else { return }
    UIApplication.shared.setNeedsDisplay()
    action?.run(forKey: property.actionKey, object: layer, arguments: nil)
  }

  /// The background as drawn with the view's traits: a colour animates between what is
  /// drawn, in dark mode too.
  private var resolvedBackgroundColor: UIColor {
    (backgroundColor ?? .clear).resolvedColor(with: traitCollection)
  }

  /// The model value of `property`, as a vector.
  func modelVector(_ property: AnimatableProperty) -> [Double] {
    switch property {
    case .center: center.animatableData
    case .bounds: bounds.animatableData
    case .transform: transform.animatableData
    case .transform3D: transform3D.animatableData
    case .alpha: alpha.animatableData
    case .backgroundColor: resolvedBackgroundColor.animatableData
    case .cornerRadius: layer.cornerRadius.animatableData
    }
  }

  /// The model vector plus the offsets of every running animation of `property`.
  func presentationVector(_ property: AnimatableProperty, model: consuming [Double]) -> [Double] {
    var value = model
    let time = UIApplication.shared.stage.engine.presentationTime
    // The layer's own time, where some layer's time runs apart from the clock.
    let layerTime =
      UIApplication.shared.stage.isLayerTimeInUse ? layer.localTime(fromMedia: time) : nil
    for entry in layer.animationEntries {
      if let offset = entry.animation.viewOffset, offset.property == property {
        offset.addOffset(
          at: layerTime.map { offset.driverTime(atLayerTime: $0) } ?? time, to: &value)
      }
    }
    return value
  }

  /// The earliest clock time `driver` is at on this view's layer at clock time `time` (its
  /// animations follow the layer's own time): `time` while layer time is the clock's.
  func driverTime(of driver: AnimationDriver, at time: TimeInterval) -> TimeInterval {
    guard UIApplication.shared.stage.isLayerTimeInUse else { return time }
    let layerTime = layer.localTime(fromMedia: time)
    var earliest = TimeInterval.infinity
    for entry in layer.animationEntries {
      if let offset = entry.animation.viewOffset, offset.driver === driver {
        earliest = min(earliest, offset.driverTime(atLayerTime: layerTime))
      }
    }
    return earliest.isFinite ? earliest : time
  }

  // The per-frame functions below loop rather than pass closures (`contains(where:)`): in
  // main-actor code, each such closure call checks the executor, which a frame of many views
  // feels.

  func presentationValue<Value: Animatable>(_ property: AnimatableProperty, model: Value) -> Value {
    guard isAnimating(property) else { return model }
    return Value(animatableData: presentationVector(property, model: model.animatableData))
  }

  private func isAnimating(_ property: AnimatableProperty) -> Bool {
    for entry in layer.animationEntries {
      if let offset = entry.animation.viewOffset, offset.property == property { return true }
    }
    return false
  }

  /// Whether a view animation runs on the layer.
  private var hasViewAnimations: Bool {
    for entry in layer.animationEntries where entry.animation.viewOffset != nil { return true }
    return false
  }

  /// The layer values drawn now: the layer's model, with the view's properties as their
  /// animations show them.
  func presentedProperties() -> LayerProperties {
    var values = layer.modelValues
    guard hasViewAnimations else { return values }
    values.position = presentationValue(.center, model: center)
    values.bounds = presentationValue(.bounds, model: bounds)
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
      ? presentationValue(.backgroundColor, model: resolvedBackgroundColor) : backgroundColor
    values.cornerRadius = presentationValue(.cornerRadius, model: layer.cornerRadius)
    return values
  }

  /// Whether one of `driver`'s animations runs on this view.
  func hasAnimations(of driver: AnimationDriver) -> Bool {
    layer.animationEntries.contains { $0.animation.viewOffset?.driver === driver }
  }

  /// Whether one of the view's animations satisfies `condition` (about its driver).
  func hasAnimation(whoseDriver condition: (AnimationDriver) -> Bool) -> Bool {
    for entry in layer.animationEntries {
      if let offset = entry.animation.viewOffset, condition(offset.driver) { return true }
    }
    return false
  }

  /// Drops the animations owned by `driver`, which ran to their end.
  func removeAnimations(of driver: AnimationDriver) {
    layer.removeViewAnimations { $0.driver === driver }
  }

  /// Drops every view animation of this view; their drivers hear they were interrupted.
  func removeAllAnimations() {
    for offset in layer.removeViewAnimations(where: { _ in true }) {
      offset.driver.animationWasInterrupted()
    }
  }

  /// Ends `driver`'s animations with the model at their start, end or current values.
  func settleAnimations(
    of driver: AnimationDriver, at position: UIViewAnimatingPosition, time: TimeInterval
  ) {
    let mine = layer.removeViewAnimations { $0.driver === driver }
    guard position != .end else { return }
    UIView.performWithoutAnimation {
      for offset in mine {
        var value = modelVector(offset.property)
        offset.add(position == .start ? .start : .time(time), to: &value)
        setModelVector(offset.property, value)
      }
    }
  }

  /// Sets a model value from its vector form.
  private func setModelVector(_ property: AnimatableProperty, _ vector: [Double]) {
    switch property {
    case .center: center = CGPoint(animatableData: vector)
    case .bounds: bounds = CGRect(animatableData: vector)
    case .transform: transform = CGAffineTransform(animatableData: vector)
    case .transform3D: transform3D = CATransform3D(animatableData: vector)
    case .alpha: alpha = CGFloat(animatableData: vector)
    case .cornerRadius: layer.cornerRadius = CGFloat(animatableData: vector)
    case .backgroundColor: backgroundColor = UIColor(animatableData: vector)
    }
  }
}

extension [UIView] {
  /// Whether animations on these views move on their own: some view's layer time runs
  /// (always, while every layer's time is the clock's).
  @MainActor var isLayerTimeRunning: Bool {
    guard UIApplication.shared.stage.isLayerTimeInUse, !isEmpty else { return true }
    return contains { $0.layer.isTimeRunning }
  }

  /// The clock time `driver` is at on these views at clock time `time`: where the layers'
  /// own time runs apart from the clock, that of its animations on the layer furthest behind.
  @MainActor func driverTime(of driver: AnimationDriver, at time: TimeInterval) -> TimeInterval {
    guard UIApplication.shared.stage.isLayerTimeInUse else { return time }
    return lazy.map { $0.driverTime(of: driver, at: time) }.min() ?? time
  }
}
