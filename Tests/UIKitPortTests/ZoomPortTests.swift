import MiniUIKit
import XCTest

// UIKit code as iOS 18's zoom transition is written (WWDC24's "Enhance your UI animations
// and transitions"); only the import differs.

final class ThumbnailsViewController: UIViewController {
  var thumbnails: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for index in 0..<3 {
      let thumbnail = UIView(frame: CGRect(x: 20 + 150 * index, y: 100, width: 140, height: 140))
      thumbnail.backgroundColor = .systemOrange
      view.addSubview(thumbnail)
      thumbnails.append(thumbnail)
    }
  }

  func showDetail(at index: Int) {
    let detail = UIViewController()
    detail.view.backgroundColor = .white
    let options = UIViewController.Transition.ZoomOptions()
    options.dimmingColor = UIColor.black.withAlphaComponent(0.3)
    options.interactiveDismissShouldBegin = { context in
      return context.willBegin && context.velocity.dy >= 0
    }
    detail.preferredTransition = .zoom(options: options) { context in
      return self.thumbnails[index]
    }
    navigationController?.pushViewController(detail, animated: true)
  }

  func presentFading() {
    let detail = UIViewController()
    detail.preferredTransition = .crossDissolve
    present(detail, animated: true)
  }
}

final class ZoomPortTests: PortTestCase {
  func testAZoomedPushAndItsWayBack() {
    let grid = ThumbnailsViewController()
    let navigation = UINavigationController(rootViewController: grid)
    show(navigation)
    grid.showDetail(at: 1)
    frame()
    XCTAssertTrue(grid.thumbnails[1].isHidden, "the thumbnail is hidden while it zooms")
    advance(seconds: 1)
    XCTAssertFalse(grid.thumbnails[1].isHidden)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    navigation.popViewController(animated: true)
    frame()
    XCTAssertTrue(grid.thumbnails[1].isHidden, "and on the way back")
    advance(seconds: 1)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertFalse(grid.thumbnails[1].isHidden)
  }

  func testAStyleAsThePreferredTransition() {
    let grid = ThumbnailsViewController()
    show(grid)
    grid.presentFading()
    advance(seconds: 0.2)
    // Presented `.automatic`: a sheet, whose view fades in where it rests.
    let sheetView = grid.presentedViewController!.presentationController!.presentedView!
    let opacity = sheetView.layer.presentation()!.opacity
    XCTAssertGreaterThan(opacity, 0.1, "a cross-dissolve, not a slide")
    XCTAssertLessThan(opacity, 0.9)
    XCTAssertEqual(sheetView.layer.presentation()!.frame.minY, 40)
  }
}
