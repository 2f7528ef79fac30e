import Foundation
@_spi(Host) import MiniUIKit

/// Diffable data sources and the compositional layout at scale: applying a snapshot that
/// differs from the one on screen by 100 moves, 100 inserts and 100 deletes (10,000 items,
/// and 100,000 to see it stays linear), the animated frames of that apply, and a screenful's
/// query of a 100,000-item list with estimated heights against a 1,000-item one.
@MainActor
enum DiffableBench {
  static func run(bench: SceneBench, runs: Int) -> DiffableReport {
    let ten = applies(items: 10_000, runs: runs, bench: bench, countFrames: true)
    let frames = SeriesReport(
      bench.series[Self.row] ?? FrameSeries(), floor: Percentiles(bench.floor))
    let hundred = applies(items: 100_000, runs: max(runs / 4, 5), bench: bench, countFrames: false)
    return DiffableReport(
      apply10k: Percentiles(ten), apply100k: Percentiles(hundred), frames: frames,
      query1k: query(items: 1_000, bench: bench), query100k: query(items: 100_000, bench: bench))
  }

  static let row = "diffable apply"

  /// Times `runs` animated applies to a list of `items`, each 300 changes away from the last;
  /// with `countFrames`, the frames until each settles go in the bench's row.
  private static func applies(items: Int, runs: Int, bench: SceneBench, countFrames: Bool)
    -> [Double]
  {
    let list = ListController(items: items)
    bench.show(list)
    var random = SplitMix(seed: 26)
    var snapshot = list.dataSource.snapshot()
    var next = items
    var times: [Double] = []
    for _ in 0..<runs {
      var changed = snapshot
      var present = changed.itemIdentifiers
      for _ in 0..<100 {
        let victim = present.remove(at: Int(random.next() % UInt64(present.count)))
        changed.deleteItems([victim])
      }
      for _ in 0..<100 {
        let anchor = present[Int(random.next() % UInt64(present.count))]
        changed.insertItems([next], beforeItem: anchor)
        next += 1
      }
      for _ in 0..<100 {
        let moving = present[Int(random.next() % UInt64(present.count))]
        let anchor = present[Int(random.next() % UInt64(present.count))]
        guard moving != anchor else { continue }
        changed.moveItem(moving, beforeItem: anchor)
      }
      let start = DispatchTime.now().uptimeNanoseconds
      list.dataSource.apply(changed)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      snapshot = changed
      bench.play([.settle(countFrames ? row : nil)], counting: countFrames)
    }
    return times
  }

  /// The layout's query for one screen half way down a list of `items`: microseconds a
  /// query, each sample the mean of 100.
  private static func query(items: Int, bench: SceneBench) -> Percentiles {
    let list = ListController(items: items)
    bench.show(list)
    guard let collectionView = list.collectionView else { return Percentiles([]) }
    let layout = collectionView.collectionViewLayout
    let middle = (collectionView.contentSize.height / 2).rounded()
    var times: [Double] = []
    var found = 0
    for _ in 0..<200 {
      let start = DispatchTime.now().uptimeNanoseconds
      for index in 0..<100 {
        let rect = CGRect(
          x: 0, y: middle + CGFloat(index % 10) * 40, width: collectionView.bounds.width,
          height: collectionView.bounds.height)
        found += layout.layoutAttributesForElements(in: rect)?.count ?? 0
      }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / 100)
    }
    precondition(found > 0, "the query found nothing")
    return Percentiles(times)
  }
}

/// A plain list of numbered rows, estimated 44 high, fed by a diffable data source.
@MainActor
private final class ListController: UIViewController {
  private(set) var collectionView: UICollectionView?
  private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  private let items: Int

  init(items: Int) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    self.collectionView = collectionView
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<items))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A small seeded generator, so that every run applies the same changes.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

struct DiffableReport: Codable {
  /// `apply(_:animatingDifferences:)` of a 300-change snapshot: the difference and setting up
  /// the batch update.
  var apply10k: Percentiles
  var apply100k: Percentiles
  /// The frames of the 10,000-item applies' animations.
  var frames: SeriesReport
  /// One screenful's `layoutAttributesForElements(in:)`, in microseconds.
  var query1k: Percentiles
  var query100k: Percentiles
}
