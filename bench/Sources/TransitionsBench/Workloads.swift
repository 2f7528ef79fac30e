import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// GTK's fishbowl, with our cells: `count` monkeys (100×100 image cells) animating from the
/// flow layout to the circle layout and back, without a pause.
@MainActor
final class FishbowlController: UICollectionViewController {
  let count: Int
  private let flow: UICollectionViewFlowLayout
  private let circle = CircleLayout()
  private var isRunning = false

  init(count: Int) {
    self.count = count
    flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    flow.minimumInteritemSpacing = 5
    flow.minimumLineSpacing = 5
    flow.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    super.init(collectionViewLayout: flow)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(ImageCell.self, forCellWithReuseIdentifier: ImageCell.reuseIdentifier)
    collectionView.backgroundColor = .white
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: ImageCell.reuseIdentifier, for: indexPath)
    (cell as? ImageCell)?.imageView.image = Monkeys.image(indexPath.item % Monkeys.count)
    return cell
  }

  /// Flow → circle → flow …, each change starting as the last one ends.
  func start() {
    guard !isRunning else { return }
    isRunning = true
    flip()
  }

  private func flip() {
    let next: UICollectionViewLayout = collectionView.collectionViewLayout === flow ? circle : flow
    collectionView.setCollectionViewLayout(next, animated: true) { [weak self] _ in
      self?.flip()
    }
  }
}

/// `count` rows of a plain table that size themselves (automatic dimension: one to three
/// lines of text each, measured as they first show), with a subtitle and a chevron: the
/// `table scroll` row.
@MainActor
final class NotesTableController: UITableViewController {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    tableView.estimatedRowHeight = 64
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Note \(indexPath.row + 1)"
    content.secondaryText = String(
      repeating: "A line of the note, long enough to wrap. ", count: indexPath.row % 3 + 1)
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// The gallery under a material over all of the window: the full-window blur that the
/// materials' goal is set for.
@MainActor
enum MaterialOverGallery {
  static func make() -> UIViewController {
    let gallery = GalleryViewController()
    gallery.loadViewIfNeeded()
    let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    material.frame = gallery.view.bounds
    material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    gallery.view.addSubview(material)
    return gallery
  }
}

/// `count` numbered tiles in the gallery's flow layout: the data-size test.
@MainActor
final class TilesController: UICollectionViewController {
  let count: Int

  init(count: Int) {
    self.count = count
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 108, height: 108)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    super.init(collectionViewLayout: layout)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(
      NumberTileCell.self, forCellWithReuseIdentifier: NumberTileCell.reuseIdentifier)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: NumberTileCell.reuseIdentifier, for: indexPath)
    (cell as? NumberTileCell)?.show(indexPath.item + 1)
    return cell
  }
}

/// The fishbowl's result: the largest count that held the frame budget, and every probe.
struct FishbowlReport: Codable {
  struct Probe: Codable {
    var cells: Int
    var frames: Int
    var total: Percentiles
    /// Cells alive in the collection view at the end of the probe.
    var liveCells: Int
    var holds: Bool
  }
  var budgetMilliseconds: Double
  var size: String
  var largestHolding: Int
  var probes: [Probe]
}

/// The scroll of a large data set against small ones.
struct ScaleReport: Codable {
  struct Run: Codable {
    var items: Int
    var frames: Int
    var total: Percentiles
    var layout: Percentiles
    var liveCellsMax: Int
  }
  var size: String
  var runs: [Run]
}

extension SceneBench {
  /// GTK's fishbowl rule: grow the count while the frames hold the budget (p95 ≤ 16.7 ms),
  /// then close in on the largest count that does (within 5 %).
  func fishbowl(framesPerProbe: Int, only: Int? = nil, budget: Double = 1000.0 / 60)
    -> FishbowlReport
  {
    var probes: [FishbowlReport.Probe] = []
    func probe(_ cells: Int) -> Bool {
      let controller = FishbowlController(count: cells)
      show(controller)
      controller.start()
      for _ in 0..<30 { frame(row: nil) }
      var totals: [Double] = []
      for _ in 0..<framesPerProbe {
        let (stages, _) = host.benchmarkFrame()
        totals.append(stages.total)
      }
      let total = Percentiles(totals)
      let holds = total.p95 <= budget
      probes.append(
        .init(
          cells: cells, frames: totals.count, total: total,
          liveCells: controller.collectionView.preparedCellCount, holds: holds))
      print(
        String(
          format: "fishbowl: %6d cells  p95 %.2f ms  %@", cells, total.p95,
          holds ? "holds" : "misses"))
      return holds
    }
    var low = 0
    var high = 0
    var cells = 100
    if let only {
      low = probe(only) ? only : 0
      cells = .max
    }
    while cells <= 65_536 {
      if probe(cells) {
        low = cells
        cells *= 2
      } else {
        high = cells
        break
      }
    }
    if high > 0 {
      while high - low > max(low / 20, 10) {
        let middle = (low + high) / 2
        if probe(middle) { low = middle } else { high = middle }
      }
    }
    return FishbowlReport(
      budgetMilliseconds: budget, size: "\(Int(window.bounds.width))x\(Int(window.bounds.height))",
      largestHolding: low, probes: probes)
  }

  /// Scrolls `counts` tiles each (20 points a frame) for `frames` frames, timing the frame and
  /// the layout pass, and watching the cells alive. The counts take turns, a block of frames
  /// each, so that whatever else slows the machine for a while slows them alike: their p99s
  /// are compared.
  func scale(counts: [Int], frames: Int) -> ScaleReport {
    /// One count's scroll, where it has got to, and what it measured.
    @MainActor final class Scroll {
      let count: Int
      let controller: TilesController
      let collectionView: UICollectionView
      /// Where it starts; nil: a set too small to scroll that far.
      let start: CGFloat?
      var index = 0
      var totals: [Double] = []
      var layouts: [Double] = []
      var live = 0
      init?(count: Int, frames: Int, bench: SceneBench) {
        self.count = count
        controller = TilesController(count: count)
        bench.show(controller)
        guard let collectionView = controller.collectionView else { return nil }
        self.collectionView = collectionView
        // Start half way through the data if there is room, and scroll down.
        let room = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
        let travel = CGFloat(frames) * 20
        start = room > 2 * travel ? (room / 2).rounded() : room > travel ? 0 : nil
      }

      /// The offset of the next frame: 20 points further down, or for a set too small to
      /// scroll, back and forth over 100 points.
      func nextOffset() -> CGFloat {
        defer { index += 1 }
        guard let start else { return CGFloat(abs((index * 20) % 200 - 100)) }
        return start + CGFloat(index) * 20
      }
    }
    let blocks = 10
    // The first frames after a turn are not counted (the window shows another set then).
    let settling = 5
    let scrolls = counts.compactMap {
      Scroll(count: $0, frames: frames + 30 + blocks * settling, bench: self)
    }
    for block in 0..<blocks {
      for scroll in scrolls {
        show(scroll.controller)
        let uncounted = block == 0 ? 30 : settling
        for frame in 0..<(uncounted + frames / blocks) {
          scroll.collectionView.contentOffset = CGPoint(x: 0, y: scroll.nextOffset())
          UIApplication.shared.setNeedsDisplay()
          let layoutStart = ProcessInfo.processInfo.systemUptime
          window.layoutIfNeeded()
          let layout = (ProcessInfo.processInfo.systemUptime - layoutStart) * 1000
          let (stages, _) = host.benchmarkFrame()
          if frame >= uncounted {
            scroll.totals.append(stages.total + layout)
            scroll.layouts.append(layout)
            scroll.live = max(scroll.live, scroll.collectionView.preparedCellCount)
          }
        }
      }
    }
    return ScaleReport(
      size: "\(Int(window.bounds.width))x\(Int(window.bounds.height))",
      runs: scrolls.map { scroll in
        .init(
          items: scroll.count, frames: scroll.totals.count, total: Percentiles(scroll.totals),
          layout: Percentiles(scroll.layouts), liveCellsMax: scroll.live)
      })
  }
}
