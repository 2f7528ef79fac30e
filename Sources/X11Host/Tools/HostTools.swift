import Foundation
@_spi(Host) import MiniUIKit

/// What the host adds to every app it runs: the keys that control time (S, [ ], P, . and ,),
/// the frame-time overlay (F), the animation inspector (I), screenshots (F12), the key list
/// (?), the self-check on SIGUSR1, and the recordings its options ask for. Its views live in
/// a window of their own above the app's, shown only while it has something to show.
@MainActor
public final class HostTools {
  /// The speeds `[` and `]` reach, at most.
  static let speeds = (1.0 / 64)...8

  private unowned let host: X11Host
  private let options: HostOptions
  private let overlay = OverlayWindow(frame: .zero)
  private let timeBadge = TimeBadge()
  private var inspector: InspectorView?
  private var help: HelpOverlayView?
  private var toast: UILabel?
  /// Lines the app adds to the key list (`?`), before the host's; a line with the same keys
  /// as one of the host's replaces it.
  public var appKeys: [(keys: String, meaning: String)] = []
  private let recorder: FrameRecorder?
  /// The first transition's filming: when it began, and frames since seen idle.
  private var filmingStart: TimeInterval?
  private var idleFrames = 0
  private var transitionsBegunAtLaunch = 0
  /// What `--filmstrip` and `--gif` wrote, said once the run ends.
  private(set) var writtenFiles: [String] = []
  /// A recording that failed.
  private(set) var failure: Error?

  init(host: X11Host, options: HostOptions) throws {
    self.host = host
    self.options = options
    overlay.backgroundColor = nil
    overlay.windowLevel = .statusBar
    overlay.isHidden = true
    overlay.addSubview(timeBadge)
    // A recording on the virtual clock goes as fast as it draws.
    if options.filmsTransition { host.isPaced = false }
    recorder =
      options.record != nil || options.filmsTransition
      ? try FrameRecorder(
        host: host, directory: options.record, keepsFrames: options.filmsTransition)
      : nil
  }

  /// Sizes the overlay to the app's windows and starts answering SIGUSR1; the title goes
  /// on filmstrips.
  func start(title: String) {
    if filmstripTitle.isEmpty { filmstripTitle = title }
    transitionsBegunAtLaunch = UIApplication.shared.transitionCounts.begun
    answerSelfChecks()
  }

  /// The heading of `--filmstrip`'s strip (default: the window's title).
  public var filmstripTitle = ""

  // MARK: Keys

  /// Whether `--filmstrip` or `--gif` waits for a transition to film.
  public var isFilming: Bool { options.filmsTransition }

  /// Whether the tools take `key` before the app: any key closes the key list.
  func takesKeyFirst(_ key: UIKey) -> Bool {
    guard help != nil else { return false }
    closeHelp()
    return true
  }

  /// A key the app left: returns whether it was one of the host's.
  func handleKey(_ key: UIKey) -> Bool {
    sizeOverlay()
    let clock = UIApplication.shared.clock
    switch key.input {
    case .character("s"):
      clock.speed = clock.speed == 1 ? HostOptions.slowSpeed : 1
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
        say("\(X11ErrorHandlers.programName): screenshot written to \(path)")
        showToast("Saved \(path)")
      } catch {
        showToast("No screenshot: \(error)")
      }
    case .character("i"):
      toggleInspector()
    case .character("f"):
      host.showsFrameTimes.toggle()
    case .character("?"), .character("/"):
      showHelp()
    default:
      return false
    }
    timeBadge.show(clock)
    updateOverlay()
    return true
  }

  private func toggleInspector() {
    if let inspector {
      inspector.removeFromSuperview()
      self.inspector = nil
    } else {
      let view = InspectorView()
      view.place(in: overlay.bounds)
      inspector = view
      overlay.addSubview(view)
    }
  }

  private func showHelp() {
    let view = HelpOverlayView(
      frame: overlay.bounds, appKeys: appKeys, picturesFolder: WindowScreenshot.displayedFolder()
    ) { [weak self] in self?.closeHelp() }
    overlay.addSubview(view)
    help = view
    updateOverlay()
  }

  private func closeHelp() {
    help?.removeFromSuperview()
    help = nil
    updateOverlay()
  }

  /// A message at the foot of the window (clear of the app's controls), fading after two
  /// seconds.
  public func showToast(_ text: String) {
    sizeOverlay()
    toast?.removeFromSuperview()
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 12)
    label.textColor = .white
    label.textAlignment = .center
    label.lineBreakMode = .byTruncatingMiddle
    label.backgroundColor = UIColor(white: 0.1, alpha: 0.85)
    label.layer.cornerRadius = 8
    label.isUserInteractionEnabled = false
    let bounds = overlay.bounds
    let width = min(label.sizeThatFits(bounds.size).width + 24, bounds.width - 24)
    // At the foot, above the corner button, or higher up where a bar's controls are there.
    label.frame = OverlayPlacement.firstClear(
      of: [86, 140, 200].map { rise in
        CGRect(x: bounds.midX - width / 2, y: bounds.maxY - rise, width: width, height: 28)
      })
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    overlay.addSubview(label)
    toast = label
    updateOverlay()
    UIView.animate(
      withDuration: 0.3, delay: 2, options: [], animations: { label.alpha = 0 },
      completion: { [weak self, weak label] _ in
        guard let self, let label, self.toast === label else { return }
        label.removeFromSuperview()
        self.toast = nil
        self.updateOverlay()
      })
  }

  /// Where the tools' badge and toast are, while they show (the frame-time panel keeps clear).
  var overlaysShown: [CGRect] {
    guard !overlay.isHidden else { return [] }
    return [timeBadge, toast].compactMap { view in
      view.flatMap { $0.isHidden ? nil : $0.frame }
    }
  }

  /// Shows the overlay window only while it holds something to see, so that an app's frames
  /// are its own the rest of the time.
  private func updateOverlay() {
    overlay.isHidden = timeBadge.isHidden && inspector == nil && help == nil && toast == nil
  }

  /// Sizes the overlay to the host's window before something is put in it: a hidden window
  /// does not follow resizes.
  private func sizeOverlay() {
    if overlay.isHidden { overlay.frame = CGRect(origin: .zero, size: host.size) }
  }

  // MARK: Self-check

  /// Answers SIGUSR1 once everything has settled with one line on standard output,
  /// "self-check: ok — STATE" or "self-check: FAILED — PROBLEMS — STATE"; while input or
  /// animations keep the app busy, "self-check: waiting — WHY" first.
  private func answerSelfChecks() {
    host.onSignal(SIGUSR1) { [weak self] in
      guard let self else { return }
      let app = UIApplication.shared
      if let lost = self.host.lostMouseRelease() {
        return say("self-check: FAILED — \(lost) — \(app.stateSummary())")
      }
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

  // MARK: Recording

  /// Takes the frame just drawn at `time` for the recordings asked for; returns false once
  /// the first transition's filming is over and its files are written (the run ends).
  func frameDrawn(at time: TimeInterval, isIdle: Bool) -> Bool {
    guard let recorder else { return true }
    do {
      guard options.filmsTransition else {
        try recorder.record(at: time)
        return true
      }
      let app = UIApplication.shared
      if filmingStart == nil,
        app.transitionCounts.begun > transitionsBegunAtLaunch
          || UIApplication.shared.hasRunningAnimations
      {
        filmingStart = time
      }
      guard let start = filmingStart else { return true }
      try recorder.record(at: time)
      idleFrames = isIdle ? idleFrames + 1 : 0
      guard idleFrames >= 2 || time - start > 12 else {
        app.setNeedsDisplay()
        return true
      }
      if let path = options.filmstrip {
        try Filmstrip.write(recorder.frames, title: filmstripTitle, host: host, to: path)
        writtenFiles.append("filmstrip: \(path)")
      }
      if let path = options.gif {
        try recorder.writeGIF(to: path)
        writtenFiles.append("gif: \(path)")
      }
    } catch {
      failure = error
    }
    return false
  }
}

/// The tools' window: touches on its views (the key list) are its own; elsewhere they go
/// through to the app's window below, as an overlay window's do in UIKit.
@MainActor
private final class OverlayWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view === self ? nil : view
  }
}
