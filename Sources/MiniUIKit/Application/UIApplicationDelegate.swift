import Foundation

extension UIApplication {
  /// Keys of the launch options dictionary. A desktop launch has none.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// What an app tells the application about its launch, its scenes and its end, as UIKit's
/// `UIApplicationDelegate`. Every requirement is optional, as in UIKit: the defaults below do
/// nothing.
///
/// Put `@main` on the delegate class and `import X11Host` beside `import MiniUIKit`: the host
/// provides `main()`, which makes the delegate (a `UIResponder` subclass, made as UIKit makes
/// it from its class), opens a window and runs the app.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The window of an app without scenes: the delegate sets it in
  /// `application(_:didFinishLaunchingWithOptions:)` and makes it key and visible.
  var window: UIWindow? { get set }

  /// Launch has begun, before any scene connects; the result is ignored.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Launch is done, before any scene connects: an app without scenes makes its window here.
  /// The result is ignored.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration of the scene about to connect. A configuration without a
  /// `delegateClass` uses the class named `SceneDelegate` in the app delegate's module, as
  /// Xcode's template names it in Info.plist; without that class the app has no scenes.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// The user discarded scenes' sessions. Never called here: the one desktop window's session
  /// lasts as long as the app.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

  /// The app became active: its window took the keyboard focus. Only for an app without scenes.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to resign active: its window lost the focus, or the app ends. Only for an
  /// app without scenes.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app is about to end: its window was closed or it called `terminate()`.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}

  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
}
