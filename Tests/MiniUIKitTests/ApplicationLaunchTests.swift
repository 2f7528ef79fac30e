import Logging
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UIKit's launch, as `UIApplicationMain` runs it for any delegate: the calls in UIKit's
/// order, scenes or the delegate's window, and a warning (never a crash) for a launch that
/// shows nothing.
@MainActor
final class ApplicationLaunchTests: XCTestCase {
  private let messages = RecordingLogHandler.Messages()

  override func setUp() async throws {
    UIApplication.shared.environment = HostEnvironment()
    UIApplication.shared.environment.logger = Logger(label: "test") { [messages] _ in
      RecordingLogHandler(messages: messages)
    }
    CallLog.calls = []
  }

  override func tearDown() async throws {
    UIApplication.shared.finishTerminating()
    UIApplication.shared.environment = HostEnvironment()
  }

  func testAScenesAppHearsUIKitsCallsInOrderAndItsSceneMakesTheWindow() async throws {
    let delegate = try XCTUnwrap(SceneAppDelegate(coder: NSCoder()))
    UIApplication.shared.launch(with: delegate)
    XCTAssertEqual(
      CallLog.calls,
      [
        "init", "willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
        "scene init", "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive",
      ])
    let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    XCTAssertEqual(scene.activationState, .foregroundActive)
    XCTAssertEqual(scene.session.role, .windowApplication)
    let window = try XCTUnwrap(UIApplication.shared.keyWindow)
    XCTAssertIdentical(window.windowScene, scene)
    XCTAssertEqual(scene.windows.count, 1)
    XCTAssertTrue(window.rootViewController is LaunchedController)
    XCTAssertTrue(messages.warnings.isEmpty, "\(messages.warnings)")
    CallLog.calls = []
    UIApplication.shared.finishTerminating()
    XCTAssertEqual(
      CallLog.calls,
      ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "willTerminate"])
    XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
  }

  func testTheWindowsFocusMakesTheSceneActiveOrInactiveOnceEachWay() async throws {
    UIApplication.shared.launch(with: try XCTUnwrap(SceneAppDelegate(coder: NSCoder())))
    let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first)
    CallLog.calls = []
    UIApplication.shared.hostWindowFocusDidChange(isFocused: false)
    UIApplication.shared.hostWindowFocusDidChange(isFocused: false)
    XCTAssertEqual(scene.activationState, .foregroundInactive)
    UIApplication.shared.hostWindowFocusDidChange(isFocused: true)
    XCTAssertEqual(scene.activationState, .foregroundActive)
    XCTAssertEqual(CallLog.calls, ["sceneWillResignActive", "sceneDidBecomeActive"])
  }

  /// Resigning active cancels a drag under way, as UIKit's: its recognizer is cancelled and
  /// no touch is left down, whether or not a delegate was launched.
  func testResigningActiveCancelsTheTouchesInFlight() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    var states: [UIGestureRecognizer.State] = []
    let pan = UIPanGestureRecognizer { states.append($0.state) }
    window.addGestureRecognizer(pan)
    let app = UIApplication.shared
    for (kind, y) in [(PointerEvent.Kind.down, 20.0), (.moved, 60), (.moved, 90)] {
      app.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: 50, y: y), modifierFlags: []))
    }
    XCTAssertEqual(states.last, .changed)
    XCTAssertTrue(app.isMouseDown)
    app.hostWindowFocusDidChange(isFocused: false)
    XCTAssertEqual(states.last, .cancelled)
    XCTAssertFalse(app.isMouseDown)
    XCTAssertTrue(app.isSettled, app.unsettledReasons.joined(separator: "; "))
  }

  func testAnAppWithoutScenesShowsItsDelegatesWindow() async throws {
    let delegate = WindowAppDelegate()
    UIApplication.shared.launch(with: delegate)
    XCTAssertEqual(CallLog.calls, ["didFinishLaunching", "applicationDidBecomeActive"])
    XCTAssertIdentical(UIApplication.shared.keyWindow, delegate.window)
    XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
    XCTAssertTrue(messages.warnings.isEmpty, "\(messages.warnings)")
    CallLog.calls = []
    UIApplication.shared.finishTerminating()
    XCTAssertEqual(CallLog.calls, ["applicationWillResignActive", "applicationWillTerminate"])
  }

  func testNoWindowIsAWarningAndABlankWindow() async throws {
    UIApplication.shared.launch(with: SilentAppDelegate())
    XCTAssertNotNil(UIApplication.shared.keyWindow, "a blank window shows")
    XCTAssertEqual(messages.warnings.count, 1)
    XCTAssertTrue(
      messages.warnings.first?.contains("must implement the window property") == true,
      "\(messages.warnings)")
  }

  func testAWindowWithoutARootViewControllerIsUIKitsWarning() async throws {
    let delegate = WindowAppDelegate()
    delegate.makesRoot = false
    UIApplication.shared.launch(with: delegate)
    XCTAssertEqual(
      messages.warnings,
      [
        "Application windows are expected to have a root view controller at the end of application launch"
      ])
  }

  func testASceneDelegateThatIsNoResponderIsAWarningAndTheAppRunsWithoutScenes() async {
    UIApplication.shared.launch(with: WrongSceneClassDelegate())
    XCTAssertTrue(UIApplication.shared.connectedScenes.isEmpty)
    XCTAssertTrue(
      messages.warnings.contains { $0.contains("must be a UIResponder subclass") },
      "\(messages.warnings)")
  }

  func testWindowsOfHigherLevelsAreDrawnOverTheKeyWindow() async {
    let app = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    app.backgroundColor = .white
    app.makeKeyAndVisible()
    let overlay = UIWindow(frame: app.frame)
    overlay.backgroundColor = nil
    overlay.windowLevel = .statusBar
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    badge.backgroundColor = .systemRed
    overlay.addSubview(badge)
    let covered = UIWindow(frame: app.frame)
    covered.isHidden = false
    let fills = {
      UIApplication.shared.renderFrame().commands.filter {
        if case .fill = $0.kind { true } else { false }
      }
    }
    XCTAssertEqual(fills().count, 1, "the overlay is not shown yet; the other window is below")
    overlay.isHidden = false
    XCTAssertEqual(UIApplication.shared.windows.last, overlay)
    XCTAssertEqual(fills().count, 2, "the overlay's badge is drawn over the key window")
    overlay.isHidden = true
    XCTAssertEqual(fills().count, 1)
    _ = covered
  }
}

/// What the delegates heard, in order.
@MainActor
private enum CallLog {
  static var calls: [String] = []
}

private final class LaunchedController: UIViewController {}

/// Xcode's template delegate, naming its scene delegate as Info.plist would.
private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
  override init() {
    super.init()
    CallLog.calls.append("init")
  }

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    CallLog.calls.append("willFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    CallLog.calls.append("didFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    CallLog.calls.append("configurationForConnecting")
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = RecordingSceneDelegate.self
    return configuration
  }

  func applicationWillTerminate(_ application: UIApplication) {
    CallLog.calls.append("willTerminate")
  }
}

private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  override init() {
    super.init()
    CallLog.calls.append("scene init")
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    CallLog.calls.append("willConnectTo")
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = LaunchedController()
    window?.makeKeyAndVisible()
  }

  func sceneDidDisconnect(_ scene: UIScene) { CallLog.calls.append("sceneDidDisconnect") }
  func sceneDidBecomeActive(_ scene: UIScene) { CallLog.calls.append("sceneDidBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { CallLog.calls.append("sceneWillResignActive") }
  func sceneWillEnterForeground(_ scene: UIScene) {
    CallLog.calls.append("sceneWillEnterForeground")
  }
  func sceneDidEnterBackground(_ scene: UIScene) {
    CallLog.calls.append("sceneDidEnterBackground")
  }
}

/// An app from before scenes: the delegate keeps the window.
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var makesRoot = true

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    CallLog.calls.append("didFinishLaunching")
    window = UIWindow(frame: UIScreen.main.bounds)
    if makesRoot { window?.rootViewController = LaunchedController() }
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    CallLog.calls.append("applicationDidBecomeActive")
  }

  func applicationWillResignActive(_ application: UIApplication) {
    CallLog.calls.append("applicationWillResignActive")
  }

  func applicationWillTerminate(_ application: UIApplication) {
    CallLog.calls.append("applicationWillTerminate")
  }
}

/// A delegate that shows nothing.
private final class SilentAppDelegate: UIResponder, UIApplicationDelegate {}

/// A configuration naming a scene delegate class that cannot be one.
private final class WrongSceneClassDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = NSObject.self
    return configuration
  }
}
