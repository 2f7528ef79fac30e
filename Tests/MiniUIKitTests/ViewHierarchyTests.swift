import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Counts `didMoveToWindow` calls.
/// Records the window after each move, by identity: a view that kept its window would make
/// a cycle with it, which make test-asan reports as a leak.
private final class WindowWatcher: UIView {
  var moves: [ObjectIdentifier?] = []
  override func didMoveToWindow() { moves.append(window.map(ObjectIdentifier.init)) }
}

@MainActor
final class ViewHierarchyTests: XCTestCase {
  // MARK: Frame, bounds, center

  func testFrameInitSetsCenterAndBounds() async {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
    XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  func testMovingCenterMovesFrame() async {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.center = .zero
    XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
    XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
  }

  func testBoundsSizeResizesAboutCenterAndOriginDoesNotMoveFrame() async {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds = CGRect(x: 5, y: 5, width: 40, height: 30)
    XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
    XCTAssertEqual(view.frame, CGRect(x: 40, y: 30, width: 40, height: 30))
  }

  func testSettingFrameKeepsBoundsOrigin() async {
    let view = UIView(frame: .zero)
    view.bounds.origin = CGPoint(x: 7, y: 8)
    view.frame = CGRect(x: 100, y: 200, width: 20, height: 10)
    XCTAssertEqual(view.center, CGPoint(x: 110, y: 205))
    XCTAssertEqual(view.bounds, CGRect(x: 7, y: 8, width: 20, height: 10))
  }

  func testFrameWithScaleIsBoundingBox() async {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    assertEqual(view.frame, CGRect(x: -40, y: -5, width: 200, height: 100))
    XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
  }

  func testFrameWithRotationIsBoundingBox() async {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    assertEqual(view.frame, CGRect(x: 35, y: -5, width: 50, height: 100))
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    // A 100×50 box turned 45°: each side of the bounding box is (100 + 50)/√2.
    let side = 150 / (2 as CGFloat).squareRoot()
    assertEqual(
      view.frame, CGRect(center: CGPoint(x: 60, y: 45), size: CGSize(width: side, height: side)))
    view.transform = .identity
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  func testTranslationTransformMovesFrameNotCenter() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(translationX: 30, y: -5)
    XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
    assertEqual(view.frame, CGRect(x: 30, y: -5, width: 10, height: 10))
  }

  // MARK: Hierarchy

  func testAddSubviewSetsSuperviewAndOrder() async {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    XCTAssertTrue(a.superview === parent)
    XCTAssertTrue(parent.subviews.elementsEqual([a, b], by: ===))
    // Adding again moves it to the top.
    parent.addSubview(a)
    XCTAssertTrue(parent.subviews.elementsEqual([b, a], by: ===))
  }

  func testAddSubviewMovesViewBetweenParents() async {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    XCTAssertTrue(first.subviews.isEmpty)
    XCTAssertTrue(second.subviews.elementsEqual([child], by: ===))
    XCTAssertTrue(child.superview === second)
  }

  func testViewCannotBeItsOwnSubview() async {
    let view = UIView()
    view.addSubview(view)
    XCTAssertTrue(view.subviews.isEmpty)
    XCTAssertNil(view.superview)
  }

  func testInsertSubviewAtIndex() async {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 1)
    XCTAssertTrue(parent.subviews.elementsEqual([a, c, b], by: ===))
    parent.insertSubview(a, at: 2)
    XCTAssertTrue(parent.subviews.elementsEqual([c, b, a], by: ===))
    // Out-of-range indices clamp instead of trapping.
    parent.insertSubview(b, at: 99)
    XCTAssertTrue(parent.subviews.elementsEqual([c, a, b], by: ===))
    parent.insertSubview(b, at: -3)
    XCTAssertTrue(parent.subviews.elementsEqual([b, c, a], by: ===))
  }

  func testBringToFrontAndSendToBack() async {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    XCTAssertTrue(parent.subviews.elementsEqual([b, c, a], by: ===))
    parent.sendSubviewToBack(c)
    XCTAssertTrue(parent.subviews.elementsEqual([c, b, a], by: ===))
    // Not a subview: nothing happens.
    let stranger = UIView()
    parent.bringSubviewToFront(stranger)
    XCTAssertEqual(parent.subviews.count, 3)
    XCTAssertNil(stranger.superview)
  }

  /// Bringing the front subview to the front changes nothing, so it asks for no layout: a
  /// `layoutSubviews` that keeps a subview in front (a list cell's separator) runs once.
  func testKeepingASubviewInFrontDoesNotLayOutAgain() async {
    final class Keeper: UIView {
      let front = UIView()
      var layouts = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        bringSubviewToFront(front)
      }
    }
    let keeper = Keeper()
    keeper.addSubview(UIView())
    keeper.addSubview(keeper.front)
    keeper.layoutIfNeeded()
    keeper.layoutIfNeeded()
    XCTAssertEqual(keeper.layouts, 1)
    // A real reorder still lays out, as adding a subview does.
    keeper.sendSubviewToBack(keeper.front)
    keeper.layoutIfNeeded()
    XCTAssertEqual(keeper.layouts, 2)
    XCTAssertTrue(keeper.subviews.last === keeper.front)
  }

  /// A view's layer added again over a plain sublayer goes above it, and inserted below one goes
  /// below it, as in Core Animation, though its view stays where it was among the subviews.
  func testAViewsLayerAddedAgainGoesAbovePlainSublayers() async {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let plain = CALayer()
    parent.layer.addSublayer(plain)
    parent.layer.addSublayer(child.layer)
    XCTAssertTrue(parent.layer.sublayers?.last === child.layer)
    // And below one, though its view is the last subview.
    parent.layer.insertSublayer(child.layer, below: plain)
    XCTAssertTrue(parent.layer.sublayers?.first === child.layer)
    XCTAssertTrue(parent.subviews.last === child)
  }

  /// A layout pass walks only where some view asked for layout, and reaches that view however
  /// deep it is and however it joined the tree (here, added to a parent not yet in it).
  func testLayoutReachesTheViewsThatAskForIt() async {
    final class Counting: UIView {
      var layouts = 0
      var onLayout: (() -> Void)?
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?()
      }
    }
    let (root, middle, leaf, other) = (Counting(), Counting(), Counting(), Counting())
    middle.addSubview(leaf)
    root.addSubview(middle)
    root.addSubview(other)
    root.layoutIfNeeded()
    XCTAssertEqual([root, middle, leaf, other].map(\.layouts), [1, 1, 1, 1])
    leaf.setNeedsLayout()
    root.layoutIfNeeded()
    XCTAssertEqual([root, middle, leaf, other].map(\.layouts), [1, 1, 2, 1])
    // A view its parent's layout marks is laid out in the same pass.
    middle.onLayout = { leaf.setNeedsLayout() }
    middle.setNeedsLayout()
    root.layoutIfNeeded()
    XCTAssertEqual([root, middle, leaf, other].map(\.layouts), [1, 2, 3, 1])
    middle.onLayout = nil
    // Moved to another parent: laid out there, and so are both parents.
    other.addSubview(leaf)
    root.layoutIfNeeded()
    XCTAssertEqual([root, middle, leaf, other].map(\.layouts), [1, 3, 4, 2])
    // A subtree laid out on its own leaves nothing for the next pass of the whole tree.
    leaf.setNeedsLayout()
    other.layoutIfNeeded()
    root.layoutIfNeeded()
    XCTAssertEqual([root, middle, leaf, other].map(\.layouts), [1, 3, 5, 2])
  }

  /// A view's layer added through its parent's layer keeps the layers in the subviews' order
  /// when the parent reorders its subviews as one joins (a badge kept in front).
  func testAViewsLayerAddedToAParentThatReordersKeepsTheViewsOrder() async {
    final class Parent: UIView {
      let badge = UIView()
      override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== badge, badge.superview === self { bringSubviewToFront(badge) }
      }
    }
    let parent = Parent()
    parent.addSubview(parent.badge)
    let child = UIView()
    parent.layer.addSublayer(child.layer)
    XCTAssertTrue(parent.subviews.elementsEqual([child, parent.badge], by: ===))
    XCTAssertTrue(
      parent.layer.sublayers?.elementsEqual([child.layer, parent.badge.layer], by: ===) == true)
  }

  func testInsertNewSubviewAboveAndBelowSibling() async {
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    let above = UIView()
    parent.insertSubview(above, aboveSubview: a)
    XCTAssertTrue(parent.subviews.elementsEqual([a, above, b], by: ===))
    let below = UIView()
    parent.insertSubview(below, belowSubview: a)
    XCTAssertTrue(parent.subviews.elementsEqual([below, a, above, b], by: ===))
  }

  func testReorderExistingSubviewAboveSibling() async {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { parent.addSubview(view) }
    // c is above a: it moves down to just above a.
    parent.insertSubview(c, aboveSubview: a)
    XCTAssertTrue(parent.subviews.elementsEqual([a, c, b], by: ===))
    // a is below b: it moves up to just above b.
    parent.insertSubview(a, aboveSubview: b)
    XCTAssertTrue(parent.subviews.elementsEqual([c, b, a], by: ===))
  }

  func testReorderExistingSubviewBelowSibling() async {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { parent.addSubview(view) }
    // a is below c: it moves up to just below c.
    parent.insertSubview(a, belowSubview: c)
    XCTAssertTrue(parent.subviews.elementsEqual([b, a, c], by: ===))
    // c is above b: it moves down to just below b.
    parent.insertSubview(c, belowSubview: b)
    XCTAssertTrue(parent.subviews.elementsEqual([c, b, a], by: ===))
  }

  func testRemoveFromSuperview() async {
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    a.removeFromSuperview()
    XCTAssertNil(a.superview)
    XCTAssertTrue(parent.subviews.elementsEqual([b], by: ===))
    a.removeFromSuperview()  // Harmless when already detached.
    XCTAssertEqual(parent.subviews.count, 1)
  }

  /// A superview, a view and a superlayer hold what points back at them unowned (a weak
  /// reference would slow every retain of them): going, each clears it.
  func testWhatOutlivesItsSuperviewViewOrSuperlayerNoLongerPointsThere() async {
    var parent: UIView? = UIView()
    let child = UIView()
    parent?.addSubview(child)
    var view: UIView? = UIView()
    let viewLayer = view?.layer
    var superlayer: CALayer? = CALayer()
    let sublayer = CALayer()
    superlayer?.addSublayer(sublayer)
    weak let parentGone = parent
    weak let viewGone = view
    weak let superlayerGone = superlayer
    (parent, view, superlayer) = (nil, nil, nil)
    XCTAssertNil(parentGone)
    XCTAssertNil(viewGone)
    XCTAssertNil(superlayerGone)
    XCTAssertNil(child.superview)
    XCTAssertNil(child.layer.superlayer)
    XCTAssertNil(viewLayer?.delegate)
    XCTAssertNil(sublayer.superlayer)
    // Each can join another.
    let other = UIView()
    other.addSubview(child)
    other.layer.addSublayer(sublayer)
    XCTAssertTrue(child.superview === other)
    XCTAssertTrue(sublayer.superlayer === other.layer)
  }

  func testWindowPropertyAndDidMoveToWindow() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView()
    let watcher = WindowWatcher()
    container.addSubview(watcher)
    XCTAssertNil(watcher.window)
    XCTAssertTrue(watcher.moves.isEmpty)
    window.addSubview(container)
    XCTAssertTrue(watcher.window === window)
    XCTAssertTrue(window.window === window)
    XCTAssertEqual(watcher.moves.count, 1)
    XCTAssertEqual(watcher.moves.last, ObjectIdentifier(window))
    container.removeFromSuperview()
    XCTAssertNil(watcher.window)
    XCTAssertEqual(watcher.moves.count, 2)
    XCTAssertNil(watcher.moves.last!)
    // Moving within a window does not report a window change.
    window.addSubview(container)
    let other = UIView()
    window.addSubview(other)
    other.addSubview(watcher)
    XCTAssertEqual(watcher.moves.count, 3)
  }

  func testIsDescendant() async {
    let root = UIView()
    let child = UIView()
    let grandchild = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    XCTAssertTrue(grandchild.isDescendant(of: root))
    XCTAssertTrue(grandchild.isDescendant(of: grandchild))
    XCTAssertTrue(child.isDescendant(of: root))
    XCTAssertFalse(root.isDescendant(of: child))
    XCTAssertFalse(grandchild.isDescendant(of: UIView()))
  }

  func testViewWithTagSearchesDepthFirstIncludingSelf() async {
    let root = UIView()
    root.tag = 1
    let a = UIView()
    a.tag = 2
    let aChild = UIView()
    aChild.tag = 3
    let b = UIView()
    b.tag = 3
    root.addSubview(a)
    a.addSubview(aChild)
    root.addSubview(b)
    XCTAssertTrue(root.viewWithTag(1) === root)
    XCTAssertTrue(root.viewWithTag(2) === a)
    XCTAssertTrue(root.viewWithTag(3) === aChild)
    XCTAssertTrue(b.viewWithTag(3) === b)
    XCTAssertNil(root.viewWithTag(4))
    XCTAssertNil(a.viewWithTag(1))
  }

  // MARK: Converting coordinates

  /// window ⊃ scroller (frame (50, 50, 200, 200), bounds origin (10, 20)) ⊃ inner (30, 40, 100, 100).
  private func makeScrolledTree() -> (UIWindow, UIView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scroller = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    scroller.bounds.origin = CGPoint(x: 10, y: 20)
    let inner = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
    window.addSubview(scroller)
    scroller.addSubview(inner)
    return (window, scroller, inner)
  }

  func testConvertPointThroughBoundsOrigin() async {
    let (window, scroller, inner) = makeScrolledTree()
    // inner (0,0) = scroller (30,40) = window (50 + 30 − 10, 50 + 40 − 20).
    assertEqual(inner.convert(.zero, to: scroller), CGPoint(x: 30, y: 40))
    assertEqual(inner.convert(.zero, to: nil), CGPoint(x: 70, y: 70))
    assertEqual(inner.convert(.zero, to: window), CGPoint(x: 70, y: 70))
    assertEqual(scroller.convert(CGPoint(x: 10, y: 20), to: nil), CGPoint(x: 50, y: 50))
    assertEqual(inner.convert(CGPoint(x: 70, y: 70), from: nil), .zero)
    assertEqual(inner.convert(CGPoint(x: 70, y: 70), from: window), .zero)
    assertEqual(scroller.convert(CGPoint(x: 5, y: 6), from: inner), CGPoint(x: 35, y: 46))
    assertEqual(window.convert(CGPoint(x: 1, y: 2), from: inner), CGPoint(x: 71, y: 72))
  }

  func testConvertRectThroughBoundsOrigin() async {
    let (_, scroller, inner) = makeScrolledTree()
    assertEqual(inner.convert(inner.bounds, to: nil), CGRect(x: 70, y: 70, width: 100, height: 100))
    assertEqual(inner.convert(inner.bounds, to: scroller), inner.frame)
    assertEqual(
      inner.convert(CGRect(x: 70, y: 70, width: 10, height: 10), from: nil),
      CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  func testConvertPointThroughScale() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(scaled)
    // About the centre (150, 150): (0,0) → (150 − 100, 150 − 100).
    assertEqual(scaled.convert(.zero, to: nil), CGPoint(x: 50, y: 50))
    assertEqual(scaled.convert(CGPoint(x: 100, y: 100), to: nil), CGPoint(x: 250, y: 250))
    assertEqual(scaled.convert(CGPoint(x: 150, y: 150), from: nil), CGPoint(x: 50, y: 50))
    assertEqual(
      scaled.convert(scaled.bounds, to: window), CGRect(x: 50, y: 50, width: 200, height: 200))
  }

  func testConvertPointThroughRotation() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    window.addSubview(rotated)
    // Centre (50, 25); (100, 0) is (50, −25) from the centre, turned to (25, 50).
    assertEqual(rotated.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 75, y: 75))
    assertEqual(rotated.convert(.zero, to: nil), CGPoint(x: 75, y: -25))
    assertEqual(rotated.convert(CGPoint(x: 75, y: 75), from: nil), CGPoint(x: 100, y: 0))
    // The bounds land on the frame (the bounding box).
    assertEqual(rotated.convert(rotated.bounds, to: nil), rotated.frame)
    assertEqual(rotated.frame, CGRect(x: 25, y: -25, width: 50, height: 100))
  }

  func testConvertThroughNestedScaleAndRotation() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.transform = CGAffineTransform(scaleX: 2, y: 2)
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    child.transform = CGAffineTransform(rotationAngle: .pi / 2)
    window.addSubview(parent)
    parent.addSubview(child)
    // child (0,0): (−10,−10) from its centre → turned (10,−10) → parent (30,10)
    // → (−20,−40) from the parent's centre → scaled (−40,−80) → window (10,−30).
    assertEqual(child.convert(.zero, to: parent), CGPoint(x: 30, y: 10))
    assertEqual(child.convert(.zero, to: nil), CGPoint(x: 10, y: -30))
    assertEqual(child.convert(CGPoint(x: 10, y: -30), from: nil), .zero)
  }

  func testConvertBetweenSiblingBranches() async {
    let (window, _, inner) = makeScrolledTree()
    let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.addSubview(scaled)
    // inner (0,0) is window (70,70) = scaled ((70 − 150)/2 + 50, same).
    assertEqual(inner.convert(.zero, to: scaled), CGPoint(x: 10, y: 10))
    assertEqual(scaled.convert(.zero, from: inner), CGPoint(x: 10, y: 10))
    assertEqual(
      inner.convert(CGRect(x: 0, y: 0, width: 20, height: 40), to: scaled),
      CGRect(x: 10, y: 10, width: 10, height: 20))
  }

  func testConvertRoundTrips() async {
    let (window, scroller, inner) = makeScrolledTree()
    let turned = UIView(frame: CGRect(x: 5, y: 5, width: 60, height: 30))
    turned.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
    turned.bounds.origin = CGPoint(x: -4, y: 9)
    inner.addSubview(turned)
    let views: [UIView] = [window, scroller, inner, turned]
    let point = CGPoint(x: 12.5, y: -3.25)
    for from in views {
      for to in views {
        let there = from.convert(point, to: to)
        assertEqual(to.convert(there, to: from), point)
        assertEqual(to.convert(point, from: from), there)
      }
    }
    // A rectangle through a rotation grows to its bounding box, but an axis-aligned path
    // gives it back exactly.
    let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
    assertEqual(inner.convert(inner.convert(rect, to: window), from: window), rect)
  }
}
