import MiniUIKit

/// The Music app's expansion: the mini player's artwork flies to its place in the full
/// player and grows, its corner radius animating under the clip, while the player rises from
/// the mini player as a sheet; the collapse is the same backwards. A drag down on the
/// player drives the collapse (the toolkit's drag-to-dismiss): let go past half way, or
/// flick, and it finishes; otherwise the player springs back.
@MainActor
final class NowPlayingTransition: NSObject, UIViewControllerAnimatedTransitioning {
  static let smallCornerRadius: CGFloat = 6
  static let largeCornerRadius: CGFloat = 14

  let isPresenting: Bool
  /// The mini player, whose artwork the flight starts or ends at.
  let miniPlayer: MiniPlayerView

  init(isPresenting: Bool, miniPlayer: MiniPlayerView) {
    self.isPresenting = isPresenting
    self.miniPlayer = miniPlayer
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let player = transitionContext.viewController(forKey: key) as? NowPlayingViewController
    else {
      transitionContext.completeTransition(false)
      return
    }
    let playerView = player.view!
    // Where the player shows: where it goes, or where it was.
    let shown =
      isPresenting
      ? transitionContext.finalFrame(for: player) : transitionContext.initialFrame(for: player)
    if isPresenting {
      container.addSubview(playerView)
      playerView.frame = shown
    }
    playerView.layoutIfNeeded()
    // Where the player hides: down to the mini player's top.
    let miniFrame = miniPlayer.convert(miniPlayer.bounds, to: container)
    var hidden = shown
    hidden.origin.y = miniFrame.minY
    let small = miniPlayer.artworkView.convert(miniPlayer.artworkView.bounds, to: container)
    let large = player.artworkView.convert(player.artworkView.bounds, to: playerView)
      .offsetBy(dx: shown.minX, dy: shown.minY)

    let flying = UIImageView(image: player.artworkView.image)
    flying.contentMode = .scaleAspectFill
    flying.clipsToBounds = true
    flying.layer.cornerCurve = .continuous
    flying.frame = isPresenting ? small : large
    flying.layer.cornerRadius = isPresenting ? Self.smallCornerRadius : Self.largeCornerRadius
    container.addSubview(flying)
    player.artworkView.alpha = 0
    miniPlayer.artworkView.alpha = 0
    if isPresenting {
      playerView.frame = hidden
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: .curveEaseInOut,
      animations: {
        flying.frame = self.isPresenting ? large : small
        flying.layer.cornerRadius =
          self.isPresenting ? Self.largeCornerRadius : Self.smallCornerRadius
        playerView.frame = self.isPresenting ? shown : hidden
      },
      completion: { _ in
        flying.removeFromSuperview()
        player.artworkView.alpha = 1
        self.miniPlayer.artworkView.alpha = 1
        let finished = !transitionContext.transitionWasCancelled
        if !finished { playerView.frame = shown }
        transitionContext.completeTransition(finished)
      })
  }
}
