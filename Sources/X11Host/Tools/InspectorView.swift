@_spi(Host) import MiniUIKit

/// The animation inspector (I): for the transition under way, its animator, duration and
/// curve, and a timeline with the playhead (the finger's percent when one drives it); and
/// whether reduce motion is on. It
/// draws straight from the transition's state each frame: no views of its own.
@MainActor
final class InspectorView: UIView {
  static let height: CGFloat = 58

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    autoresizingMask = [.flexibleWidth]
  }

  required init?(coder: NSCoder) { nil }

  /// Puts the inspector along the top of `bounds`, below the time badge.
  func place(in bounds: CGRect) {
    frame = CGRect(x: 10, y: 40, width: max(bounds.width - 20, 0), height: Self.height)
  }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    context.fill(rect, color: UIColor(white: 0.08, alpha: 0.82), cornerRadius: 10)
    let text = rect.insetBy(dx: 12, dy: 8)
    let small = UIFont.systemFont(ofSize: 11)
    if UIAccessibility.isReduceMotionEnabled {
      // The system's transitions cross-fade: say why.
      context.draw(
        "Reduce motion on",
        in: CGRect(x: text.minX, y: text.minY + 17, width: text.width, height: 14),
        font: small, color: UIColor(rgb: 0x34C759), alignment: .right)
    }
    guard let info = UIApplication.shared.transitionInProgress else {
      let layerAnimations = UIApplication.shared.runningLayerAnimations
      context.draw(
        layerAnimations.isEmpty
          ? "No transition under way" : "Layer animations: \(layerAnimations.count)",
        in: CGRect(x: text.minX, y: text.minY, width: text.width, height: 16),
        font: .boldSystemFont(ofSize: 12), color: .white, alignment: .left)
      context.draw(
        layerAnimations.first ?? "Inspector (I) · P pauses, . and , step",
        in: CGRect(
          x: text.minX, y: text.minY + 20, width: text.width, height: 14),
        font: small, color: UIColor(white: 0.7), alignment: .left)
      return
    }
    let title = "\(info.animatorName) · \(String(format: "%.2f s", info.duration))"
    context.draw(
      title, in: CGRect(x: text.minX, y: text.minY, width: text.width, height: 16),
      font: .boldSystemFont(ofSize: 12), color: .white, alignment: .left)
    let percent = String(format: "%.0f %%", info.fractionComplete * 100)
    context.draw(
      info.isInteractive ? "interactive · \(percent)" : percent,
      in: CGRect(x: text.minX, y: text.minY, width: text.width, height: 16),
      font: small, color: UIColor(rgb: 0xFF9500), alignment: .right)
    context.draw(
      info.timing ?? "timing not known yet",
      in: CGRect(x: text.minX, y: text.minY + 17, width: text.width, height: 14),
      font: small, color: UIColor(white: 0.75), alignment: .left)
    // The timeline: the track, what has played, the playhead.
    let track = CGRect(x: text.minX, y: text.maxY - 5, width: text.width, height: 4)
    context.fill(track, color: UIColor(white: 1, alpha: 0.25), cornerRadius: 2)
    let played = track.width * CGFloat(min(max(info.fractionComplete, 0), 1))
    context.fill(
      CGRect(x: track.minX, y: track.minY, width: played, height: track.height),
      color: UIColor(rgb: 0xFF9500), cornerRadius: 2)
    context.fill(
      CGRect(x: track.minX + played - 1.5, y: track.minY - 4, width: 3, height: 12),
      color: .white, cornerRadius: 1.5)
  }
}
