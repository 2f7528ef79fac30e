import MiniUIKit
import XCTest

// The initializers UIKit subclasses are written with, pasted as they are: `init(frame:)` and
// `init(nibName:bundle:)` overrides, custom designated initializers calling
// `super.init(nibName: nil, bundle: nil)`, and `required init?(coder:)` calling
// `super.init(coder:)` or trapping, as Xcode's fix-it writes it.

final class CardView: UIView {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(title)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(title)
  }
}

final class ItemViewController: UIViewController {
  let item: String

  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class NibNamedViewController: UIViewController {
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Nib"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

final class StackNavigationController: UINavigationController {
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }
}

/// A controller with no initializers of its own inherits all of them.
final class PlainViewController: UIViewController {}

final class InitializerPortTests: PortTestCase {
  func testSubclassesWrittenAsForUIKitAreMadeAndShown() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(card.subviews.count, 1)
    XCTAssertEqual(CardView(coder: NSCoder())?.subviews.count, 1, "super.init(coder:) makes a view")
    XCTAssertEqual(ItemViewController(item: "monkey").item, "monkey")
    let nib = NibNamedViewController(nibName: "Main", bundle: nil)
    XCTAssertEqual(nib.nibName, "Main")
    XCTAssertEqual(nib.title, "Nib")
    XCTAssertNil(PlainViewController().nibName)
    XCTAssertNotNil(PlainViewController(coder: NSCoder()))
    let navigation = StackNavigationController(rootViewController: PlainViewController())
    show(navigation)
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertEqual(navigation.view.bounds.size, CGSize(width: 480, height: 800))
  }

  func testUIKitsOwnViewsAreMadeWithoutAFrame() {
    XCTAssertEqual(UILabel().frame, .zero)
    XCTAssertEqual(UIButton().frame, .zero)
    XCTAssertEqual(UIImageView().frame, .zero)
    XCTAssertEqual(UIStackView().frame, .zero)
    XCTAssertEqual(UIScrollView().frame, .zero)
  }
}
