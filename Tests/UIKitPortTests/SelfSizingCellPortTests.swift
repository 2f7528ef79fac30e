import MiniUIKit
import XCTest

// A self-sizing list row as apps write it (iOS 14+): a square thumbnail pinned to the content
// view's margins (`heightAnchor == widthAnchor`) beside a stack of two labels, in a
// compositional list whose rows are estimated at 44 points. UIKit measures such a cell before
// laying it out, so the first frame shows a 56 × 56 thumbnail and nothing is logged. The
// content view's margins are a list row's: 16 points at the sides, where the separator starts.

class ThumbnailListCell: UICollectionViewListCell {
  let thumbnail = UIImageView()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let labels = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    thumbnail.backgroundColor = .systemIndigo
    thumbnail.contentMode = .scaleAspectFill
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.textColor = .secondaryLabel
    labels.axis = .vertical
    labels.spacing = 2
    labels.addArrangedSubview(titleLabel)
    labels.addArrangedSubview(subtitleLabel)
    for view in [thumbnail, labels] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      thumbnail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      thumbnail.topAnchor.constraint(equalTo: margins.topAnchor),
      thumbnail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      thumbnail.widthAnchor.constraint(equalToConstant: 56),
      thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor),
      labels.leadingAnchor.constraint(equalTo: thumbnail.trailingAnchor, constant: 12),
      labels.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      labels.centerYAnchor.constraint(equalTo: thumbnail.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }
}

class ThumbnailListViewController: UIViewController {
  var collectionView: UICollectionView! = nil
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    let config = UICollectionLayoutListConfiguration(appearance: .plain)
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<ThumbnailListCell, Int> {
      (cell, indexPath, item) in
      cell.titleLabel.text = "Photo \(item)"
      cell.subtitleLabel.text = "Taken on day \(item + 1)"
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView, indexPath, item) in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

final class SelfSizingCellPortTests: PortTestCase {
  func testASelfSizingCellShowsItsMeasuredLayoutInTheFirstFrame() {
    let console = recordConsole()
    let controller = ThumbnailListViewController()
    show(controller)  // one frame: the first one drawn
    let collectionView = controller.collectionView!
    let cells = (0..<6).compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? ThumbnailListCell
    }
    XCTAssertEqual(cells.count, 6)
    for (index, cell) in cells.enumerated() {
      XCTAssertEqual(cell.frame.height, 78, "measured: 56 + the margins (11 + 11)")
      XCTAssertEqual(cell.frame.minY, 78 * CGFloat(index), "the rows below moved down too")
      XCTAssertEqual(cell.contentView.bounds.height, 78)
      XCTAssertEqual(
        cell.thumbnail.frame, CGRect(x: 16, y: 11, width: 56, height: 56),
        "square, 16 points in as the separator")
      XCTAssertEqual(
        cell.labels.frame.midY, cell.contentView.bounds.midY, accuracy: 0.5,
        "the labels centred in the row, not pushed to the top")
    }
    XCTAssertFalse(
      console.all.contains { $0.message.contains("Unable to simultaneously satisfy constraints") },
      console.all.map(\.message).joined(separator: "\n"))
  }
}
