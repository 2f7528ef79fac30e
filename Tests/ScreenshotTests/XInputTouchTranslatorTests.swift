import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// The translation of XInput 2.4 pinch gestures and 2.2 touches into toolkit fingers, with
/// synthetic events (Xvfb has neither a touchpad nor a touch screen), and those fingers
/// driving a real pinch recognizer.
@MainActor
final class XInputTouchTranslatorTests: XCTestCase {
  private let fingers = XInputTouchTranslator.pinchFingers

  func testAPinchGestureBecomesTwoFingersAboutItsCentre() async throws {
    var translator = XInputTouchTranslator()
    let began = translator.pinchBegan(at: CGPoint(x: 240, y: 400), scale: 1)
    XCTAssertEqual(began[fingers.first], CGPoint(x: 340, y: 400))
    XCTAssertEqual(began[fingers.second], CGPoint(x: 140, y: 400))
    let spread = translator.pinchUpdated(delta: CGPoint(x: 10, y: -5), scale: 1.5)
    XCTAssertEqual(spread[fingers.first], CGPoint(x: 400, y: 395))
    XCTAssertEqual(spread[fingers.second], CGPoint(x: 100, y: 395))
    XCTAssertEqual(translator.pinchFingers(), spread, "it ends where it was")
    let pinched = translator.pinchUpdated(delta: .zero, scale: 0)
    XCTAssertLessThan(
      abs((pinched[fingers.first]?.x ?? 0) - (pinched[fingers.second]?.x ?? 0)), 3,
      "a scale of 0 brings the fingers together without crossing")
  }

  func testTouchScreenTouchesGetIdsClearOfTheMouse() async throws {
    XCTAssertEqual(XInputTouchTranslator.touch(forDetail: 0), 18)
    XCTAssertEqual(XInputTouchTranslator.touch(forDetail: 7), 25)
    XCTAssertNotEqual(
      XInputTouchTranslator.touch(forDetail: 1), XInputTouchTranslator.pinchFingers.second)
  }

  func testTranslatedPinchFingersDriveAPinchRecognizer() async throws {
    var scales: [CGFloat] = []
    let pinch = UIPinchGestureRecognizer { recognizer in
      scales.append((recognizer as? UIPinchGestureRecognizer)?.scale ?? 0)
    }
    let root = UIViewController()
    root.view.addGestureRecognizer(pinch)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    window.rootViewController = root
    window.makeKeyAndVisible()
    var translator = XInputTouchTranslator()
    let app = UIApplication.shared
    app.sendTouches(translator.pinchBegan(at: CGPoint(x: 240, y: 400), scale: 1), phase: .began)
    app.sendTouches(translator.pinchUpdated(delta: .zero, scale: 1.25), phase: .moved)
    app.sendTouches(translator.pinchUpdated(delta: .zero, scale: 2), phase: .moved)
    app.sendTouches(translator.pinchFingers(), phase: .ended)
    XCTAssertEqual(scales, [1.25, 2, 2], "began, changed, ended")
    XCTAssertEqual(pinch.state, .possible, "reset once the fingers lifted")
  }
}
