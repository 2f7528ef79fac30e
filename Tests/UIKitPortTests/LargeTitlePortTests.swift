@_spi(Host) import MiniUIKit
import XCTest

// Large titles as iOS apps set them up, pasted with only the import changed.

final class MailboxViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationController?.navigationBar.prefersLargeTitles = true
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    60
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "mail")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "mail")
    cell.textLabel?.text = "Message \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let message = UIViewController()
    message.title = "Message"
    message.navigationItem.largeTitleDisplayMode = .never
    navigationController?.pushViewController(message, animated: true)
  }
}

final class LargeTitlePortTests: PortTestCase {
  func testALargeTitleCollapsesAsTheContentScrolls() {
    let inbox = MailboxViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: inbox)
    show(navigation)
    let bar = navigation.navigationBar
    XCTAssertTrue(bar.prefersLargeTitles)
    XCTAssertEqual(bar.frame.height, 44 + 52, "the band hangs below the row")
    XCTAssertEqual(bar.largeTitleLabel.text, "Inbox")
    XCTAssertEqual(bar.largeTitleLabel.font.pointSize, 34)
    let table = inbox.tableView!
    XCTAssertEqual(table.adjustedContentInset.top, 52)
    XCTAssertEqual(table.contentOffset.y, -52, "the rows start below the large title")
    XCTAssertEqual(
      table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil).minY, 96)
    table.contentOffset.y = -52 + 30
    XCTAssertEqual(bar.frame.height, 44 + 22, "the band shrinks with the content")
    XCTAssertEqual(bar.titleLabel.superview?.alpha, 0, "the large title still shows")
    table.contentOffset.y = -52 + 44
    XCTAssertEqual(
      bar.titleLabel.superview?.alpha, 1,
      "the large title's letters are under the row: the small title shows")
    table.contentOffset.y = 200
    XCTAssertEqual(bar.frame.height, 44, "collapsed into the row")
    XCTAssertEqual(bar.titleLabel.superview?.alpha, 1, "the small title shows")
    table.contentOffset.y = -52 - 60
    XCTAssertEqual(bar.frame.height, 44 + 112, "pulled down, the band stretches")
    XCTAssertGreaterThan(bar.largeTitleLabel.transform.a, 1, "and the title grows a little")
    table.contentOffset.y = -52
    XCTAssertEqual(bar.largeTitleLabel.transform, .identity)
    XCTAssertEqual(bar.titleLabel.superview?.alpha, 0, "at rest only the large title shows")
  }

  func testAPushToAnInlineTitleMorphsTheLargeTitleIntoTheBackButton() {
    let inbox = MailboxViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: inbox)
    show(navigation)
    let bar = navigation.navigationBar
    let row = inbox.tableView.convert(
      inbox.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
    pointer(.down, row.midX, row.midY)
    frame()
    pointer(.up, row.midX, row.midY)
    frame()
    XCTAssertEqual(navigation.viewControllers.count, 2)
    advance(seconds: 0.15)
    let ghost = bar.subviews.compactMap { $0 as? UILabel }.first {
      $0.text == "Inbox" && $0.font.pointSize == 34
    }
    XCTAssertNotNil(ghost, "the large title's copy is on its way to the back button")
    if let ghost {
      let scale = ghost.layer.presentation()!.affineTransform().a
      XCTAssertLessThan(scale, 1)
      XCTAssertGreaterThan(scale, 0.5)
    }
    advance(seconds: 1)
    XCTAssertEqual(bar.frame.height, 44, "the pushed page's title is inline")
    XCTAssertEqual(bar.backButton.title(for: .normal), "Inbox")
    XCTAssertFalse(
      bar.subviews.contains { ($0 as? UILabel)?.font.pointSize == 34 && $0 !== bar.largeTitleLabel }
    )
    navigation.popViewController(animated: true)
    advance(seconds: 1)
    XCTAssertEqual(bar.frame.height, 96, "back at the root, large again")
    XCTAssertEqual(inbox.tableView.contentOffset.y, -52)
  }

  func testNeverAndAlways() {
    let root = UIViewController()
    root.title = "Root"
    root.navigationItem.largeTitleDisplayMode = .never
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    show(navigation)
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    let next = UIViewController()
    next.navigationItem.largeTitleDisplayMode = .always
    navigation.pushViewController(next, animated: false)
    frame()
    XCTAssertEqual(navigation.navigationBar.frame.height, 96)
    XCTAssertEqual(next.view.safeAreaInsets.top, 52, "no scroll view: the band is the safe area")
    navigation.navigationBar.prefersLargeTitles = false
    XCTAssertEqual(navigation.navigationBar.frame.height, 44)
    XCTAssertEqual(next.view.safeAreaInsets.top, 0)
  }
}

/// The bar's appearance, as apps have set it since iOS 13, and the older idiom that makes
/// a bar transparent.
final class BarAppearancePortTests: PortTestCase {
  /// The colours of the fills drawn over the bar's row (or, `hairline`, along its foot), in
  /// drawing order.
  private func barFills(hairline: Bool = false) -> [UIColor] {
    let list = UIApplication.shared.renderFrame()
    var colors: [UIColor] = []
    func walk(_ commands: [DrawCommand]) {
      for command in commands {
        if case .fill(let rect, let color, _) = command.kind {
          let onWindow = rect.applying(command.transform)
          let row = onWindow.minY <= 1 && onWindow.maxY >= 43
          let foot = onWindow.minY >= 42 && onWindow.maxY <= 45 && onWindow.height <= 1
          if onWindow.width >= 400, hairline ? foot : row { colors.append(color) }
        }
        if case .layer(let inner, _, _, _) = command.kind { walk(inner.commands) }
      }
    }
    walk(list.commands)
    return colors
  }

  func testAnOpaqueColouredAppearance() {
    let root = UIViewController()
    root.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.navigationBar.compactAppearance = appearance
    appearance.backgroundColor = .systemRed  // Set already: the bar keeps its copy.
    show(navigation)
    XCTAssertEqual(navigation.navigationBar.titleLabel.textColor, .white)
    XCTAssertEqual(barFills().last, UIColor.systemIndigo.inLight)
    XCTAssertEqual(
      barFills(hairline: true), [UIColor.separator.inLight], "the opaque look's hairline")
    // An item's own appearance wins while it is on top.
    let detail = UIViewController()
    let own = UINavigationBarAppearance()
    own.configureWithTransparentBackground()
    own.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .heavy)]
    detail.navigationItem.standardAppearance = own
    navigation.pushViewController(detail, animated: false)
    frame()
    XCTAssertEqual(navigation.navigationBar.titleLabel.font.pointSize, 20)
    XCTAssertFalse(barFills().contains(.systemIndigo))
  }

  func testTheOlderTransparentIdiom() {
    let root = UIViewController()
    root.view.backgroundColor = .systemYellow
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
    navigation.navigationBar.shadowImage = UIImage()
    navigation.navigationBar.isTranslucent = true
    navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    show(navigation)
    XCTAssertNotNil(navigation.navigationBar.backgroundImage(for: .default))
    XCTAssertEqual(navigation.navigationBar.titleLabel.textColor, .systemRed)
    XCTAssertFalse(barFills().contains(UIColor(white: 0.97)), "no ground")
    XCTAssertEqual(barFills(hairline: true), [], "no hairline")
  }
}
