import Foundation

extension UIView {
  /// A view that looks like this one does now (its content and subviews, as drawn), as
  /// UIKit's: it keeps that picture while this view changes, which is what transitions
  /// animate. The snapshot has this view's bounds size; nothing in it takes touches. Both
  /// values of `afterScreenUpdates` give the picture of the current state (there are no
  /// pending screen updates to wait for: drawing is always of the current values).
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = SnapshotView(
      contents: capturedPicture(), size: presentedProperties().bounds.size)
    snapshot.layer.cornerRadius = layer.cornerRadius
    return snapshot
  }

  /// A snapshot of the part `rect` (in the bounds' coordinates) of this view; made larger or
  /// smaller, its edges as wide as `capInsets` keep their size and the middle stretches.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    let bounds = presentedProperties().bounds
    let part = rect.intersection(bounds)
    guard !part.isNull, !part.isEmpty else { return nil }
    var contents = DisplayList()
    let toPart = CGAffineTransform(
      translationX: bounds.minX - part.minX, y: bounds.minY - part.minY)
    contents.commands = capturedPicture().commands.map {
      $0.placed(by: toPart, alpha: 1, clip: CGRect(origin: .zero, size: part.size))
    }
    return SnapshotView(contents: contents, size: part.size, capInsets: capInsets)
  }

  /// Draws this view and its subviews as they look now into the current context, scaled into
  /// `rect`; false when there is no context to draw into.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    let size = presentedProperties().bounds.size
    guard size.width > 0, size.height > 0 else { return true }
    let fit = CGAffineTransform(mapping: CGRect(origin: .zero, size: size), to: rect)
    context.record(capturedPicture().commands, placedBy: fit)
    return true
  }

  /// The view and its subviews as drawn now, in its bounds' coordinates from (0, 0).
  func capturedPicture() -> DisplayList {
    let values = presentedProperties()
    return layer.picture(
      values,
      toPicture: CGAffineTransform(translationX: -values.bounds.minX, y: -values.bounds.minY))
  }
}

extension CALayer {
  /// Draws the layer and its sublayers, as they are set (not as they animate), into `ctx`,
  /// in the layer's coordinates, as Core Animation's `render(in:)`.
  public func render(in ctx: CGContext) {
    ctx.record(picture(modelValues, toPicture: .identity).commands, placedBy: .identity)
  }

  /// The layer and its sublayers drawn with `values`, `toPicture` taking its coordinates to
  /// the picture's, clipped (to its rounded corners too) as it clips.
  func picture(_ values: LayerProperties, toPicture: CGAffineTransform) -> DisplayList {
    let view = owningView
    var contents = DisplayList()
    renderContents(
      values, view: view, into: &contents, toWindow: toPicture, alpha: 1,
      clip: masksToBounds ? values.bounds.applying(toPicture) : nil)
    if roundsCorners(values, view: view) {
      contents.commands = roundedClip(values, toWindow: toPicture).cut(contents.commands)
    }
    return contents
  }
}

/// Replays a captured drawing; made another size, its edges as wide as `capInsets` keep
/// their size and the middle stretches.
final class SnapshotView: UIView {
  private let contents: DisplayList
  /// The size the drawing was captured at.
  private let capturedSize: CGSize
  private let capInsets: UIEdgeInsets

  init(contents: DisplayList, size: CGSize, capInsets: UIEdgeInsets = .zero) {
    self.contents = contents
    capturedSize = size
    self.capInsets = capInsets
    super.init(frame: CGRect(origin: .zero, size: size))
    isUserInteractionEnabled = false
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    // The capture's space is this view's bounds as shown (`rect`: mid-animation, the
    // presentation's) from (0, 0).
    let bounds = rect
    let origin = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
    guard bounds.size != capturedSize, capturedSize.width > 0, capturedSize.height > 0 else {
      return context.replay(contents.commands, placedBy: origin)
    }
    // Nine parts: the corners keep their size, the edges stretch along, the middle both ways.
    func stops(_ from: CGFloat, _ to: CGFloat, _ low: CGFloat, _ high: CGFloat)
      -> [(CGFloat, CGFloat)]
    {
      let low = min(max(low, 0), from)
      let high = min(max(high, 0), from - low)
      let squeeze = min(1, to / max(low + high, 0.001))
      return [(0, 0), (low, low * squeeze), (from - high, to - high * squeeze), (from, to)]
    }
    let xs = stops(capturedSize.width, bounds.width, capInsets.left, capInsets.right)
    let ys = stops(capturedSize.height, bounds.height, capInsets.top, capInsets.bottom)
    for row in 0..<3 {
      for column in 0..<3 {
        let source = CGRect(
          x: xs[column].0, y: ys[row].0, width: xs[column + 1].0 - xs[column].0,
          height: ys[row + 1].0 - ys[row].0)
        let target = CGRect(
          x: xs[column].1, y: ys[row].1, width: xs[column + 1].1 - xs[column].1,
          height: ys[row + 1].1 - ys[row].1)
        guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else {
          continue
        }
        let part = CGAffineTransform(mapping: source, to: target)
        context.replay(contents.commands, placedBy: part.concatenating(origin), within: source)
      }
    }
  }
}

extension DrawCommand {
  /// This command drawn from a space that `transform` takes to the window, at `alpha`, within
  /// `clip` (window coordinates) as well as its own.
  public func placed(by transform: CGAffineTransform, alpha: CGFloat, clip: CGRect?)
    -> DrawCommand
  {
    var placed = self
    placed.alpha *= alpha
    let ownClip = self.clip.map { $0.applying(transform) }
    switch (ownClip, clip) {
    case (let own?, let outer?): placed.clip = own.intersection(outer)
    case (let own?, nil): placed.clip = own
    default: placed.clip = clip
    }
    if case .layer(let contents, let size, let projection, let mask) = kind {
      placed.kind = .layer(
        contents, size: size, projection: projection.concatenating(ProjectiveTransform(transform)),
        mask: mask)
    } else {
      placed.transform = self.transform.concatenating(transform)
    }
    return placed
  }
}
