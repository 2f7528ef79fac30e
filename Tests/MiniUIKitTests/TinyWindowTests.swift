import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Windows resized to almost nothing and back come back laid out exactly as before.
@MainActor
final class TinyWindowTests: PresentationTestCase {
  func testAutoresizingThroughASizeBelowZeroComesBackExact() async throws {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    let child = UIView(frame: CGRect(x: 10, y: 44, width: 460, height: 746))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(child)
    parent.frame = CGRect(x: 0, y: 0, width: 480, height: 20)
    XCTAssertEqual(child.frame.height, 0, "no negative size on screen")
    parent.frame = CGRect(x: 0, y: 0, width: 480, height: 800)
    XCTAssertEqual(child.frame, CGRect(x: 10, y: 44, width: 460, height: 746))
    // A frame set by hand in between is the new starting point.
    parent.frame = CGRect(x: 0, y: 0, width: 480, height: 20)
    child.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    parent.frame = CGRect(x: 0, y: 0, width: 480, height: 800)
    XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 100, height: 790))
  }

  func testANavigationStackSurvivesA20PointTallWindow() async throws {
    let top = UIViewController()
    let navigation = UINavigationController(rootViewController: top)
    let window = makeWindow(root: navigation)
    frame()
    let content = top.view.frame
    UIApplication.shared.windowDidResize(to: CGSize(width: 480, height: 20))
    frame()
    UIApplication.shared.windowDidResize(to: CGSize(width: 480, height: 800))
    frame()
    XCTAssertEqual(top.view.frame, content)
    XCTAssertEqual(top.view.convert(CGPoint.zero, to: window), CGPoint(x: 0, y: 44))
    XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 480, height: 44))
  }
}
