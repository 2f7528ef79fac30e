import MiniUIKit
import XCTest

/// A view with a natural size, as a label or an image has.
final class SizedView: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// UIStackView's distributions and alignments, each against the frames Apple's
/// documentation of it implies, for a 300 × 100 row of three views 40, 60 and 80 wide and
/// 20, 30 and 40 tall, 10 apart.
final class StackViewPortTests: PortTestCase {
  private var views: [SizedView] = []

  private func row(
    _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment = .fill
  ) -> UIStackView {
    let root = UIViewController()
    show(root)
    views = [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .horizontal
    stack.spacing = 10
    stack.distribution = distribution
    stack.alignment = alignment
    root.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 50),
      stack.widthAnchor.constraint(equalToConstant: 300),
      stack.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.view.layoutIfNeeded()
    return stack
  }

  private var xs: [CGFloat] { views.map(\.frame.minX) }
  private var widths: [CGFloat] { views.map(\.frame.width) }

  /// `.fill`: "the stack view resizes the view with the lowest content hugging priority".
  func testFillStretchesTheViewThatHugsLeast() {
    let stack = row(.fill)
    views[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    stack.layoutIfNeeded()
    XCTAssertEqual(widths, [140, 60, 80])
    XCTAssertEqual(xs, [0, 150, 220])
    XCTAssertEqual(views.map(\.frame.height), [100, 100, 100], "alignment .fill")
  }

  /// `.fillEqually`: "all arranged views are the same size".
  func testFillEquallyGivesEveryViewTheSameWidth() {
    _ = row(.fillEqually)
    for width in widths { XCTAssertEqual(width, 280 / 3, accuracy: 1) }
    XCTAssertEqual(views[2].frame.maxX, 300)
  }

  /// `.fillProportionally`: "views are resized proportionally based on their intrinsic
  /// content size".
  func testFillProportionallySharesByIntrinsicWidth() {
    _ = row(.fillProportionally)
    XCTAssertEqual(widths[0], 280 * 40 / 180, accuracy: 1)
    XCTAssertEqual(widths[1], 280 * 60 / 180, accuracy: 1)
    XCTAssertEqual(widths[2], 280 * 80 / 180, accuracy: 1)
  }

  /// `.equalSpacing`: views keep their size and "the spacing between views is equal".
  func testEqualSpacingKeepsSizesAndSharesTheGaps() {
    _ = row(.equalSpacing)
    XCTAssertEqual(widths, [40, 60, 80])
    XCTAssertEqual(xs, [0, 100, 220], "gaps of (300 − 180) / 2")
  }

  /// `.equalCentering`: "the center-to-center spacing is equal".
  func testEqualCenteringSharesTheDistanceBetweenCentres() {
    _ = row(.equalCentering)
    XCTAssertEqual(widths, [40, 60, 80])
    let centres = views.map(\.frame.midX)
    XCTAssertEqual(centres, [20, 140, 260])
  }

  func testAlignmentsAcrossTheRow() {
    _ = row(.equalSpacing, .top)
    XCTAssertEqual(views.map(\.frame.minY), [0, 0, 0])
    XCTAssertEqual(views.map(\.frame.height), [20, 30, 40])
    _ = row(.equalSpacing, .center)
    XCTAssertEqual(views.map(\.frame.midY), [50, 50, 50])
    _ = row(.equalSpacing, .bottom)
    XCTAssertEqual(views.map(\.frame.maxY), [100, 100, 100])
  }

  /// A hidden arranged view gives up its place; inside an animation block, the others move
  /// with the block.
  func testHidingAViewInsideAnimateMovesTheOthersWithIt() {
    _ = row(.fillEqually)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.views[1].isHidden = true
    }
    XCTAssertEqual(widths[0], 145, "the model at once: (300 − 10) / 2")
    XCTAssertEqual(views[2].frame.minX, 155)
    advance(seconds: 0.5)
    let halfway = views[2].layer.presentation()!.frame.minX
    XCTAssertEqual(halfway, (207 + 155) / 2, accuracy: 1, "half way from 2 × (280 / 3 + 10)")
  }

  /// A column that only its top and leading edges pin takes its size from its views.
  func testAStackWithoutASizeFitsItsViews() {
    let root = UIViewController()
    show(root)
    let labels = ["One", "Two", "Three"].map { text -> UILabel in
      let label = UILabel()
      label.text = text
      return label
    }
    let column = UIStackView(arrangedSubviews: labels)
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 4
    column.setCustomSpacing(20, after: labels[0])
    column.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
      column.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
    ])
    root.view.layoutIfNeeded()
    let heights = labels.map(\.intrinsicContentSize.height)
    XCTAssertEqual(column.frame.height, heights.reduce(0, +) + 24)
    XCTAssertEqual(column.frame.width, labels.map(\.intrinsicContentSize.width).max())
    XCTAssertEqual(labels[1].frame.minY, heights[0] + 20, "the custom spacing after the first")
    XCTAssertFalse(column.hasAmbiguousLayout)
  }

  /// A long column built view by view arranges its views once, in the constraint pass before
  /// the layout (as UIKit makes its "UISV" constraints then), and places the last one where
  /// the sum of the others says.
  func testALongColumnIsArrangedOnceAtLayout() {
    let root = UIViewController()
    show(root)
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 2
    column.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.view.topAnchor),
      column.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
    ])
    let rows = (0..<200).map { _ in SizedView(30, 8) }
    for row in rows { column.addArrangedSubview(row) }
    XCTAssertTrue(column.constraints.isEmpty, "nothing arranged before the constraint pass")
    root.view.layoutIfNeeded()
    let arranged = column.constraints.filter { $0.identifier == "UISV-arrangement" }
    XCTAssertEqual(arranged.count, 1 + 199 + 1 + 2 * 200, "the ends, the gaps, both sides")
    XCTAssertEqual(rows[199].frame, CGRect(x: 0, y: 199 * 10, width: 30, height: 8))
    XCTAssertEqual(column.frame.height, 200 * 10 - 2)
  }
}
