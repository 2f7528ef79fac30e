import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Reduce motion: the setting and its notification, and the system's own transitions turned
/// into cross-fades of the same duration (a push, a pop, the edge drag, the default
/// presentation).
@MainActor
final class ReduceMotionTests: PresentationTestCase {
  private static let content = CGRect(x: 0, y: 0, width: 480, height: 756)

  private func shownAlpha(_ view: UIView) -> Double {
    Double(view.layer.presentation()!.opacity)
  }

  private func makeStack(reduced: Bool = true) -> (UINavigationController, a: UIViewController) {
    let a = UIViewController()
    let navigation = UINavigationController(rootViewController: a)
    makeWindow(root: navigation)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: reduced)
    frame()
    return (navigation, a)
  }

  func testTheSettingIsOffUntilTheHostSaysAndEachChangeIsPosted() async throws {
    XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
    nonisolated(unsafe) var posts = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in posts += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: true)
    XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: true)
    XCTAssertEqual(posts, 1, "only changes are posted")
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: false)
    XCTAssertEqual(posts, 2)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: true)
    UIApplication.shared.environment = HostEnvironment()
    XCTAssertFalse(UIAccessibility.isReduceMotionEnabled, "a new environment starts afresh")
  }

  func testAPushFadesTheNewPageInWhereItStaysForTheSlidesDuration() async throws {
    let (navigation, a) = makeStack()
    let b = UIViewController()
    navigation.pushViewController(b, animated: true)
    XCTAssertEqual(
      navigation.transitionCoordinator?.transitionDuration ?? 0, SlideAnimator.duration)
    frames(10)
    assertEqual(shownFrame(b.view), Self.content, "no slide")
    assertEqual(shownFrame(a.view), Self.content, "the old page stays")
    XCTAssertEqual(shownAlpha(b.view), easeInOut(10.0 / 21), accuracy: 0.02)
    XCTAssertEqual(shownAlpha(a.view), 1)
    advance(seconds: 0.3)
    XCTAssertTrue(navigation.topViewController === b)
    XCTAssertNil(a.view.superview)
    XCTAssertEqual(b.view.alpha, 1)
  }

  func testAPopFadesTheTopPageOutOverTheOneBelow() async throws {
    let (navigation, a) = makeStack()
    let b = UIViewController()
    navigation.pushViewController(b, animated: false)
    frame()
    navigation.popViewController(animated: true)
    frames(11)
    assertEqual(shownFrame(a.view), Self.content)
    XCTAssertTrue(a.view.superview === b.view.superview, "below the page that fades")
    XCTAssertEqual(shownAlpha(b.view), 1 - easeInOut(11.0 / 21), accuracy: 0.02)
    advance(seconds: 0.3)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertNil(b.view.superview)
    XCTAssertEqual(b.view.alpha, 1, "a page that left is whole again, for a next push")
  }

  func testTheEdgeDragFadesWithTheFinger() async throws {
    let (navigation, a) = makeStack()
    let b = UIViewController()
    navigation.pushViewController(b, animated: false)
    frame()
    send(.down, 4, 400)
    send(.moved, 20, 402)
    send(.moved, 292, 402)  // 60% of 480
    frame()
    XCTAssertEqual(shownAlpha(b.view), 0.4, accuracy: 0.01, "the fade follows the finger")
    assertEqual(shownFrame(b.view), Self.content, "the page does not move")
    assertEqual(shownFrame(a.view), Self.content)
    advance(seconds: 0.5)
    send(.up, 292, 402)
    advance(seconds: 0.6)
    XCTAssertEqual(navigation.viewControllers.count, 1, "past half way: popped")
  }

  func testTheDefaultPresentationFadesInAndOut() async throws {
    let presenter = UIViewController()
    makeWindow(root: presenter)
    UIApplication.shared.hostReduceMotionDidChange(isEnabled: true)
    frame()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen
    presenter.present(sheet, animated: true)
    frames(15)
    assertEqual(shownFrame(sheet.view), CGRect(x: 0, y: 0, width: 480, height: 800))
    XCTAssertEqual(shownAlpha(sheet.view), easeInOut(15.0 / 30), accuracy: 0.02)
    advance(seconds: 0.5)
    XCTAssertTrue(presenter.presentedViewController === sheet)
    sheet.dismiss(animated: true)
    frames(15)
    XCTAssertEqual(shownAlpha(sheet.view), 1 - easeInOut(15.0 / 30), accuracy: 0.02)
    assertEqual(shownFrame(sheet.view), CGRect(x: 0, y: 0, width: 480, height: 800))
    advance(seconds: 0.5)
    XCTAssertNil(presenter.presentedViewController)
  }

  func testWithoutItThePushStillSlides() async throws {
    let (navigation, _) = makeStack(reduced: false)
    let b = UIViewController()
    navigation.pushViewController(b, animated: true)
    frames(7)
    XCTAssertGreaterThan(shownFrame(b.view).minX, 10, "it comes from the right")
    XCTAssertEqual(shownAlpha(b.view), 1)
  }
}
