import Foundation

extension UIApplication {
  /// Launches the app as UIKit does, for a host's `UIApplicationMain`: the delegate hears
  /// `willFinishLaunching` and `didFinishLaunching`, then the scene connects (its delegate
  /// makes the window) and becomes active; an app without scenes shows the delegate's
  /// `window`. The application holds the delegate until it terminates.
  ///
  /// No key window at the end of launch is not fatal: a blank window is shown and a warning
  /// says why, as is a key window without a root view controller.
  @_spi(Host) public func launch(with delegate: UIApplicationDelegate) {
    launchedDelegate = delegate
    self.delegate = delegate
    _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    if let scene = connectScene(for: delegate) {
      scene.activationState = .foregroundInactive
      serve(stage(of: scene)) { scene.delegate?.sceneWillEnterForeground(scene) }
    }
    hostWindowFocusDidChange(isFocused: true)
    guard let window = keyWindow else {
      warn(
        "No window is key and visible at the end of application launch: the app delegate must "
          + "implement the window property (or its scene delegate make a UIWindow(windowScene:)) "
          + "and call makeKeyAndVisible(); showing a blank window")
      let blank = UIWindow(frame: CGRect(origin: .zero, size: hostWindowSize))
      blankWindow = blank
      blank.makeKeyAndVisible()
      return
    }
    if window.rootViewController == nil {
      warn(
        "Application windows are expected to have a root view controller at the end of application launch"
      )
    }
  }

  /// The app is ending (its window closed, or `terminate()`): it resigns if active, each
  /// scene goes to the background and disconnects, then the delegate hears
  /// `applicationWillTerminate`.
  @_spi(Host) public func finishTerminating() {
    hostWindowFocusDidChange(isFocused: false)
    for scene in connectedScenes {
      scene.activationState = .background
      serve(stage(of: scene)) {
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.delegate?.sceneDidDisconnect(scene)
      }
      scene.activationState = .unattached
    }
    connectedScenes = []
    delegate?.applicationWillTerminate(self)
    launchedDelegate = nil
    blankWindow = nil
  }

  /// The host's window took or lost the keyboard focus: the app (its scene, or the app
  /// delegate of an app without scenes) becomes active or resigns, as a Mac Catalyst window
  /// does; nothing is said twice in a row. Losing it cancels the touches in flight.
  @_spi(Host) public func hostWindowFocusDidChange(isFocused: Bool) {
    // Resigning active cancels the touches in flight, as UIKit's: their ends may never come.
    if !isFocused { cancelTouches() }
    isHostWindowFocused = isFocused
    (firstResponder as? TextInputView)?.windowFocusDidChange(isFocused: isFocused)
    guard let delegate = launchedDelegate, isFocused != isActive else { return }
    isActive = isFocused
    guard !connectedScenes.isEmpty else {
      return serveInput {
        isFocused
          ? delegate.applicationDidBecomeActive(self) : delegate.applicationWillResignActive(self)
      }
    }
    for scene in connectedScenes {
      scene.activationState = isFocused ? .foregroundActive : .foregroundInactive
      serve(stage(of: scene)) {
        if isFocused {
          scene.delegate?.sceneDidBecomeActive(scene)
        } else {
          scene.delegate?.sceneWillResignActive(scene)
        }
      }
    }
  }

  /// Makes the one scene a desktop window is, if the app has a scene delegate: the
  /// configuration's `delegateClass`, else the class named `SceneDelegate` in the app
  /// delegate's module (what Xcode's template writes in Info.plist).
  private func connectScene(for delegate: UIApplicationDelegate) -> UIScene? {
    let session = UISceneSession(role: .windowApplication)
    let options = UIScene.ConnectionOptions()
    let configuration = delegate.application(
      self, configurationForConnecting: session, options: options)
    session.configuration = configuration
    let module = String(reflecting: type(of: delegate)).prefix { $0 != "." }
    guard
      let delegateClass = configuration.delegateClass
        ?? NSClassFromString("\(module).SceneDelegate")
    else { return nil }
    guard let responderClass = delegateClass as? UIResponder.Type,
      let sceneDelegate = responderClass.init(coder: NSCoder()) as? UISceneDelegate
    else {
      warn(
        "The scene delegate class \(delegateClass) must be a UIResponder subclass adopting "
          + "UIWindowSceneDelegate; the app runs without scenes.")
      return nil
    }
    let sceneClass = configuration.sceneClass as? UIWindowScene.Type ?? UIWindowScene.self
    let scene = sceneClass.init(session: session, connectionOptions: options)
    scene.delegate = sceneDelegate
    session.scene = scene
    openSessions.insert(session)
    connectedScenes.insert(scene)
    serve(scene.stage) { sceneDelegate.scene(scene, willConnectTo: session, options: options) }
    return scene
  }
}
