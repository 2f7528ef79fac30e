import MiniUIKit

/// "Now playing": a music app's tab bar with a mini player floating above it (the artwork,
/// the title, ▶︎ and ⏭, on a material the albums scroll under). A tap on it expands the full
/// player (`NowPlayingTransition`); a drag down on the player, Esc, or the grabber collapses
/// it.
@MainActor
public final class PlayerSceneController: UITabBarController, DemoScene {
  let miniPlayer = MiniPlayerView(song: .playing)
  private var autoplayLink: CADisplayLink?

  public init() {
    super.init(nibName: nil, bundle: nil)
    let listenNow = UINavigationController(rootViewController: AlbumsViewController())
    listenNow.tabBarItem = UITabBarItem(
      title: "Listen Now", image: UIImage(systemName: "play.fill"), tag: 0)
    let library = UINavigationController(rootViewController: LibraryViewController())
    library.tabBarItem = UITabBarItem(
      title: "Library", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
    viewControllers = [listenNow, library]
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    miniPlayer.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: PlayerSceneController.expand))
    view.addSubview(miniPlayer)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bar = tabBar.frame
    miniPlayer.frame = CGRect(x: 8, y: bar.minY - 64, width: view.bounds.width - 16, height: 56)
    view.bringSubviewToFront(miniPlayer)
    // The albums scroll clear of the mini player.
    for child in children { child.additionalSafeAreaInsets.bottom = 64 }
  }

  /// Expands the full player from the mini player.
  public func expand() {
    guard presentedViewController == nil else { return }
    let player = NowPlayingViewController(song: miniPlayer.song)
    player.modalPresentationStyle = .custom
    player.transitioningDelegate = self
    present(player, animated: true)
  }

  /// Expands the player, and 1.5 seconds later collapses it.
  public func autoplay() {
    view.layoutIfNeeded()
    expand()
    let start = CACurrentMediaTime()
    autoplayLink?.invalidate()
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      guard link.targetTimestamp - start >= 1.5 else { return }
      link.invalidate()
      self.dismiss(animated: true)
    }
    link.add(to: .main, forMode: .common)
    autoplayLink = link
  }
}

extension PlayerSceneController: UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    NowPlayingTransition(isPresenting: true, miniPlayer: miniPlayer)
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    NowPlayingTransition(isPresenting: false, miniPlayer: miniPlayer)
  }
}

/// The mini player: a capsule of material with the artwork, the song, ▶︎ and ⏭.
@MainActor
final class MiniPlayerView: UIView {
  let song: Song
  let artworkView = UIImageView()
  private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
  private let titleLabel = UILabel()
  private let artistLabel = UILabel()
  private let buttons = ["play.fill", "forward.fill"].map { name in
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: name), for: .normal)
    button.tintColor = .label
    return button
  }

  init(song: Song) {
    self.song = song
    super.init(frame: .zero)
    material.layer.cornerRadius = 14
    material.layer.cornerCurve = .continuous
    material.clipsToBounds = true
    artworkView.contentMode = .scaleAspectFill
    artworkView.layer.cornerRadius = NowPlayingTransition.smallCornerRadius
    artworkView.layer.cornerCurve = .continuous
    artworkView.clipsToBounds = true
    titleLabel.text = song.title
    titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    artistLabel.text = song.artist
    artistLabel.font = .systemFont(ofSize: 13)
    artistLabel.textColor = .secondaryLabel
    addSubview(material)
    for part in [artworkView, titleLabel, artistLabel] + buttons {
      material.contentView.addSubview(part)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The artwork is read once the view is in a window (a host reads image files).
  override func didMoveToWindow() {
    if window != nil, artworkView.image == nil { artworkView.image = Monkeys.image(song.monkey) }
  }

  override func layoutSubviews() {
    material.frame = bounds
    artworkView.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
    let textWidth = bounds.width - 58 - 96
    titleLabel.frame = CGRect(x: 58, y: 9, width: textWidth, height: 20)
    artistLabel.frame = CGRect(x: 58, y: 29, width: textWidth, height: 18)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: bounds.width - 92 + CGFloat(index) * 44, y: 6, width: 44, height: 44)
    }
  }
}

/// "Listen Now": the albums, two a row, under a large title.
@MainActor
final class AlbumsViewController: UICollectionViewController {
  init() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 20
    layout.minimumInteritemSpacing = 16
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
    super.init(collectionViewLayout: layout)
    title = "Listen Now"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
    collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: AlbumCell.identifier)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
    let side = (collectionView.bounds.width - 48) / 2
    layout.itemSize = CGSize(width: side, height: side + 40)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { Monkeys.count * 2 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: AlbumCell.identifier, for: indexPath)
    (cell as? AlbumCell)?.show(monkey: indexPath.item % Monkeys.count)
    return cell
  }
}

/// An album: its artwork with rounded corners, and its title.
@MainActor
final class AlbumCell: UICollectionViewCell {
  static let identifier = "Album"
  private let artwork = UIImageView()
  private let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    artwork.contentMode = .scaleAspectFill
    artwork.layer.cornerRadius = 10
    artwork.clipsToBounds = true
    titleLabel.font = .systemFont(ofSize: 14, weight: .medium)
    contentView.addSubview(artwork)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  /// The albums' titles, a monkey each.
  static let titles = [
    "Party Hat", "Specs Appeal", "Bow Tie Blues", "Banana Phone", "Headphones On",
    "Crown Jewels", "Scarf Weather", "Beanie Days", "Petal Pusher", "Eye Patch", "Wink",
  ]

  func show(monkey: Int) {
    artwork.image = Monkeys.image(monkey)
    titleLabel.text = Self.titles[monkey % Self.titles.count]
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = contentView.bounds.width
    artwork.frame = CGRect(x: 0, y: 0, width: side, height: side)
    titleLabel.frame = CGRect(x: 0, y: side + 6, width: side, height: 20)
  }
}

/// "Library": the songs, a row each.
@MainActor
final class LibraryViewController: UITableViewController {
  init() {
    super.init(style: .plain)
    title = "Library"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Monkeys.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = AlbumCell.titles[indexPath.row % AlbumCell.titles.count]
    content.secondaryText = Song.playing.artist
    content.image = Monkeys.image(indexPath.row)
    cell.contentConfiguration = content
    return cell
  }
}
