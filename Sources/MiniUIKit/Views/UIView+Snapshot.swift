import Foundation

extension UIView {
  /// A view that looks like this one does now (its content and subviews, as drawn), as
  /// UIKit's: it keeps that picture while this view changes, which is what transitions
  /// animate. The snapshot has this view's bounds size; nothing in it takes touches. Both
  /// values of `afterScreenUpdates` give the picture of the current state (there are no
  /// pending screen updates to wait for: drawing is always of the current values).
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let values = presentedProperties()
    var contents = DisplayList()
    layer.renderContents(
      values, view: self, into: &contents,
      toWindow: CGAffineTransform(translationX: -values.bounds.minX, y: -values.bounds.minY),
      alpha: 1, clip: clipsToBounds ? CGRect(origin: .zero, size: values.bounds.size) : nil)
    let snapshot = SnapshotView(contents: contents, size: values.bounds.size)
    snapshot.layer.cornerRadius = layer.cornerRadius
    return snapshot
  }
}

/// Replays a captured drawing.
final class SnapshotView: UIView {
  private let contents: DisplayList

  init(contents: DisplayList, size: CGSize) {
    self.contents = contents
    super.init(frame: CGRect(origin: .zero, size: size))
    isUserInteractionEnabled = false
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    // The capture's space is this view's bounds from (0, 0).
    let toWindow = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
      .concatenating(context.transform)
    for command in contents.commands {
      context.commands.append(
        command.placed(by: toWindow, alpha: context.alpha, clip: context.clip))
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
