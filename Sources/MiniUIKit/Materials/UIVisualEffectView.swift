import Foundation

/// A view that blurs what lies behind it (`UIBlurEffect`), or draws its content in the
/// colours of the material it is on (`UIVibrancyEffect`), as UIKit's. Add subviews to
/// `contentView`, not to the view itself.
///
/// The blur is live: it is worked out again each frame that what lies behind it changes (a
/// list scrolling under it, a transition sliding past). Setting `effect` in an animation
/// block fades the blur in or out, as UIKit's does.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// Where the view's content goes: above the blur, vibrant under a vibrancy effect.
  public let contentView: UIView

  /// The blur or vibrancy; nil for none.
  open var effect: UIVisualEffect? {
    didSet { applyEffect() }
  }

  private let backdropView = MaterialBackdropView()

  /// A view with `effect` (nil: none) and a zero frame.
  public init(effect: UIVisualEffect?) {
    contentView = VibrantContentView()
    super.init(frame: .zero)
    self.effect = effect
    addSubviewsAndEffect()
  }

  public required init?(coder: NSCoder) {
    contentView = VibrantContentView()
    super.init(coder: coder)
    addSubviewsAndEffect()
  }

  private func addSubviewsAndEffect() {
    for part in [backdropView, contentView] {
      part.frame = bounds
      part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(part)
    }
    backdropView.isUserInteractionEnabled = false
    applyEffect()
  }

  /// A blur shows its material; vibrancy colours the content. A blur taken away (in an
  /// animation, say) fades, keeping its look meanwhile.
  private func applyEffect() {
    if let blur = effect as? UIBlurEffect { backdropView.blurEffect = blur }
    backdropView.alpha = effect is UIBlurEffect ? 1 : 0
    (contentView as? VibrantContentView)?.vibrancy = effect as? UIVibrancyEffect
  }
}

/// The blur of a `UIVisualEffectView` and its material's tint, under its content.
final class MaterialBackdropView: UIView {
  var blurEffect: UIBlurEffect?

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let blurEffect else { return }
    let look = blurEffect.look(isDark: UITraitCollection.current.userInterfaceStyle == .dark)
    // `rect`: the bounds as shown, mid-animation too. The tint is laid over the blur while
    // it is small, before it is scaled up: the same pixels for a fraction of the work.
    context.draw(BackdropDrawing(rect: rect, blurRadius: look.blurRadius, tint: look.tint))
  }
}

/// The content view of a `UIVisualEffectView`: under a vibrancy effect, what it and its
/// subviews draw takes the effect's colour.
final class VibrantContentView: UIView {
  var vibrancy: UIVibrancyEffect?

  override func layerDidDraw(from start: Int, into list: inout DisplayList) {
    guard let vibrancy, start < list.commands.count else { return }
    let color = vibrancy.color(isDark: UITraitCollection.current.userInterfaceStyle == .dark)
    for index in start..<list.commands.count {
      list.commands[index] = list.commands[index].tinted(color)
    }
  }
}
