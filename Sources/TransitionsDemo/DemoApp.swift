import DemoScenes
import Foundation
import MiniUIKit
import X11Host

/// The demo's application delegate: shows the home screen or a scene, and handles the keys
/// that no scene handles (back, Q, time control, F, ?).
@MainActor
final class DemoApp: UIResponder {
  /// Speed of slow animations (ten times slower), as the iOS Simulator's.
  static let slowSpeed = 0.1
  /// The speeds `[` and `]` reach, at most.
  static let speeds = (1.0 / 64)...8

  private let host: X11Host
  private let window: DemoWindow
  private var helpOverlay: HelpOverlayView?
  /// The houses in a navigation scene's bar.
  private var homeBarItems: HomeBarItems?

  init(host: X11Host, size: CGSize) {
    self.host = host
    window = DemoWindow(frame: CGRect(origin: .zero, size: size))
    super.init()
    UIApplication.shared.delegate = self
    host.overlayDetail = { [weak self] in
      (self?.window.rootViewController as? DemoScene)?.diagnostics
    }
  }

  /// Shows the home screen or the scene named `name`, and makes the window visible.
  func start(sceneNamed name: String, autoplay: Bool) {
    window.makeKeyAndVisible()
    if let scene = SceneCatalog.scene(named: name) {
      show(scene, autoplay: autoplay)
    } else {
      showHome()
    }
  }

  /// Answers SIGUSR1 with a self-check: once everything has settled, one line on standard
  /// output, "self-check: ok — STATE" or "self-check: FAILED — PROBLEMS — STATE" (the monkey
  /// test reads it); when input or animations keep the app busy, "self-check: waiting — WHY"
  /// first.
  func answerSelfChecks() {
    host.onSignal(SIGUSR1) { [weak self] in
      guard let self else { return }
      let app = UIApplication.shared
      let reasons = app.unsettledReasons
      if !reasons.isEmpty {
        say("self-check: waiting — \(reasons.joined(separator: "; "))")
      }
      self.host.whenSettled {
        let problems = app.consistencyProblems()
        say(
          problems.isEmpty
            ? "self-check: ok — \(app.stateSummary())"
            : "self-check: FAILED — \(problems.joined(separator: "; ")) — \(app.stateSummary())")
      }
    }
  }

  /// A line at the foot of the window for a couple of seconds (the tour's scene names).
  func showCaption(_ text: String) { window.showToast(text) }

  /// Leaves the scene for the home screen.
  func goHome() { showHome() }

  /// Starts the scene's own transition, as `--autoplay` does.
  func autoplayScene() { (window.rootViewController as? DemoScene)?.autoplay() }

  /// The scene a keyboard user opened from its focused row: the focus goes back to that row
  /// on the way home, as it does on a pop.
  private var sceneOpenedByKeyboard: String?

  private func showHome() {
    UIApplication.shared.setFocus(nil)
    let home = HomeViewController(scenes: SceneCatalog.scenes, focusing: sceneOpenedByKeyboard) {
      [weak self] scene in self?.open(scene)
    }
    sceneOpenedByKeyboard = nil
    window.rootViewController = home
    window.homeButton = nil
    homeBarItems = nil
  }

  /// Opens a scene chosen on the home screen, remembering it if its row had the focus.
  private func open(_ scene: SceneDescription) {
    let home = window.rootViewController as? HomeViewController
    sceneOpenedByKeyboard = home?.focusedScene?.name == scene.name ? scene.name : nil
    show(scene, autoplay: false)
  }

  func show(_ description: SceneDescription, autoplay: Bool) {
    let scene = description.make()
    let goHome: () -> Void = { [weak self] in self?.showHome() }
    if let navigation = scene as? UINavigationController {
      homeBarItems = HomeBarItems(navigation: navigation, action: goHome)
      window.homeButton = nil
    } else {
      homeBarItems = nil
      scene.additionalSafeAreaInsets.bottom = HomeButton.cornerInset
      window.homeButton = HomeButton(style: .corner, action: goHome)
    }
    window.rootViewController = scene
    UIApplication.shared.setFocus(nil)
    if autoplay { scene.autoplay() }
  }

  /// Esc, when no controller took it (a navigation controller pops): dismiss the top presented
  /// controller, else go home.
  private func goBack() {
    if let top = window.topViewController, let presenter = top.presentingViewController {
      presenter.dismiss(animated: true)
    } else if !(window.rootViewController is HomeViewController) {
      showHome()
    }
  }

  override func keyPressed(_ key: UIKey) -> Bool {
    if let overlay = helpOverlay {
      overlay.removeFromSuperview()
      helpOverlay = nil
      return true
    }
    if key.isBack {
      goBack()
      return true
    }
    let clock = AnimationEngine.shared.clock
    switch key.input {
    case .character("q"):
      UIApplication.shared.terminate()
    case .character("s"):
      clock.speed = clock.speed == 1 ? Self.slowSpeed : 1
    case .character("["), .character("]"):
      let factor = key.input == .character("]") ? 2.0 : 0.5
      clock.speed = min(max(clock.speed * factor, Self.speeds.lowerBound), Self.speeds.upperBound)
    case .character("p"):
      clock.isPaused.toggle()
    case .character("."), .character(","):
      // One frame of media time, forward or back; pauses first if time was running.
      clock.isPaused = true
      let frame = AnimationClock.virtualFrameDuration * clock.speed
      clock.step(by: key.input == .character(".") ? frame : -frame)
      UIApplication.shared.setNeedsDisplay()
    case .function(12):
      do {
        let path = try WindowScreenshot.save(from: host)
        say("transitions-demo: screenshot written to \(path)")
        window.showToast("Saved \(path)")
      } catch {
        window.showToast("No screenshot: \(error)")
      }
    case .character("i"):
      window.toggleInspector()
    case .character("f"):
      host.showsFrameTimes.toggle()
    case .character("?"), .character("/"), .character("h"):
      let overlay = HelpOverlayView(
        frame: window.bounds, picturesFolder: WindowScreenshot.displayedFolder())
      window.addSubview(overlay)
      helpOverlay = overlay
    default:
      return false
    }
    window.timeBadge.show(clock)
    return true
  }
}
