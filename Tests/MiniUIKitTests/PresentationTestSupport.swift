import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A test case with a fresh virtual clock and its own 480 × 800 key window; it takes down
/// whatever a test left presented or animating.
@MainActor
class PresentationTestCase: XCTestCase {
  static let windowFrame = CGRect(x: 0, y: 0, width: 480, height: 800)
  private(set) var window: UIWindow!

  nonisolated override func setUp() {
    super.setUp()
    MainActor.assumeIsolated {
      UIApplication.shared.environment = HostEnvironment()
    }
  }

  nonisolated override func tearDown() {
    MainActor.assumeIsolated { Self.cleanUp() }
    super.tearDown()
  }

  /// The window of the test running now, for the clean-up.
  private static var currentWindow: UIWindow?

  private static func cleanUp() {
    UIApplication.shared.cancelTouches()
    currentWindow?.rootViewController = nil
    currentWindow = nil
    // Let whatever still animates or waits (watchdogs) run out on this test's clock.
    var frames = 0
    while UIApplication.shared.hasRunningAnimations, frames < 1200 {
      UIApplication.shared.clock.advanceFrame()
      _ = UIApplication.shared.renderFrame()
      frames += 1
    }
  }

  /// Makes a 480 × 800 key window showing `root`.
  @discardableResult
  func makeWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: Self.windowFrame)
    window.rootViewController = root
    window.makeKeyAndVisible()
    self.window = window
    Self.currentWindow = window
    return window
  }

  var now: TimeInterval { UIApplication.shared.clock.now }

  /// One frame: 1/60 s of virtual time, then the engine ticks (running completions).
  func frame() {
    UIApplication.shared.clock.advanceFrame()
    _ = UIApplication.shared.renderFrame()
  }

  func frames(_ count: Int) {
    for _ in 0..<max(count, 0) { frame() }
  }

  /// Runs frames for `seconds` (rounded to whole frames).
  func advance(seconds: Double) { frames(Int((seconds * 60).rounded())) }

  /// Runs frames up to the frame at `seconds` since the clock started.
  func advance(toTime seconds: Double) {
    frames(Int((seconds * 60).rounded()) - Int((now * 60).rounded()))
  }

  /// The frame drawn now (presentation values).
  func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }

  func send(_ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat) {
    UIApplication.shared.sendPointerEvent(PointerEvent(kind: kind, location: CGPoint(x: x, y: y)))
  }

  func tap(_ x: CGFloat, _ y: CGFloat) {
    send(.down, x, y)
    send(.up, x, y)
  }

  /// UIKit's own spring (curve 7) over a 0.5 s modal slide or a 0.35 s push, at `x` of it.
  func systemSpring(_ x: Double, duration: Double = 0.5) -> Double {
    UISpringTimingParameters().resolved(duration: duration).progress(atFraction: x)
  }

  /// CSS/Core Animation ease-in-out (0.42, 0, 0.58, 1), solved independently of the engine.
  func easeInOut(_ x: Double) -> Double {
    ReferenceBezier.value(atX: x, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  }

}

/// One list of calls from every controller of a test, in the order they happened.
@MainActor
final class LifecycleLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }

  /// The entries that start with `prefix` (one controller's, say "B.").
  func only(_ prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A controller that writes its lifecycle calls to a shared log as "Name.call".
@MainActor
final class LoggingController: UIViewController {
  let name: String
  let log: LifecycleLog
  var loadViewCount = 0
  var viewDidLoadCount = 0
  /// The `animated` argument of every appearance call.
  private(set) var animatedFlags: [Bool] = []
  /// A button at (0, 0, 150, 100) that dismisses this controller, as the seeds' ControllerTwo.
  let dismissButton = UIButton(type: .system)

  /// Presented full screen, as the seeds' controllers are (the sheets have tests of their own).
  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    loadViewCount += 1
    super.loadView()
  }

  override func viewDidLoad() {
    viewDidLoadCount += 1
    log.append("\(name).viewDidLoad")
    dismissButton.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
    dismissButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.log.append("\(self.name).buttonTapped")
        self.dismiss(animated: true)
      }, for: .touchUpInside)
    view.addSubview(dismissButton)
  }

  override func viewWillAppear(_ animated: Bool) { record("willAppear", animated) }
  override func viewDidAppear(_ animated: Bool) { record("didAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { record("willDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("didDisappear", animated) }

  override func willMove(toParent parent: UIViewController?) {
    log.append("\(name).willMove(\(Self.name(of: parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    log.append("\(name).didMove(\(Self.name(of: parent)))")
  }

  private func record(_ call: String, _ animated: Bool) {
    animatedFlags.append(animated)
    log.append("\(name).\(call)")
  }

  private static func name(of controller: UIViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? LoggingController)?.name ?? "?"
  }
}

/// An animator whose behaviour a test supplies; it records the context it was given and the
/// outcome passed to `animationEnded(_:)`.
@MainActor
final class ScriptedAnimator: UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  private let script: (UIViewControllerContextTransitioning) -> Void
  private(set) var contexts: [UIViewControllerContextTransitioning] = []
  private(set) var endedOutcomes: [Bool] = []
  /// Called from `animationEnded(_:)`, for checking the state at that moment.
  var onEnded: ((Bool) -> Void)?

  init(duration: TimeInterval, _ script: @escaping (UIViewControllerContextTransitioning) -> Void) {
    self.duration = duration
    self.script = script
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    contexts.append(transitionContext)
    script(transitionContext)
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endedOutcomes.append(transitionCompleted)
    onEnded?(transitionCompleted)
  }
}

/// A transitioning delegate that vends what a test gives it and records every question.
@MainActor
final class RecordingDelegate: UIViewControllerTransitioningDelegate {
  struct PresentedQuestion {
    let presented: UIViewController
    let presenting: UIViewController
    let source: UIViewController
  }

  var presentationAnimator: UIViewControllerAnimatedTransitioning?
  var dismissalAnimator: UIViewControllerAnimatedTransitioning?
  var presentationInteraction: UIViewControllerInteractiveTransitioning?
  var dismissalInteraction: UIViewControllerInteractiveTransitioning?

  private(set) var calls: [String] = []
  private(set) var presentedQuestions: [PresentedQuestion] = []
  private(set) var dismissedQuestions: [UIViewController] = []
  private(set) var presentationInteractionQuestions: [UIViewControllerAnimatedTransitioning] = []
  private(set) var dismissalInteractionQuestions: [UIViewControllerAnimatedTransitioning] = []

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    calls.append("forPresented")
    presentedQuestions.append(
      PresentedQuestion(presented: presented, presenting: presenting, source: source))
    return presentationAnimator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    calls.append("forDismissed")
    dismissedQuestions.append(dismissed)
    return dismissalAnimator
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    calls.append("interactionForPresentation")
    presentationInteractionQuestions.append(animator)
    return presentationInteraction
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    calls.append("interactionForDismissal")
    dismissalInteractionQuestions.append(animator)
    return dismissalInteraction
  }
}

extension ScriptedAnimator {
  /// A 0.5 s linear slide from (or to) below the container, as the default animation: for
  /// tests that drive a custom animator interactively (UIKit asks the delegate for an
  /// interaction controller only when it vends an animator).
  static func slide(presenting: Bool) -> ScriptedAnimator {
    ScriptedAnimator(duration: 0.5) { context in
      let key: UITransitionContextViewControllerKey = presenting ? .to : .from
      guard let controller = context.viewController(forKey: key) else { return }
      let view: UIView = controller.view
      let shown = presenting ? context.finalFrame(for: controller) : view.frame
      let hidden = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height)
      if presenting {
        context.containerView.addSubview(view)
        view.frame = hidden
      }
      UIView.animate(
        withDuration: 0.5, delay: 0, options: .curveLinear,
        animations: { view.frame = presenting ? shown : hidden },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
  }
}
