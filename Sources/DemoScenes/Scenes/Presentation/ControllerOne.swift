import MiniUIKit

/// The presenting controller of the guide: white, with one centred button that presents
/// ControllerTwo, in one of the three ways the seeds show.
@MainActor
public final class ControllerOne: UIViewController, DemoScene {
  /// How ControllerTwo is presented.
  public enum Presentation {
    /// UIKit's default: ControllerTwo slides up from the bottom.
    case standard
    /// `.custom` style with the Xamarin guide's TransitioningDelegate (a zoom).
    case zoom
    /// `.custom` style with the Objective-C tutorial's BouncyTransition (a spring).
    case bouncy
  }

  public let presentation: Presentation
  public let showTwo = UIButton(type: .system)
  private let captionLabel = UILabel()
  private var controllerTwo: ControllerTwo?
  /// The zoom's delegate: the controller's `transitioningDelegate` is weak, so it is kept here.
  private var zoomTransitioningDelegate: TransitioningDelegate?

  public init(presentation: Presentation) {
    self.presentation = presentation
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    showTwo.setTitle("Show Controller Two", for: .normal)
    showTwo.addTarget(self, action: ControllerOne.showControllerTwo, for: .touchUpInside)
    view.addSubview(showTwo)
    captionLabel.text = caption
    captionLabel.font = .systemFont(ofSize: 12)
    captionLabel.textColor = .caption
    captionLabel.textAlignment = .center
    view.addSubview(captionLabel)
  }

  private var caption: String {
    switch presentation {
    case .standard: "Default presentation · drag down to dismiss · Esc: back"
    case .zoom: "Custom transition (zoom) · drag down to dismiss · Esc: back"
    case .bouncy: "Bouncy transition (spring) · drag down to dismiss · Esc: back"
    }
  }

  /// The button in the middle of the view, as the guide places it; the caption at the foot
  /// of the safe area.
  public override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    showTwo.frame = CGRect(
      x: bounds.width / 2 - 100, y: bounds.height / 2 - 25, width: 200, height: 50)
    let safe = bounds.inset(by: view.safeAreaInsets)
    captionLabel.frame = CGRect(x: safe.minX, y: safe.maxY - 30, width: safe.width, height: 20)
  }

  /// The button's action, as the seeds write it.
  public func showControllerTwo() {
    let controllerTwo = ControllerTwo()
    self.controllerTwo = controllerTwo
    switch presentation {
    case .standard:
      // The seed was written for iOS 7, when a presentation covered the whole screen.
      controllerTwo.modalPresentationStyle = .fullScreen
    case .zoom:
      controllerTwo.modalPresentationStyle = .custom
      let transitioningDelegate = TransitioningDelegate()
      zoomTransitioningDelegate = transitioningDelegate
      controllerTwo.transitioningDelegate = transitioningDelegate
    case .bouncy:
      controllerTwo.modalPresentationStyle = .custom
      // As the tutorial's `vc.transitioningDelegate = self`.
      controllerTwo.transitioningDelegate = self
    }
    present(controllerTwo, animated: true)
  }

  public func autoplay() { showControllerTwo() }
}

/// The Objective-C tutorial's delegate: the presenting controller itself vends the bouncy
/// animator, and nothing for the dismissal (so it is UIKit's default).
extension ControllerOne: UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    BouncyTransition()
  }
}
