@_spi(Host) import MiniUIKit
import XCTest

/// UIPageViewController as apps write it: a data source of numbered pages, the scroll style
/// with its page control, and the page curl, dragged and from code.

final class NumberPageViewController: UIViewController {
  let number: Int

  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = [UIColor.systemRed, .systemGreen, .systemBlue][number % 3]
  }
}

final class NumberPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let count: Int
  var events: [String] = []

  init(count: Int) { self.count = count }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? NumberPageViewController, page.number > 0 else {
      return nil
    }
    return NumberPageViewController(number: page.number - 1)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? NumberPageViewController, page.number < count - 1 else {
      return nil
    }
    return NumberPageViewController(number: page.number + 1)
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { count }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    (pageViewController.viewControllers?.first as? NumberPageViewController)?.number ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    events.append("will \(numbers(pendingViewControllers))")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    events.append("did \(numbers(previousViewControllers)) \(completed)")
  }

  private func numbers(_ controllers: [UIViewController]) -> String {
    controllers.compactMap { ($0 as? NumberPageViewController)?.number }.map(String.init)
      .joined(separator: ",")
  }
}

final class PageViewControllerPortTests: PortTestCase {
  private let source = NumberPages(count: 5)

  private func showPages(_ style: UIPageViewController.TransitionStyle, spacing: CGFloat = 0)
    -> UIPageViewController
  {
    let pages = UIPageViewController(
      transitionStyle: style, navigationOrientation: .horizontal,
      options: [.interPageSpacing: spacing])
    pages.dataSource = source
    pages.delegate = source
    pages.setViewControllers(
      [NumberPageViewController(number: 0)], direction: .forward, animated: false)
    show(pages)
    return pages
  }

  private func number(_ pages: UIPageViewController) -> Int? {
    (pages.viewControllers?.first as? NumberPageViewController)?.number
  }

  func testScrollingADragPastHalfWayTurnsThePage() {
    let pages = showPages(.scroll, spacing: 10)
    let first = pages.viewControllers!.first!
    drag(CGPoint(x: 400, y: 400), CGPoint(x: 100, y: 400), steps: 12, pause: 10)
    let halfWay = first.view.convert(first.view.bounds, to: nil)
    XCTAssertEqual(halfWay.minX, -300, accuracy: 1, "the page follows the drag")
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 1)
    XCTAssertEqual(source.events, ["will 1", "did 0 true"])
    XCTAssertNil(first.parent, "the page gone is let go")
    XCTAssertTrue(pages.children.count == 1)
    let control = pages.view.subviews.compactMap { $0 as? UIPageControl }.first
    XCTAssertEqual(control?.numberOfPages, 5)
    XCTAssertEqual(control?.currentPage, 1)
  }

  func testScrollingAFlickTurnsThePage() {
    let pages = showPages(.scroll)
    drag(CGPoint(x: 400, y: 400), CGPoint(x: 300, y: 400), steps: 3)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 1)
    XCTAssertEqual(source.events, ["will 1", "did 0 true"])
  }

  func testScrollingAShortDragGoesBackAndTheEndsBounce() {
    let pages = showPages(.scroll)
    drag(CGPoint(x: 300, y: 400), CGPoint(x: 250, y: 400), steps: 10, pause: 10)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 0)
    XCTAssertEqual(source.events, ["will 1", "did 0 false"])
    source.events = []
    drag(CGPoint(x: 100, y: 400), CGPoint(x: 400, y: 400), steps: 6)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 0, "nothing before the first page")
    XCTAssertEqual(source.events, [])
  }

  func testScrollingFromCode() {
    let pages = showPages(.scroll)
    var finished: Bool?
    pages.setViewControllers(
      [NumberPageViewController(number: 3)], direction: .forward, animated: true
    ) { finished = $0 }
    advance(seconds: 0.1)
    XCTAssertNil(finished)
    advance(seconds: 1)
    XCTAssertEqual(finished, true)
    XCTAssertEqual(number(pages), 3)
    XCTAssertEqual(source.events, [], "a turn from code tells the delegate nothing")
  }

  func testACurlFollowsTheDragAndFinishes() {
    let pages = showPages(.pageCurl)
    XCTAssertEqual(pages.spineLocation, .min)
    let first = pages.viewControllers!.first!
    pointer(.down, 420, 400)
    for x in stride(from: 400, through: 200, by: -20) {
      frame()
      pointer(.moved, CGFloat(x), 400)
    }
    XCTAssertTrue(first.view.isHidden, "strips stand in for the turning page")
    let next = pages.children.compactMap { $0 as? NumberPageViewController }.first {
      $0.number == 1
    }
    XCTAssertNotNil(next?.view.window, "the next page lies beneath")
    pointer(.up, 200, 400)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 1)
    XCTAssertEqual(source.events, ["will 1", "did 0 true"])
    XCTAssertFalse(pages.viewControllers!.first!.view.isHidden)
    XCTAssertEqual(
      pages.view.subviews.filter { !($0.next is UIViewController) }.count, 0, "the sheet is gone")
  }

  func testACurlLetGoEarlyFallsBack() {
    let pages = showPages(.pageCurl)
    drag(CGPoint(x: 420, y: 400), CGPoint(x: 380, y: 400), steps: 8, pause: 10)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 0)
    XCTAssertEqual(source.events, ["will 1", "did 0 false"])
    XCTAssertFalse(pages.viewControllers!.first!.view.isHidden)
  }

  func testACurlTurnsBackFromTheLeftAndFromCode() {
    let pages = showPages(.pageCurl)
    pages.setViewControllers(
      [NumberPageViewController(number: 2)], direction: .forward, animated: true)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 2)
    drag(CGPoint(x: 60, y: 400), CGPoint(x: 400, y: 400), steps: 8)
    advance(seconds: 1)
    XCTAssertEqual(number(pages), 1)
    XCTAssertEqual(source.events, ["will 1", "did 2 true"])
  }

  func testASpreadNeedsTwoPages() {
    let messages = recordConsole()
    let pages = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
    XCTAssertEqual(pages.spineLocation, .mid)
    XCTAssertTrue(pages.isDoubleSided)
    pages.setViewControllers(
      [NumberPageViewController(number: 0)], direction: .forward, animated: false)
    XCTAssertNil(pages.viewControllers)
    XCTAssertTrue(messages.all.contains { $0.message.contains("match the number required (2)") })
    pages.dataSource = source
    pages.setViewControllers(
      [NumberPageViewController(number: 0), NumberPageViewController(number: 1)],
      direction: .forward, animated: false)
    show(pages)
    drag(CGPoint(x: 400, y: 400), CGPoint(x: 100, y: 400), steps: 8)
    advance(seconds: 1)
    XCTAssertEqual(
      pages.viewControllers?.compactMap { ($0 as? NumberPageViewController)?.number }, [2, 3])
  }
}
