import MiniUIKit

/// A custom presentation: the presented screen grows out of `originFrame` with a spring, and
/// shrinks back into it on dismissal. It is its own transitioning delegate and animator.
class GrowTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {

    /// Where the presented screen comes from, in the window's coordinates.
    var originFrame = CGRect.zero
    var duration: TimeInterval = 0.5
    private var isPresenting = true

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let screen = transitionContext.view(forKey: key) else { return }
        let container = transitionContext.containerView
        let fullFrame = container.bounds
        let shrunk = CGAffineTransform(
            scaleX: originFrame.width / fullFrame.width, y: originFrame.height / fullFrame.height)
        let grown = (transform: CGAffineTransform.identity, center: CGPoint(x: fullFrame.midX, y: fullFrame.midY))
        let small = (transform: shrunk, center: CGPoint(x: originFrame.midX, y: originFrame.midY))
        let (start, end) = isPresenting ? (small, grown) : (grown, small)
        if isPresenting {
            screen.frame = fullFrame
            container.addSubview(screen)
        }
        screen.transform = start.transform
        screen.center = start.center
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: isPresenting ? 0.8 : 1,
            initialSpringVelocity: 0, options: [],
            animations: {
                screen.transform = end.transform
                screen.center = end.center
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
