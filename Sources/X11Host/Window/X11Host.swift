import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Hosts the toolkit in an X11 window: input in, frames out.
///
/// The run loop reads X events without blocking, draws a frame only when the toolkit asks
/// for one, and otherwise sleeps in `poll()` on the X connection: no busy wait and no
/// periodic wake-up. Frames are locked to the display (see `FramePresenter`): each is
/// sampled for the time it will be shown, shown on that vblank, and the next is drawn once
/// it is.
@MainActor
@_spi(Host) public final class X11Host {
  /// Write the frame at `time` (media seconds) to `path` as PNG, then stop.
  public struct ScreenshotRequest: Sendable {
    public var path: String
    public var time: TimeInterval
    public init(path: String, time: TimeInterval) {
      self.path = path
      self.time = time
    }
  }

  /// Shows frame times in a corner of the window.
  public var showsFrameTimes = false {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }
  /// A second line for the frame-time overlay (what the app wants to watch, e.g. live cells).
  public var overlayDetail: (@MainActor () -> String?)?
  /// Called after each frame drawn with the media time and whether the app is idle (it
  /// needs no more frames); returning false ends `run` with status 0. An observer that
  /// wants more frames while idle asks with `UIApplication.shared.setNeedsDisplay()`.
  public var frameObserver: (@MainActor (_ time: TimeInterval, _ isIdle: Bool) -> Bool)?
  /// Whether frames keep to the display's refresh; a recording on the virtual clock can go as
  /// fast as it draws.
  public var isPaced = true
  /// The keys, overlays and recordings the host adds to an app it runs (`runApplication`).
  /// Presses of the mouse's first button handled so far (the self-check's lost release
  /// tells a new press from a held one by it).
  var buttonOnePresses = 0
  public internal(set) var tools: HostTools?

  // Internal, not private: X11Host+Benchmark.swift times the stages of a frame.
  let connection: X11Connection
  let window: XWindowID
  let gc: GC
  let painter: XRenderPainter
  /// Shows the frames, and says when the next may be drawn.
  let presenter: FramePresenter
  /// The back buffer holding the newest frame.
  var backBuffer: BackBuffer { presenter.ring.newest }
  /// The display's refresh rate, from RandR.
  let displayRefresh: DisplayRefresh
  /// The window manager's frame sync, on resizes and with its compositor (nil without SYNC).
  let frameSync: FrameSync?
  /// Where the window was last seen on the screen (a move may take it to another output).
  var windowOrigin: CGPoint?
  let deleteWindowAtom: Atom
  let protocolsAtom: Atom
  var isClosed = false
  var frameTimes = FrameTimes()
  /// Whether the back buffer holds a frame (false after it is re-created by a resize).
  var backBufferIsDrawn = false
  /// What the last frame painted and moved, which its present copies.
  var lastPlan = FramePlanner.Plan(move: nil, region: [])
  /// Frames drawn so far: the first is at time 0, each later one advances the clock.
  var framesDrawn = 0
  /// Whether the app wanted another frame when the last one was drawn (an animation ran).
  var lastFrameWantedMore = false
  /// Whether the frames shown are recorded (`presentedFrames`), for measuring their pacing.
  public var recordsPresentedFrames: Bool {
    get { presenter.recordsFrames }
    set {
      presenter.recordsFrames = newValue
      frameSync?.recordsFrames = newValue
    }
  }
  /// The frames shown since `recordsPresentedFrames` was set: their vblanks and times. Under
  /// a compositor that times the frames it shows, its word; else the X server's.
  public var presentedFrames: [PresentedFrame] {
    if let shown = frameSync?.shownFrames, !shown.isEmpty { return shown }
    return presenter.presentedFrames
  }
  /// How frames reach the window (`.copy` where the server lacks Present).
  public var presentMethod: PresentMethod { presenter.method }
  /// Smooth scrolling, touch screens and touchpad pinches (nil without XInput 2.1).
  var xinput: XInput2Events?
  /// The desktop's settings (XSETTINGS), followed live.
  var desktopSettings: XSettingsWatcher?
  /// The appearance portal's colour scheme, followed live where a session bus offers it.
  var appearancePortal: AppearancePortal?
  /// The window's accessibility tree on the desktop's accessibility bus, where one runs.
  var accessibilityBus: AccessibilityBus?
  /// The frames drawn when the accessibility bridge last told of changes.
  var framesDrawnWhenAccessibilityReported = 0
  /// The window's title, as `setTitle(_:)` last set it.
  var title = ""
  /// Whether the window has the keyboard focus.
  var isWindowFocused = false
  /// The X clipboard and primary selection, the toolkit's pasteboard.
  var clipboard: X11Clipboard
  /// Composes typed text: dead keys, Compose sequences, ibus (nil where no method opens).
  var inputMethod: InputMethod?
  /// Reduce motion whatever the desktop says (`--reduce-motion`).
  public var forcesReduceMotion = false {
    didSet { applyReduceMotion() }
  }
  /// Light or dark whatever the desktop says (`--appearance`); nil: the desktop's.
  public var forcedAppearance: UIUserInterfaceStyle? {
    didSet { applyDesktopSettings() }
  }
  /// The text size whatever the desktop says (`--content-size`); nil: the desktop's.
  public var forcedContentSize: UIContentSizeCategory? {
    didSet { applyDesktopSettings() }
  }
  /// Which way the app lays out whatever the locale says (`--layout-direction`); nil: the
  /// locale's.
  public var forcedLayoutDirection: UIUserInterfaceLayoutDirection? {
    didSet { applyDesktopSettings() }
  }
  /// Input events' server times, in seconds.
  var serverTime = ServerTime()
  /// What to do on each signal watched (see `onSignal`).
  var signalActions: [Int32: @MainActor () -> Void] = [:]
  /// What to do once the app has settled (see `whenSettled`).
  var settledActions: [@MainActor () -> Void] = []

  /// The smallest window the host asks the window manager for, in points: the first
  /// iPhone's screen, at which UIKit layouts are made to work.
  public nonisolated static let minimumSize = CGSize(width: 320, height: 480)

  /// The window's size in points.
  public private(set) var size: CGSize
  /// Device pixels per point: the window, the frames and the screenshots are this many times
  /// larger than the toolkit's points each way.
  public let scale: CGFloat

  /// Opens the display and a window of `size` points titled `title`, drawn at `scale` pixels
  /// per point (nil: the display's own, see `displayScale`), presenting frames by `present`
  /// (`.vblank` falls back to `.copy` where the server lacks Present), and installs the
  /// toolkit's environment: `clock`, the host's fonts, its PNG decoder and its scale,
  /// messages on standard error. Throws when the display cannot be opened or lacks what the
  /// host needs.
  public init(
    displayName: String?, size: CGSize, title: String, programName: String, scale: Int? = nil,
    clock: AnimationClock = AnimationClock(mode: .real), present: PresentMethod = .vblank
  ) throws {
    X11ErrorHandlers.install(programName: programName)
    connection = try X11Connection(displayName: displayName)
    self.size = size
    self.scale = CGFloat(scale ?? Self.displayScale(connection: connection))
    let display = connection.display
    let width = UInt32(max(size.width * self.scale, 1))
    let height = UInt32(max(size.height * self.scale, 1))
    let windowID = XCreateSimpleWindow(
      display, connection.root.raw, 0, 0, width, height, 0, 0,
      XWhitePixel(display, connection.screen))
    window = XWindowID(raw: windowID)
    // No background: the server must not clear the window before each present (flicker).
    XSetWindowBackgroundPixmap(display, windowID, 0)
    XSelectInput(
      display, windowID,
      ExposureMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask | ButtonMotionMask
        | StructureNotifyMask | FocusChangeMask | LeaveWindowMask | VisibilityChangeMask
        | PropertyChangeMask)
    protocolsAtom = connection.atom("WM_PROTOCOLS")
    deleteWindowAtom = connection.atom("WM_DELETE_WINDOW")
    gc = XCreateGC(display, windowID, 0, nil)
    // Presents copy from a pixmap that is all there: no GraphicsExpose or NoExpose events.
    XSetGraphicsExposures(display, gc, 0)
    painter = XRenderPainter(connection: connection, drawable: window, scale: self.scale)
    clipboard = X11Clipboard(connection: connection, window: windowID)
    X11ErrorHandlers.learnExtensionNames(on: display)
    displayRefresh = DisplayRefresh(connection: connection, window: window)
    frameSync = FrameSync(connection: connection, window: window)
    presenter = FramePresenter(
      connection: connection, window: window, gc: gc,
      ring: BufferRing(
        connection: connection, window: window, width: Int32(width), height: Int32(height)),
      method: present, refreshInterval: 1 / 60)
    installEnvironment(clock: clock)
    setWindowProperties(title: title, className: "Transitions", instanceName: programName)
    WindowIcon.set(on: window, connection: connection)
    xinput = XInput2Events(connection: connection, window: window)
    inputMethod = InputMethod(display: display, window: windowID)
    if let inputMethod {
      var attributes = XWindowAttributes()
      XGetWindowAttributes(display, windowID, &attributes)
      XSelectInput(display, windowID, attributes.your_event_mask | inputMethod.filterEvents)
    }
    desktopSettings = XSettingsWatcher(connection: connection)
    appearancePortal = AppearancePortal()
    accessibilityBus = AccessibilityBus { [unowned self] address in
      let bridge = ATSPIBridge(
        address: address, applicationName: self.title, scale: self.scale,
        windowTitle: { [unowned self] in self.title },
        windowOrigin: { [unowned self] in self.windowOriginOnScreen() })
      bridge?.windowFocusDidChange(isFocused: isWindowFocused)
      return bridge
    }
    applyDesktopSettings()
    refreshRateMayHaveChanged()
    XMapWindow(display, windowID)
    XFlush(display)
  }

  /// Installs the toolkit's environment with this host's fonts, PNG decoder and scale, and
  /// `clock`: everything that depends on the environment starts afresh.
  public func installEnvironment(clock: AnimationClock) {
    UIApplication.shared.environment = HostEnvironment(
      clock: clock, textMeasurer: painter.fonts, imageDecoder: PNGFile.Decoder(),
      imageRenderer: OffscreenImages(painter: painter), screenScale: scale, pasteboard: clipboard,
      urlOpener: DesktopURLOpener())
    applyDesktopSettings()
  }

  /// Tells the toolkit what the desktop's settings say: reduce motion, light or dark (the
  /// appearance portal's colour scheme where it says, else the XSETTINGS theme), the text
  /// size, and which way the locale's language reads.
  func applyDesktopSettings() {
    applyReduceMotion()
    let desktopIsDark =
      appearancePortal?.prefersDark ?? desktopSettings?.settings.prefersDarkAppearance ?? false
    UIApplication.shared.hostAppearanceDidChange(
      to: forcedAppearance ?? (desktopIsDark ? .dark : .light))
    // GNOME's text scaling factor is Xft/DPI over 96 and the window scale.
    let textScale = desktopSettings?.settings.dotsPerInch.map { $0 / 96 / scale } ?? 1
    UIApplication.shared.hostContentSizeCategoryDidChange(
      to: forcedContentSize ?? UIContentSizeCategory(textScale: textScale))
    UIApplication.shared.hostLayoutDirectionDidChange(
      to: forcedLayoutDirection
        ?? .ofLocale(in: ProcessInfo.processInfo.environment))
  }

  /// Tells the toolkit whether to reduce motion: forced, or the desktop's animations are off
  /// (GTK's `Gtk/EnableAnimations`, which GNOME's settings daemon and xsettingsd export).
  func applyReduceMotion() {
    let desktopReduces = desktopSettings.map { !$0.settings.enablesAnimations } ?? false
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: forcesReduceMotion || desktopReduces)
  }

  /// Whether `shutDown()` has given the window and the connection back.
  var isShutDown = false

  /// A host that never ran (a test's, a snapshot's) gives its window, buffers and connection
  /// back as it goes.
  isolated deinit { shutDown() }

  // MARK: Run loop

  /// Runs until the window is closed, the app terminates, or the screenshot is written.
  /// Returns the process exit status.
  public func run(screenshot: ScreenshotRequest? = nil) -> Int32 {
    let app = UIApplication.shared
    let clock = app.clock
    let fileDescriptor = connection.fileDescriptor
    defer { shutDown() }
    while true {
      processPendingEvents()
      if isClosed || app.isTerminating { return 0 }
      for number in SignalPipe.drain() { signalActions[number]?() }
      if let portal = appearancePortal {
        if portal.receive() { applyDesktopSettings() }
        if !portal.isConnected {
          // Its socket would wake the loop for ever.
          appearancePortal = nil
          FileHandle.standardError.write(
            Data(
              "\(X11ErrorHandlers.programName): lost the session bus; the appearance follows XSETTINGS\n"
                .utf8))
          applyDesktopSettings()
        }
      }
      receiveAccessibilityBus()
      if let next = app.nextScheduledTime, clock.now >= next { app.tickAnimations() }
      var timeout: Int32 = -1
      if let next = app.nextScheduledTime, clock.mode == .real, !clock.isPaused {
        timeout = Int32(((next - clock.now) / clock.speed * 1000).rounded(.up)) + 1
      }
      if app.needsFrame || screenshot != nil {
        // Screenshots with the virtual clock need no pacing: each frame is 1/60 s anyway.
        let isPaced = !((screenshot != nil || !self.isPaced) && clock.mode == .virtual)
        let now = AnimationClock.systemUptime()
        let drawTime = frameTimes.percentile(0.9) / 1000 + 0.001
        let slot =
          frameSync?.waitsForAnswer(at: now).map { FramePresenter.Slot.wait(until: $0) }
          ?? presenter.claimFrame(
            at: now, drawTime: drawTime,
            minimumInterval: clock.mode == .virtual ? AnimationClock.virtualFrameDuration : 0,
            isPaced: isPaced)
        switch slot {
        case .draw(var target):
          // A frame the window manager waits for, or its compositor shows, goes on the window
          // at once, not on the vblank; the compositor's timings say when it will show it.
          let atOnce = !isPaced || frameSync?.presentsAtOnce == true
          if atOnce, let shown = frameSync?.showingTime(ofFrameSentAt: now + drawTime) {
            target.displayTime = shown
          }
          if framesDrawn > 0 { clock.advanceFrame(shownAt: target.displayTime) }
          drawFrame(for: target, atOnce: atOnce)
          let isIdle = !app.needsFrame
          let isRecorded = tools?.frameDrawn(at: clock.now, isIdle: isIdle) ?? true
          let isOver = !isRecorded || frameObserver.map { !$0(clock.now, isIdle) } ?? false
          if let screenshot, clock.now >= screenshot.time - 1e-9 {
            return writeScreenshot(to: screenshot.path)
          }
          if isOver { return 0 }
          continue
        case .wait(let until):
          let wait = max(Int32(((until - now) * 1000).rounded(.up)), 0)
          timeout = timeout < 0 ? wait : min(timeout, wait)
        }
      }
      runSettledActions()
      if framesDrawn != framesDrawnWhenAccessibilityReported, !app.needsFrame {
        // The frames are drawn and the app is still: what they changed is told to a screen
        // reader.
        framesDrawnWhenAccessibilityReported = framesDrawn
        accessibilityBus?.bridge?.reportChanges()
      }
      XFlush(connection.display)
      // Messages a bus read while it waited for something else are handed over at once.
      let busMessagesWait =
        accessibilityBus?.hasMessagesWaiting == true || appearancePortal?.hasMessagesWaiting == true
      if XPending(connection.display) == 0, !busMessagesWait {
        var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
        let others =
          [SignalPipe.readEnd, appearancePortal?.fileDescriptor ?? -1]
          + (accessibilityBus?.fileDescriptors ?? [])
        for other in others where other >= 0 {
          descriptors.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0))
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
      }
    }
  }

  /// Runs `action` on the run loop each time the process receives signal `number` (SIGUSR1,
  /// say); the signal's default action no longer applies.
  public func onSignal(_ number: Int32, perform action: @escaping @MainActor () -> Void) {
    guard SignalPipe.watch(number) else {
      FileHandle.standardError.write(
        Data("\(X11ErrorHandlers.programName): cannot watch signal \(number)\n".utf8))
      return
    }
    signalActions[number] = action
  }

  /// Runs `action` on the run loop once the app has settled (`UIApplication.isSettled`): at
  /// once if it has.
  public func whenSettled(_ action: @escaping @MainActor () -> Void) {
    settledActions.append(action)
  }

  /// Runs the actions waiting for the app to settle, if it has (before the loop sleeps).
  func runSettledActions() {
    guard !settledActions.isEmpty, UIApplication.shared.isSettled else { return }
    let actions = settledActions
    settledActions = []
    for action in actions { action() }
  }

  func processPendingEvents() {
    let display = connection.display
    var event = XEvent()
    while XPending(display) > 0 {
      XNextEvent(display, &event)
      handle(&event)
    }
  }

  func handle(_ event: inout XEvent) {
    let app = UIApplication.shared
    if clipboard.handle(&event) { return }
    if inputMethod?.filter(&event) == true { return }
    if desktopSettings?.handle(&event) == true { return applyDesktopSettings() }
    if presenter.handle(&event) { return }
    if displayRefresh.isChange(event) {
      XRRUpdateConfiguration(&event)
      return refreshRateMayHaveChanged()
    }
    switch event.type {
    case Expose:
      if event.xexpose.count == 0, backBufferIsDrawn { presenter.showNewest() }
    case ConfigureNotify where event.xconfigure.window == window.raw:
      // (The root's own come too: the settings watcher selects them.)
      windowConfigured(event.xconfigure)
    case MapNotify where event.xmap.window == window.raw:
      XSetInputFocus(connection.display, window.raw, RevertToParent, 0)
    case UnmapNotify where event.xunmap.window == window.raw,
      VisibilityNotify where event.xvisibility.state == VisibilityFullyObscured,
      LeaveNotify where event.xcrossing.mode == NotifyGrab:
      // The end of a drag may never come: an unmapped window loses the implicit grab, one out
      // of sight is no place to drag in, and another client took the pointer. As UIKit does
      // when touches lose their window, they are cancelled.
      app.cancelTouches()
    case FocusIn, FocusOut:
      let focus = event.xfocus
      // A drag cut short by another window taking the pointer must not stay half done.
      if event.type == FocusOut, focus.mode == NotifyGrab { app.cancelTouches() }
      // The keyboard focus coming or going (not a grab's, nor a child window's): the app
      // becomes active or resigns.
      if focus.mode == NotifyNormal, focus.detail != NotifyInferior {
        isWindowFocused = event.type == FocusIn
        inputMethod?.windowFocusDidChange(isFocused: isWindowFocused)
        app.hostWindowFocusDidChange(isFocused: isWindowFocused)
        accessibilityBus?.bridge?.windowFocusDidChange(isFocused: isWindowFocused)
      }
    case KeyPress:
      if let key = EventTranslator.key(&event.xkey, inputMethod: inputMethod) { send(key) }
    case MappingNotify:
      // A new keyboard layout (setxkbmap, a test's remapped key): look keys up afresh.
      XRefreshKeyboardMapping(&event.xmapping)
    case ButtonPress, ButtonRelease:
      mouseButton(event.xbutton, isPress: event.type == ButtonPress)
    case MotionNotify:
      let motion = event.xmotion
      app.sendPointerEvent(
        PointerEvent(
          kind: .moved, location: points(CGPoint(x: Int(motion.x), y: Int(motion.y))),
          modifierFlags: EventTranslator.modifiers(motion.state),
          timestamp: serverTime.seconds(motion.time)))
    case GenericEvent:
      inputExtensionEvent(&event)
    case ClientMessage where event.xclient.message_type == protocolsAtom:
      if Atom(event.xclient.data.l.0) == deleteWindowAtom {
        isClosed = true
      } else {
        _ = frameSync?.takeRequest(event.xclient)
      }
    case ClientMessage:
      _ = frameSync?.takeAnswer(event.xclient)
    default:
      break
    }
  }

  /// The window moved or changed size (a ConfigureNotify of its own).
  private func windowConfigured(_ configure: XConfigureEvent) {
    let newSize = CGSize(
      width: CGFloat(configure.width) / scale,
      height: CGFloat(configure.height) / scale)
    if newSize != size { resize(to: newSize) }
    // The frame at this size answers the window manager's sync request, if it sent one.
    frameSync?.windowConfigured()
    if frameSync?.isWaiting == true { UIApplication.shared.setNeedsDisplay() }
    // A window manager's own ConfigureNotify gives the window's place on the screen.
    let origin = CGPoint(x: Int(configure.x), y: Int(configure.y))
    if configure.send_event != 0, origin != windowOrigin {
      windowOrigin = origin
      refreshRateMayHaveChanged()
    }
  }

  /// A mouse button pressed or released: the first is the pointer, the middle pastes the
  /// primary selection, 4 to 7 are the wheel, 8 back.
  private func mouseButton(_ button: XButtonEvent, isPress: Bool) {
    let app = UIApplication.shared
    let location = points(CGPoint(x: Int(button.x), y: Int(button.y)))
    let flags = EventTranslator.modifiers(button.state)
    let time = serverTime.seconds(button.time)
    switch button.button {
    case UInt32(Button1):
      // A press while the app still holds the last one: that release went elsewhere.
      if isPress, app.isMouseDown { app.cancelTouches() }
      if isPress { buttonOnePresses += 1 }
      app.sendPointerEvent(
        PointerEvent(
          kind: isPress ? .down : .up, location: location, modifierFlags: flags,
          timestamp: time))
    case UInt32(Button4)...7
    where isPress && xinput?.isDuplicateWheelPress(at: button.time) != true:
      // 4/5: up/down; 6/7: left/right; Shift turns the wheel sideways.
      let step: CGFloat = button.button % 2 == 0 ? -1 : 1
      let sideways = button.button >= 6 || flags.contains(.shift)
      app.sendPointerEvent(
        PointerEvent(
          kind: .scroll(dx: sideways ? step : 0, dy: sideways ? 0 : step, isPrecise: false),
          location: location, modifierFlags: flags, timestamp: time))
    case UInt32(Button2) where isPress:
      app.pastePrimarySelection(at: location)
    case 8 where isPress:
      // The mouse's back button goes back as Esc does (9, forward, has nothing to redo).
      send(UIKey(.escape))
    default:
      break
    }
  }

  /// An XInput 2 event: smooth scrolling, a touchpad drag, touches, a device removed.
  private func inputExtensionEvent(_ event: inout XEvent) {
    let app = UIApplication.shared
    let input = xinput?.input(from: &event)
    let time = serverTime.seconds(xinput?.lastTime ?? 0)
    switch input {
    case .scroll(let clicks, let location, let modifiers, let isTouchpad):
      app.sendPointerEvent(
        PointerEvent(
          kind: .scroll(
            dx: clicks.x * UIScrollView.wheelStep, dy: clicks.y * UIScrollView.wheelStep,
            isPrecise: true),
          location: points(location), modifierFlags: modifiers, timestamp: time,
          isTouchpadScroll: isTouchpad))
    case .drag(let location, let modifiers):
      app.sendPointerEvent(
        PointerEvent(
          kind: .moved, location: points(location), modifierFlags: modifiers, timestamp: time))
    case .touches(let fingers, let phase, let modifiers):
      app.sendTouches(
        fingers.mapValues(points), phase: phase, modifierFlags: modifiers, timestamp: time)
    case .devicesRemoved:
      // A device unplugged or disabled mid-gesture sends no end of its touches.
      app.cancelTouches()
    case nil:
      break
    }
  }

  /// A key to the tools' key list if it is open, else to the app, then to the tools.
  func send(_ key: UIKey) {
    guard tools?.takesKeyFirst(key) != true, !UIApplication.shared.sendKey(key) else { return }
    _ = tools?.handleKey(key)
  }

  /// A point in the window's pixels, in the toolkit's points.
  func points(_ pixel: CGPoint) -> CGPoint {
    scale == 1 ? pixel : CGPoint(x: pixel.x / scale, y: pixel.y / scale)
  }

  /// Tells the toolkit the refresh rate of the display under the window, and paces frames
  /// by it (60 where RandR cannot say).
  func refreshRateMayHaveChanged() {
    let rate = displayRefresh.rate() ?? 60
    presenter.refreshInterval = 1 / rate
    UIScreen.main.hostRefreshRateDidChange(to: rate)
  }

  func resize(to newSize: CGSize) {
    size = newSize
    presenter.ring.resize(
      width: Int32((newSize.width * scale).rounded()),
      height: Int32((newSize.height * scale).rounded()))
    backBufferIsDrawn = false
    UIApplication.shared.windowDidResize(to: newSize)
    UIApplication.shared.setNeedsDisplay()
  }
}
