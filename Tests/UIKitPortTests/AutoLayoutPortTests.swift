import MiniUIKit
import XCTest

// Anchor-based UIKit code as it is written since iOS 9, pasted with only the import changed.

final class CardViewController: UIViewController {
  let card = UIView()
  let titleLabel = UILabel()
  let bodyLabel = UILabel()
  var heightConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    card.translatesAutoresizingMaskIntoConstraints = false
    card.backgroundColor = .systemBlue
    view.addSubview(card)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = "Today"
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    card.addSubview(titleLabel)
    bodyLabel.translatesAutoresizingMaskIntoConstraints = false
    bodyLabel.numberOfLines = 0
    bodyLabel.text = String(repeating: "A monkey reads the paper. ", count: 6)
    card.addSubview(bodyLabel)
    heightConstraint = card.heightAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      heightConstraint,
      titleLabel.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      bodyLabel.topAnchor.constraint(
        equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

final class AutoLayoutPortTests: PortTestCase {
  func testAnchorsPlaceTheCardAndItsLabels() {
    let controller = CardViewController()
    show(controller)
    controller.view.layoutIfNeeded()
    XCTAssertEqual(controller.card.frame, CGRect(x: 20, y: 20, width: 440, height: 200))
    let title = controller.titleLabel
    XCTAssertEqual(title.frame.origin, CGPoint(x: 8, y: 8), "inside the 8-point margins")
    XCTAssertEqual(title.frame.size, title.intrinsicContentSize, "its own size")
    let body = controller.bodyLabel
    XCTAssertEqual(body.frame.minY, title.frame.maxY + 8, "the system spacing below")
    XCTAssertEqual(body.frame.width, 440 - 16)
    XCTAssertGreaterThan(body.frame.height, title.frame.height, "wrapped over lines")
    XCTAssertFalse(controller.card.hasAmbiguousLayout)
    XCTAssertFalse(body.hasAmbiguousLayout)
  }

  /// A resized window and a frame-placed container that moves and grows: what is constrained
  /// to them follows, in their own coordinates.
  func testConstraintsFollowFramesThatChange() {
    let controller = CardViewController()
    show(controller)
    let container = UIView(frame: CGRect(x: 10, y: 300, width: 200, height: 100))
    controller.view.addSubview(container)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -4),
      badge.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
    ])
    controller.view.layoutIfNeeded()
    XCTAssertEqual(badge.frame, CGRect(x: 166, y: 46, width: 30, height: 50))
    container.frame = CGRect(x: 40, y: 320, width: 300, height: 60)
    window.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    frame()
    controller.view.layoutIfNeeded()
    XCTAssertEqual(controller.card.frame.width, 280, "the window's new width, less the insets")
    XCTAssertEqual(badge.frame, CGRect(x: 266, y: 26, width: 30, height: 30))
    XCTAssertFalse(badge.hasAmbiguousLayout)
  }

  /// Swapping one set of constraints for another, as a transition does at its start and end,
  /// gives the frames each set gives alone, however often it swaps.
  func testSwappingConstraintSetsGivesEachSetsFrames() {
    let root = UIViewController()
    show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let corner = [
      box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
    ]
    let bottom = [
      box.bottomAnchor.constraint(equalTo: root.view.bottomAnchor, constant: -20),
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      box.heightAnchor.constraint(equalTo: root.view.heightAnchor, multiplier: 0.25),
    ]
    NSLayoutConstraint.activate(corner)
    for _ in 0..<3 {
      root.view.layoutIfNeeded()
      XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
      NSLayoutConstraint.deactivate(corner)
      NSLayoutConstraint.activate(bottom)
      root.view.layoutIfNeeded()
      XCTAssertEqual(box.frame, CGRect(x: 0, y: 580, width: 480, height: 200))
      XCTAssertFalse(box.hasAmbiguousLayout)
      NSLayoutConstraint.deactivate(bottom)
      NSLayoutConstraint.activate(corner)
    }
  }

  /// A view built with its own constraints joins a laid-out screen, leaves it and joins
  /// another place in it, again and again, as a transition's story view does: its
  /// constraints go with it.
  func testAViewWithItsConstraintsMovesBetweenPlaces() {
    let controller = CardViewController()
    show(controller)
    controller.view.layoutIfNeeded()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    badge.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
      dot.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
      dot.widthAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5),
      dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
    ])
    // Thirty moves: what leaves is dropped by a rebuild once it outweighs what stays.
    let places: [UIView] = Array(repeating: [controller.card, controller.view], count: 15).flatMap(
      \.self)
    for place in places {
      place.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: place.topAnchor, constant: 10),
        badge.trailingAnchor.constraint(equalTo: place.trailingAnchor, constant: -10),
      ])
      controller.view.layoutIfNeeded()
      XCTAssertEqual(badge.frame, CGRect(x: place.bounds.width - 50, y: 10, width: 40, height: 40))
      XCTAssertEqual(dot.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
      XCTAssertEqual(controller.card.frame, CGRect(x: 20, y: 20, width: 440, height: 200))
      badge.removeFromSuperview()
      controller.view.layoutIfNeeded()
    }
  }

  /// The scroll view idiom since iOS 11: content pinned to `contentLayoutGuide` sizes the
  /// content, its width follows `frameLayoutGuide`, and a badge pinned to `frameLayoutGuide`
  /// stays put on screen while the content scrolls.
  func testScrollViewGuidesSizeTheContentAndHoldTheFrame() {
    let root = UIViewController()
    show(root)
    let view = root.view!
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    let stack = UIStackView(arrangedSubviews: (0..<30).map { _ in SizedView(100, 40) })
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let badge = SizedView(24, 24)
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
      badge.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
      badge.bottomAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -16),
    ])
    view.layoutIfNeeded()
    XCTAssertEqual(stack.frame, CGRect(x: 20, y: 20, width: 440, height: 30 * 40 + 29 * 10))
    XCTAssertEqual(scrollView.contentSize, CGSize(width: 480, height: 1490 + 40))
    XCTAssertEqual(badge.frame, CGRect(x: 440, y: 760, width: 24, height: 24))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    view.layoutIfNeeded()
    XCTAssertEqual(badge.frame.minY, 300 + 760, "in content coordinates: still 760 on screen")
    XCTAssertEqual(stack.frame.minY, 20, "the content does not move within itself")
  }

  /// The UIKit idiom: change a constant, then lay out inside an animation block.
  func testAConstantChangeAnimatesWithTheBlock() {
    let controller = CardViewController()
    show(controller)
    controller.heightConstraint.constant = 500
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      controller.view.layoutIfNeeded()
    }
    XCTAssertEqual(controller.card.frame.height, 500, "the model at once")
    advance(seconds: 0.5)
    XCTAssertEqual(controller.card.layer.presentation()!.frame.height, 350, accuracy: 1)
    advance(seconds: 0.6)
    XCTAssertEqual(controller.card.layer.presentation()!.frame.height, 500)
  }

  /// Two required widths that cannot both hold: UIKit's message, and the layout goes on with
  /// one of them.
  func testUnsatisfiableConstraintsAreReportedAndOneIsBroken() {
    let root = UIViewController()
    show(root)
    let console = recordConsole()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.view.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 50), narrow, wide,
    ])
    root.view.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 100)
    let message = console.warnings.first ?? ""
    XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."), message)
    XCTAssertTrue(message.contains(narrow.description) && message.contains(wide.description))
    XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n\(wide)"))
    XCTAssertTrue(wide.isActive, "a broken constraint stays active, as in UIKit")
  }

  /// A constraint between two hierarchies is refused with UIKit's words, not thrown.
  func testAConstraintWithoutACommonAncestorIsRefused() {
    let console = recordConsole()
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    constraint.isActive = true
    XCTAssertFalse(constraint.isActive)
    XCTAssertTrue(console.warnings.first?.contains("because they have no common ancestor") == true)
    let infinite = a.widthAnchor.constraint(equalToConstant: .infinity)
    infinite.isActive = true
    XCTAssertFalse(infinite.isActive, "a constant that is not finite is refused")
    XCTAssertEqual(console.warnings.count, 2)
  }

  /// A view placed by constraints but still translating its frame: UIKit's message names the
  /// autoresizing constraint.
  func testForgettingTranslatesAutoresizingMaskIntoConstraintsIsReported() {
    let root = UIViewController()
    show(root)
    let console = recordConsole()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(box)
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.view.layoutIfNeeded()
    XCTAssertEqual(box.frame.width, 10, "its frame wins")
    XCTAssertTrue(console.warnings.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
  }

  func testAViewPinnedOnlyByOneCornerIsAmbiguous() {
    let root = UIViewController()
    show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    box.topAnchor.constraint(equalTo: root.view.topAnchor).isActive = true
    box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor).isActive = true
    root.view.layoutIfNeeded()
    XCTAssertTrue(box.hasAmbiguousLayout, "no width or height")
    box.widthAnchor.constraint(equalToConstant: 10).isActive = true
    box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2).isActive = true
    root.view.layoutIfNeeded()
    XCTAssertFalse(box.hasAmbiguousLayout)
    XCTAssertEqual(box.frame.size, CGSize(width: 10, height: 20))
  }

  /// Removing a view takes its constraints to the rest of the hierarchy with it, as in UIKit;
  /// those inside it stay.
  func testRemovingAViewDeactivatesTheConstraintsThatLeaveIt() {
    let root = UIViewController()
    show(root)
    let card = UIView()
    let label = UILabel()
    for view in [card, label] { view.translatesAutoresizingMaskIntoConstraints = false }
    card.addSubview(label)
    root.view.addSubview(card)
    let inside = label.centerXAnchor.constraint(equalTo: card.centerXAnchor)
    let outside = card.topAnchor.constraint(equalTo: root.view.topAnchor)
    NSLayoutConstraint.activate([inside, outside])
    card.removeFromSuperview()
    XCTAssertFalse(outside.isActive)
    XCTAssertTrue(inside.isActive)
    XCTAssertTrue(card.constraints.contains(inside))
  }

  /// A spring animates a constraint change as it animates a frame: the same curve.
  func testAConstraintChangeFollowsASpring() {
    let controller = CardViewController()
    show(controller)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
    controller.view.addSubview(reference)
    controller.heightConstraint.constant = 400
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [],
      animations: {
        controller.view.layoutIfNeeded()
        reference.frame.size.height = 400
      })
    for time in [0.25, 0.25] {
      advance(seconds: time)
      XCTAssertEqual(
        controller.card.layer.presentation()!.frame.height,
        reference.layer.presentation()!.frame.height, accuracy: 1e-6)
    }
    XCTAssertGreaterThan(controller.card.layer.presentation()!.frame.height, 300)
  }

  /// A property animator scrubs a constraint change.
  func testAPropertyAnimatorScrubsAConstraintChange() {
    let controller = CardViewController()
    show(controller)
    controller.heightConstraint.constant = 600
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      controller.view.layoutIfNeeded()
    }
    animator.fractionComplete = 0.25
    frame()
    XCTAssertEqual(controller.card.layer.presentation()!.frame.height, 300, accuracy: 1)
    animator.fractionComplete = 0.5
    frame()
    XCTAssertEqual(controller.card.layer.presentation()!.frame.height, 400, accuracy: 1)
    animator.stopAnimation(true)
  }

  /// UIKit's two-phase pass: updateConstraints() after setNeedsUpdateConstraints(), before
  /// the layout.
  func testUpdateConstraintsRunsBeforeLayout() {
    final class Banner: UIView {
      var compact = false
      var calls: [String] = []
      lazy var height = heightAnchor.constraint(equalToConstant: 80)
      override func updateConstraints() {
        calls.append("updateConstraints")
        height.constant = compact ? 40 : 80
        height.isActive = true
        super.updateConstraints()
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
      }
    }
    let root = UIViewController()
    show(root)
    let banner = Banner()
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: root.view.topAnchor),
      banner.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
    ])
    banner.setNeedsUpdateConstraints()
    root.view.layoutIfNeeded()
    XCTAssertEqual(banner.frame.height, 80)
    banner.compact = true
    banner.calls = []
    banner.setNeedsUpdateConstraints()
    root.view.layoutIfNeeded()
    XCTAssertEqual(banner.calls, ["updateConstraints", "layoutSubviews"])
    XCTAssertEqual(banner.frame.height, 40)
  }

  /// systemLayoutSizeFitting: a self-sizing cell's height for a given width.
  func testFittingSizeFollowsTheContentsConstraints() {
    let content = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "word ", count: 40)
    label.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
    ])
    let narrow = content.systemLayoutSizeFitting(
      CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let wide = content.systemLayoutSizeFitting(
      CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    XCTAssertEqual(narrow.width, 200)
    label.preferredMaxLayoutWidth = 180
    XCTAssertEqual(narrow.height, label.intrinsicContentSize.height + 20, accuracy: 1)
    XCTAssertLessThan(wide.height, narrow.height, "wider, fewer lines")
  }

  /// Baselines line up labels of different sizes.
  func testFirstBaselinesLineUp() {
    let root = UIViewController()
    show(root)
    let big = UILabel()
    big.font = .systemFont(ofSize: 34)
    big.text = "Big"
    let small = UILabel()
    small.font = .systemFont(ofSize: 12)
    small.text = "small"
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      big.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.view.layoutIfNeeded()
    XCTAssertEqual(small.frame.minX, big.frame.maxX + 8)
    let bigBaseline = big.frame.minY + 34 * 0.96
    XCTAssertLessThan(small.frame.minY, bigBaseline - 5, "the small label's top is higher")
    XCTAssertGreaterThan(small.frame.minY, big.frame.minY, "but below the big one's")
  }

  /// Self-sizing cells: `estimatedItemSize = automaticSize`, and each cell's height comes
  /// from its label's lines.
  func testSelfSizingCellsTakeTheirHeightFromTheirConstraints() {
    final class NoteCell: UICollectionViewCell {
      let label = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
          label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
          label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
          label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
          label.widthAnchor.constraint(equalToConstant: 300),
        ])
      }

      required init?(coder: NSCoder) { nil }
    }
    final class Notes: NSObject, UICollectionViewDataSource {
      let texts = [
        "Short.", String(repeating: "A longer note. ", count: 12), "Mid length note here.",
      ]
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { texts.count }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        let cell =
          collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
          as! NoteCell
        cell.label.text = texts[indexPath.item]
        return cell
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let controller = UICollectionViewController(collectionViewLayout: layout)
    controller.collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    let notes = Notes()
    controller.collectionView.dataSource = notes
    show(controller)
    frame()
    let cells = (0..<3).compactMap {
      controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))
    }
    XCTAssertEqual(cells.count, 3)
    XCTAssertEqual(cells.map(\.frame.width), [316, 316, 316])
    let heights = cells.map(\.frame.height)
    XCTAssertGreaterThan(heights[1], heights[2])
    XCTAssertGreaterThan(heights[2], heights[0] - 1)
    XCTAssertEqual(cells[1].frame.minY, cells[0].frame.maxY + 10, "stacked by their own heights")
  }

  /// safeAreaLayoutGuide: below the navigation bar, as in UIKit.
  func testTheSafeAreaGuideStartsBelowTheNavigationBar() {
    let page = UIViewController()
    let navigation = UINavigationController(rootViewController: page)
    show(navigation)
    let label = UILabel()
    label.text = "Below the bar"
    label.translatesAutoresizingMaskIntoConstraints = false
    page.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: page.view.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: page.view.safeAreaLayoutGuide.leadingAnchor),
    ])
    navigation.view.layoutIfNeeded()
    let top = label.convert(label.bounds, to: nil).minY
    let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
    XCTAssertEqual(top, bar.maxY, accuracy: 0.5)
  }

  /// A constraint change in animate(alongsideTransition:) runs with the push.
  func testAConstraintChangeAlongsideAPush() {
    let controller = CardViewController()
    let navigation = UINavigationController(rootViewController: controller)
    show(navigation)
    let next = UIViewController()
    navigation.pushViewController(next, animated: true)
    controller.heightConstraint.constant = 400
    next.transitionCoordinator?.animate(
      alongsideTransition: { _ in controller.view.layoutIfNeeded() }, completion: nil)
    XCTAssertEqual(controller.card.frame.height, 400)
    advance(seconds: 0.1)
    let during = controller.card.layer.presentation()!.frame.height
    XCTAssertGreaterThan(during, 200)
    XCTAssertLessThan(during, 400, "on its way with the push")
    advance(seconds: 1)
    XCTAssertEqual(controller.card.layer.presentation()!.frame.height, 400)
  }
}
