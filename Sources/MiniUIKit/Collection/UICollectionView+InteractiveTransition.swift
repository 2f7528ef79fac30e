import Foundation

/// Interactive layout transitions, as UIKit's: `startInteractiveTransition(to:completion:)`
/// installs a transition layout whose `transitionProgress` a gesture sets; then
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` carries the progress to
/// the end or back, continuing at the gesture's speed, and installs the final layout.
extension UICollectionView {
  /// What the completion of an interactive layout transition gets: whether it completed (was
  /// finished rather than cancelled), and whether its animation ran to its end.
  public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

  /// Starts an interactive transition from the current layout to `layout` and returns the
  /// transition layout (the delegate's, or a plain one). While one is under way a second
  /// start logs a warning and returns it (UIKit raises an exception); while one is finishing
  /// or cancelling, the new one takes over from where the cells are, without a jump.
  @discardableResult
  public func startInteractiveTransition(
    to layout: UICollectionViewLayout,
    completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> UICollectionViewTransitionLayout {
    // Taking over one that was finishing or cancelling: where that one was going.
    var interruptedDestination: UICollectionViewLayout?
    if let running = interactiveLayoutTransition {
      guard running.isEnding else {
        warn(
          "startInteractiveTransition(to:) while an interactive layout transition is under way")
        return running.layout
      }
      running.stop()
      interactiveLayoutTransition = nil
      running.completion?(false, false)
      interruptedDestination =
        running.target == 1
        ? running.layout.nextLayout
        : running.destinationWhenCancelled ?? running.layout.currentLayout
      // Start from what shows now: the in-between places, held still.
      setCollectionViewLayout(
        SnapshotLayout(of: running.layout, items: indexPathsInLayout()), animated: false)
    }
    let from = collectionViewLayout
    let transition =
      collectionDelegate?.collectionView(
        self, transitionLayoutForOldLayout: from, newLayout: layout)
      ?? UICollectionViewTransitionLayout(currentLayout: from, nextLayout: layout)
    transition.transitionProgress = 0
    layout.collectionView = self
    layout.needsPrepare = true
    layout.prepareIfNeeded()
    let target = clampedContentOffset(
      layout.targetContentOffset(forProposedContentOffset: contentOffset),
      contentSize: layout.collectionViewContentSize)
    let interactive = InteractiveLayoutTransition(
      layout: transition, startOffset: contentOffset, targetOffset: target, completion: completion)
    interactive.destinationWhenCancelled = interruptedDestination
    interactiveLayoutTransition = interactive
    setCollectionViewLayout(transition, animated: false)
    return transition
  }

  /// Carries the transition to the next layout and installs it; the completion gets
  /// (true, true). Without a transition under way, logs a warning and does nothing.
  public func finishInteractiveTransition() {
    endInteractiveTransition(finishing: true)
  }

  /// Carries the transition back to the current layout and reinstalls it; the completion
  /// gets (false, true). Without a transition under way, logs a warning and does nothing.
  public func cancelInteractiveTransition() {
    endInteractiveTransition(finishing: false)
  }

  private func endInteractiveTransition(finishing: Bool) {
    guard let transition = interactiveLayoutTransition, !transition.isEnding else {
      return warn(
        "\(finishing ? "finish" : "cancel")InteractiveTransition() with no interactive layout "
          + "transition under way")
    }
    transition.end(at: finishing ? 1 : 0) { [weak self] transition in
      guard let self, self.interactiveLayoutTransition === transition else { return }
      self.interactiveLayoutTransition = nil
      let layout = transition.layout
      if !finishing, let destination = transition.destinationWhenCancelled {
        // Back at the snapshot a take-over started from: on to where the cells were going.
        self.setCollectionViewLayout(destination, animated: true)
      } else {
        self.setCollectionViewLayout(
          finishing ? layout.nextLayout : layout.currentLayout, animated: false)
      }
      transition.completion?(finishing, true)
    }
  }

  /// Every item path the data source has.
  private func indexPathsInLayout() -> [IndexPath] {
    (0..<numberOfSections).flatMap { section in
      (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
    }
  }
}

/// The places of a transition layout at one moment, held still: where a new interactive
/// transition starts when it interrupts one that was finishing.
@MainActor
private final class SnapshotLayout: UICollectionViewLayout {
  private let attributes: [IndexPath: UICollectionViewLayoutAttributes]
  private let contentSize: CGSize

  init(of layout: UICollectionViewLayout, items: [IndexPath]) {
    var attributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for path in items { attributes[path] = layout.layoutAttributesForItem(at: path) }
    self.attributes = attributes
    contentSize = layout.collectionViewContentSize
    super.init()
  }

  override var collectionViewContentSize: CGSize { contentSize }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes[indexPath]?.copied()
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    attributes.values.filter {
      UIView.frame(center: $0.center, size: $0.size, transform: $0.transform).intersects(rect)
    }.map { $0.copied() }
  }
}
