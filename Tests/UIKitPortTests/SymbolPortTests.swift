@_spi(Host) import MiniUIKit
import XCTest

// Symbols and template images as UIKit samples use them: `UIImage(systemName:)` with
// configurations, tinted by inheritance, `withTintColor`, `withRenderingMode`, and a bitmap
// drawn as a template, pasted with only the import changed.

final class FavouriteButtonView: UIView {
  let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
  let share = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    tintColor = .systemPink
    heart.frame = CGRect(x: 0, y: 0, width: 20, height: 18)
    addSubview(heart)
    let configuration = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)
    share.image = UIImage(systemName: "square.and.arrow.up", withConfiguration: configuration)
    share.frame = CGRect(x: 40, y: 0, width: 60, height: 60)
    addSubview(share)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class SymbolPortTests: PortTestCase {
  /// The colours the shapes inside `view` are drawn in, in a frame.
  private func shapeColors(in view: UIView) -> [UIColor] {
    let area = view.convert(view.bounds, to: nil).insetBy(dx: -4, dy: -4)
    return window.displayList().commands.compactMap { command -> UIColor? in
      guard case .shape(let shape) = command.kind,
        area.contains(CGPoint(x: command.transform.tx, y: command.transform.ty))
      else { return nil }
      return shape.fillColor ?? shape.strokeColor
    }
  }

  func testSymbolsAreSizedByTheirConfigurationAndDrawnInTheInheritedTint() {
    let controller = UIViewController()
    let favourite = FavouriteButtonView(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
    controller.view.addSubview(favourite)
    show(controller)

    let heart = favourite.heart.image!
    XCTAssertTrue(heart.isSymbolImage)
    XCTAssertEqual(heart.size, CGSize(width: 20, height: 18), "17 points, medium")
    XCTAssertEqual(heart.renderingMode, .automatic)
    XCTAssertEqual(
      Set(shapeColors(in: favourite.heart)), [UIColor.systemPink.inLight], "the tint, inherited")

    let share = favourite.share.image!
    XCTAssertNotNil(share.symbolConfiguration)
    XCTAssertEqual(share.size.width, 16 * 2 * 1.29, accuracy: 0.01, "34 points, large")
    XCTAssertEqual(favourite.share.intrinsicContentSize, share.size)
    XCTAssertNotNil(share.baselineOffsetFromBottom)

    favourite.tintColor = .systemGreen
    frame()
    XCTAssertEqual(
      Set(shapeColors(in: favourite.heart)), [UIColor.systemGreen.inLight], "a new tint redraws")
    favourite.heart.image = heart.withTintColor(.orange)
    frame()
    XCTAssertEqual(Set(shapeColors(in: favourite.heart)), [.orange], "withTintColor wins")
    favourite.heart.image = heart.withRenderingMode(.alwaysOriginal)
    frame()
    XCTAssertEqual(Set(shapeColors(in: favourite.heart)), [.black], "its own colour")
  }

  func testConfigurationsCombineAndColourTheLayers() {
    let small = UIImage.SymbolConfiguration(scale: .small)
    let bold = UIImage.SymbolConfiguration(weight: .bold)
    let combined = small.applying(bold)
    let star = UIImage(systemName: "star", withConfiguration: combined)!
    XCTAssertEqual(star.size.width, 20 * 0.78, accuracy: 0.01)
    let heavier = star.withConfiguration(UIImage.SymbolConfiguration(weight: .black))
    XCTAssertEqual(heavier.size, star.size, "the weight keeps the size (and the small scale)")

    let speaker = UIImage(
      systemName: "speaker.wave.2.fill",
      withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue))!
    let controller = UIViewController()
    let view = UIImageView(image: speaker)
    view.frame = CGRect(origin: CGPoint(x: 10, y: 300), size: speaker.size)
    controller.view.addSubview(view)
    show(controller)
    let colors = shapeColors(in: view)
    XCTAssertEqual(colors.first, UIColor.systemBlue.inLight, "the speaker, in the colour")
    XCTAssertEqual(
      colors.last, UIColor.systemBlue.inLight.withAlphaComponent(0.5), "its waves, fainter")

    let preferred = UIImageView(image: UIImage(systemName: "gear"))
    preferred.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    XCTAssertEqual(preferred.intrinsicContentSize, CGSize(width: 40, height: 40))
  }

  func testAnUnknownNameIsNilWithOneWarningAndABitmapTemplateTakesTheTint() {
    let messages = recordConsole()
    XCTAssertNil(UIImage(systemName: "not.a.symbol"))
    XCTAssertNil(UIImage(systemName: "not.a.symbol"))
    XCTAssertEqual(messages.all.filter { $0.message.contains("not.a.symbol") }.count, 1)

    let dot = UIImage(width: 2, height: 1, premultipliedARGB: [0xFF00_0000, 0x8000_0000])!
      .withRenderingMode(.alwaysTemplate)
    let controller = UIViewController()
    let view = UIImageView(image: dot)
    view.tintColor = .red
    view.frame = CGRect(x: 0, y: 500, width: 2, height: 1)
    controller.view.addSubview(view)
    show(controller)
    let drawn = window.displayList().commands.compactMap { command -> UIImage? in
      guard case .image(let image, _) = command.kind else { return nil }
      return image
    }
    XCTAssertEqual(drawn.count, 1)
    XCTAssertEqual(drawn.first?.pixels, [0xFFFF_0000, 0x8080_0000], "its alpha, in red")
    frame()
    let again = window.displayList().commands.compactMap { command -> UIImage? in
      guard case .image(let image, _) = command.kind else { return nil }
      return image
    }
    XCTAssertTrue(again.first === drawn.first, "tinted once, kept")
  }

  func testTabBarImagesAreTemplatesUnlessOriginal() {
    let home = UIViewController()
    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear")?.withRenderingMode(.alwaysOriginal),
      tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [home, settings]
    show(tabs)
    let buttons = tabs.tabBar.subviews.filter { $0 is UIControl }
    XCTAssertEqual(buttons.count, 2)
    XCTAssertEqual(
      Set(shapeColors(in: buttons[0])), [UIColor.systemBlue.inLight], "selected: the tint")
    XCTAssertEqual(Set(shapeColors(in: buttons[1])), [.black], "original: its own colour")
    tabs.selectedIndex = 1
    frame()
    XCTAssertEqual(
      Set(shapeColors(in: buttons[0])), [UIColor(white: 0.56, alpha: 1)], "unselected: grey")
  }

  func testASheetDimsTheTintBehindItUntilItGoes() {
    let root = UIViewController()
    let button = UIButton(type: .system)
    button.setTitle("Open", for: .normal)
    root.view.addSubview(button)
    let heart = UIImageView(image: UIImage(systemName: "heart"))
    root.view.addSubview(heart)
    show(root)
    XCTAssertEqual(button.titleLabel?.textColor, .systemBlue)
    XCTAssertEqual(root.view.tintAdjustmentMode, .normal)

    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    frame()
    XCTAssertEqual(root.view.tintAdjustmentMode, .dimmed)
    XCTAssertEqual(heart.tintAdjustmentMode, .dimmed, "inherited")
    let grey = button.titleLabel!.textColor!
    XCTAssertEqual(grey.red, grey.blue, "the title's tint turns grey")
    XCTAssertEqual(Set(shapeColors(in: heart)).count, 1)
    XCTAssertNotEqual(shapeColors(in: heart).first, .systemBlue, "and the symbol's")
    XCTAssertEqual(sheet.view.tintColor, .systemBlue, "the sheet's own tint shows")

    sheet.dismiss(animated: false)
    frame()
    XCTAssertEqual(root.view.tintAdjustmentMode, .normal)
    XCTAssertEqual(button.titleLabel?.textColor, .systemBlue, "back when it goes")
  }
}
