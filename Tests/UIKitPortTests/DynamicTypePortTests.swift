@_spi(Host) import MiniUIKit
import XCTest

// Dynamic Type as apps adopt it, pasted with only the import changed: preferred fonts that
// follow the text size, a font of the app's own scaled with `UIFontMetrics`, a spacing scaled
// alongside, and a controller that lays out again when the size category changes.

final class ArticleViewController: UIViewController {
  let titleLabel = UILabel()
  let bodyLabel = UILabel()
  let badgeLabel = UILabel()
  private(set) var spacing: CGFloat = 0
  private(set) var categoryChanges: [UIContentSizeCategory] = []
  private var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0

    let bodyFont = UIFont.systemFont(ofSize: 17, weight: .medium)
    bodyLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: bodyFont)
    bodyLabel.adjustsFontForContentSizeCategory = true
    bodyLabel.numberOfLines = 0

    badgeLabel.font = .systemFont(ofSize: 12)
    spacing = UIFontMetrics.default.scaledValue(for: 8)

    for label in [titleLabel, bodyLabel, badgeLabel] { view.addSubview(label) }
    observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
    ) { [weak self] notification in
      let raw = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String
      MainActor.assumeIsolated {
        self?.categoryChanges.append(UIContentSizeCategory(rawValue: raw ?? ""))
      }
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.preferredContentSizeCategory
      != traitCollection.preferredContentSizeCategory
    {
      spacing = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
      view.setNeedsLayout()
    }
  }
}

final class DynamicTypePortTests: PortTestCase {
  func testPreferredFontsFollowApplesTable() {
    let sizes: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat)] = [
      (.body, .extraSmall, 14), (.body, .large, 17),
      (.body, .accessibilityExtraExtraExtraLarge, 53),
      (.largeTitle, .extraExtraExtraLarge, 40), (.title1, .medium, 27), (.title2, .extraLarge, 24),
      (.title3, .small, 18), (.headline, .accessibilityMedium, 28), (.callout, .large, 16),
      (.subheadline, .extraExtraLarge, 19), (.footnote, .extraSmall, 12),
      (.caption1, .accessibilityLarge, 26), (.caption2, .accessibilityExtraLarge, 29),
    ]
    for (style, category, size) in sizes {
      let traits = UITraitCollection(preferredContentSizeCategory: category)
      XCTAssertEqual(
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize, size,
        "\(style.rawValue) at \(category.rawValue)")
    }
    XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
    XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    XCTAssertLessThan(UIContentSizeCategory.small, .large)
  }

  func testFontsThatAdjustFollowTheTextSizeLive() {
    let article = ArticleViewController()
    show(article)
    XCTAssertEqual(article.titleLabel.font.pointSize, 17)
    XCTAssertEqual(article.bodyLabel.font.pointSize, 17)
    XCTAssertEqual(article.spacing, 8)
    XCTAssertEqual(article.traitCollection.preferredContentSizeCategory, .large)

    // The desktop's text scale goes up (GNOME's "Large Text", then an accessibility size).
    UIApplication.shared.hostContentSizeCategoryDidChange(to: .accessibilityExtraLarge)
    frame()
    XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityExtraLarge)
    XCTAssertEqual(article.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
    XCTAssertEqual(article.titleLabel.font.pointSize, 40, "headline at AX3")
    XCTAssertEqual(article.bodyLabel.font.pointSize, 40, "17 scaled as body text")
    XCTAssertEqual(article.bodyLabel.font.weight, .medium, "the app's own font, scaled")
    XCTAssertEqual(article.badgeLabel.font.pointSize, 12, "a fixed font stays")
    XCTAssertEqual(article.spacing, 8 * 40 / 17, accuracy: 0.001)
    XCTAssertEqual(article.categoryChanges, [.accessibilityExtraLarge])

    UIApplication.shared.hostContentSizeCategoryDidChange(to: .small)
    XCTAssertEqual(article.titleLabel.font.pointSize, 15)
    XCTAssertEqual(article.bodyLabel.font.pointSize, 15)
    XCTAssertEqual(article.categoryChanges, [.accessibilityExtraLarge, .small])
  }

  func testALabelThatDoesNotAdjustKeepsItsSize() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    let root = UIViewController()
    show(root)
    root.view.addSubview(label)
    UIApplication.shared.hostContentSizeCategoryDidChange(to: .extraExtraExtraLarge)
    XCTAssertEqual(label.font.pointSize, 17)
    XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 23, "new fonts are larger")
  }
}
