import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// What the demo's command line asks of it, beyond the host's options.
struct DemoLaunch {
  var scene = "home"
  var autoplay = false
  var tour = false
  var repeatCount = 1
  var filmstrips: String?
  var benchmarkFrames: Int?
  var printsFirstFrameTime = false
}

/// The demo's application delegate: shows the home screen or a scene, plays the tour, and
/// handles the keys that no scene handles (back, Q); the host adds its own tools.
@MainActor
final class DemoApp: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let launch: DemoLaunch
  private let host: X11Host
  private var demoWindow: DemoWindow? { window as? DemoWindow }
  /// The houses in a navigation scene's bar.
  private var homeBarItems: HomeBarItems?
  private var tour: Tour?
  private var tourFailure: Error?

  init(launch: DemoLaunch, host: X11Host) {
    self.launch = launch
    self.host = host
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = DemoWindow(frame: UIScreen.main.bounds)
    self.window = window
    window.makeKeyAndVisible()
    host.overlayDetail = { [weak self] in
      (self?.window?.rootViewController as? DemoScene)?.diagnostics
    }
    host.tools?.appKeys = [
      ("Esc, Backspace, Alt+←, mouse back", "back: dismiss, pop or home"),
      (
        "\(HomeViewController.digitKeys(sceneCount: SceneCatalog.scenes.count)), ↑ ↓",
        "home: open a scene, move between rows"
      ),
      ("+ / Delete", "lists: add a monkey / remove the selected one"),
      ("Q", "quit"),
    ]
    let filming = host.tools?.isFilming == true
    if let scene = SceneCatalog.scene(named: launch.tour ? "home" : launch.scene) {
      show(scene, autoplay: launch.autoplay || filming)
    } else {
      showHome()
    }
    if let frames = launch.benchmarkFrames {
      printBenchmark(host.benchmark(frames: frames))
      application.terminate()
    } else if launch.tour {
      startTour()
    } else if launch.printsFirstFrameTime {
      host.frameObserver = { [host] _, _ in
        host.synchronize()
        say(String(format: "first-frame %.6f", AnimationClock.systemUptime()))
        return false
      }
    }
    return true
  }

  func applicationWillTerminate(_ application: UIApplication) {
    guard let tour else { return }
    if let tourFailure {
      FileHandle.standardError.write(Data("transitions-demo: \(tourFailure)\n".utf8))
      exit(1)
    }
    for path in tour.writtenFilmstrips { say("filmstrip: \(path)") }
    say("tour: done")
  }

  /// A line at the foot of the window for a couple of seconds (the tour's scene names).
  func showCaption(_ text: String) { host.tools?.showToast(text) }

  /// Leaves the scene for the home screen.
  func goHome() { showHome() }

  /// Starts the scene's own transition, as `--autoplay` does.
  func autoplayScene() { (window?.rootViewController as? DemoScene)?.autoplay() }

  /// The scene a keyboard user opened from its focused row: the focus goes back to that row
  /// on the way home, as it does on a pop.
  private var sceneOpenedByKeyboard: String?

  private func showHome() {
    UIApplication.shared.setFocus(nil)
    let home = HomeViewController(scenes: SceneCatalog.scenes, focusing: sceneOpenedByKeyboard) {
      [weak self] scene in self?.open(scene)
    }
    sceneOpenedByKeyboard = nil
    window?.rootViewController = home
    demoWindow?.homeButton = nil
    homeBarItems = nil
    UIAccessibility.post(notification: .screenChanged, argument: nil)
  }

  /// Opens a scene chosen on the home screen, remembering it if its row had the focus.
  private func open(_ scene: SceneDescription) {
    let home = window?.rootViewController as? HomeViewController
    sceneOpenedByKeyboard = home?.focusedScene?.name == scene.name ? scene.name : nil
    show(scene, autoplay: false)
  }

  func show(_ description: SceneDescription, autoplay: Bool) {
    let scene = description.make()
    let goHome: () -> Void = { [weak self] in self?.showHome() }
    if let navigation = scene as? UINavigationController {
      homeBarItems = HomeBarItems(navigation: navigation, action: goHome)
      demoWindow?.homeButton = nil
    } else {
      homeBarItems = nil
      scene.additionalSafeAreaInsets.bottom = HomeButton.cornerInset
      demoWindow?.homeButton = HomeButton(style: .corner, action: goHome)
    }
    window?.rootViewController = scene
    host.tools?.filmstripTitle = description.title
    UIApplication.shared.setFocus(nil)
    // A new screen, as a screen reader hears of a push.
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    if autoplay { scene.autoplay() }
  }

  /// Esc, when no controller took it (a navigation controller pops): dismiss the top presented
  /// controller, else go home.
  private func goBack() {
    if let top = window?.topViewController, let presenter = top.presentingViewController {
      presenter.dismiss(animated: true)
    } else if !(window?.rootViewController is HomeViewController) {
      showHome()
    }
  }

  override func keyPressed(_ key: UIKey) -> Bool {
    if key.isBack {
      goBack()
      return true
    }
    if key.input == .character("q") {
      UIApplication.shared.terminate()
      return true
    }
    return false
  }

  // MARK: Tour and benchmark

  /// Plays the tour: on the real clock a paced showcase with captions and pauses; on the
  /// virtual one as fast as it draws, with filmstrips if asked.
  private func startTour() {
    let isShowcase = UIApplication.shared.clock.mode == .real
    host.isPaced = isShowcase
    let recorder =
      launch.filmstrips == nil
      ? nil : try? FrameRecorder(host: host, directory: nil, keepsFrames: true)
    let tour = Tour(
      app: self, host: host, windowSize: host.size, repeats: launch.repeatCount,
      recorder: recorder, filmstripDirectory: launch.filmstrips, isShowcase: isShowcase)
    self.tour = tour
    host.frameObserver = { [weak self] time, isIdle in
      do {
        return try tour.frameDrawn(at: time, isIdle: isIdle)
      } catch {
        self?.tourFailure = error
        return false
      }
    }
    UIApplication.shared.setNeedsDisplay()
  }

  /// One line: frame and present percentiles, and the ratio of the median frame to the
  /// median present.
  private func printBenchmark(_ result: X11Host.BenchmarkResult) {
    let frame50 = result.framePercentile(0.5)
    let present50 = result.presentPercentile(0.5)
    say(
      String(
        format:
          "%-8@ frame p50 %.3f ms  p95 %.3f ms  max %.3f ms | present p50 %.3f ms | frame/present %.1f×",
        launch.scene as NSString, frame50, result.framePercentile(0.95), result.frames.max() ?? 0,
        present50, present50 > 0 ? frame50 / present50 : 0))
  }
}
