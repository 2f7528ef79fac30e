@_spi(Host) import MiniUIKit
import XCTest

// UIKit's accessibility API as apps use it for VoiceOver, pasted with only the import changed:
// a custom adjustable view, a chart of elements that are not views, custom actions, and the
// defaults of UIKit's own classes.

/// Apple's example of an adjustable control: a star rating read as one element.
final class RatingView: UIView {
  var rating = 3

  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }

  override var accessibilityLabel: String? {
    get { "Rating" }
    set {}
  }

  override var accessibilityValue: String? {
    get { "\(rating) of 5 stars" }
    set {}
  }

  override var accessibilityTraits: UIAccessibilityTraits {
    get { .adjustable }
    set {}
  }

  override func accessibilityIncrement() { rating = min(rating + 1, 5) }
  override func accessibilityDecrement() { rating = max(rating - 1, 0) }
}

/// A drawn bar chart whose bars are `UIAccessibilityElement`s, made once.
final class BarChartView: UIView {
  var values = [3, 7, 5]
  private var elements: [UIAccessibilityElement]?

  override var accessibilityElements: [Any]? {
    get {
      if let elements = elements { return elements }
      var made = [UIAccessibilityElement]()
      for (index, value) in values.enumerated() {
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = "Bar \(index + 1)"
        element.accessibilityValue = "\(value)"
        element.accessibilityTraits = .image
        element.accessibilityFrameInContainerSpace = CGRect(
          x: CGFloat(index) * 40, y: 0, width: 30, height: 100)
        made.append(element)
      }
      elements = made
      return made
    }
    set { elements = newValue as? [UIAccessibilityElement] }
  }
}

final class AccessibleScreenController: UIViewController {
  let titleLabel = UILabel()
  let playButton = UIButton(type: .system)
  let symbolButton = UIButton(type: .system)
  let decoration = UIImageView(image: UIImage(systemName: "star"))
  let airplaneMode = UISwitch()
  let volume = UISlider()
  let rating = RatingView()
  let chart = BarChartView()
  let units = UISegmentedControl(items: ["Metric", "Imperial"])
  let hiddenLabel = UILabel()
  private(set) var deleted = false

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Now Playing"
    titleLabel.accessibilityTraits = .header
    titleLabel.frame = CGRect(x: 20, y: 20, width: 300, height: 30)
    playButton.setTitle("Play", for: .normal)
    playButton.frame = CGRect(x: 20, y: 60, width: 80, height: 44)
    playButton.accessibilityHint = "Plays the song"
    symbolButton.setImage(UIImage(systemName: "forward.fill"), for: .normal)
    symbolButton.frame = CGRect(x: 120, y: 60, width: 44, height: 44)
    decoration.frame = CGRect(x: 200, y: 60, width: 30, height: 30)
    airplaneMode.frame.origin = CGPoint(x: 20, y: 120)
    volume.frame = CGRect(x: 20, y: 170, width: 200, height: 31)
    volume.value = 0.5
    volume.accessibilityLabel = "Volume"
    rating.frame = CGRect(x: 20, y: 220, width: 200, height: 40)
    chart.frame = CGRect(x: 20, y: 280, width: 120, height: 100)
    units.frame = CGRect(x: 20, y: 400, width: 240, height: 32)
    units.selectedSegmentIndex = 1
    hiddenLabel.text = "Hidden"
    hiddenLabel.frame = CGRect(x: 20, y: 450, width: 100, height: 20)
    hiddenLabel.isHidden = true
    playButton.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in
        self?.deleted = true
        return true
      }
    ]
    let views: [UIView] = [
      titleLabel, playButton, symbolButton, decoration, airplaneMode, volume, rating, chart,
      units, hiddenLabel,
    ]
    for subview in views { view.addSubview(subview) }
  }
}

final class AccessibilityPortTests: PortTestCase {
  private var screen: AccessibleScreenController!

  override func setUp() {
    super.setUp()
    screen = AccessibleScreenController()
    show(screen)
  }

  private func children(of object: UIResponder) -> [UIResponder] {
    AccessibilityTree.children(of: object)
  }

  func testUIKitsClassesSayWhatTheyAre() {
    XCTAssertTrue(screen.titleLabel.isAccessibilityElement)
    XCTAssertEqual(screen.titleLabel.accessibilityLabel, "Now Playing")
    XCTAssertEqual(screen.titleLabel.accessibilityTraits, .header)
    XCTAssertEqual(UILabel().accessibilityTraits, .staticText)
    XCTAssertTrue(screen.playButton.isAccessibilityElement)
    XCTAssertEqual(screen.playButton.accessibilityLabel, "Play")
    XCTAssertEqual(screen.playButton.accessibilityTraits, .button)
    XCTAssertEqual(screen.symbolButton.accessibilityLabel, "Forward", "the symbol's name")
    screen.playButton.isEnabled = false
    XCTAssertEqual(screen.playButton.accessibilityTraits, [.button, .notEnabled])
    screen.playButton.isEnabled = true
    XCTAssertFalse(screen.decoration.isAccessibilityElement, "an image without a label")
    screen.decoration.accessibilityLabel = "Favourite"
    XCTAssertTrue(screen.decoration.isAccessibilityElement, "an image with a label")
    XCTAssertEqual(screen.decoration.accessibilityTraits, .image)
    XCTAssertEqual(screen.airplaneMode.accessibilityValue, "0")
    screen.airplaneMode.isOn = true
    XCTAssertEqual(screen.airplaneMode.accessibilityValue, "1")
    XCTAssertTrue(screen.airplaneMode.accessibilityTraits.contains(.toggleButton))
    XCTAssertEqual(screen.volume.accessibilityValue, "50%")
    XCTAssertEqual(screen.volume.accessibilityTraits, .adjustable)
    XCTAssertFalse(UIView().isAccessibilityElement)
    XCTAssertEqual(UIView().accessibilityTraits, .none)
  }

  func testAnAdjustableViewOfItsOwnIsIncrementedAndDecremented() {
    XCTAssertEqual(screen.rating.accessibilityValue, "3 of 5 stars")
    screen.rating.accessibilityIncrement()
    screen.rating.accessibilityIncrement()
    screen.rating.accessibilityIncrement()
    XCTAssertEqual(screen.rating.accessibilityValue, "5 of 5 stars")
    screen.rating.accessibilityDecrement()
    XCTAssertEqual(screen.rating.rating, 4)
    // UIKit's own adjustable controls step by a tenth of the range, as a user's change.
    var changes = 0
    screen.volume.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    screen.volume.accessibilityIncrement()
    XCTAssertEqual(screen.volume.value, 0.6, accuracy: 1e-6)
    XCTAssertEqual(changes, 1)
  }

  func testTheTreeIsReadAsAScreenReaderWalksIt() {
    let nodes = children(of: window)
    // The hidden label and the unlabelled picture are not read.
    XCTAssertFalse(nodes.contains { $0 === screen.hiddenLabel })
    XCTAssertFalse(nodes.contains { $0 === screen.decoration })
    XCTAssertTrue(nodes.first === screen.titleLabel, "top to bottom")
    XCTAssertTrue(nodes.contains { $0 === screen.rating })
    // The chart's bars are read in its place, as its own elements.
    let bars = children(of: screen.chart)
    XCTAssertEqual(bars.map { $0.accessibilityLabel }, ["Bar 1", "Bar 2", "Bar 3"])
    XCTAssertTrue(nodes.contains { $0 === bars[0] })
    XCTAssertFalse(nodes.contains { $0 === screen.chart })
    XCTAssertEqual(bars[1].accessibilityFrame, CGRect(x: 60, y: 280, width: 30, height: 100))
    let segments = children(of: screen.units)
    XCTAssertEqual(segments.map { $0.accessibilityLabel }, ["Metric", "Imperial"])
    XCTAssertEqual(segments[1].accessibilityTraits, [.button, .selected])
    XCTAssertTrue(AccessibilityTree.activate(segments[0]))
    XCTAssertEqual(screen.units.selectedSegmentIndex, 0)
    // A view marked hidden to accessibility hides itself and what is inside it.
    screen.chart.accessibilityElementsHidden = true
    XCTAssertFalse(children(of: window).contains { $0 === bars[0] })
  }

  func testAModalViewHidesItsSiblings() {
    let alert = UIView(frame: CGRect(x: 40, y: 300, width: 300, height: 150))
    let message = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
    message.text = "Delete this song?"
    alert.addSubview(message)
    alert.accessibilityViewIsModal = true
    screen.view.addSubview(alert)
    XCTAssertEqual(children(of: window).map { $0.accessibilityLabel }, ["Delete this song?"])
    // It keeps the keyboard too: Tab goes round its one button.
    let delete = UIButton(type: .system)
    delete.setTitle("Delete", for: .normal)
    delete.frame = CGRect(x: 10, y: 60, width: 100, height: 44)
    alert.addSubview(delete)
    for _ in 0..<3 {
      UIApplication.shared.sendKey(UIKey(.tab))
      XCTAssertTrue(UIApplication.shared.focusedView === delete)
    }
  }

  func testCustomActionsRunTheirHandlers() {
    let actions = screen.playButton.accessibilityCustomActions ?? []
    XCTAssertEqual(actions.map { $0.name }, ["Delete"])
    XCTAssertTrue(actions[0].actionHandler?(actions[0]) ?? false)
    XCTAssertTrue(screen.deleted)
  }

  func testAPushPostsScreenChangedAndAnnouncementsReachTheHost() {
    final class Listener: UIAccessibilityObserver {
      var posted: [UIAccessibility.Notification] = []
      var focused: [UIView?] = []
      func accessibilityFocusDidChange(from old: UIView?, to new: UIView?) { focused.append(new) }
      func accessibilityDidPost(_ notification: UIAccessibility.Notification, argument: Any?) {
        posted.append(notification)
      }
    }
    let listener = Listener()
    UIApplication.shared.accessibilityObserver = listener
    defer { UIApplication.shared.accessibilityObserver = nil }
    let navigation = UINavigationController(rootViewController: UIViewController())
    show(navigation)
    navigation.pushViewController(UIViewController(), animated: true)
    advance(seconds: 1)
    XCTAssertEqual(listener.posted, [.screenChanged], "as the push ends")
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    XCTAssertEqual(listener.posted.last, .announcement)
    let button = UIButton(type: .system)
    navigation.topViewController?.view.addSubview(button)
    UIApplication.shared.setFocus(button)
    XCTAssertTrue(listener.focused.last ?? nil === button)
  }

  func testVoiceOverStatusIsPostedWhenAScreenReaderComesAndGoes() {
    final class Count { var value = 0 }
    let heard = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in heard.value += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    UIApplication.shared.hostScreenReaderDidChange(isRunning: true)
    XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
    UIApplication.shared.hostScreenReaderDidChange(isRunning: true)
    UIApplication.shared.hostScreenReaderDidChange(isRunning: false)
    XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    XCTAssertEqual(heard.value, 2, "one notification a change")
  }
}
