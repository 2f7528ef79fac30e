import CX11
import Foundation
@_spi(Host) import MiniUIKit
import MiniUIKitSnapshotTesting
@_spi(Host) import X11Host
import XCTest

/// The snapshot strategies users' tests take: a still, a filmstrip and a GIF of a transition,
/// each against a golden looked at when it was recorded; a slower animator fails the
/// filmstrip with a message and a picture of the difference.
@MainActor
final class TransitionSnapshotTests: XCTestCase {
  override func tearDown() async throws {
    UIApplication.shared.environment = HostEnvironment()
  }

  func testAStill() async {
    assertSnapshot(
      of: FadeHostController(), as: .image(size: CGSize(width: 320, height: 480)), named: "still")
  }

  func testAFilmstripOfAFade() async {
    assertSnapshot(of: FadeHostController(), as: Self.filmstrip, named: "fade")
  }

  func testAGIFOfAFade() async {
    assertSnapshot(
      of: FadeHostController(),
      as: .gif(at: [0, 0.1, 0.2, 0.3, 0.4], size: CGSize(width: 320, height: 480)) {
        $0.showSheet()
      }, named: "fade")
  }

  func testASlowerAnimatorFailsTheFilmstripWithAMessageAndAPicture() async throws {
    let slower = FadeHostController()
    slower.duration = 0.8
    let failure = try XCTUnwrap(
      verifySnapshot(
        of: slower, as: Self.filmstrip, named: "fade",
        testName: "testAFilmstripOfAFade()"),
      "a slower fade draws other frames")
    XCTAssertTrue(failure.contains("pixels"), failure)
    XCTAssertTrue(failure.contains("differ by more than 2"), failure)
    let line = try XCTUnwrap(
      failure.split(separator: "\n").first { $0.hasPrefix("Difference: ") }, failure)
    let path = String(line.dropFirst("Difference: ".count))
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertTrue(path.hasSuffix("/testAFilmstripOfAFade.fade.difference.png"), path)
    let picture = try PNGFile.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    XCTAssertGreaterThan(picture.width, 4 * 100, "the difference is pictured at the strip's size")
    XCTAssertFalse(failure.contains("ksdiff"), "no macOS diff tool is suggested: \(failure)")
  }

  func testASlowerAnimatorFailsTheGIFCountingTheFramesThatDiffer() async throws {
    let slower = FadeHostController()
    slower.duration = 0.8
    let failure = try XCTUnwrap(
      verifySnapshot(
        of: slower,
        as: .gif(at: [0, 0.1, 0.2, 0.3, 0.4], size: CGSize(width: 320, height: 480)) {
          $0.showSheet()
        }, named: "fade", testName: "testAGIFOfAFade()"),
      "a slower fade draws other frames")
    XCTAssertTrue(failure.contains("of 5 frames differ ("), failure)
    XCTAssertTrue(failure.contains("Frame 2 (at 0.10 s)"), failure)
    let line = try XCTUnwrap(
      failure.split(separator: "\n").first { $0.hasPrefix("Difference: ") }, failure)
    try? FileManager.default.removeItem(atPath: String(line.dropFirst("Difference: ".count)))
  }

  func testAPrivateXvfbStartsAndStops() throws {
    let server = try PrivateXvfb()
    let display = try XCTUnwrap(XOpenDisplay(server.displayName), "the display opens")
    XCloseDisplay(display)
    server.stop()
    XCTAssertNil(XOpenDisplay(server.displayName), "the server is gone")
  }

  func testADisplayWhoseServerWasKilledOutrightIsTakenBack() throws {
    let killed = try PrivateXvfb()
    let number = try XCTUnwrap(Int(killed.displayName.dropFirst()))
    killed.kill()
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock"),
      "SIGKILL leaves the lock behind")
    let again = try PrivateXvfb(numbers: number...number)
    defer { again.stop() }
    XCTAssertEqual(again.displayName, killed.displayName)
    let display = try XCTUnwrap(XOpenDisplay(again.displayName), "the new server answers")
    XCloseDisplay(display)
  }

  private static let filmstrip = Snapshotting<FadeHostController, RGBAImage>.transition(
    at: [0, 0.1, 0.2, 0.4], size: CGSize(width: 320, height: 480), title: "A fade"
  ) { $0.showSheet() }
}

/// A button that presents a sheet fading in over `duration`.
final class FadeHostController: UIViewController, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  var duration: TimeInterval = 0.3

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
    label.text = "Fade"
    label.font = .boldSystemFont(ofSize: 24)
    view.addSubview(label)
  }

  func showSheet() {
    let sheet = UIViewController()
    sheet.view.backgroundColor = .systemOrange
    sheet.modalPresentationStyle = .fullScreen
    sheet.transitioningDelegate = self
    present(sheet, animated: true)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let sheet = transitionContext.view(forKey: .to) else { return }
    sheet.frame = transitionContext.containerView.bounds
    sheet.alpha = 0
    transitionContext.containerView.addSubview(sheet)
    UIView.animate(
      withDuration: duration, animations: { sheet.alpha = 1 },
      completion: { _ in transitionContext.completeTransition(true) })
  }
}
