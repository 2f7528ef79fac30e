import MiniUIKit

/// The photo browser the zoom opens, as photo apps write it: a `UIPageViewController` of
/// zooming scroll views, 20 points apart. Swipe between the monkeys; pinch (Ctrl + drag) or
/// double-click to zoom in; drag down to close back into the grid (not while zoomed in).
@MainActor
final class PhotoPagerViewController: UIPageViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  init(monkey: Int) {
    super.init(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 20])
    dataSource = self
    delegate = self
    setViewControllers(
      [ZoomingPhotoViewController(monkey: monkey)], direction: .forward, animated: false)
    title = PhotosViewController.names[monkey]
  }

  required init?(coder: NSCoder) { nil }

  /// The photo showing.
  var currentPhoto: ZoomingPhotoViewController? {
    viewControllers?.first as? ZoomingPhotoViewController
  }

  /// The title follows the photo.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    title = currentPhoto.map { PhotosViewController.names[$0.monkey] }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let photo = viewController as? ZoomingPhotoViewController, photo.monkey > 0 else {
      return nil
    }
    return ZoomingPhotoViewController(monkey: photo.monkey - 1)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let photo = viewController as? ZoomingPhotoViewController,
      photo.monkey < Monkeys.count - 1
    else { return nil }
    return ZoomingPhotoViewController(monkey: photo.monkey + 1)
  }
}

/// One photo in a zooming scroll view: the monkey as the grid's page shows it, zooming up to
/// four times about the pinch or the double-click, with its name beneath while it is not
/// zoomed.
@MainActor
final class ZoomingPhotoViewController: UIViewController, UIScrollViewDelegate {
  let monkey: Int
  let scrollView = UIScrollView()
  /// What zooms: the page's picture on a canvas the size of the page.
  private let canvas = UIView()
  private let imageView = UIImageView()
  private let nameLabel = UILabel()

  init(monkey: Int) {
    self.monkey = monkey
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// Where the picture is at a zoom of 1, in the view: what the zoom lines a thumbnail up
  /// with (as the grid's page has it).
  var pictureFrame: CGRect { MonkeyPageViewController.pictureFrame(in: view.bounds) }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    imageView.image = Monkeys.image(monkey)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    nameLabel.text = PhotosViewController.names[monkey]
    nameLabel.font = .boldSystemFont(ofSize: 28)
    nameLabel.textAlignment = .center
    scrollView.delegate = self
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.contentInsetAdjustmentBehavior = .never
    canvas.addSubview(imageView)
    scrollView.addSubview(canvas)
    view.addSubview(scrollView)
    view.addSubview(nameLabel)
    let doubleTap = UITapGestureRecognizer(
      target: self, action: ZoomingPhotoViewController.doubleTapped)
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard scrollView.zoomScale == 1 else { return }
    scrollView.frame = view.bounds
    canvas.transform = .identity
    canvas.frame = CGRect(origin: .zero, size: view.bounds.size)
    scrollView.contentSize = view.bounds.size
    imageView.frame = pictureFrame
    nameLabel.frame = CGRect(x: 0, y: pictureFrame.maxY + 16, width: view.bounds.width, height: 40)
  }

  /// Double-click: in, to two and a half times about the click; or back out.
  func doubleTapped(_ tap: UITapGestureRecognizer) {
    if scrollView.zoomScale > 1 {
      scrollView.setZoomScale(1, animated: true)
      return
    }
    let point = tap.location(in: canvas)
    let size = CGSize(
      width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
    scrollView.zoom(
      to: CGRect(
        x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
        height: size.height),
      animated: true)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { canvas }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    nameLabel.alpha = scrollView.zoomScale > 1.01 ? 0 : 1
  }
}
