@_spi(Host) import MiniUIKit

/// The seeds' interactive layout transition: the monkeys in a collection view (flow layout,
/// section inset (25, 5, 10, 5)), and a pinch that scrubs the change to the circle layout
/// (or back): progress = |1 − scale| / 0.4, clamped to 0…1; let go past half way, it
/// finishes, otherwise it goes back; a new pinch catches the cells on their way. With a
/// mouse, Ctrl + drag pinches.
@MainActor
public final class PinchSceneController: UIViewController, DemoScene {
  public let imagesController: ImagesCollectionViewController
  private let flowLayout: UICollectionViewFlowLayout
  private let circleLayout = CircleLayout()
  private var transitionLayout: UICollectionViewTransitionLayout?
  /// Where the transition let go is heading, until it gets there.
  private var endingAt: UICollectionViewLayout?
  private let progressLabel = UILabel()
  /// Updates the progress line while the transition, let go, runs on.
  private var progressLink: CADisplayLink?
  /// Drives `--autoplay`'s synthetic pinch.
  private var autoplayLink: CADisplayLink?

  public init() {
    flowLayout = UICollectionViewFlowLayout()
    flowLayout.sectionInset = UIEdgeInsets(top: 25, left: 5, bottom: 10, right: 5)
    flowLayout.minimumInteritemSpacing = 5
    flowLayout.minimumLineSpacing = 5
    flowLayout.itemSize = CGSize(width: 100, height: 100)
    imagesController = ImagesCollectionViewController(collectionViewLayout: flowLayout)
    super.init(nibName: nil, bundle: nil)
    title = "Pinch between layouts"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    addChild(imagesController)
    imagesController.view.frame = view.bounds
    imagesController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imagesController.view)
    imagesController.didMove(toParent: self)
    let pinch = UIPinchGestureRecognizer { [weak self] recognizer in
      guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      self.handle(pinch)
    }
    imagesController.collectionView.addGestureRecognizer(pinch)
    progressLabel.font = .systemFont(ofSize: 13)
    progressLabel.textColor = .quietText
    progressLabel.textAlignment = .center
    view.addSubview(progressLabel)
    showProgress(nil)
  }

  /// The collection view fills the safe area, the progress line at its foot.
  public override func viewDidLayoutSubviews() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    imagesController.view.frame = safe
    progressLabel.frame = CGRect(x: safe.minX, y: safe.maxY - 30, width: safe.width, height: 22)
  }

  /// The seed's pinch handler.
  private func handle(_ pinch: UIPinchGestureRecognizer) {
    guard let collectionView = imagesController.collectionView else { return }
    switch pinch.state {
    case .began, .changed:
      if transitionLayout == nil || (pinch.state == .began && endingAt != nil) {
        // From where the cells are (or are going, when a pinch catches them on their way)
        // to the other layout.
        let from = endingAt ?? collectionView.collectionViewLayout
        let nextLayout: UICollectionViewLayout = from is CircleLayout ? flowLayout : circleLayout
        endingAt = nil
        transitionLayout = collectionView.startInteractiveTransition(to: nextLayout) {
          [weak self] _, finished in
          guard finished else { return }  // Taken over by a new pinch.
          self?.transitionLayout = nil
          self?.endingAt = nil
          self?.showProgress(nil)
        }
      }
      let progress = min(max(abs(1 - pinch.scale) / 0.4, 0), 1)
      transitionLayout?.transitionProgress = progress
      collectionView.collectionViewLayout.invalidateLayout()
      showProgress(progress)
    case .ended, .cancelled:
      guard let transitionLayout, endingAt == nil else { return }
      if transitionLayout.transitionProgress > 0.5 {
        endingAt = transitionLayout.nextLayout
        collectionView.finishInteractiveTransition()
      } else {
        endingAt = transitionLayout.currentLayout
        collectionView.cancelInteractiveTransition()
      }
      followProgressToTheEnd()
    default:
      break
    }
  }

  /// Shows the progress as the transition, let go, runs to its end or back, frame by frame,
  /// until it gets there (or a new pinch takes it over).
  private func followProgressToTheEnd() {
    progressLink?.invalidate()
    let link = CADisplayLink { [weak self] link in
      guard let self, self.endingAt != nil, let layout = self.transitionLayout else {
        return link.invalidate()
      }
      self.showProgress(layout.transitionProgress)
    }
    progressLink = link
    link.add()
  }

  private func showProgress(_ progress: CGFloat?) {
    guard let progress else {
      progressLabel.text = "Ctrl + drag to pinch"
      return
    }
    let percent = Int((progress * 100).rounded())
    progressLabel.text = "Ctrl + drag to pinch · progress \(percent) %"
  }

  /// One pinch out, made as a person makes it with the mouse (Ctrl + drag, through the same
  /// emulation and recognizer): the pointer starts 100 points right of the collection view's
  /// centre (the fingers 200 apart) and moves 50 points further right in a second, then lets
  /// go: the scale is 1 + t / 2 and the progress 1.25 t, full at 0.8 s.
  public func autoplay() {
    guard let collectionView = imagesController.collectionView else { return }
    let centre = collectionView.convert(
      CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY), to: nil)
    let start = CACurrentMediaTime()
    func send(_ kind: PointerEvent.Kind, _ x: CGFloat) {
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: x, y: centre.y), modifierFlags: .control))
    }
    send(.down, centre.x + 100)
    autoplayLink?.invalidate()
    let link = CADisplayLink { link in
      let elapsed = min(link.targetTimestamp - start, 1)
      send(elapsed < 1 ? .moved : .up, centre.x + 100 + 50 * CGFloat(elapsed))
      if elapsed >= 1 { link.invalidate() }
    }
    autoplayLink = link
    link.add()
  }
}
