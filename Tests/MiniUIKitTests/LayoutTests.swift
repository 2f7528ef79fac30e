import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Appends its name to a shared log on each layout pass, and can size a child.
private final class LayoutRecorder: UIView {
  let name: String
  let log: Log
  var childFrame: CGRect?

  init(_ name: String, log: Log, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.entries.append(name)
    if let childFrame, let child = subviews.first { child.frame = childFrame }
  }
}

private final class Log {
  var entries: [String] = []
}

@MainActor
final class LayoutTests: XCTestCase {
  // MARK: setNeedsLayout / layoutIfNeeded

  func testNewViewIsLaidOutOnceThenOnlyWhenAsked() async {
    let log = Log()
    let view = LayoutRecorder("v", log: log)
    view.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["v"])
    view.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["v"])
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["v", "v"])
  }

  func testLayoutReachesChildrenParentFirst() async {
    let log = Log()
    let parent = LayoutRecorder("parent", log: log)
    let child = LayoutRecorder("child", log: log)
    let grandchild = LayoutRecorder("grandchild", log: log)
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["parent", "child", "grandchild"])
    log.entries = []
    grandchild.setNeedsLayout()
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["grandchild"])
  }

  func testBoundsSizeChangeMarksLayout() async {
    let log = Log()
    let view = LayoutRecorder("v", log: log)
    view.layoutIfNeeded()
    log.entries = []
    view.bounds.size = CGSize(width: 50, height: 50)
    view.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["v"])
    view.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
    view.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["v", "v"])
  }

  func testMovingOrScrollingDoesNotMarkLayout() async {
    let log = Log()
    let view = LayoutRecorder("v", log: log)
    view.layoutIfNeeded()
    log.entries = []
    view.center = CGPoint(x: 300, y: 300)
    view.frame.origin = CGPoint(x: 7, y: 9)
    view.bounds.origin = CGPoint(x: 4, y: 4)
    view.bounds.size = view.bounds.size
    view.layoutIfNeeded()
    XCTAssertEqual(log.entries, [])
  }

  func testChildResizedByParentLayoutIsLaidOutInSamePass() async {
    let log = Log()
    let parent = LayoutRecorder("parent", log: log)
    let child = LayoutRecorder("child", log: log)
    parent.addSubview(child)
    parent.layoutIfNeeded()
    log.entries = []
    parent.childFrame = CGRect(x: 10, y: 10, width: 30, height: 30)
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["parent", "child"])
    XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
  }

  func testAddingAndRemovingSubviewsMarksTheParent() async {
    let log = Log()
    let parent = LayoutRecorder("parent", log: log)
    let child = UIView()
    parent.layoutIfNeeded()
    log.entries = []
    parent.addSubview(child)
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["parent"])
    child.removeFromSuperview()
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["parent", "parent"])
  }

  func testAddedSubviewIsLaidOut() async {
    let log = Log()
    let parent = UIView()
    parent.layoutIfNeeded()
    let child = LayoutRecorder("child", log: log)
    child.layoutIfNeeded()
    log.entries = []
    parent.addSubview(child)
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["child"])
  }

  // MARK: Autoresizing

  /// A 100×100 parent with a child at (10, 20, 30, 40): margins left 10, right 60, top 20,
  /// bottom 40.
  private func resize(
    _ mask: UIView.AutoresizingMask, to size: CGSize = CGSize(width: 200, height: 300)
  ) -> CGRect {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    child.autoresizingMask = mask
    parent.addSubview(child)
    parent.frame.size = size
    return child.frame
  }

  func testNoMaskKeepsFrame() async {
    XCTAssertEqual(resize([]), CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  func testFlexibleWidthAndHeightTakeTheWholeChange() async {
    XCTAssertEqual(resize(.flexibleWidth), CGRect(x: 10, y: 20, width: 130, height: 40))
    XCTAssertEqual(resize(.flexibleHeight), CGRect(x: 10, y: 20, width: 30, height: 240))
    XCTAssertEqual(
      resize([.flexibleWidth, .flexibleHeight]), CGRect(x: 10, y: 20, width: 130, height: 240))
  }

  func testSingleFlexibleMargin() async {
    // Pinned to the right and bottom: the left and top margins grow.
    XCTAssertEqual(
      resize([.flexibleLeftMargin, .flexibleTopMargin]),
      CGRect(x: 110, y: 220, width: 30, height: 40))
    // Pinned to the left and top: nothing moves.
    XCTAssertEqual(
      resize([.flexibleRightMargin, .flexibleBottomMargin]),
      CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  func testFlexibleMarginsShareInProportion() async {
    // Left 10 : right 60 share +100: the left margin gets 100 · 10/70.
    assertEqual(
      resize([.flexibleLeftMargin, .flexibleRightMargin]),
      CGRect(x: 10 + 100.0 * 10 / 70, y: 20, width: 30, height: 40))
    // Top 20 : bottom 40 share +200: the top margin gets 200 · 20/60.
    assertEqual(
      resize([.flexibleTopMargin, .flexibleBottomMargin]),
      CGRect(x: 10, y: 20 + 200.0 * 20 / 60, width: 30, height: 40))
  }

  func testAllThreeFlexibleShareInProportion() async {
    // Horizontal: 10 : 30 : 60 of +100 → +10, +30, +60.
    // Vertical: 20 : 40 : 40 of +200 → +40, +80, +80.
    assertEqual(
      resize([
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
        .flexibleHeight, .flexibleBottomMargin,
      ]),
      CGRect(x: 20, y: 60, width: 60, height: 120))
  }

  func testFlexibleWidthAndRightMarginShareInProportion() async {
    // Width 30 : right 60 of +100 → width + 100/3.
    assertEqual(
      resize([.flexibleWidth, .flexibleRightMargin]),
      CGRect(x: 10, y: 20, width: 30 + 100.0 / 3, height: 40))
  }

  func testShrinkingWithFlexibleWidth() async {
    XCTAssertEqual(
      resize(.flexibleWidth, to: CGSize(width: 80, height: 100)),
      CGRect(x: 10, y: 20, width: 10, height: 40))
  }

  func testProportionalResizeRoundTrips() async {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    parent.addSubview(child)
    parent.frame.size = CGSize(width: 300, height: 100)
    assertEqual(child.frame, CGRect(x: 30, y: 20, width: 90, height: 40))
    parent.frame.size = CGSize(width: 100, height: 100)
    assertEqual(child.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  func testAutoresizingCascadesAndMarksLayout() async {
    let log = Log()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let middle = LayoutRecorder("middle", log: log)
    middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let leaf = UIView(frame: CGRect(x: 0, y: 90, width: 100, height: 10))
    leaf.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    parent.addSubview(middle)
    middle.addSubview(leaf)
    parent.layoutIfNeeded()
    log.entries = []
    parent.frame = CGRect(x: 0, y: 0, width: 160, height: 200)
    XCTAssertEqual(middle.frame, CGRect(x: 0, y: 0, width: 160, height: 200))
    XCTAssertEqual(leaf.frame, CGRect(x: 0, y: 190, width: 160, height: 10))
    parent.layoutIfNeeded()
    XCTAssertEqual(log.entries, ["middle"])
  }

  func testButtonTitleLabelFollowsButtonSize() async {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    XCTAssertEqual(button.titleLabel?.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
    button.frame = CGRect(x: 50, y: 50, width: 220, height: 60)
    XCTAssertEqual(button.titleLabel?.frame, CGRect(x: 0, y: 0, width: 220, height: 60))
  }

  func testSizeToFitUsesSizeThatFits() async {
    let label = UILabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    label.text = "Hello"
    label.font = .systemFont(ofSize: 10)
    label.sizeToFit()
    // The measurer without a host: 0.6 · size per character, 1.2 · size high.
    XCTAssertTrue(UIApplication.shared.environment.textMeasurer is ApproximateTextMeasurer)
    XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 6))
    XCTAssertEqual(label.frame.width, 30, accuracy: accuracy)
    XCTAssertEqual(label.frame.height, 12, accuracy: accuracy)
  }
}
