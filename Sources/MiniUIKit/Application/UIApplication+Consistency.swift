import Foundation

/// A self-check for tests and storms of input: once everything has settled, the controllers
/// and views on show must be consistent, whatever input arrived while transitions ran.
extension UIApplication {
  /// Whether everything has come to rest: no animation runs or waits to start, no transition
  /// is under way, and no finger (nor an emulated pinch) is down.
  @_spi(Host) public var isSettled: Bool { unsettledReasons.isEmpty }

  /// What keeps the app from settling, in words (empty once it has).
  @_spi(Host) public var unsettledReasons: [String] {
    var reasons: [String] = []
    for engine in stages.map(\.engine) where engine.hasRunningDrivers {
      reasons.append("animations run: \(engine.runningDriverNames)")
    }
    if let time = stages.compactMap(\.engine.nextAwaitedTime).min() {
      reasons.append(
        String(format: "an action waits for t = %.2f s (now %.2f s)", time, clock.now))
    }
    if hasTouchesDown { reasons.append("a finger is down") }
    if let running = keyWindow?.presentationUnderWay {
      reasons.append("the presentation of \(objectName(running.presented)) runs")
    }
    reasons += unfinishedTransitions.map { "a transition runs: \($0.context.summary)" }
    return reasons
  }

  /// The transitions begun on every stage and not ended yet.
  private var unfinishedTransitions: [ViewControllerTransition] {
    stages.flatMap(\.transitions.unfinished)
  }

  /// How many view-controller transitions have begun in this process, and how many have
  /// ended (completed, or torn down with their window's root).
  @_spi(Host) public var transitionCounts: (begun: Int, ended: Int) {
    let registries = stages.map(\.transitions)
    return (
      registries.map(\.begunCount).reduce(0, +), registries.map(\.endedCount).reduce(0, +)
    )
  }

  /// What is wrong with the key window's controllers and views, in words; empty when all is
  /// well. Meaningful once `isSettled`: then one controller is on top and shown, each
  /// presentation's container holds its presented view and nothing else, presenters and
  /// presented controllers point at each other, each navigation stack shows its top alone,
  /// no layout transition is left half way, no gesture is left recognizing, and every
  /// transition begun has ended exactly once.
  @_spi(Host) public func consistencyProblems() -> [String] {
    guard let window = keyWindow else { return ["there is no key window"] }
    var problems: [String] = []
    let unfinished = unfinishedTransitions
    for transition in unfinished {
      problems.append("a transition never completed: \(transition.context.summary)")
    }
    let counts = transitionCounts
    if counts.begun != counts.ended + unfinished.count {
      problems.append("\(counts.begun) transitions began but \(counts.ended) ended")
    }
    if let running = window.presentationUnderWay {
      problems.append("the presentation of \(objectName(running.presented)) is still under way")
    }
    if let root = window.rootViewController {
      problems += presentationProblems(from: root, in: window)
    } else {
      problems.append("the window has no root view controller")
    }
    if let top = window.topViewController {
      let shown =
        top.presentingViewController != nil ? top.presentationController?.presentedView : nil
      let view: UIView = shown ?? top.view
      if view.window !== window {
        problems.append("the top controller \(objectName(top)) is not in the window")
      } else if !Self.isVisible(view, in: window) {
        problems.append("the top controller \(objectName(top)) is hidden or transparent")
      }
    }
    Self.visit(window) { view in
      problems += Self.problems(of: view)
    }
    return problems
  }

  /// One line on the state: the root, the presentation chain, the navigation stacks, the
  /// transitions begun and ended, and whether a screen reader listens.
  @_spi(Host) public func stateSummary() -> String {
    guard let window = keyWindow else { return "no key window" }
    var chain: [String] = []
    var controller = window.rootViewController
    while let current = controller {
      var name = objectName(current)
      if let navigation = current as? UINavigationController {
        name += "[" + navigation.viewControllers.map(objectName).joined(separator: ", ") + "]"
      }
      chain.append(name)
      controller = current.presentedViewController
    }
    let counts = transitionCounts
    return "controllers \(chain.joined(separator: " > ")); "
      + "transitions \(counts.begun) begun, \(counts.ended) ended"
      + (isVoiceOverRunning ? "; screen reader on" : "")
  }

  /// The presentation chain from `presenter` up: links both ways, containers in the window
  /// holding their presented view alone, presenters' views in or out of the window as their
  /// presentation says.
  private func presentationProblems(from root: UIViewController, in window: UIWindow)
    -> [String]
  {
    var problems: [String] = []
    var containers = 0
    var presenter = root
    while let presented = presenter.presentedViewController {
      let name = objectName(presented)
      if presented.presentingViewController !== presenter {
        problems.append("\(name) does not know its presenter \(objectName(presenter))")
      }
      guard let record = presented.presentationRecord else {
        problems.append("\(name) is presented without a container")
        break
      }
      containers += 1
      let container = record.container
      let shown: UIView = presented.presentationController?.presentedView ?? presented.view
      if container.window !== window {
        problems.append("the container of \(name) is not in the window")
      }
      if shown.superview !== container {
        problems.append("\(name)'s view is not in its container")
      }
      let strays = container.subviews.filter { $0 !== shown && $0 !== record.dimmingView }
      if !strays.isEmpty {
        problems.append(
          "the container of \(name) still holds "
            + strays.map { String(describing: type(of: $0)) }.joined(separator: ", "))
      }
      let removesPresenter = presented.presentationController?.shouldRemovePresentersView ?? false
      if presenter.isViewLoaded, (presenter.view.window === window) == removesPresenter {
        problems.append(
          "\(objectName(presenter))'s view is \(removesPresenter ? "still" : "not") in the "
            + "window under \(name)")
      }
      presenter = presented
    }
    var transitionViews = 0
    Self.visit(window) { if $0 is UITransitionView { transitionViews += 1 } }
    if transitionViews != containers {
      problems.append(
        "\(transitionViews) presentation containers in the window for \(containers) presentations")
    }
    return problems
  }

  /// Problems a view shows on its own: a navigation controller's content, a collection
  /// view's layout, a gesture recognizer still recognizing.
  private static func problems(of view: UIView) -> [String] {
    var problems: [String] = []
    if let collectionView = view as? UICollectionView {
      if collectionView.interactiveLayoutTransition != nil {
        problems.append("a collection view's interactive layout transition never ended")
      } else if collectionView.collectionViewLayout is UICollectionViewTransitionLayout {
        problems.append("a collection view is left with a transition layout")
      }
    }
    for recognizer in view.attachedRecognizers
    where [.began, .changed].contains(recognizer.state) {
      problems.append(
        "\(type(of: recognizer)) on \(type(of: view)) is still \(recognizer.state)")
    }
    if let navigation = view.viewController as? UINavigationController,
      navigation.isViewLoaded, navigation.view === view
    {
      problems += navigationProblems(navigation)
    }
    return problems
  }

  private static func navigationProblems(_ navigation: UINavigationController) -> [String] {
    let name = objectName(navigation)
    guard let top = navigation.topViewController else { return ["\(name) has an empty stack"] }
    var problems: [String] = []
    if navigation.transition != nil {
      problems.append("\(name) is still transitioning")
    }
    for child in navigation.viewControllers where child.parent !== navigation {
      problems.append("\(objectName(child)) is on \(name)'s stack but not its child")
    }
    let content = navigation.contentView.subviews
    if content.count != 1 || content.first !== top.view {
      problems.append(
        "\(name) shows \(content.count) views where only \(objectName(top))'s belongs")
    }
    return problems + barProblems(navigation.navigationBar, showing: top)
  }

  /// A navigation bar must show the top controller's item: its title, and each of its bar
  /// button items as a view in the bar that can be seen and clicked.
  private static func barProblems(_ bar: UINavigationBar, showing top: UIViewController)
    -> [String]
  {
    let item = top.navigationItem
    guard bar.topItem === item else {
      return ["the navigation bar does not show \(objectName(top))'s item"]
    }
    var problems: [String] = []
    if bar.titleLabel.text != item.title {
      problems.append(
        "the navigation bar's title is \(bar.titleLabel.text ?? "none"), not \(item.title ?? "none")"
      )
    }
    let items = (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
    let buttons = bar.itemButtons
    if buttons.count != items.count {
      problems.append(
        "the navigation bar shows \(buttons.count) of \(objectName(top))'s \(items.count) bar items"
      )
    }
    for (button, barItem) in zip(buttons, items) where !barItem.isSpace {
      // An app may hide its own view (a stopped spinner); one left faded out is lost.
      let shows =
        barItem.customView === button
        ? button.isHidden || button.alpha > 0.01 : isVisible(button, in: bar)
      if button.superview !== bar || !shows {
        problems.append(
          "the navigation bar's \(barItem.title ?? String(describing: type(of: button))) is not shown"
        )
      }
    }
    return problems
  }

  /// Whether `view` and its ancestors up to `ancestor` are shown and opaque enough to see.
  private static func isVisible(_ view: UIView, in ancestor: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current, candidate !== ancestor {
      if candidate.isHidden || candidate.alpha < 0.01 { return false }
      current = candidate.superview
    }
    return view.alpha > 0.99
  }

  /// Calls `body` with `view` and every view below it.
  private static func visit(_ view: UIView, _ body: (UIView) -> Void) {
    body(view)
    for subview in view.subviews { visit(subview, body) }
  }
}
