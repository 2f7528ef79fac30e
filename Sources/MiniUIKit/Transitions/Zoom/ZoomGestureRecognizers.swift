import Foundation

/// A drag on a zoomed controller's view. Mid-flight it takes the view where it is, in either
/// direction; on a zoomed view at rest, a drag down starts the way back (unless the options'
/// `interactiveDismissShouldBegin` says no). The view follows the finger, shrinking as it goes
/// down; let go, and it flies closed (pulled a quarter of `pullLength` down, or flung down)
/// or open again.
@MainActor
final class ZoomPanRecognizer: UIPanGestureRecognizer {
  /// How far down (points) shrinks the view the most, and how small it gets.
  static let pullLength: CGFloat = 400
  static let smallestScale: CGFloat = 0.5
  /// Pulled this share of `pullLength`, or flung down this fast (points a second), it goes.
  static let closingShare: CGFloat = 0.25
  static let flingVelocity: CGFloat = 500

  private weak var zoomed: UIViewController?
  private var driver: ZoomDriver?

  init(zoomed: UIViewController) {
    self.zoomed = zoomed
    super.init()
    isBuiltIn = true
    addTarget(self, action: ZoomPanRecognizer.dragged)
  }

  private func dragged() {
    let translation = translation(in: nil)
    switch state {
    case .began:
      guard let zoomed,
        let driver = zoomed.zoomInFlight.map({ $0.grabbing() })
          ?? (translation.y > abs(translation.x)
            ? ZoomDriver.startClosing(zoomed, from: self, velocity: velocity(in: nil)) : nil)
      else {
        state = .failed
        return
      }
      self.driver = driver
      follow(translation)
    case .changed:
      follow(translation)
    case .ended, .cancelled:
      let speed = velocity(in: nil).y
      let closes =
        state == .ended
        && (speed > Self.flingVelocity
          || (translation.y > Self.pullLength * Self.closingShare && speed > -Self.flingVelocity))
      driver?.release(toOpen: !closes)
      driver = nil
    default:
      break
    }
  }

  private func follow(_ translation: CGPoint) {
    let pulled = min(max(translation.y / Self.pullLength, 0), 1)
    driver?.follow(offset: translation, scale: 1 - (1 - Self.smallestScale) * pulled)
  }
}

/// A pinch on a zoomed controller's view: pinched in, it starts the way back (or takes the
/// view mid-flight); the view shrinks with the fingers and follows their middle. Let go below
/// 80 % of its size, or closing fast, and it flies closed; otherwise open again.
@MainActor
final class ZoomPinchRecognizer: UIPinchGestureRecognizer {
  static let closingScale: CGFloat = 0.8
  private weak var zoomed: UIViewController?
  private var driver: ZoomDriver?
  private var startLocation = CGPoint.zero

  init(zoomed: UIViewController) {
    self.zoomed = zoomed
    super.init()
    addTarget(self, action: ZoomPinchRecognizer.pinched)
  }

  private func pinched() {
    let location = location(in: nil)
    switch state {
    case .began:
      guard let zoomed,
        let driver = zoomed.zoomInFlight.map({ $0.grabbing() })
          ?? (scale < 1
            ? ZoomDriver.startClosing(zoomed, from: self, velocity: .zero) : nil)
      else {
        state = .failed
        return
      }
      self.driver = driver
      startLocation = location
      follow(location)
    case .changed:
      follow(location)
    case .ended, .cancelled:
      let closes = state == .ended && (scale < Self.closingScale || velocity < -1)
      driver?.release(toOpen: !closes)
      driver = nil
    default:
      break
    }
  }

  private func follow(_ location: CGPoint) {
    driver?.follow(
      offset: CGPoint(x: location.x - startLocation.x, y: location.y - startLocation.y),
      scale: min(max(scale, 0.2), 1))
  }
}

extension ZoomDriver {
  /// Takes the view where it is now and returns this driver.
  func grabbing() -> ZoomDriver {
    grab()
    return self
  }

  /// Starts `zoomed`'s pop or dismissal under a finger of `recognizer`, if the zoom's
  /// options let it; returns the driver, holding the open view.
  static func startClosing(
    _ zoomed: UIViewController, from recognizer: UIGestureRecognizer, velocity: CGPoint
  ) -> ZoomDriver? {
    guard zoomed.transitionCoordinator == nil,
      !(zoomed.presentingViewController != nil && zoomed.isModalInPresentation),
      let source = zoomed.navigationController.flatMap({ navigation in
        navigation.viewControllers.last === zoomed
          ? navigation.viewControllers.dropLast().last : nil
      }) ?? zoomed.presentingViewController,
      let request = ZoomRequest(zoomed: zoomed, source: source)
    else { return nil }
    if let shouldBegin = request.options?.interactiveDismissShouldBegin {
      let context = UIViewController.Transition.ZoomOptions.InteractionContext(
        location: recognizer.location(in: zoomed.view),
        velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: true)
      guard shouldBegin(context) else { return nil }
    }
    // An app's own animator for the way back wins over the zoom's finger.
    if let navigation = zoomed.navigationController,
      navigation.delegate?.navigationController(
        navigation, animationControllerFor: .pop, from: zoomed, to: source) != nil
    {
      return nil
    }
    if zoomed.navigationController == nil,
      zoomed.transitioningDelegate?.animationController(forDismissed: zoomed) != nil
    {
      return nil
    }
    let driver = ZoomDriver(zoom: request, isZoomingIn: false)
    if let navigation = zoomed.navigationController {
      navigation.pendingPopInteraction = driver
      navigation.popViewController(animated: true)
      navigation.pendingPopInteraction = nil
    } else {
      PresentationTransition.dismiss(zoomed, animated: true, interaction: driver, completion: nil)
    }
    return driver.isDriving ? driver : nil
  }
}
