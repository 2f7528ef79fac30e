import DemoScenes
import Foundation
import MiniUIKit
import X11Host

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
  /// the layout pass, and watching the cells alive.
  func scale(counts: [Int], frames: Int) -> ScaleReport {
    var runs: [ScaleReport.Run] = []
    for count in counts {
      let controller = TilesController(count: count)
      show(controller)
      guard let collectionView = controller.collectionView else { continue }
      // Start half way through the data, scroll down; a set too small to scroll moves
      // back and forth over 100 points.
      let height = collectionView.bounds.height
      let room = max(collectionView.contentSize.height - height, 0)
      let start = room > CGFloat(frames) * 20 ? (room / 2).rounded() : 0
      var totals: [Double] = []
      var layouts: [Double] = []
      var live = 0
      for index in 0..<(frames + 30) {
        let offset =
          room > CGFloat(frames + 30) * 20
          ? start + CGFloat(index) * 20 : CGFloat(abs((index * 20) % 200 - 100))
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        UIApplication.shared.setNeedsDisplay()
        let layoutStart = ProcessInfo.processInfo.systemUptime
        window.layoutIfNeeded()
        let layout = (ProcessInfo.processInfo.systemUptime - layoutStart) * 1000
        let (stages, _) = host.benchmarkFrame()
        if index >= 30 {
          totals.append(stages.total + layout)
          layouts.append(layout)
          live = max(live, collectionView.preparedCellCount)
        }
      }
      runs.append(
        .init(
          items: count, frames: totals.count, total: Percentiles(totals),
          layout: Percentiles(layouts), liveCellsMax: live))
    }
    return ScaleReport(
      size: "\(Int(window.bounds.width))x\(Int(window.bounds.height))", runs: runs)
  }
}
