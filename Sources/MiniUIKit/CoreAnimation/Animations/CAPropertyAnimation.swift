import Foundation

/// An animation of one property of a layer, named by its key path (`"position"`,
/// `"transform.scale"`, `"path"`, …).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  /// The property animated.
  public var keyPath: String?
  /// Whether the animated value is added to the property's current value instead of
  /// replacing it.
  public var isAdditive = false
  /// Whether each repeat starts where the last one ended.
  public var isCumulative = false

  public required init() { super.init() }

  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  override func validate(on layer: CALayer) -> Bool {
    guard let keyPath, LayerKeyPath.named(keyPath) != nil else {
      layer.reportOnce(
        "CALayer: no animatable property at key path \"\(keyPath ?? "nil")\"; animation ignored",
        key: "keyPath \(keyPath ?? "nil")")
      return false
    }
    return true
  }

  override func apply(to values: inout LayerProperties, at time: CFTimeInterval, layer: CALayer) {
    guard let keyPath, let property = LayerKeyPath.named(keyPath) else { return }
    let current = property.read(values)
    guard var value = value(at: time, under: current, layer: layer) else { return }
    if isAdditive { value = current.adding(value) }
    guard value.isFinite else {
      layer.reportOnce(
        "CALayer: animation of \"\(keyPath)\" gave a value that is not finite; not drawn",
        key: "finite \(keyPath)")
      return
    }
    property.write(&values, value)
  }

  /// The animated value at `time`, given the value the property has beneath the animation;
  /// nil when the animation has no effect then (or a value of the wrong type).
  func value(at time: CFTimeInterval, under current: LayerValue, layer: CALayer) -> LayerValue? {
    nil
  }

  /// `value` (an app's `Any?`) as the property's kind, reported once when it is not.
  func read(_ value: Any?, like sample: LayerValue, layer: CALayer) -> LayerValue? {
    guard let value else { return nil }
    if let read = LayerValue(value, like: sample) { return read }
    layer.reportOnce(
      "CALayer: a value of type \(type(of: value)) cannot animate \"\(keyPath ?? "")\"; not drawn",
      key: "type \(keyPath ?? "")")
    return nil
  }
}
