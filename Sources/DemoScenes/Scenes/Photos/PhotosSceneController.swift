import MiniUIKit

/// A square thumbnail filling its cell.
@MainActor
final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) { nil }
}

/// The photos scene's grid: the eleven monkeys in three columns. A click zooms into the
/// monkey's photo with iOS 18's zoom, in a pager of zooming photos (see
/// `PhotoPagerViewController`); it goes back into the thumbnail of the photo showing (Back,
/// Esc, or a drag down on the photo).
@MainActor
public final class PhotosViewController: UICollectionViewController {
  static let names = [
    "Coco", "Bongo", "Mango", "Kiki", "Pip", "Banjo", "Suki", "Taro", "Miso", "Ziggy", "Lulu",
  ]
  static let spacing: CGFloat = 4

  public init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = Self.spacing
    layout.minimumLineSpacing = Self.spacing
    layout.sectionInset = UIEdgeInsets(
      top: Self.spacing, left: Self.spacing, bottom: Self.spacing, right: Self.spacing)
    super.init(collectionViewLayout: layout)
    title = "Photos"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
  }

  /// Three square columns whatever the width.
  public override func viewDidLayoutSubviews() {
    collectionView.frame = view.bounds.inset(by: view.safeAreaInsets)
    guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let side = ((collectionView.bounds.width - 4 * Self.spacing) / 3).rounded(.down)
    if layout.itemSize.width != side {
      layout.itemSize = CGSize(width: max(side, 1), height: max(side, 1))
      layout.invalidateLayout()
    }
  }

  public override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    Monkeys.count
  }

  public override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    (cell as? PhotoCell)?.imageView.image = Monkeys.image(indexPath.item)
    cell.isAccessibilityElement = true
    cell.accessibilityLabel = Monkeys.spokenName(indexPath.item)
    return cell
  }

  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: false)
    showDetail(of: indexPath.item)
  }

  /// Zooms into monkey `index`'s photo out of its thumbnail, in a pager of zooming photos:
  /// it goes back into the thumbnail of the photo showing then, and a drag down closes it
  /// only while the photo is not zoomed in.
  func showDetail(of index: Int) {
    let pager = PhotoPagerViewController(monkey: index)
    let options = UIViewController.Transition.ZoomOptions()
    // The thumbnail lines up with the photo's picture, not with the whole page.
    options.alignmentRectProvider = { context in
      guard let pager = context.zoomedViewController as? PhotoPagerViewController,
        let photo = pager.currentPhoto
      else { return nil }
      return photo.view.convert(photo.pictureFrame, to: pager.view)
    }
    options.interactiveDismissShouldBegin = { [weak pager] _ in
      (pager?.currentPhoto?.scrollView.zoomScale ?? 1) <= 1
    }
    pager.preferredTransition = .zoom(options: options) { [weak self] context in
      guard let pager = context.zoomedViewController as? PhotoPagerViewController,
        let monkey = pager.currentPhoto?.monkey
      else { return nil }
      let item = IndexPath(item: monkey, section: 0)
      self?.collectionView.scrollToItem(at: item, at: [], animated: false)
      self?.collectionView.layoutIfNeeded()
      return self?.collectionView.cellForItem(at: item)
    }
    navigationController?.pushViewController(pager, animated: true)
  }
}

/// The photos scene: the grid on a navigation controller.
@MainActor
public final class PhotosSceneController: UINavigationController, DemoScene {
  public init() {
    super.init(rootViewController: PhotosViewController())
  }

  required init?(coder: NSCoder) { nil }

  /// Zooms into the first monkey.
  public func autoplay() {
    view.layoutIfNeeded()
    (viewControllers.first as? PhotosViewController)?.showDetail(of: 0)
  }
}
