@_spi(Host) import MiniUIKit

/// Where the tools' overlays (the frame-time panel, the clock's badge, a toast) sit: the first
/// of their candidate places that covers none of the app's controls on show, so that a
/// button under an overlay can always be seen and clicked.
@MainActor
enum OverlayPlacement {
  /// The first of `candidates` (in window points) clear of every control on show in the key
  /// window and of `taken` (the tools' other overlays), else the first.
  static func firstClear(of candidates: [CGRect], avoiding taken: [CGRect] = []) -> CGRect {
    guard let first = candidates.first else { return .zero }
    guard let window = UIApplication.shared.keyWindow else { return first }
    var controls = taken
    collectControls(in: window, into: &controls)
    return candidates.first { place in !controls.contains { $0.intersects(place) } } ?? first
  }

  /// Candidates for a box of `size` in a window of `bounds`: along the top, right then left,
  /// then below where a bar's controls stand (52 points down), then along the foot.
  static func cornerCandidates(for size: CGSize, in bounds: CGRect, margin: CGFloat)
    -> [CGRect]
  {
    let right = bounds.maxX - size.width - margin
    let left = bounds.minX + margin
    let ys = [bounds.minY + margin, bounds.minY + 52, bounds.maxY - size.height - 60]
    return ys.flatMap { y in
      [right, left].map { CGRect(origin: CGPoint(x: $0, y: y), size: size) }
    }
  }

  /// The window-space frames of the enabled controls in `view`'s tree that can be seen.
  private static func collectControls(in view: UIView, into frames: inout [CGRect]) {
    guard !view.isHidden, view.alpha > 0.01 else { return }
    if let control = view as? UIControl, control.isEnabled, control.isUserInteractionEnabled {
      frames.append(control.convert(control.bounds, to: nil))
      return
    }
    for subview in view.subviews { collectControls(in: subview, into: &frames) }
  }
}
