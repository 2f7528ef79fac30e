import Foundation
import XCTest

@_spi(Host) @testable import X11Host

/// The translation of XInput 2 scroll valuators into scroll clicks, with synthetic events
/// (Xvfb has no touchpad to send real ones).
final class SmoothScrollTranslatorTests: XCTestCase {
  /// A touchpad as libinput presents it: valuator 2 horizontal and 3 vertical, 15 units a
  /// click.
  private func touchpad() -> SmoothScrollTranslator {
    var translator = SmoothScrollTranslator()
    translator.setAxes(
      [
        .init(valuator: 2, isVertical: false, increment: 15),
        .init(valuator: 3, isVertical: true, increment: 15),
      ], forDevice: 2)
    return translator
  }

  func testTheFirstEventSetsTheBaselineAndLaterOnesScrollByTheChange() {
    var translator = touchpad()
    XCTAssertTrue(translator.hasScrollAxes)
    XCTAssertNil(translator.clicks(device: 2, values: [3: 300], isEmulated: false, time: 1))
    XCTAssertEqual(
      translator.clicks(device: 2, values: [3: 307.5], isEmulated: false, time: 2),
      CGPoint(x: 0, y: 0.5))
    XCTAssertEqual(
      translator.clicks(device: 2, values: [2: 10, 3: 292.5], isEmulated: false, time: 3),
      CGPoint(x: 0, y: -1), "the first horizontal value is only a baseline")
    XCTAssertEqual(
      translator.clicks(device: 2, values: [2: 40], isEmulated: false, time: 4),
      CGPoint(x: 2, y: 0))
  }

  func testPlainMotionAndUnknownDevicesAreNotScrolling() {
    var translator = touchpad()
    XCTAssertNil(translator.clicks(device: 2, values: [0: 10, 1: 20], isEmulated: false, time: 1))
    XCTAssertNil(translator.clicks(device: 9, values: [3: 10], isEmulated: false, time: 1))
    XCTAssertFalse(SmoothScrollTranslator().hasScrollAxes)
  }

  func testEmulatedMotionIsLeftToTheCoreWheelButtons() {
    var translator = touchpad()
    _ = translator.clicks(device: 2, values: [3: 0], isEmulated: false, time: 1)
    XCTAssertNil(translator.clicks(device: 2, values: [3: 15], isEmulated: true, time: 2))
    XCTAssertEqual(
      translator.clicks(device: 2, values: [3: 30], isEmulated: false, time: 3),
      CGPoint(x: 0, y: 1), "the emulated event still moved the baseline")
  }

  func testWheelPressesEmulatedFromSmoothScrollingAreDuplicates() {
    var translator = touchpad()
    _ = translator.clicks(device: 2, values: [3: 0], isEmulated: false, time: 100)
    XCTAssertFalse(translator.isDuplicateWheelPress(at: 100), "a baseline scrolled nothing")
    _ = translator.clicks(device: 2, values: [3: 15], isEmulated: false, time: 120)
    XCTAssertTrue(translator.isDuplicateWheelPress(at: 120))
    XCTAssertFalse(translator.isDuplicateWheelPress(at: 121), "a real wheel press later")
  }

  func testLeavingAndComingBackStartsAfresh() {
    var translator = touchpad()
    _ = translator.clicks(device: 2, values: [3: 0], isEmulated: false, time: 1)
    translator.resetBaselines()
    XCTAssertNil(translator.clicks(device: 2, values: [3: 900], isEmulated: false, time: 2))
  }
}

/// X server times as seconds that only go forward.
final class ServerTimeTests: XCTestCase {
  func testMillisecondsBecomeSecondsAndAWrapCarriesOn() {
    var time = ServerTime()
    XCTAssertEqual(time.seconds(1500), 1.5)
    XCTAssertEqual(time.seconds(4_294_967_000), 4_294_967.0)
    // Past 2³² ms the server's clock wraps to small values: the seconds go on.
    XCTAssertEqual(time.seconds(704), 4_294_968.0, accuracy: 1e-6)
    XCTAssertEqual(time.seconds(1704), 4_294_969.0, accuracy: 1e-6)
  }
}

/// What tells a touchpad from a mouse, and a touchpad's lifted fingers.
final class TouchpadInputTests: XCTestCase {
  func testATouchpadIsKnownByItsDriversPropertiesOrItsDependentTouch() {
    XCTAssertTrue(
      XInput2Events.isTouchpad(
        booleanProperties: ["libinput Tapping Enabled"], hasDependentTouch: false))
    XCTAssertTrue(
      XInput2Events.isTouchpad(booleanProperties: ["Synaptics Off"], hasDependentTouch: false))
    XCTAssertTrue(XInput2Events.isTouchpad(booleanProperties: [], hasDependentTouch: true))
    XCTAssertFalse(
      XInput2Events.isTouchpad(booleanProperties: [], hasDependentTouch: false), "a mouse")
  }

  func testAScrollAxisThatDidNotMoveIsAStop() {
    var translator = SmoothScrollTranslator()
    translator.setAxes([.init(valuator: 2, isVertical: false, increment: 15)], forDevice: 2)
    _ = translator.clicks(device: 2, values: [2: 100], isEmulated: false, time: 1)
    XCTAssertEqual(
      translator.clicks(device: 2, values: [2: 70], isEmulated: false, time: 2),
      CGPoint(x: -2, y: 0))
    XCTAssertEqual(
      translator.clicks(device: 2, values: [2: 70], isEmulated: false, time: 3), .zero,
      "the fingers lifted")
    XCTAssertNil(
      translator.clicks(device: 2, values: [0: 5, 1: 6], isEmulated: false, time: 4),
      "pointer motion carries no scroll axis")
  }
}
