import Foundation

/// Where a zoom draws: a clipping frame (`window`) that moves between the source view's
/// rectangle and the zoomed view's full frame, with the zoomed view inside it, scaled so that
/// its alignment rectangle fills the source's rectangle when closed. The frame's corners are
/// rounded as iOS 18's: the source's radius when closed, square when open, and rounder the
/// more a finger shrinks the page. Every state of a zoom —
/// closed, open, mid-flight, or shrunk under a finger — is a `State`: a frame for the window
/// and a scale and centre for the content, so any of them animates to any other.
@MainActor
final class ZoomStage {
  /// The clipping frame, in the container.
  let window = UIView()
  let zoomedView: UIView
  /// The zoomed view's frame when open, in the container.
  let full: CGRect
  private let dimming: UIView?
  /// The zoomed view's own resizing, off while the clipping frame changes size round it.
  private let resizing: UIView.AutoresizingMask

  init(zoomedView: UIView, full: CGRect, in container: UIView, dimmingColor: UIColor?) {
    self.zoomedView = zoomedView
    self.full = full
    if let dimmingColor {
      let dimming = UIView(frame: container.bounds)
      dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      dimming.backgroundColor = dimmingColor
      dimming.isUserInteractionEnabled = false
      container.addSubview(dimming)
      self.dimming = dimming
    } else {
      dimming = nil
    }
    resizing = zoomedView.autoresizingMask
    zoomedView.autoresizingMask = []
    window.clipsToBounds = true
    window.layer.cornerCurve = .continuous
    window.frame = full
    container.addSubview(window)
    zoomedView.transform = .identity
    zoomedView.frame = CGRect(origin: .zero, size: full.size)
    window.addSubview(zoomedView)
    // Laid out at its full size now, so that its content does not grow out of nothing with
    // the zoom's animation.
    UIView.performWithoutAnimation { zoomedView.layoutIfNeeded() }
  }

  /// A state of the stage: the clipping frame, and the zoomed view's scale and centre in it.
  struct State {
    var frame: CGRect
    var scale: CGFloat
    var centre: CGPoint
    var dimming: CGFloat
    /// The clipping frame's corner radius.
    var cornerRadius: CGFloat

    /// This state shrunk to `factor` of its size about its middle and moved by `offset`.
    func scaled(by factor: CGFloat, movedBy offset: CGPoint) -> State {
      let size = CGSize(width: frame.width * factor, height: frame.height * factor)
      return State(
        frame: CGRect(
          x: frame.midX + offset.x - size.width / 2, y: frame.midY + offset.y - size.height / 2,
          width: size.width, height: size.height),
        scale: scale * factor, centre: CGPoint(x: centre.x * factor, y: centre.y * factor),
        dimming: dimming * factor,
        cornerRadius: max(cornerRadius, State.grabbedCornerRadius * min(1, (1 - factor) * 4)))
    }

    /// The corner radius of a page a finger has shrunk by a quarter or more.
    static let grabbedCornerRadius: CGFloat = 32
  }

  /// The state shown now (the model's: a flight stopped where it was has it there).
  var state: State {
    State(
      frame: window.frame, scale: zoomedView.transform.a, centre: zoomedView.center,
      dimming: dimming?.alpha ?? 0, cornerRadius: window.layer.cornerRadius)
  }

  func show(_ state: State) {
    window.frame = state.frame
    zoomedView.center = state.centre
    zoomedView.transform = CGAffineTransform(scaleX: state.scale, y: state.scale)
    dimming?.alpha = state.dimming
    window.layer.cornerRadius = state.cornerRadius
  }

  /// Open: the zoomed view whole, where it stays.
  func showOpen() {
    show(
      State(
        frame: full, scale: 1, centre: CGPoint(x: full.width / 2, y: full.height / 2),
        dimming: 1, cornerRadius: 0))
  }

  /// Closed into `source` (container coordinates), rounded by `cornerRadius` as the source
  /// is: `align` (the zoomed view's coordinates) scaled onto it.
  func showClosed(into source: CGRect, align: CGRect, cornerRadius: CGFloat) {
    let scale = source.width / max(align.width, 1)
    show(
      State(
        frame: source, scale: scale,
        centre: CGPoint(
          x: (full.width / 2 - align.minX) * scale, y: (full.height / 2 - align.minY) * scale),
        dimming: 0, cornerRadius: cornerRadius))
  }

  /// Takes the stage down; the zoomed view stays in `container` at its full frame when it
  /// is `shown`, else leaves.
  func tearDown(showing shown: Bool, in container: UIView) {
    zoomedView.transform = .identity
    zoomedView.autoresizingMask = resizing
    if shown {
      container.addSubview(zoomedView)
      zoomedView.frame = full
    } else {
      zoomedView.removeFromSuperview()
    }
    window.removeFromSuperview()
    window.alpha = 1
    window.layer.cornerRadius = 0
    dimming?.removeFromSuperview()
  }

  /// The part of a zoomed view of `size` that lines up with a source of `source`'s shape when
  /// no alignment rectangle is given: its width (or its height, for a taller source),
  /// centred.
  static func defaultAlignment(for size: CGSize, source: CGSize) -> CGRect {
    guard source.width > 0, source.height > 0 else { return CGRect(origin: .zero, size: size) }
    let height = size.width * source.height / source.width
    if height <= size.height {
      return CGRect(x: 0, y: (size.height - height) / 2, width: size.width, height: height)
    }
    let width = size.height * source.width / source.height
    return CGRect(x: (size.width - width) / 2, y: 0, width: width, height: size.height)
  }
}
