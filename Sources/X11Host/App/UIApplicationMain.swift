import Foundation
@_spi(Host) import MiniUIKit

extension UIApplicationDelegate where Self: UIResponder {
  /// What `@main` on the app delegate runs: the host's options are read, the window opens,
  /// the delegate is made (as UIKit makes it from its class) and the app runs until its
  /// window closes. The process exits with the run's status.
  public static func main() {
    MainActor.assumeIsolated {
      X11Host.runApplication { _ in Self(coder: NSCoder()) }
    }
  }
}

/// Runs the app whose delegate class is named `delegateClassName` (`NSStringFromClass`'s
/// "Module.AppDelegate"), as UIKit's, from `main.swift` on the main thread: it never returns.
/// The application is always `UIApplication.shared`, whatever `principalClassName` says.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  MainActor.assumeIsolated { () -> Int32 in
    X11Host.runApplication { _ in
      guard let name = delegateClassName,
        let responderClass = NSClassFromString(name) as? UIResponder.Type
      else { return nil }
      return responderClass.init(coder: NSCoder()) as? UIApplicationDelegate
    }
  }
}

extension X11Host {
  /// The host running the app, from launch on.
  public internal(set) static var current: X11Host?
  /// The command line without the host's options: where an app reads its own (Swift 6
  /// cannot set `CommandLine.arguments`).
  public internal(set) static var applicationArguments = CommandLine.arguments

  /// Runs an app on a host of its own, then exits the process: reads the host's options out
  /// of `CommandLine.arguments` (a bad one: a line and status 64), opens the window (status 2
  /// when it cannot), gives the delegate `makeDelegate` makes on the host the launch, runs until the window is
  /// closed, the app terminates, SIGTERM or SIGINT comes, or a recording is done, and tells
  /// the app it terminates.
  ///
  /// `options` replaces the command line's, for an app that reads them itself (the demo);
  /// `title` is the window's (default: the program's name; a scene's `title` replaces it).
  public static func runApplication(
    options: HostOptions? = nil, title: String? = nil,
    delegate makeDelegate: (X11Host) -> UIApplicationDelegate?
  ) -> Never {
    let programName =
      (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent })
      ?? "app"
    func fail(_ message: String, status: Int32) -> Never {
      FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
      exit(status)
    }
    var hostOptions: HostOptions
    if let options {
      hostOptions = options
    } else {
      do {
        let (parsed, rest) = try HostOptions.parse(CommandLine.arguments)
        hostOptions = parsed
        applicationArguments = rest
        if rest.contains("--help") {
          print("usage: \(programName) [options]\n\n\(HostOptions.help)")
          exit(0)
        }
      } catch {
        fail("\(error)", status: 64)
      }
    }
    let clock = AnimationClock(
      mode: hostOptions.virtualClock || hostOptions.filmsTransition ? .virtual : .real)
    clock.speed = hostOptions.animationSpeed
    let host: X11Host
    let tools: HostTools
    // The self-check's signal is queued from the start (its answer comes once the app runs):
    // a test may send it as soon as the window maps, before the tools are there to answer,
    // and its default action would end the process.
    _ = SignalPipe.watch(SIGUSR1)
    do {
      host = try X11Host(
        displayName: hostOptions.display, size: hostOptions.size, title: title ?? programName,
        programName: programName, scale: hostOptions.scale, clock: clock,
        present: hostOptions.present)
      tools = try HostTools(host: host, options: hostOptions)
    } catch {
      fail("\(error)", status: 2)
    }
    current = host
    host.tools = tools
    host.forcesReduceMotion = hostOptions.reduceMotion
    host.forcedAppearance = hostOptions.appearance
    host.forcedContentSize = hostOptions.contentSize
    host.forcedLayoutDirection = hostOptions.layoutDirection
    let app = UIApplication.shared
    app.windowDidResize(to: host.size)
    guard let delegate = makeDelegate(host) else {
      fail(
        "the app delegate must be a UIResponder subclass adopting UIApplicationDelegate",
        status: 70)
    }
    app.launch(with: delegate)
    if let sceneTitle = app.connectedScenes.first?.title, !sceneTitle.isEmpty {
      host.setTitle(sceneTitle)
    }
    tools.start(title: title ?? programName)
    // Asked to end (a session logging out, Ctrl-C): as the window's close, the app hears it.
    for number in [SIGTERM, SIGINT] { host.onSignal(number) { app.terminate() } }
    let request = hostOptions.screenshot.map {
      ScreenshotRequest(path: $0, time: hostOptions.screenshotTime)
    }
    var status = host.run(screenshot: request)
    app.finishTerminating()
    if let failure = tools.failure {
      FileHandle.standardError.write(Data("\(programName): \(failure)\n".utf8))
      status = 1
    }
    for line in tools.writtenFiles { say(line) }
    exit(status)
  }
}
