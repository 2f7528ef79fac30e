import Foundation
@_spi(Host) import MiniUIKit
import XCTest

/// The standard controls drawn by the real host: each at rest, then a switch half way
/// through its turn on (its knob between the ends, its track part way to green).
@MainActor
final class ControlScreenshotTests: SceneScreenshotTestCase {
  func testControlsAtRestAndASwitchHalfWay() async throws {
    let controller = ControlGalleryController()
    let stage = try SceneStage(controller, size: CGSize(width: 360, height: 420))
    let rest = try stage.frame(at: 0)
    assertScreenshot(rest, named: "controls-at-rest")
    assertPixel(rest, x: 22 + 10, y: 22 + 15, is: 0x34C759, "the on switch's green track")
    controller.off.setOn(true, animated: true)
    let halfWay = try stage.frame(at: 0.1)
    assertScreenshot(halfWay, named: "switch-half-way")
    // The switch ends on; a block left half-way keeps its views (for the frames the stage's
    // clock no longer gives), which make test-asan reports as a leak.
    assertPixel(try stage.frame(at: 1), x: 100 + 10, y: 22 + 15, is: 0x34C759, "now on")
  }
}

/// One of each control, as a settings screen shows them.
private final class ControlGalleryController: UIViewController {
  let off = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let on = UISwitch()
    on.setOn(true, animated: false)
    on.frame.origin = CGPoint(x: 22, y: 22)
    off.frame.origin = CGPoint(x: 100, y: 22)
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.selectedSegmentIndex = 1
    segments.frame = CGRect(x: 22, y: 80, width: 300, height: 32)
    let slider = UISlider(frame: CGRect(x: 22, y: 140, width: 300, height: 31))
    slider.value = 0.3
    let stepper = UIStepper()
    stepper.frame.origin = CGPoint(x: 22, y: 200)
    stepper.value = 3
    let progress = UIProgressView(progressViewStyle: .default)
    progress.frame = CGRect(x: 22, y: 260, width: 300, height: 4)
    progress.progress = 0.6
    let pages = UIPageControl(frame: CGRect(x: 22, y: 290, width: 300, height: 26))
    pages.numberOfPages = 5
    pages.currentPage = 2
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.center = CGPoint(x: 60, y: 360)
    spinner.hidesWhenStopped = false
    for control in [on, off, segments, slider, stepper, progress, pages, spinner] as [UIView] {
      view.addSubview(control)
    }
  }
}
