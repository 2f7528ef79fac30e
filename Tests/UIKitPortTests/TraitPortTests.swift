@_spi(Host) import MiniUIKit
import XCTest

// A card and a controller that follow dark mode, as UIKit samples write them, pasted with
// only the import changed.

final class ThemedCardView: UIView {
  private(set) var appearanceChanges = 0
  private(set) var currentInCallback: UIUserInterfaceStyle?
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor { traitCollection in
      traitCollection.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
    }
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    titleLabel.text = "Card"
    titleLabel.textColor = .label
    titleLabel.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      appearanceChanges += 1
      currentInCallback = UITraitCollection.current.userInterfaceStyle
    }
  }
}

final class ThemedViewController: UIViewController {
  let card = ThemedCardView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
  var styleChanges: [UIUserInterfaceStyle] = []
  var widthChanges: [UIUserInterfaceSizeClass] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(card)
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.styleChanges.append(self.traitCollection.userInterfaceStyle)
    }
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.widthChanges.append(self.traitCollection.horizontalSizeClass)
    }
  }
}

final class TraitPortTests: PortTestCase {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  /// The colours of the fills and strokes the window draws.
  private func drawnColors() -> (fills: [UIColor], strokes: [UIColor], texts: [UIColor]) {
    var drawn: (fills: [UIColor], strokes: [UIColor], texts: [UIColor]) = ([], [], [])
    for command in window.displayList().commands {
      switch command.kind {
      case .fill(_, let color, _): drawn.fills.append(color)
      case .stroke(_, let color, _, _): drawn.strokes.append(color)
      case .text(_, _, _, let color, _): drawn.texts.append(color)
      default: break
      }
    }
    return drawn
  }

  func testDynamicColoursResolveWithTheTraits() {
    XCTAssertEqual(UIColor.label.resolvedColor(with: dark), .white)
    XCTAssertEqual(UIColor.label.resolvedColor(with: light), .black)
    XCTAssertEqual(
      UIColor.systemBackground.resolvedColor(with: dark), UIColor(red: 0, green: 0, blue: 0))
    let brand = UIColor { $0.userInterfaceStyle == .dark ? .orange : .purple }
    XCTAssertEqual(brand.resolvedColor(with: dark), .orange)
    XCTAssertEqual(brand, brand, "a dynamic colour equals itself")
    XCTAssertEqual(
      brand.withAlphaComponent(0.5).resolvedColor(with: dark),
      UIColor.orange.withAlphaComponent(0.5),
      "a dynamic colour's alpha variant is dynamic")
    var inside: UIUserInterfaceStyle?
    dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
    XCTAssertEqual(inside, .dark)
    XCTAssertEqual(
      UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 2), dark])
        .userInterfaceStyle, .dark)
  }

  func testTheDesktopTurningDarkRedrawsAndTellsTheViews() {
    let controller = ThemedViewController()
    show(controller)
    XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light)
    XCTAssertTrue(drawnColors().fills.contains(.white), "the card, light")

    UIApplication.shared.hostAppearanceDidChange(to: .dark)
    frame()
    XCTAssertEqual(controller.card.traitCollection.userInterfaceStyle, .dark)
    XCTAssertEqual(controller.card.appearanceChanges, 1)
    XCTAssertEqual(controller.card.currentInCallback, .dark, "UITraitCollection.current")
    XCTAssertEqual(controller.styleChanges, [.dark], "the registration heard it")
    let drawn = drawnColors()
    XCTAssertTrue(drawn.fills.contains(UIColor(white: 0.15, alpha: 1)), "the card, dark")
    XCTAssertTrue(drawn.fills.contains(UIColor(red: 0, green: 0, blue: 0)), "the background")
    XCTAssertEqual(drawn.strokes, [UIColor.separator.resolvedColor(with: dark)], "the border")
    XCTAssertEqual(drawn.texts, [.white], "the label")

    controller.overrideUserInterfaceStyle = .light
    frame()
    XCTAssertEqual(controller.card.traitCollection.userInterfaceStyle, .light)
    XCTAssertEqual(controller.card.appearanceChanges, 2)
    XCTAssertEqual(controller.styleChanges, [.dark, .light])
    XCTAssertTrue(drawnColors().fills.contains(.white), "light again, under its override")

    UIApplication.shared.hostAppearanceDidChange(to: .light)
    XCTAssertEqual(controller.card.appearanceChanges, 2, "the override kept it light")
  }

  func testSizeClassesFollowTheWindowsSize() {
    let controller = ThemedViewController()
    show(controller)
    XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact, "480 wide")
    XCTAssertEqual(controller.traitCollection.verticalSizeClass, .regular)
    UIApplication.shared.windowDidResize(to: CGSize(width: 1024, height: 768))
    frame()
    XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .regular)
    XCTAssertEqual(controller.widthChanges, [.regular])
    XCTAssertEqual(controller.styleChanges, [], "the appearance did not change")
  }

  func testAViewAwayFromTheWindowHearsOfTheChangeWhenItComesBack() {
    let first = ThemedViewController()
    let navigation = UINavigationController(rootViewController: first)
    show(navigation)
    navigation.pushViewController(ThemedViewController(), animated: false)
    frame()
    XCTAssertNil(first.view.window, "under the pushed controller")
    UIApplication.shared.hostAppearanceDidChange(to: .dark)
    XCTAssertEqual(first.card.appearanceChanges, 0, "away from the window")
    navigation.popViewController(animated: false)
    frame()
    XCTAssertNotNil(first.view.window)
    XCTAssertEqual(first.card.appearanceChanges, 1, "back in the window, it hears of it")
    XCTAssertEqual(first.styleChanges, [.dark])
  }

  func testABackgroundAnimatesBetweenTheColoursDrawnInDarkMode() {
    let controller = ThemedViewController()
    show(controller)
    UIApplication.shared.hostAppearanceDidChange(to: .dark)
    frame()
    let card = controller.card
    card.backgroundColor = .systemBackground
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.backgroundColor = .systemGray5
    }
    for _ in 0..<30 { frame() }
    let cardFill = window.displayList().commands.compactMap { command -> UIColor? in
      guard case .fill(let rect, let color, _) = command.kind,
        rect.size == card.bounds.size
      else { return nil }
      return color
    }.first
    // Half way from black to #2C2C2E, not from white to #E5E5EA.
    XCTAssertEqual(cardFill?.red ?? 1, 0x2C / 255.0 / 2, accuracy: 0.02)
    for _ in 0..<40 { frame() }
  }
}
