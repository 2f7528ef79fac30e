@_spi(Host) import MiniUIKit
import XCTest

// Links and buttons that open web pages, pasted with only the import changed.

final class AboutViewController: UIViewController, UITextViewDelegate {
  let aboutView = UITextView()
  var allowsLinks = true
  private(set) var asked: [URL] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let text = NSMutableAttributedString(string: "Read the docs")
    text.addAttribute(
      .link, value: URL(string: "https://swift.org/documentation")!,
      range: NSRange(location: 9, length: 4))
    text.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 13))
    aboutView.attributedText = text
    aboutView.isEditable = false
    aboutView.delegate = self
    aboutView.frame = CGRect(x: 0, y: 100, width: 320, height: 60)
    view.addSubview(aboutView)
  }

  func openHelp() {
    if let url = URL(string: "https://swift.org"), UIApplication.shared.canOpenURL(url) {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    asked.append(URL)
    return allowsLinks
  }
}

/// Records the URLs it is asked to open, as a desktop with a browser would open them.
@MainActor
final class RecordingURLOpener: URLOpening {
  var opened: [URL] = []
  func canOpen(_ url: URL) -> Bool { url.scheme == "https" || url.scheme == "mailto" }
  func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
    opened.append(url)
    completion(true)
  }
}

@MainActor
final class OpenURLPortTests: PortTestCase {
  func testWithoutAHostNothingOpens() async {
    let url = URL(string: "https://swift.org")!
    XCTAssertFalse(UIApplication.shared.canOpenURL(url))
    var result: Bool?
    UIApplication.shared.open(url) { result = $0 }
    XCTAssertEqual(result, false)
  }

  func testTheDesktopOpensWhatItCan() async {
    let opener = RecordingURLOpener()
    UIApplication.shared.environment.urlOpener = opener
    let controller = AboutViewController()
    show(controller)
    controller.openHelp()
    XCTAssertEqual(opener.opened, [URL(string: "https://swift.org")!])
    let opened = await UIApplication.shared.open(URL(string: "mailto:hello@swift.org")!)
    XCTAssertTrue(opened)
    var result: Bool?
    UIApplication.shared.open(URL(string: "ftp://example.com")!) { result = $0 }
    XCTAssertEqual(result, false, "no handler for its scheme")
    UIApplication.shared.open(
      URL(string: "https://swift.org/blog")!, options: [.universalLinksOnly: true]
    ) { result = $0 }
    XCTAssertEqual(result, false, "no app here takes universal links")
    XCTAssertEqual(opener.opened.count, 2)
  }

  /// A click on a link in a read-only text view opens it, unless the delegate says not to.
  func testALinkOpensWhenTheDelegateAllows() async {
    let opener = RecordingURLOpener()
    UIApplication.shared.environment.urlOpener = opener
    let controller = AboutViewController()
    show(controller)
    let docs = URL(string: "https://swift.org/documentation")!
    let link = controller.aboutView.convert(CGPoint(x: 100, y: 18), to: nil)
    controller.allowsLinks = false
    pointer(.down, link.x, link.y)
    pointer(.up, link.x, link.y)
    frame()
    XCTAssertEqual(controller.asked, [docs], "asked")
    XCTAssertEqual(opener.opened, [], "refused")
    controller.allowsLinks = true
    pointer(.down, link.x, link.y)
    pointer(.up, link.x, link.y)
    frame()
    XCTAssertEqual(opener.opened, [docs])
  }
}
