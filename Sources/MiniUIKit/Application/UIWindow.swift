import Foundation

/// The root of a view hierarchy on screen: it hosts the root view controller's view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The controller whose view fills the window.
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      let isShown = UIApplication.shared.keyWindow === self
      if let old = oldValue {
        PresentationTransition.removePresentations(above: old, in: self)
        if isShown { old.beginAppearance(isAppearing: false, animated: false) }
        old.view.removeFromSuperview()
        if isShown { old.endAppearance() }
      }
      if let controller = rootViewController {
        controller.view.frame = bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if isShown { controller.beginAppearance(isAppearing: true, animated: false) }
        insertSubview(controller.view, at: 0)
        if isShown { controller.endAppearance() }
      }
    }
  }

  /// The presentation or dismissal under way in the window, if any: one runs at a time.
  var presentationUnderWay: PresentationTransition?

  /// The screen the window is on: its constraints round to that screen's pixels.
  public var screen: UIScreen = .main {
    didSet {
      guard screen !== oldValue else { return }
      LayoutEngine.inputsDidChange(around: self)
      setNeedsLayout()
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .black
  }

  /// A window the size of the scene's screen (the host's window), in that scene.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    // Observers do not run in the class's own initializers.
    self.windowScene = windowScene
    windowScene.attachedWindows.append(WeakWindow(window: self))
  }

  public required init?(coder: NSCoder) { nil }

  /// The scene the window is in, if it was made in one.
  public weak var windowScene: UIWindowScene? {
    didSet {
      oldValue?.attachedWindows.removeAll { $0.window === self || $0.window == nil }
      windowScene?.attachedWindows.append(WeakWindow(window: self))
    }
  }

  /// Where the window is drawn among the app's visible windows: higher levels above.
  public struct Level: Hashable, Comparable, RawRepresentable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A level of `rawValue`.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level of ordinary windows (0).
    public static let normal = Level(0)
    /// The status bar's level (1000), above ordinary windows.
    public static let statusBar = Level(1000)
    /// The level of alerts (2000), above the status bar's.
    public static let alert = Level(2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The window's level (default `.normal`): visible windows above the key window's level
  /// are drawn over it.
  public var windowLevel = Level.normal {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// Whether keys and touches come to this window.
  public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

  /// Showing a window puts it among the app's windows, drawn above the key window if its level
  /// is higher (an overlay); only the key window takes input.
  public override var isHidden: Bool {
    didSet { UIApplication.shared.windowVisibilityDidChange(self) }
  }

  /// Makes this window take keys and touches, without showing it or its controller anew.
  public func makeKey() {
    UIApplication.shared.keyWindow = self
  }

  /// Makes this the key window: it receives keys and touches and is drawn.
  public func makeKeyAndVisible() {
    isHidden = false
    UIApplication.shared.keyWindow = self
    rootViewController?.beginAppearance(isAppearing: true, animated: false)
    rootViewController?.endAppearance()
  }

  open override var next: UIResponder? { UIApplication.shared }

  /// The controller that gets keys first: the top of the presentation stack.
  public var topViewController: UIViewController? {
    var controller = rootViewController
    while let presented = controller?.presentedViewController { controller = presented }
    return controller
  }

  /// The views that Tab moves through, in drawing order (a scroll view's top to bottom):
  /// those of the top view controller,
  /// or of the modal view in it (`accessibilityViewIsModal`, the last one shown), which keeps
  /// the keyboard as it keeps a screen reader.
  func focusableViews() -> [UIView] {
    var result: [UIView] = []
    var modal: UIView?
    func isShown(_ view: UIView) -> Bool {
      !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled
    }
    func findModal(in view: UIView) {
      guard isShown(view) else { return }
      if view.accessibilityViewIsModal { modal = view }
      for subview in view.subviews { findModal(in: subview) }
    }
    func visit(_ view: UIView) {
      guard isShown(view) else { return }
      if view.canBecomeFocused { result.append(view) }
      // A scroll view's content goes top to bottom, whatever order its views were added in
      // (a table view's cells are not).
      let subviews =
        view is UIScrollView ? inReadingOrder(view.subviews, frame: \.frame) : view.subviews
      for subview in subviews { visit(subview) }
    }
    let top = topViewController?.view
    let root = top.map { $0.isDescendant(of: self) } == true ? top ?? self : self
    findModal(in: root)
    visit(modal ?? root)
    return result
  }

  /// How many commands the last display list held.
  private var lastCommandCount = 0

  /// The whole window as a display list, in presentation values.
  @_spi(Host) public func displayList() -> DisplayList {
    var list = DisplayList()
    // Room for as many commands as the last frame had: growing the list a step at a time
    // copied all of it each step.
    list.commands.reserveCapacity(lastCommandCount)
    defer { lastCommandCount = list.commands.count }
    // Dynamic colours resolve with the window's traits, or a view's own below it.
    let traits = traitCollection
    let inherited = stage.currentTraits
    stage.currentTraits = traits
    defer { stage.currentTraits = inherited }
    if let color = presentedProperties().backgroundColor {
      list.commands.append(
        DrawCommand(
          kind: .fill(rect: bounds, color: color.resolvedColor(with: traits), cornerRadius: 0),
          transform: .identity, alpha: 1, clip: nil))
    }
    for sublayer in layer.sublayersInDrawingOrder {
      sublayer.render(into: &list, parentTransform: .identity, parentAlpha: 1, clip: bounds)
    }
    return list
  }
}
