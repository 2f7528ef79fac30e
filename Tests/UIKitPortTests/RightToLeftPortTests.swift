@_spi(Host) import MiniUIKit
import XCTest

// A profile header laid out with leading and trailing constraints, a horizontal stack and
// natural alignment, pasted with only the import changed, shown in a right-to-left language:
// everything mirrors with no change to the code.

final class ProfileHeaderView: UIView {
  let avatar = UIView()
  let nameLabel = UILabel()
  let buttons = UIStackView()
  let follow = UIButton(type: .system)
  let message = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.text = "مايا"
    follow.setTitle("Follow", for: .normal)
    message.setTitle("Message", for: .normal)
    buttons.axis = .horizontal
    buttons.spacing = 8
    buttons.addArrangedSubview(follow)
    buttons.addArrangedSubview(message)
    for view in [avatar, nameLabel, buttons] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      avatar.widthAnchor.constraint(equalToConstant: 60),
      avatar.heightAnchor.constraint(equalToConstant: 60),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
      buttons.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      buttons.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class RightToLeftPortTests: PortTestCase {
  private func header(direction: UISemanticContentAttribute) -> ProfileHeaderView {
    let controller = UIViewController()
    show(controller)
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 480, height: 140))
    header.semanticContentAttribute = direction
    controller.view.addSubview(header)
    header.layoutIfNeeded()
    return header
  }

  func testLeadingAndTrailingMirrorInARightToLeftView() async {
    let ltr = header(direction: .forceLeftToRight)
    XCTAssertEqual(ltr.avatar.frame.minX, 16)
    XCTAssertEqual(ltr.nameLabel.frame.minX, 88)
    XCTAssertEqual(ltr.nameLabel.frame.maxX, 464)

    let rtl = header(direction: .forceRightToLeft)
    XCTAssertEqual(rtl.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    XCTAssertEqual(rtl.nameLabel.effectiveUserInterfaceLayoutDirection, .rightToLeft, "inherited")
    XCTAssertEqual(rtl.avatar.frame.maxX, 480 - 16, "leading is the right")
    XCTAssertEqual(rtl.nameLabel.frame.maxX, 480 - 88)
    XCTAssertEqual(rtl.nameLabel.frame.minX, 16)
    // The stack's first button is its rightmost.
    XCTAssertGreaterThan(rtl.follow.frame.minX, rtl.message.frame.minX)
    XCTAssertEqual(rtl.buttons.frame.maxX, rtl.nameLabel.frame.maxX)
  }

  func testTheDirectionOfAnAttribute() async {
    XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
    XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
    XCTAssertEqual(
      UIView.userInterfaceLayoutDirection(for: .unspecified),
      UIApplication.shared.userInterfaceLayoutDirection)
  }

  func testChangingTheAttributeLaysOutAgain() async {
    let header = header(direction: .unspecified)
    XCTAssertEqual(header.avatar.frame.minX, 16, "the app reads left to right")
    header.semanticContentAttribute = .forceRightToLeft
    header.layoutIfNeeded()
    XCTAssertEqual(header.avatar.frame.maxX, 464)
    header.nameLabel.textAlignment = .natural
    XCTAssertEqual(header.nameLabel.effectiveUserInterfaceLayoutDirection, .rightToLeft)
  }

  /// In a right-to-left app a push comes in from the left, the back button stands at the
  /// right with its chevron pointing right, and the edge pop starts at the right edge.
  func testANavigationStackMirrorsInARightToLeftApp() async {
    UIApplication.shared.hostLayoutDirectionDidChange(to: .rightToLeft)
    let first = UIViewController()
    first.title = "الأول"
    let navigation = UINavigationController(rootViewController: first)
    show(navigation)
    let second = UIViewController()
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
    navigation.pushViewController(second, animated: true)
    advance(seconds: 0.05)
    let entering = second.view.layer.presentation()!.frame
    XCTAssertLessThan(entering.minX, 0, "comes in from the left")
    XCTAssertGreaterThan(entering.maxX, 0)
    advance(seconds: 1)
    let bar = navigation.navigationBar
    let back = bar.backButton.frame
    XCTAssertEqual(back.maxX, 480 - 8, "the back button stands at the right")
    let edit = bar.subviews.first { $0.accessibilityLabel == "Edit" }
    XCTAssertLessThan(edit?.frame.maxX ?? 480, 240, "the right item is on the left")

    // A drag from the left edge does nothing; from the right edge it pops.
    drag(CGPoint(x: 4, y: 400), CGPoint(x: 400, y: 400), steps: 10)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === second)
    drag(CGPoint(x: 476, y: 400), CGPoint(x: 80, y: 400), steps: 10)
    advance(seconds: 1)
    XCTAssertTrue(navigation.topViewController === first, "the edge pop starts at the right")
  }

  func testTheLocaleSaysWhichWayTheAppReads() async {
    XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
    UIApplication.shared.hostLayoutDirectionDidChange(to: .rightToLeft)
    let controller = UIViewController()
    show(controller)
    XCTAssertEqual(controller.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .rightToLeft)
    UIApplication.shared.environment = HostEnvironment()
    XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight, "reset")
  }
}
