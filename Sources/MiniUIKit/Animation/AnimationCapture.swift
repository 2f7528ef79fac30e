import Foundation

/// The animations started while a capture scope was open (`AnimationEngine.capturing(_:)`):
/// the view animations' drivers and the layer animations, in the order they started.
@MainActor
final class AnimationCapture {
  /// A layer animation, with its layer held weakly.
  struct LayerAnimation {
    weak var layer: CALayer?
    let animation: CAAnimation
  }

  private(set) var drivers: [AnimationDriver] = []
  private(set) var layerAnimations: [LayerAnimation] = []
  /// The timing of the first animation started that has one (a block, a property animator or
  /// a layer animation).
  private(set) var timing: TimingCurve?

  func add(_ driver: AnimationDriver) {
    if timing == nil { timing = driver.timing }
    drivers.append(driver)
  }

  func add(_ animation: CAAnimation, to layer: CALayer) {
    if timing == nil { timing = animation.timingCurve }
    layerAnimations.append(LayerAnimation(layer: layer, animation: animation))
  }

  /// Ends every animation captured with the views at their start values and the layer
  /// animations removed, as a transition run back to its start leaves them; completions and
  /// delegates hear they finished.
  func endAtStart() {
    for driver in drivers { driver.endAtStart() }
    for entry in layerAnimations { entry.layer?.endAnimation(entry.animation) }
  }
}
