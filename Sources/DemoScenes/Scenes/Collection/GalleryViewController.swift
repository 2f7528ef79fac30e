import MiniUIKit

/// A numbered tile of the gallery: a colour from its number, and the number.
@MainActor
public final class NumberTileCell: UICollectionViewCell {
  public static let reuseIdentifier = "NumberTile"

  public let numberLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 8
    numberLabel.font = .boldSystemFont(ofSize: 22)
    numberLabel.textColor = .white
    numberLabel.textAlignment = .center
    numberLabel.frame = contentView.bounds
    numberLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(numberLabel)
  }

  required init?(coder: NSCoder) { nil }

  /// Shows tile `number`.
  public func show(_ number: Int) {
    numberLabel.text = "\(number)"
    // Eight hues round the wheel, darker every other row of eight.
    let hues: [UInt32] = [
      0xE53935, 0xFB8C00, 0xF9A825, 0x43A047, 0x00897B, 0x1E88E5, 0x5E35B1, 0xD81B60,
    ]
    let base = UIColor(rgb: hues[number % hues.count])
    let shade: CGFloat = (number / hues.count) % 2 == 0 ? 1 : 0.75
    contentView.backgroundColor = UIColor(
      red: base.red * shade, green: base.green * shade, blue: base.blue * shade, alpha: 1)
  }
}

/// "10,000 photos": a flow layout over 10,000 numbered tiles, to scroll with the wheel, a
/// drag, or the keys; only the tiles on screen (and a margin) have cells.
@MainActor
public final class GalleryViewController: UICollectionViewController, DemoScene {
  public static let tileCount = 10_000

  public init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 108, height: 108)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    super.init(collectionViewLayout: layout)
    title = "10,000 photos"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    collectionView.register(
      NumberTileCell.self, forCellWithReuseIdentifier: NumberTileCell.reuseIdentifier)
  }

  /// The tiles stay within the safe area.
  public override func viewDidLayoutSubviews() {
    collectionView.frame = view.bounds.inset(by: view.safeAreaInsets)
  }

  public override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    Self.tileCount
  }

  public override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: NumberTileCell.reuseIdentifier, for: indexPath)
    (cell as? NumberTileCell)?.show(indexPath.item + 1)
    return cell
  }

  /// The cells alive (on screen and in the margin) and waiting in the reuse pool.
  public var diagnostics: String? {
    guard isViewLoaded, let collectionView else { return nil }
    return
      "cells: \(collectionView.preparedCellCount) alive · \(collectionView.reusableCellCount) in the pool"
  }

  /// Scrolls to the last tile.
  public func autoplay() {
    collectionView.scrollToItem(
      at: IndexPath(item: Self.tileCount - 1, section: 0), at: .bottom, animated: true)
  }
}
