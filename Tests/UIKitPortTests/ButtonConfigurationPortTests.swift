@_spi(Host) import MiniUIKit
import XCTest

// Buttons as UIKit samples make them since iOS 15, and the older way: a configuration in
// each style with an image and a subtitle, an update handler for the highlighted look, and
// per-state titles, colours and images with edge insets, pasted with only the import changed.

final class ButtonsViewController: UIViewController {
  private(set) var buttons: [UIButton] = []
  private(set) var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled()]
    for (index, base) in styles.enumerated() {
      var config = base
      config.title = "Add"
      config.image = UIImage(systemName: "plus")
      config.imagePadding = 6
      let button = UIButton(
        configuration: config,
        primaryAction: UIAction { [weak self] _ in self?.taps += 1 })
      button.frame.origin = CGPoint(x: 20, y: 100 + CGFloat(index) * 60)
      button.sizeToFit()
      view.addSubview(button)
      buttons.append(button)
    }

    var capsule = UIButton.Configuration.filled()
    capsule.title = "Download"
    capsule.subtitle = "12 MB"
    capsule.cornerStyle = .capsule
    capsule.baseBackgroundColor = .systemGreen
    capsule.buttonSize = .large
    let download = UIButton(configuration: capsule)
    download.configurationUpdateHandler = { button in
      var updated = button.configuration
      updated?.title = button.isHighlighted ? "Downloading" : "Download"
      button.configuration = updated
    }
    download.frame.origin = CGPoint(x: 20, y: 360)
    download.sizeToFit()
    view.addSubview(download)
    buttons.append(download)

    let old = UIButton(type: .system)
    old.setTitle("Share", for: .normal)
    old.setTitle("Sharing", for: .highlighted)
    old.setTitleColor(.systemPurple, for: .normal)
    old.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    old.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    old.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
    old.frame.origin = CGPoint(x: 20, y: 460)
    old.sizeToFit()
    view.addSubview(old)
    buttons.append(old)
  }
}

final class ButtonConfigurationPortTests: PortTestCase {
  private var controller: ButtonsViewController!

  override func setUp() {
    super.setUp()
    controller = ButtonsViewController()
    show(controller)
  }

  private func tap(_ button: UIButton) {
    let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    pointer(.down, point.x, point.y)
    frame()
    pointer(.up, point.x, point.y)
    frame()
  }

  func testEachStyleSizesItselfAndDrawsItsBackground() {
    let (plain, gray, tinted, filled) = (
      controller.buttons[0], controller.buttons[1], controller.buttons[2], controller.buttons[3]
    )
    for button in [plain, gray, tinted, filled] {
      XCTAssertGreaterThan(button.bounds.width, 60, "image, padding, title and insets")
      XCTAssertEqual(button.bounds.height, button.intrinsicContentSize.height)
      XCTAssertEqual(button.titleLabel?.text, "Add")
    }
    let fills = window.displayList().commands.compactMap { command -> UIColor? in
      guard case .fill(_, let color, 8) = command.kind else { return nil }
      return color
    }
    XCTAssertEqual(fills.count, 3, "gray, tinted and filled have a background with corners of 8")
    XCTAssertTrue(fills.contains(UIColor.systemBlue.inLight), "filled: the tint")
    XCTAssertTrue(fills.contains(UIColor.systemBlue.inLight.withAlphaComponent(0.15)), "tinted")
    XCTAssertEqual(filled.titleLabel?.textColor, .white)
    XCTAssertEqual(plain.titleLabel?.textColor, .systemBlue)
    XCTAssertEqual(filled.imageView?.tintColor, .white, "the image is in the title's colour")
    tap(filled)
    XCTAssertEqual(controller.taps, 1)
  }

  func testTheUpdateHandlerFitsTheConfigurationToTheState() {
    let download = controller.buttons[4]
    XCTAssertEqual(download.titleLabel?.text, "Download")
    let point = download.convert(CGPoint(x: 10, y: 10), to: nil)
    pointer(.down, point.x, point.y)
    advance(seconds: 0.2)
    XCTAssertTrue(download.isHighlighted)
    XCTAssertEqual(download.titleLabel?.text, "Downloading")
    pointer(.up, point.x, point.y)
    frame()
    XCTAssertEqual(download.titleLabel?.text, "Download")
    let capsule = window.displayList().commands.contains { command in
      guard case .fill(_, let color, let radius) = command.kind else { return false }
      return color == UIColor.systemGreen.inLight && radius == download.bounds.height / 2
    }
    XCTAssertTrue(capsule, "a green capsule")
  }

  func testPerStateTitlesColoursImagesAndInsets() {
    let share = controller.buttons[5]
    XCTAssertEqual(share.currentTitle, "Share")
    XCTAssertEqual(share.titleColor(for: .normal), .systemPurple)
    XCTAssertEqual(share.titleColor(for: .highlighted), .systemPurple, "falls back to normal")
    XCTAssertNotNil(share.currentImage)
    let image = share.imageView!.frame
    let title = share.titleLabel!.frame
    XCTAssertEqual(image.minX, 8, "inside the content insets")
    XCTAssertEqual(title.minX, image.maxX + 4, "moved by half its left inset")
    XCTAssertEqual(
      share.bounds.width, 8 + image.width + title.width + 8, "sized to its content and insets")
    share.isHighlighted = true
    XCTAssertEqual(share.currentTitle, "Sharing")
    XCTAssertEqual(share.titleLabel?.text, "Sharing")
    share.isHighlighted = false
    XCTAssertEqual(share.titleLabel?.text, "Share")
  }
}
