@_spi(Host) import MiniUIKit
import XCTest

// The standard controls as a settings screen uses them, pasted with only the import changed
// (`@objc` and `#selector` dropped, as the README says).

final class ControlsViewController: UIViewController {
  let airplaneMode = UISwitch()
  let units = UISegmentedControl(items: ["Metric", "Imperial"])
  let brightness = UISlider()
  let copies = UIStepper()
  let download = UIProgressView(progressViewStyle: .default)
  let pages = UIPageControl()
  let spinner = UIActivityIndicatorView(style: .medium)
  private(set) var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    airplaneMode.frame.origin = CGPoint(x: 20, y: 20)
    airplaneMode.onTintColor = .systemOrange
    airplaneMode.addTarget(self, action: ControlsViewController.switchChanged, for: .valueChanged)
    units.frame = CGRect(x: 20, y: 80, width: 240, height: 32)
    units.selectedSegmentIndex = 0
    units.addAction(
      UIAction { [unowned self] _ in self.log.append("units \(self.units.selectedSegmentIndex)") },
      for: .valueChanged)
    brightness.frame = CGRect(x: 20, y: 140, width: 300, height: 31)
    brightness.minimumValue = 0
    brightness.maximumValue = 100
    brightness.value = 50
    brightness.addTarget(self, action: ControlsViewController.sliderMoved, for: .valueChanged)
    copies.frame.origin = CGPoint(x: 20, y: 200)
    copies.maximumValue = 5
    copies.addTarget(self, action: ControlsViewController.stepped, for: .valueChanged)
    download.frame = CGRect(x: 20, y: 260, width: 300, height: 4)
    pages.frame = CGRect(x: 20, y: 290, width: 200, height: 26)
    pages.numberOfPages = 5
    pages.addTarget(self, action: ControlsViewController.pageChanged, for: .valueChanged)
    spinner.center = CGPoint(x: 40, y: 350)
    for control in [airplaneMode, units, brightness, copies, download, pages, spinner] as [UIView] {
      view.addSubview(control)
    }
  }

  func switchChanged(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
  func sliderMoved(_ sender: UISlider) { log.append("slider") }
  func stepped(_ sender: UIStepper) { log.append("stepper \(Int(sender.value))") }
  func pageChanged(_ sender: UIPageControl) { log.append("page \(sender.currentPage)") }
}

final class ControlPortTests: PortTestCase {
  private var controls: ControlsViewController!

  override func setUp() {
    super.setUp()
    controls = ControlsViewController()
    show(controls)
  }

  private func tap(_ view: UIView, at point: CGPoint) {
    let p = view.convert(point, to: nil)
    pointer(.down, p.x, p.y)
    frame()
    pointer(.up, p.x, p.y)
  }

  func testSwitchKnobSlidesAndTheTrackFills() {
    let toggle = controls.airplaneMode
    XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31))
    XCTAssertFalse(toggle.isOn)
    tap(toggle, at: CGPoint(x: 25, y: 15))
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(controls.log, ["switch true"])
    let knob = toggle.subviews[1]
    advance(seconds: 0.1)
    let moving = knob.layer.presentation()!.frame.minX
    XCTAssertGreaterThan(moving, 2, "the knob is on its way")
    XCTAssertLessThan(moving, 22)
    advance(seconds: 0.5)
    XCTAssertEqual(knob.frame.minX, 22)
    XCTAssertEqual(toggle.subviews[0].backgroundColor, .systemOrange)
    toggle.setOn(false, animated: false)
    XCTAssertEqual(controls.log, ["switch true"], "setOn sends no action")
    XCTAssertEqual(knob.frame.minX, 2)
    // Dragged to the right and let go there: on.
    let start = toggle.convert(CGPoint(x: 10, y: 15), to: nil)
    drag(start, CGPoint(x: start.x + 35, y: start.y))
    advance(seconds: 0.5)
    XCTAssertTrue(toggle.isOn)
    // Space toggles a focused switch.
    UIApplication.shared.setFocus(toggle)
    UIApplication.shared.sendKey(UIKey(.space))
    XCTAssertFalse(toggle.isOn)
  }

  func testSegmentedControlPillSlides() {
    let units = controls.units
    XCTAssertEqual(units.numberOfSegments, 2)
    XCTAssertEqual(units.titleForSegment(at: 1), "Imperial")
    let pill = units.subviews[0]
    XCTAssertEqual(pill.frame.minX, 2)
    tap(units, at: CGPoint(x: 180, y: 16))
    XCTAssertEqual(units.selectedSegmentIndex, 1)
    XCTAssertEqual(controls.log, ["units 1"])
    advance(seconds: 0.15)
    let x = pill.layer.presentation()!.frame.minX
    XCTAssertGreaterThan(x, 2)
    XCTAssertLessThan(x, 122)
    advance(seconds: 0.5)
    XCTAssertEqual(pill.frame.minX, 122)
    UIApplication.shared.setFocus(units)
    UIApplication.shared.sendKey(UIKey(.leftArrow))
    XCTAssertEqual(units.selectedSegmentIndex, 0)
    units.insertSegment(withTitle: "Nautical", at: 0, animated: false)
    XCTAssertEqual(units.selectedSegmentIndex, 1, "the selection stays with its segment")
  }

  func testSliderFollowsTheThumb() {
    let slider = controls.brightness
    let thumb = slider.convert(CGPoint(x: 150, y: 15), to: nil)
    drag(thumb, CGPoint(x: thumb.x + 68, y: thumb.y))
    XCTAssertEqual(slider.value, 75, accuracy: 1)
    XCTAssertTrue(controls.log.allSatisfy { $0 == "slider" })
    XCTAssertGreaterThan(controls.log.count, 1, "continuous: a change per move")
    UIApplication.shared.setFocus(slider)
    UIApplication.shared.sendKey(UIKey(.leftArrow))
    XCTAssertEqual(slider.value, 65, accuracy: 1)
    slider.value = 500
    XCTAssertEqual(slider.value, 100, "kept within the range")
  }

  func testStepperStepsAndRepeatsWhileHeld() {
    let stepper = controls.copies
    tap(stepper, at: CGPoint(x: 70, y: 16))
    XCTAssertEqual(stepper.value, 1)
    tap(stepper, at: CGPoint(x: 20, y: 16))
    XCTAssertEqual(stepper.value, 0)
    tap(stepper, at: CGPoint(x: 20, y: 16))
    XCTAssertEqual(stepper.value, 0, "no step past the minimum")
    let plus = stepper.convert(CGPoint(x: 70, y: 16), to: nil)
    pointer(.down, plus.x, plus.y)
    advance(seconds: 0.75)
    pointer(.up, plus.x, plus.y)
    XCTAssertEqual(stepper.value, 4, "one step, then repeats after half a second")
    advance(seconds: 0.5)
    XCTAssertEqual(stepper.value, 4, "letting go stops the repeats")
    XCTAssertEqual(
      controls.log, ["stepper 1", "stepper 0", "stepper 1", "stepper 2", "stepper 3", "stepper 4"])
  }

  func testProgressSlidesAndPagesTurn() {
    let progress = controls.download
    progress.setProgress(0.5, animated: true)
    advance(seconds: 0.125)
    let fill = progress.subviews[0].layer.presentation()!.frame.width
    XCTAssertGreaterThan(fill, 10)
    XCTAssertLessThan(fill, 140)
    advance(seconds: 0.3)
    XCTAssertEqual(progress.subviews[0].frame.width, 150)
    let pages = controls.pages
    tap(pages, at: CGPoint(x: 190, y: 13))
    XCTAssertEqual(pages.currentPage, 1)
    XCTAssertEqual(controls.log, ["page 1"])
    pages.currentPage = 9
    XCTAssertEqual(pages.currentPage, 4)
  }

  func testSpinnerAnimatesOnlyWhileShown() {
    let spinner = controls.spinner
    advance(seconds: 0.5)
    XCTAssertTrue(spinner.isHidden, "hidden while stopped")
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations)
    spinner.startAnimating()
    XCTAssertTrue(spinner.isAnimating)
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations)
    let wheel = spinner.subviews[0]
    advance(seconds: 0.3)
    XCTAssertNotEqual(wheel.layer.presentation()!.affineTransform(), .identity)
    spinner.isHidden = true
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "hidden: no frames")
    spinner.isHidden = false
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations)
    spinner.stopAnimating()
    XCTAssertTrue(spinner.isHidden)
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "stopped: no frames")
  }

  func testTabReachesEveryControl() {
    var reached: [String] = []
    for _ in 0..<7 {
      UIApplication.shared.sendKey(UIKey(.tab))
      if let focused = UIApplication.shared.focusedView { reached.append("\(type(of: focused))") }
    }
    for name in ["UISwitch", "UISegmentedControl", "UISlider", "UIStepper", "UIPageControl"] {
      XCTAssertTrue(reached.contains(name), "\(name) in \(reached)")
    }
  }
}
