import Foundation

/// The application: receives a host's input, routes it to views, keeps keyboard focus, and
/// produces frames when something changed or animates.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  /// The app's one application object.
  public static let shared = UIApplication()

  /// The app's delegate; when it is a responder, it gets the keys no view or controller
  /// handled (the last link of the responder chain).
  public weak var delegate: UIApplicationDelegate?
  /// The window that gets input and is drawn, under the visible windows of higher levels.
  public internal(set) weak var keyWindow: UIWindow? {
    didSet { if let keyWindow { windowVisibilityDidChange(keyWindow) } }
  }
  /// The visible windows, bottom to top: by `windowLevel`, then in the order they were shown.
  public var windows: [UIWindow] {
    shownWindows.compactMap(\.window).filter { !$0.isHidden }
      .enumerated().sorted {
        ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset)
      }
      .map(\.element)
  }
  /// The size of the host's window in points (`windowDidResize(to:)`): `UIScreen.main.bounds`
  /// before a window is key; the first iPhone's screen until a host says, and again after a
  /// new environment.
  public private(set) var hostWindowSize = CGSize(width: 320, height: 480)
  private var shownWindows: [WeakWindow] = []
  /// The scenes connected: the one desktop window, for an app with a scene delegate.
  public internal(set) var connectedScenes: Set<UIScene> = []
  /// The sessions of the app's scenes.
  public internal(set) var openSessions: Set<UISceneSession> = []
  /// The delegate `launch(with:)` made, held while the app runs (`delegate` is weak).
  var launchedDelegate: UIApplicationDelegate?
  /// The window shown when the app made none at launch.
  var blankWindow: UIWindow?
  /// Whether the launched app is active (its window has the focus).
  var isActive = false
  /// `UIAccessibility.isReduceMotionEnabled`: off until a host says, and again after a new
  /// environment.
  var isReduceMotionEnabled = false {
    didSet { UIAccessibility.reduceMotionSetting.withLock { $0 = isReduceMotionEnabled } }
  }
  /// `UIAccessibility.isVoiceOverRunning`: off until a host says a screen reader listens.
  var isVoiceOverRunning = false {
    didSet { UIAccessibility.voiceOverSetting.withLock { $0 = isVoiceOverRunning } }
  }
  /// Hears focus moves and accessibility notifications: the host's bridge to the desktop's
  /// assistive technologies. Held weakly.
  @_spi(Host) public weak var accessibilityObserver: UIAccessibilityObserver?
  /// The desktop's appearance: light until a host says, and again after a new environment.
  var userInterfaceStyle = UIUserInterfaceStyle.light
  /// Which way the app's language reads: the locale's (`LANG`), or `--layout-direction`;
  /// left to right until a host says, and again after a new environment. A view takes
  /// another with `semanticContentAttribute`.
  public internal(set) var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
  /// The text size the user prefers: the desktop's text scale, or `--content-size`.
  public internal(set) var preferredContentSizeCategory = UIContentSizeCategory.large
  /// How many times traits changed anywhere: the appearance, an override, a size class.
  var traitChangeCount = 0
  /// What the host provides: the clock, text measurement, image decoding, the screen's scale
  /// and where messages go. Setting it starts afresh: image files are read again and
  /// messages reported again.
  @_spi(Host) @exclusivity(unchecked) public var environment = HostEnvironment() {
    didSet {
      imageFiles = ImageFileStore()
      ownStage = Stage()
      servedStage = nil
      sceneStages = []
      environmentNumber += 1
      hostWindowSize = CGSize(width: 320, height: 480)
      isReduceMotionEnabled = false
      isVoiceOverRunning = false
      userInterfaceStyle = .light
      preferredContentSizeCategory = .large
      userInterfaceLayoutDirection = .leftToRight
      isFocusVisible = true
      firstResponder = nil
      isHostWindowFocused = true
    }
  }
  /// What keys and typed text go to first (`becomeFirstResponder()`): a text field being
  /// edited.
  weak var firstResponder: UIResponder? {
    didSet { if firstResponder !== oldValue { inputAccessory.show(for: firstResponder) } }
  }
  /// Shows the first responder's input accessory view.
  let inputAccessory = InputAccessoryHost()
  /// Whether the host's window has the keyboard (a caret blinks only then).
  var isHostWindowFocused = true
  /// The view that Enter and Space activate, moved with Tab.
  @exclusivity(unchecked) public private(set) weak var focusedView: UIView? {
    didSet {
      oldValue?.holdsFocus = false
      focusedView?.holdsFocus = true
    }
  }
  /// Whether the focused view shows its focus ring: after keyboard use, until the next press
  /// of the mouse or a finger (GTK's `:focus-visible`).
  private(set) var isFocusVisible = true {
    didSet { if isFocusVisible != oldValue { setNeedsDisplay() } }
  }
  /// Set by `terminate()`: the host ends its run loop.
  public private(set) var isTerminating = false

  private var needsDisplay = true
  /// Image files decoded and reported so far (see `UIImage(named:)`).
  private(set) var imageFiles = ImageFileStore()
  /// The stage of the windows in no scene (what goes on between frames: animations,
  /// transactions, layout changes, transitions, touches, recognizers): a new environment
  /// brings a new one. Each window scene has its own (see `UIApplication+Stages.swift`).
  @exclusivity(unchecked) private(set) var ownStage = Stage()
  /// Counts the environments set: a scene's stage made under an older one is replaced.
  private(set) var environmentNumber = 0
  /// The scenes that made their stage in this environment.
  var sceneStages: [WeakScene] = []
  /// The stage being served, while the host serves a window's (`serve(_:_:)`).
  @exclusivity(unchecked) var servedStage: Stage?
  private var touchRouter: TouchRouter { inputStage.touchRouter }
  private var pinchEmulator: PinchEmulator { inputStage.pinchEmulator }
  private var backSwipe: TouchpadBackSwipe { inputStage.backSwipe }

  private override init() { super.init() }

  public override var next: UIResponder? { delegate as? UIResponder }

  /// Keeps `window` among `windows` while it is shown.
  func windowVisibilityDidChange(_ window: UIWindow) {
    shownWindows.removeAll { $0.window == nil || $0.window === window }
    if !window.isHidden { shownWindows.append(WeakWindow(window: window)) }
    setNeedsDisplay()
  }

  // MARK: Frames

  /// Asks for a new frame.
  public func setNeedsDisplay() { needsDisplay = true }

  /// Whether a frame should be drawn: something changed or an animation runs.
  @_spi(Host) public var needsFrame: Bool { needsDisplay || hasRunningAnimations }

  /// Advances every stage's animations, lays out, and returns what to draw.
  @_spi(Host) public func renderFrame() -> DisplayList {
    tickAnimations(committingTransactions: true)
    defer { needsDisplay = false }
    let shown = drawnWindows
    // Changes made by layout are drawn in this frame: they ask for no other.
    for window in shown { serve(window.stage) { window.layoutIfNeeded() } }
    let lists = shown.map { window in serve(window.stage) { window.displayList() } }
    // Content moved by scrolling may be copied only when no window covers it.
    guard lists.count > 1 else { return lists.first ?? DisplayList() }
    var list = DisplayList()
    for windowList in lists { list.commands += windowList.commands }
    return list
  }

  /// The windows drawn, bottom to top: the key window, which covers the app's other windows
  /// of its level or below (the host's window shows one app window), and the windows of
  /// higher levels over it.
  private var drawnWindows: [UIWindow] {
    guard let keyWindow else { return [] }
    return [keyWindow] + windows.filter { $0.windowLevel > keyWindow.windowLevel }
  }

  /// The window a touch or wheel at `location` goes to: as in UIKit, the topmost window with
  /// a view there that takes touches (an overlay of views that take none lets it through).
  private func window(at location: CGPoint) -> UIWindow? {
    let shown = drawnWindows
    // Hit tests see the layout of the window's size now (a resize may have come just before).
    for window in shown { window.layoutIfNeeded() }
    return shown.last { $0.hitTest(location, with: nil) != nil } ?? keyWindow
  }

  /// The host's window changed size.
  /// The controllers on show hear of it first (`viewWillTransition(to:with:)`, the root
  /// and each presented one), and their coordinator's blocks run once the new size is laid
  /// out.
  @_spi(Host) public func windowDidResize(to size: CGSize) {
    serveInput {
      hostWindowSize = size
      // Size classes follow the size: whose changed hear of it once it is laid out.
      let before = windows.map { ($0, $0.traitCollection) }
      traitChangeCount += 1
      defer {
        for (window, previous) in before {
          window.traitsDidChange(from: previous, to: window.traitCollection)
        }
      }
      for window in windows where window !== keyWindow {
        window.frame = CGRect(origin: .zero, size: size)
      }
      guard let window = keyWindow, window.bounds.size != size else { return }
      let coordinator = ResizeTransitionCoordinator(window: window)
      var controller = window.rootViewController
      while let current = controller {
        current.viewWillTransition(to: size, with: coordinator)
        controller = current.presentedViewController
      }
      UIView.performWithoutAnimation { window.frame = CGRect(origin: .zero, size: size) }
      window.layoutIfNeeded()
      coordinator.finish()
    }
  }

  /// Asks the host to quit.
  public func terminate() {
    isTerminating = true
    needsDisplay = true
  }

  // MARK: Touches

  /// Turns pointer input into touches delivered to the view under the pointer: the mouse is
  /// one finger; Ctrl + drag over a view with a pinch recognizer is two (see PinchEmulator);
  /// the wheel scrolls.
  @_spi(Host) public func sendPointerEvent(_ event: PointerEvent) {
    serveInput {
      guard let window = window(at: event.location) else { return }
      let eventTime = event.timestamp ?? UIApplication.shared.clock.eventTime
      if case .scroll(let dx, let dy, let isPrecise) = event.kind {
        if event.isTouchpadScroll,
          backSwipe.handle(dx: dx, dy: dy, at: event.location, in: window, time: eventTime)
        {
          return
        }
        // A touchpad's stop ends nothing else.
        if dx == 0, dy == 0 { return }
        // Ctrl + wheel pinches (away from the user: apart), as a touchpad's pinch-to-zoom.
        if event.modifierFlags.contains(.control), dy != 0,
          pinchEmulator.step(
            -dy / (isPrecise ? UIScrollView.wheelStep : 1), at: event.location, in: window,
            router: touchRouter, modifierFlags: event.modifierFlags)
        {
          return
        }
        return scroll(
          at: event.location, by: CGPoint(x: dx, y: dy), isPrecise: isPrecise, in: window)
      }
      backSwipe.interrupt(at: eventTime)
      if case .down = event.kind { isFocusVisible = false }
      if pinchEmulator.handle(event, in: window, router: touchRouter) { return }
      let point = [TouchRouter.mouse: event.location]
      let (flags, time) = (event.modifierFlags, event.timestamp)
      switch event.kind {
      case .down:
        touchRouter.begin(point, in: window, modifierFlags: flags, timestamp: time)
      case .moved:
        touchRouter.move(point, modifierFlags: flags, timestamp: time)
      case .up:
        touchRouter.end(point, cancelled: false, modifierFlags: flags, timestamp: time)
      case .scroll:
        break
      }
    }
  }

  /// Touches from a touch screen or a touchpad gesture, by finger (ids below 16 are the
  /// mouse's and its emulated pinch's): `.began` puts fingers down, `.moved` moves them,
  /// `.ended` or `.cancelled` lifts them. `timestamp` as `PointerEvent.timestamp`.
  @_spi(Host) public func sendTouches(
    _ points: [Int: CGPoint], phase: UITouch.Phase, modifierFlags: UIKeyModifierFlags = [],
    timestamp: TimeInterval? = nil
  ) {
    serveInput {
      guard let first = points.values.first, let window = window(at: first) else { return }
      let (flags, time) = (modifierFlags, timestamp)
      switch phase {
      case .began:
        isFocusVisible = false
        touchRouter.begin(points, in: window, modifierFlags: flags, timestamp: time)
      case .moved: touchRouter.move(points, modifierFlags: flags, timestamp: time)
      case .ended:
        touchRouter.end(points, cancelled: false, modifierFlags: flags, timestamp: time)
      case .cancelled:
        touchRouter.end(points, cancelled: true, modifierFlags: flags, timestamp: time)
      }
    }
  }

  /// Gives a wheel or touchpad scroll to the innermost scroll view under the pointer that can
  /// scroll that way.
  private func scroll(at location: CGPoint, by delta: CGPoint, isPrecise: Bool, in window: UIWindow)
  {
    var view = window.hitTest(location, with: nil)
    while let current = view {
      if let scrollView = current as? UIScrollView,
        (delta.x != 0 && scrollView.canScroll(horizontally: true))
          || (delta.y != 0 && scrollView.canScroll(horizontally: false))
      {
        scrollView.scroll(byWheel: delta, isPrecise: isPrecise)
        return
      }
      view = current.superview
    }
  }

  /// Whether a finger, the mouse's or an emulated pinch's, is down.
  var hasTouchesDown: Bool { !touchRouter.touches.isEmpty || pinchEmulator.isActive }

  /// Whether the mouse's button is down for the app: its touch, or a pinch it emulates with
  /// a Ctrl-drag (not a stepped one, nor a touch screen's fingers). The host checks it
  /// against the X server's own state.
  @_spi(Host) public var isMouseDown: Bool {
    pinchEmulator.isDragging || touchRouter.touches[TouchRouter.mouse] != nil
  }

  /// Cancels the touches in progress (the window lost the pointer grab, say).
  @_spi(Host) public func cancelTouches() {
    serveInput {
      pinchEmulator.cancel()
      touchRouter.cancelAll()
    }
  }

  // MARK: Keys

  /// Routes a key: Tab moves focus, Enter and Space activate the focused control, and other
  /// keys go up the responder chain from the focused view or the top view controller; Enter
  /// and Space that nothing took activate a focused view of the app's own.
  /// Returns whether anything took the key (the host's own keys come after).
  @discardableResult
  @_spi(Host) public func sendKey(_ key: UIKey) -> Bool {
    return serveInput {
      guard let window = keyWindow else { return false }
      isFocusVisible = true
      if let focused = focusedView, !Self.isShown(focused, in: window) {
        focusedView = nil
      }
      // A text field being edited types every key it takes, before any shortcut.
      // What it leaves has been up its responder chain.
      var isChainAsked = false
      if let editor = firstResponder as? TextInputView, Self.isShown(editor, in: window) {
        if editor.keyPressed(key) { return true }
        isChainAsked = true
      }
      // +, - and 0 pinch the pinchable view on show, a step at a time, or back to the start.
      if case .character(let character) = key.input, let entry = Self.pinchSteps[character],
        let steps = entry ?? pinchEmulator.stepsToStart,
        pinchEmulator.step(
          steps, at: nil, in: window, router: touchRouter, modifierFlags: key.modifierFlags)
      {
        return true
      }
      switch key.input {
      case .tab:
        moveFocus(in: window, backward: key.modifierFlags.contains(.shift))
        return true
      case .enter, .space:
        if let control = focusedView as? UIControl, control.isEnabled {
          control.activateFromKeyboard()
          return true
        }
      default:
        break
      }
      // Without focus, keys start at the controller on show: the top of the presentations,
      // and inside it the child a container shows (a navigation controller's top).
      var shown = window.topViewController
      while let child = shown?.appearanceChildren.last { shown = child }
      let first: UIResponder = focusedView ?? shown ?? window
      if !isChainAsked, first.keyPressed(key) { return true }
      // A focused view of an app's own that took neither key is activated as a screen reader
      // activates it: its `accessibilityActivate()`, else a tap at its centre.
      switch (key.input, focusedView) {
      case (.enter, let focused?), (.space, let focused?):
        let isActivated = AccessibilityTree.activate(focused)
        isFocusVisible = true  // The tap that stood for the key is no mouse press.
        return isActivated
      default:
        return false
      }
    }
  }

  /// A middle click at `location` (in the window): the text view under it pastes the
  /// desktop's primary selection there, as X programs do.
  @_spi(Host) public func pastePrimarySelection(at location: CGPoint) {
    serveInput {
      guard let window = keyWindow else { return }
      var view = window.hitTest(location, with: nil)
      while let current = view, !(current is TextInputView) { view = current.superview }
      guard let editor = view as? TextInputView else { return }
      editor.pastePrimarySelection(at: window.convert(location, to: editor))
    }
  }

  /// Keys that pinch: steps out (+, =), in (-), or back to the start (0, nil).
  private static let pinchSteps: [Character: CGFloat?] = ["+": 1, "=": 1, "-": -1, "0": nil]

  /// Whether `view` is in `window`, not hidden (nor any ancestor), and not covered by a
  /// presented controller: a focused view must not take Enter or Space otherwise.
  private static func isShown(_ view: UIView, in window: UIWindow) -> Bool {
    if let top = window.topViewController?.view, top.window === window,
      !view.isDescendant(of: top)
    {
      return false
    }
    var current: UIView? = view
    while let candidate = current {
      if candidate.isHidden { return false }
      if candidate === window { return true }
      current = candidate.superview
    }
    return false
  }

  /// After a presentation, dismissal, push or pop: a keyboard user's focus moves into the
  /// new content (its first focusable view), and comes back, on return, to the view it left,
  /// as UIKit's focus system does. Without focus (a mouse user) nothing changes.
  func moveFocusAfterTransition(
    from old: UIViewController, to new: UIViewController, isReturning: Bool
  ) {
    guard let focused = focusedView, let window = keyWindow else { return }
    if let oldView = old.viewIfLoaded, focused.isDescendant(of: oldView) {
      old.lastFocusedView = focused
    }
    if isReturning, let previous = new.lastFocusedView, Self.isShown(previous, in: window) {
      return setFocus(previous)
    }
    setFocus(window.focusableViews().first.map(focusEntry))
  }

  /// Where focus lands when it comes into `view`'s collection view from outside: the item
  /// focused there last, when the collection view `remembersLastFocusedIndexPath`.
  private func focusEntry(_ view: UIView) -> UIView {
    guard let collectionView = (view as? UICollectionViewCell)?.collectionView,
      focusedView.map({ !$0.isDescendant(of: collectionView) }) ?? true,
      let remembered = collectionView.rememberedFocusCell
    else { return view }
    return remembered
  }

  /// Gives focus to `view` (nil clears it), scrolling the scroll views it is in, as
  /// UIKit's focus system does, so that it shows.
  public func setFocus(_ view: UIView?) {
    let previous = focusedView
    focusedView = view
    setNeedsDisplay()
    // A cell's configuration state includes focus.
    if previous !== view {
      (previous as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
      (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
      accessibilityObserver?.accessibilityFocusDidChange(from: previous, to: view)
    }
    if let cell = view as? UICollectionViewCell, let collectionView = cell.collectionView {
      collectionView.lastFocusedIndexPath = collectionView.indexPath(for: cell)
    }
    var inner = view
    while let current = inner, let container = current.superview {
      if let scrollView = container as? UIScrollView {
        scrollView.scrollRectToVisible(
          current.convert(current.bounds, to: scrollView), animated: true)
      }
      inner = container
    }
  }

  private func moveFocus(in window: UIWindow, backward: Bool) {
    let candidates = window.focusableViews()
    guard !candidates.isEmpty else { return setFocus(nil) }
    let current = candidates.firstIndex { $0 === focusedView }
    let next: Int
    if let current {
      next = (current + (backward ? candidates.count - 1 : 1)) % candidates.count
    } else {
      next = backward ? candidates.count - 1 : 0
    }
    let focused = focusEntry(candidates[next])
    setFocus(focused)
    // Editing follows the keyboard's focus: into a text field, and out of the one left (a
    // field that will not let go keeps the focus, so that keys go where it shows).
    guard !(focused is TextInputView && focused.becomeFirstResponder()),
      let editor = firstResponder as? TextInputView, !editor.resignFirstResponder()
    else { return }
    setFocus(editor)
  }

  // MARK: Inspection

  /// The transition under way (the latest begun), for an inspector; nil when none runs.
  @_spi(Host) public var transitionInProgress: TransitionInfo? {
    guard let context = inputStage.transitions.latest?.context, !context.isComplete else {
      return nil
    }
    let duration = context.transitionDuration
    let elapsed = clock.now - context.startTime
    return TransitionInfo(
      animatorName: String(describing: type(of: context.animator)),
      duration: duration,
      timing: context.animatorTiming?.summary,
      isInteractive: context.isInteractive,
      fractionComplete: context.initiallyInteractive
        ? context.percentComplete : min(max(elapsed / max(duration, 1e-9), 0), 1))
  }
}

/// What an inspector shows of a transition under way.
@_spi(Host) public struct TransitionInfo: Sendable, Equatable {
  /// The animator's type name.
  public var animatorName: String
  public var duration: TimeInterval
  /// The curve its animation runs on, in words, once known.
  public var timing: String?
  /// Whether a finger drives it now.
  public var isInteractive: Bool
  /// How far along it is: the finger's percent for an interactive one, else elapsed time
  /// over the duration.
  public var fractionComplete: Double
}
