import Foundation
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
/// drag, or the keys; only the tiles on screen (and a margin) have cells. A capsule of
/// material floats over the tiles at the bottom, as in Photos, and says which are shown: the
/// tiles blur through it as they scroll under it.
@MainActor
public final class GalleryViewController: UICollectionViewController, DemoScene {
  public static let tileCount = 10_000

  /// The material capsule, and the vibrant label on it.
  public let capsule = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
  private let rangeLabel = UILabel()

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
    view.backgroundColor = .systemBackground
    collectionView.register(
      NumberTileCell.self, forCellWithReuseIdentifier: NumberTileCell.reuseIdentifier)
    capsule.layer.cornerRadius = 22
    capsule.layer.cornerCurve = .continuous
    capsule.clipsToBounds = true
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .label))
    vibrancy.frame = capsule.contentView.bounds
    vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    rangeLabel.font = .boldSystemFont(ofSize: 15)
    rangeLabel.textAlignment = .center
    rangeLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    vibrancy.contentView.addSubview(rangeLabel)
    capsule.contentView.addSubview(vibrancy)
    view.addSubview(capsule)
  }

  /// The tiles stay within the safe area; the capsule floats over them at the bottom.
  public override func viewDidLayoutSubviews() {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    collectionView.frame = safe
    let width = min(260, safe.width - 32)
    capsule.frame = CGRect(
      x: safe.midX - width / 2, y: safe.maxY - 44 - 16, width: width, height: 44)
    rangeLabel.frame = capsule.contentView.bounds
    // The tiles laid out for the new size first, so that the range is theirs.
    collectionView.layoutIfNeeded()
    showRange()
  }

  public override func scrollViewDidScroll(_ scrollView: UIScrollView) { showRange() }

  /// "Photos 25–48 of 10,000": the first and last tiles that show.
  private func showRange() {
    let shown = (collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
      .map(\.indexPath.item)
    guard let first = shown.min(), let last = shown.max() else {
      rangeLabel.text = "No photos"
      return
    }
    let format = NumberFormatter()
    format.numberStyle = .decimal
    let number = { format.string(from: NSNumber(value: $0 + 1)) ?? "\($0 + 1)" }
    rangeLabel.text = "Photos \(number(first))–\(number(last)) of \(number(Self.tileCount - 1))"
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
