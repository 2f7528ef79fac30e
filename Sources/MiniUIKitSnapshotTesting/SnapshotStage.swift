import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// The X11 host snapshots draw with: one per test process, on `$DISPLAY`, else on an Xvfb of
/// its own that stops when the process exits. Each snapshot starts a fresh virtual clock, so
/// its frames are the same on every machine.
@MainActor
final class SnapshotStage {
  /// The stage, made on first use; why it could not be made, from then on.
  static func shared() throws -> SnapshotStage {
    if let stage { return stage }
    if let failure { throw failure }
    do {
      let made = try SnapshotStage()
      stage = made
      return made
    } catch {
      failure = error
      throw error
    }
  }

  private static var stage: SnapshotStage?
  private static var failure: Error?

  let host: X11Host
  private let server: PrivateXvfb?

  private init() throws {
    let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
    server = display.isEmpty ? try PrivateXvfb(endsWithItsLastClient: true) : nil
    if let server { Self.stopAtExit(server) }
    host = try X11Host(
      displayName: server?.displayName, size: CGSize(width: 390, height: 844),
      title: "MiniUIKitSnapshotTesting", programName: "MiniUIKitSnapshotTesting", scale: 1,
      clock: AnimationClock(mode: .virtual))
    // A snapshot reads left to right whatever the machine's locale (a view turns itself with
    // `semanticContentAttribute`).
    host.forcedLayoutDirection = .leftToRight
  }

  /// The server to stop when the process exits.
  nonisolated(unsafe) private static var serverToStop: pid_t = 0

  private static func stopAtExit(_ server: PrivateXvfb) {
    serverToStop = server.processIdentifier
    atexit {
      if SnapshotStage.serverToStop > 0 { kill(SnapshotStage.serverToStop, SIGTERM) }
    }
  }

  /// `controller` in a window of `size`, drawn at each of `times` (media seconds, on a virtual
  /// clock of 60 frames a second) after `start` ran at time 0.
  func frames<Controller: UIViewController>(
    of controller: Controller, size: CGSize, at times: [TimeInterval],
    start: (Controller) -> Void
  ) throws -> [(time: TimeInterval, image: RGBAImage)] {
    let clock = AnimationClock(mode: .virtual)
    host.installEnvironment(clock: clock)
    // Views load at the snapshot's size, as at the screen's.
    UIApplication.shared.windowDidResize(to: size)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    defer {
      // What the times cut short runs to its end here, so that nothing of it reaches the next
      // snapshot (its completions, on that one's clock).
      for _ in 0..<600 where UIApplication.shared.hasRunningAnimations {
        clock.advanceFrame()
        _ = app.renderFrame()
      }
      window.rootViewController = nil
      window.isHidden = true
    }
    _ = app.renderFrame()
    start(controller)
    let wanted = times.map { Int(($0 * 60).rounded()) }
    var frames: [(time: TimeInterval, image: RGBAImage)] = []
    for frame in 0...(wanted.max() ?? 0) {
      if frame > 0 { clock.advanceFrame() }
      _ = app.renderFrame()
      guard wanted.contains(frame) else { continue }
      guard let image = host.render(window) else { throw StageFailure.cannotReadTheWindow }
      for (index, number) in wanted.enumerated() where number == frame {
        frames.append((times[index], image))
      }
    }
    return frames.sorted { $0.time < $1.time }
  }

  enum StageFailure: Error, CustomStringConvertible {
    case cannotReadTheWindow
    var description: String { "cannot read the window back from the X server" }
  }
}
