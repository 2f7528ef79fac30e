import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A view that lays its one subview out to fill its right half.
@MainActor
private final class HalfView: UIView {
  let child = UIView(frame: .zero)
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(child)
  }

  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    child.frame = CGRect(
      x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

@MainActor
final class AnimationModelTests: AnimationTestCase {
  func testModelChangesAtOncePresentationLater() async {
    let view = makeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
        XCTAssertEqual(view.frame, CGRect(x: 100, y: 0, width: 200, height: 100))
        view.backgroundColor = .red
      })
    XCTAssertEqual(view.frame.origin.x, 100)
    XCTAssertEqual(view.layer.presentation()!.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    step(toTime: 0.5)
    // Centre 50 → 200 and width 100 → 200, linearly, half-way.
    XCTAssertEqual(view.layer.presentation()!.frame, CGRect(x: 50, y: 0, width: 150, height: 100))
    XCTAssertEqual(view.layer.presentation()?.backgroundColor?.alpha ?? -1, 0.5, accuracy: 1e-9)
  }

  func testHitTestingUsesModel() async {
    let root = makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let moving = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    track(moving)
    root.addSubview(moving)
    UIView.animate(
      withDuration: 1, delay: 0, options: .allowUserInteraction,
      animations: { moving.center = CGPoint(x: 300, y: 300) })
    step(toTime: 0.1)
    // On screen it is still near the top left, but touches go by the model.
    XCTAssertLessThan(moving.layer.presentation()!.position.x, 50)
    XCTAssertTrue(root.hitTest(CGPoint(x: 300, y: 300), with: nil) === moving)
    XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
  }

  func testAllowUserInteractionOption() async {
    let root = makeView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let interactive = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    track(plain)
    track(interactive)
    root.addSubview(plain)
    root.addSubview(interactive)
    UIView.animate(withDuration: 1, animations: { plain.alpha = 0.5 })
    UIView.animate(
      withDuration: 1, delay: 0, options: .allowUserInteraction,
      animations: { interactive.alpha = 0.5 })
    step(toTime: 0.5)
    XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root, "skipped")
    XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === interactive, "hit")
    step(toTime: 1)
    XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === plain, "hit once done")
  }

  func testLayoutIfNeededInsideBlockAnimatesLayout() async {
    let view = HalfView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    track(view)
    track(view.child)
    view.layoutIfNeeded()
    XCTAssertEqual(view.child.frame, CGRect(x: 50, y: 0, width: 50, height: 100))
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        view.layoutIfNeeded()
      })
    XCTAssertEqual(view.child.frame, CGRect(x: 150, y: 0, width: 150, height: 100))
    XCTAssertEqual(
      view.child.layer.presentation()!.frame, CGRect(x: 50, y: 0, width: 50, height: 100))
    step(toTime: 0.5)
    XCTAssertEqual(
      view.child.layer.presentation()!.frame, CGRect(x: 100, y: 0, width: 100, height: 100))
    // Without layoutIfNeeded in the block, the later layout pass does not animate.
    let childAnimations = view.child.layer.animationKeys()
    UIView.animate(
      withDuration: 1, animations: { view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100) })
    view.layoutIfNeeded()
    XCTAssertEqual(view.child.layer.animationKeys(), childAnimations)
    XCTAssertEqual(view.child.frame, CGRect(x: 50, y: 0, width: 50, height: 100))
  }

  func testPerformWithoutAnimationInsideBlock() async {
    let view = makeView()
    UIView.animate(
      withDuration: 1,
      animations: {
        UIView.performWithoutAnimation { view.alpha = 0.3 }
        view.center = CGPoint(x: 10, y: 10)
      })
    XCTAssertEqual(view.layer.presentation()!.opacity, 0.3)
    XCTAssertEqual(view.layer.animationKeys(), ["position"])
  }
}
