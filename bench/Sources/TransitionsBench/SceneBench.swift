import CBench
import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// Plays each scene's transitions on the virtual clock, over and over, timing every frame by
/// stage (and, with the peers, cairo's paint of the same display list), with a bare present
/// after each frame for the floor.
@MainActor
final class SceneBench {
  /// One thing a scenario does.
  enum Step {
    /// Something the user does, at once (a press, Esc).
    case act(@MainActor (SceneBench) -> Void)
    /// Frames until nothing animates (at least one, at most ten seconds), counted in `row`.
    case settle(String?)
    /// A drag with the primary button from `from` to `to` (window points) over `seconds`,
    /// one event a frame, counted in `row`.
    case drag(from: CGPoint, to: CGPoint, seconds: Double, modifiers: UIKeyModifierFlags, String?)
    /// `count` frames, `perFrame` called before each, counted in `row`.
    case frames(Int, String?, perFrame: @MainActor (SceneBench, Int) -> Void)
  }

  /// A scene and what to do in it, over and over.
  struct Scenario {
    var scene: String
    /// The rows its frames are counted in.
    var rows: [String]
    /// The controller to show, when not the scene's own (a workload of the bench's).
    var make: (@MainActor () -> UIViewController)? = nil
    var steps: (CGSize) -> [Step]
  }

  let host: X11Host
  let window: UIWindow
  let cairo: CairoPainter?
  var minimumFrames: Int
  /// Every this many counted frames, both paintings are read back and compared.
  var agreementEvery = 25
  private(set) var series: [String: FrameSeries] = [:]
  private(set) var floor: [Double] = []
  private(set) var rootController: UIViewController?

  init(host: X11Host, window: UIWindow, cairo: CairoPainter?, minimumFrames: Int) {
    self.host = host
    self.window = window
    self.cairo = cairo
    self.minimumFrames = minimumFrames
  }

  /// Forgets the frames measured so far (between window sizes).
  func reset() {
    series = [:]
    floor = []
  }

  /// The scenarios of the issue: every scene's transition.
  static let scenarios: [Scenario] = [
    Scenario(scene: "default", rows: ["default"]) { _ in
      [.act { $0.autoplay() }, .settle("default"), .act { $0.dismissTop() }, .settle("default")]
    },
    Scenario(scene: "custom", rows: ["zoom"]) { _ in
      [.act { $0.autoplay() }, .settle("zoom"), .act { $0.dismissTop() }, .settle(nil)]
    },
    Scenario(scene: "bouncy", rows: ["bouncy"]) { _ in
      [.act { $0.autoplay() }, .settle("bouncy"), .act { $0.dismissTop() }, .settle(nil)]
    },
    Scenario(scene: "push", rows: ["push"]) { _ in
      [.act { $0.autoplay() }, .settle("push"), .act { $0.key(.escape) }, .settle("push")]
    },
    Scenario(scene: "push", rows: ["edge pop"]) { size in
      [
        .act { $0.autoplay() }, .settle(nil),
        .drag(
          from: CGPoint(x: size.width * 0.005, y: size.height / 2),
          to: CGPoint(x: size.width * 0.85, y: size.height / 2), seconds: 0.4, modifiers: [],
          "edge pop"),
        .settle("edge pop"),
      ]
    },
    Scenario(scene: "navigation", rows: ["layout push", "layout pop"]) { _ in
      [
        .act { $0.autoplay() }, .settle("layout push"), .act { $0.key(.escape) },
        .settle("layout pop"),
      ]
    },
    Scenario(scene: "pinch", rows: ["pinch finish", "pinch cancel"]) { size in
      // The autoplayed pinch out finishes (grid → circle, then circle → grid the next time);
      // a pinch of ×1.15 (progress 0.375) let go goes back.
      let centre = CGPoint(x: size.width / 2, y: size.height / 2)
      let cancel = Step.drag(
        from: CGPoint(x: centre.x + 100, y: centre.y), to: CGPoint(x: centre.x + 115, y: centre.y),
        seconds: 0.3, modifiers: .control, "pinch cancel")
      return [
        .act { $0.autoplay() }, .settle("pinch finish"), cancel, .settle("pinch cancel"),
      ]
    },
    Scenario(scene: "cards", rows: ["cards"]) { _ in
      [.act { $0.autoplay() }, .settle("cards"), .act { $0.key(.escape) }, .settle("cards")]
    },
    Scenario(scene: "reveal", rows: ["reveal"]) { _ in
      [.act { $0.autoplay() }, .settle("reveal"), .act { $0.dismissTop() }, .settle("reveal")]
    },
    Scenario(scene: "table", rows: ["table scroll"], make: { NotesTableController(count: 10_000) })
    { _ in
      // 10,000 self-sizing rows, scrolled continuously 20 points a frame from half way.
      [
        .act { bench in
          guard let table = bench.scrollView else { return }
          table.contentOffset.y = table.contentSize.height / 2
        },
        .settle(nil),
        .frames(300, "table scroll") { bench, _ in bench.scrollView?.contentOffset.y += 20 },
      ]
    },
    Scenario(scene: "settings", rows: ["large title"]) { _ in
      // The large title collapses as the list scrolls 110 points, a row pushes and pops,
      // and the list scrolls back to its top, the title growing back.
      [
        .act { $0.settingsScroll(by: 110) }, .settle("large title"),
        .act { $0.settingsPushWiFi() }, .settle("large title"),
        .act { $0.key(.escape) }, .settle("large title"),
        .act { $0.settingsScroll(by: 0) }, .settle("large title"),
      ]
    },
    Scenario(scene: "player", rows: ["player"]) { _ in
      // The mini player expands into the full player (the artwork flying, the blurred
      // artwork behind a material fading in), and collapses again.
      [
        .act { ($0.rootController as? PlayerSceneController)?.expand() }, .settle("player"),
        .act { $0.dismissTop() }, .settle("player"),
      ]
    },
    Scenario(scene: "sheets", rows: ["sheet"]) { size in
      // The monkeys' sheet rises, grows to its large detent, a page sheet stacks on it and
      // both go (the autoplay); then a page sheet is dragged down and away.
      [
        .act { $0.autoplay() }, .settle("sheet"),
        .act { bench in
          let list = (bench.rootController as? UINavigationController)?.topViewController
          list?.present(UIViewController(), animated: true)
        },
        .settle(nil),
        .drag(
          from: CGPoint(x: size.width / 2, y: size.height * 0.3),
          to: CGPoint(x: size.width / 2, y: size.height * 0.95), seconds: 0.3, modifiers: [],
          "sheet"),
        .settle("sheet"),
      ]
    },
    Scenario(scene: "book", rows: ["curl"]) { size in
      // A page (or a spread) dragged over from the right edge, then one turned back from code.
      [
        .drag(
          from: CGPoint(x: size.width * 0.95, y: size.height / 2),
          to: CGPoint(x: size.width * 0.05, y: size.height / 2), seconds: 0.6, modifiers: [],
          "curl"),
        .settle("curl"),
        .act { bench in
          guard let pages = bench.rootController?.children.first as? UIPageViewController,
            let showing = pages.viewControllers, let source = pages.dataSource
          else { return }
          // The page (or two) before those showing.
          var before: [UIViewController] = []
          var page = showing[0]
          while before.count < showing.count,
            let previous = source.pageViewController(pages, viewControllerBefore: page)
          {
            before.insert(previous, at: 0)
            page = previous
          }
          if before.count == showing.count {
            pages.setViewControllers(before, direction: .reverse, animated: true)
          }
        },
        .settle("curl"),
      ]
    },
    Scenario(scene: "messages", rows: ["typing", "messages"]) { _ in
      // A message typed a key a frame (each frame draws one key's character and caret:
      // the latency from a press to the screen), then sent: the bubble flies into the list.
      let message = Array("See you at eight, by the blue door")
      return [
        .act { ($0.rootController as? MessagesSceneController)?.beginTyping() },
        .frames(message.count, "typing") { bench, frame in bench.type(message[frame]) },
        .act { $0.key(.enter) }, .settle("messages"),
      ]
    },
    Scenario(scene: "toss", rows: ["toss"]) { _ in
      // A card flicked away, the next snapping in, then dragged a little and snapping back.
      [.act { $0.autoplay() }, .settle("toss")]
    },
    Scenario(scene: "photos", rows: ["zoom pager"]) { size in
      // Into the pager; a photo pinched (Ctrl + drag) to about three times, let go.
      let centre = CGPoint(x: size.width / 2, y: size.height * 0.4)
      return [
        .act { $0.autoplay() }, .settle(nil),
        .drag(
          from: centre, to: CGPoint(x: centre.x, y: centre.y - size.height * 0.25),
          seconds: 0.5, modifiers: .control, "zoom pager"),
        .settle("zoom pager"),
        .act { $0.key(.escape) }, .settle(nil),
      ]
    },
    Scenario(scene: "blur", rows: ["blur"], make: { MaterialOverGallery.make() }) { _ in
      // A material over all of the window, the gallery scrolled under it as below.
      [
        .act { $0.scrollView?.contentOffset = .zero }, .settle(nil),
        .frames(300, "blur") { bench, _ in
          guard let scrollView = bench.scrollView else { return }
          scrollView.contentOffset.y += 20
        },
      ]
    },
    Scenario(scene: "gallery", rows: ["gallery scroll"]) { _ in
      // Scrolled continuously, 20 points a frame (1,200 points a second).
      [
        .act { $0.scrollView?.contentOffset = .zero }, .settle(nil),
        .frames(300, "gallery scroll") { bench, _ in
          guard let scrollView = bench.scrollView else { return }
          scrollView.contentOffset.y += 20
        },
      ]
    },
  ]

  // MARK: Acting

  func autoplay() { (rootController as? DemoScene)?.autoplay() }

  func dismissTop() {
    guard let top = window.topViewController, let presenter = top.presentingViewController
    else { return }
    presenter.dismiss(animated: true)
  }

  func key(_ input: UIKey.Input) { UIApplication.shared.sendKey(UIKey(input)) }

  /// A key that types `character`, into the first responder.
  func type(_ character: Character) {
    UIApplication.shared.sendKey(UIKey(.character(character), characters: String(character)))
  }

  var scrollView: UIScrollView? {
    (rootController as? UICollectionViewController)?.collectionView
      ?? (rootController as? UITableViewController)?.tableView
  }

  /// The settings list, on top of the settings scene's navigation controller.
  private var settings: SettingsViewController? {
    (rootController as? UINavigationController)?.viewControllers.first as? SettingsViewController
  }

  /// Scrolls the settings list to `distance` points below its top, animated.
  func settingsScroll(by distance: CGFloat) {
    guard let table = settings?.tableView else { return }
    let top = -table.adjustedContentInset.top
    table.setContentOffset(CGPoint(x: 0, y: top + distance), animated: true)
  }

  /// Opens Wi-Fi's choices, as a tap on its row does.
  func settingsPushWiFi() {
    guard let settings, let table = settings.tableView else { return }
    let wifi = IndexPath(row: 1, section: SettingsViewController.Section.connections.rawValue)
    table.selectRow(at: wifi, animated: false, scrollPosition: .none)
    settings.tableView(table, didSelectRowAt: wifi)
  }

  /// Shows `controller` as the window's root, with a few frames to settle in (unless the
  /// host's run loop draws them).
  func show(_ controller: UIViewController, settling: Bool = true) {
    window.rootViewController = controller
    rootController = controller
    UIApplication.shared.setFocus(nil)
    UIApplication.shared.setNeedsDisplay()
    guard settling else { return }
    for _ in 0..<2 { frame(row: nil) }
  }

  // MARK: Running

  /// Plays `scenario` once without counting (images uploaded, caches warm), then again until
  /// each of its rows has `minimumFrames` frames.
  func run(_ scenario: Scenario, size: CGSize) {
    if let make = scenario.make {
      show(make())
    } else {
      guard let description = SceneCatalog.scene(named: scenario.scene) else { return }
      show(description.make())
    }
    let steps = scenario.steps(size)
    play(steps, counting: false)
    var rounds = 0
    // Rounds take turns timing frames by stage and timing them whole.
    defer { timesWholeFrames = false }
    while scenario.rows.contains(where: { (series[$0]?.count ?? 0) < minimumFrames }),
      rounds < 200
    {
      play(steps, counting: true)
      timesWholeFrames.toggle()
      rounds += 1
    }
  }

  func play(_ steps: [Step], counting: Bool) {
    for step in steps {
      switch step {
      case .act(let action):
        action(self)
      case .settle(let row):
        var frames = 0
        repeat {
          frame(row: counting ? row : nil)
          frames += 1
        } while UIApplication.shared.needsFrame && frames < 600
      case .drag(let from, let to, let seconds, let modifiers, let row):
        let count = max(Int((seconds * 60).rounded()), 1)
        for index in 0...count {
          let fraction = CGFloat(index) / CGFloat(count)
          let point = CGPoint(
            x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
          let kind: PointerEvent.Kind = index == 0 ? .down : index == count ? .up : .moved
          UIApplication.shared.sendPointerEvent(
            PointerEvent(kind: kind, location: point, modifierFlags: modifiers))
          frame(row: counting ? row : nil)
        }
      case .frames(let count, let row, let perFrame):
        for index in 0..<count {
          perFrame(self, index)
          UIApplication.shared.setNeedsDisplay()
          frame(row: counting ? row : nil)
        }
      }
    }
  }

  /// Frames timed by stage so far.
  private var stagedFrames = 0
  /// Whether the frames of this round are timed whole, to one XSync: rounds take turns, so
  /// that both ways time the same frames of each transition.
  private var timesWholeFrames = false

  /// Draws one frame; counted in `row` when given, with a bare present for the floor: timed by
  /// stage (with the peers, cairo's paint of the same list within the same changed region,
  /// before ours every other frame), or in a round of whole frames, whole up to one XSync.
  func frame(row: String?) {
    host.benchmarkHandleEvents()
    guard let row else {
      _ = host.benchmarkFrame()
      return
    }
    var entry = series[row] ?? FrameSeries()
    defer { floor.append(host.benchmarkBarePresent()) }
    guard !timesWholeFrames else {
      entry.syncedOnce.append(host.benchmarkFrameSyncedOnce())
      series[row] = entry
      return
    }
    defer { stagedFrames += 1 }
    let (toolkit, list) = host.benchmarkBuild()
    let whole = CGRect(
      x: 0, y: 0, width: Int(host.benchmarkTarget.width), height: Int(host.benchmarkTarget.height))
    var paint = 0.0
    if let cairo {
      cairo.attach(to: host.benchmarkTarget)
      let plan = host.benchmarkPlan(toPaint: list)
      let cairoFirst = stagedFrames % 2 == 1
      if cairoFirst { entry.cairoPaint.append(timeCairo(cairo, list, plan)) }
      paint = host.benchmarkPaint(list)
      let present = host.benchmarkPresent()
      if !cairoFirst { entry.cairoPaint.append(timeCairo(cairo, list, plan)) }
      entry.oursPaint.append(paint)
      entry.present.append(present)
      if stagedFrames % agreementEvery == 0 { compare(list, cairo: cairo, into: &entry) }
    } else {
      paint = host.benchmarkPaint(list)
      entry.present.append(host.benchmarkPresent())
    }
    let repainted = host.benchmarkLastPlan.region.reduce(0) { $0 + $1.width * $1.height }
    entry.repainted.append(Double(repainted / (whole.width * whole.height)))
    entry.toolkit.append(toolkit)
    entry.paint.append(paint)
    entry.total.append(toolkit + paint + entry.present[entry.present.count - 1])
    series[row] = entry
  }

  /// Cairo's paint of `list` as ours does it: the same move of the last frame, then the same
  /// region.
  private func timeCairo(_ cairo: CairoPainter, _ list: DisplayList, _ plan: X11Host.BenchmarkPlan)
    -> Double
  {
    host.synchronize()
    let start = ProcessInfo.processInfo.systemUptime
    if let move = plan.move { cairo.copy(move.area, by: move.offset) }
    cairo.paint(list, within: plan.region)
    host.synchronize()
    return (ProcessInfo.processInfo.systemUptime - start) * 1000
  }

  /// Paints `list` whole with each painter (untimed) and compares the pictures.
  private func compare(_ list: DisplayList, cairo: CairoPainter, into entry: inout FrameSeries) {
    _ = host.benchmarkPaint(list, whole: true)
    guard let ours = host.captureFrame() else { return }
    cairo.paint(list, within: nil)
    let target = host.benchmarkTarget
    guard
      let theirs = Screenshot.capture(
        display: target.display, drawable: cairo.pixmap, width: ours.width, height: ours.height),
      theirs.bytes.count == ours.bytes.count
    else { return }
    var agreeing = 0
    var identical = 0
    ours.bytes.withUnsafeBufferPointer { a in
      theirs.bytes.withUnsafeBufferPointer { b in
        var index = 0
        while index < a.count {
          let dr = abs(Int(a[index]) - Int(b[index]))
          let dg = abs(Int(a[index + 1]) - Int(b[index + 1]))
          let db = abs(Int(a[index + 2]) - Int(b[index + 2]))
          let largest = max(dr, dg, db)
          if largest <= 8 { agreeing += 1 }
          if largest == 0 { identical += 1 }
          index += 4
        }
      }
    }
    let pixels = Double(ours.width * ours.height)
    entry.agreement.append(Double(agreeing) / pixels)
    entry.identical.append(Double(identical) / pixels)
  }
}
