import MiniUIKit

/// The seeds' ImagesCollectionViewController: the monkeys in a collection view with the
/// layout it is made with. In the grid, selecting a monkey pushes a second controller with
/// the circle layout and `useLayoutToLayoutNavigationTransitions` set, so the cells move from
/// grid to circle; the data source and delegate stay this controller's, and items are
/// selectable only while the grid is on top.
@MainActor
public final class ImagesCollectionViewController: UICollectionViewController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(ImageCell.self, forCellWithReuseIdentifier: ImageCell.reuseIdentifier)
    collectionView.backgroundColor = .systemBackground
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
      withReuseIdentifier: ImageCell.reuseIdentifier, for: indexPath)
    (cell as? ImageCell)?.imageView.image = Monkeys.image(indexPath.item % Monkeys.count)
    cell.isAccessibilityElement = true
    cell.accessibilityLabel = Monkeys.spokenName(indexPath.item)
    return cell
  }

  /// Only in the grid, and not while a push or pop runs (a push would be refused then, and
  /// the monkey would stay yellow in the grid).
  public override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    navigationController?.topViewController === self
      && navigationController?.transitionCoordinator == nil
  }

  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    let circleLayout = CircleLayout()
    circleLayout.itemSize = CGSize(width: 100, height: 100)
    let controller = ImagesCollectionViewController(collectionViewLayout: circleLayout)
    controller.useLayoutToLayoutNavigationTransitions = true
    // The monkey picked stays yellow in the circle; the grid clears it when it reappears.
    controller.clearsSelectionOnViewWillAppear = false
    controller.title = "Circle"
    navigationController?.pushViewController(controller, animated: true)
  }
}

/// The layout-to-layout scene: a navigation controller whose root is the "Grid" (a flow
/// layout: items 100×100, section inset (10, 5, 10, 5), spacing 5).
@MainActor
public final class LayoutNavigationSceneController: UINavigationController, DemoScene {
  public let grid: ImagesCollectionViewController

  public init() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    layout.itemSize = CGSize(width: 100, height: 100)
    grid = ImagesCollectionViewController(collectionViewLayout: layout)
    grid.useLayoutToLayoutNavigationTransitions = false
    grid.title = "Grid"
    super.init(rootViewController: grid)
  }

  required init?(coder: NSCoder) { nil }

  /// Selects the first monkey, as a click on it would.
  public func autoplay() {
    let first = IndexPath(item: 0, section: 0)
    guard let collectionView = grid.collectionView,
      grid.collectionView(collectionView, shouldSelectItemAt: first)
    else { return }
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    grid.collectionView(collectionView, didSelectItemAt: first)
  }
}
