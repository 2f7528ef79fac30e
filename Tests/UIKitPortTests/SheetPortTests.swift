@_spi(Host) import MiniUIKit
import XCTest

/// Sheets as iOS 15–17 apps write them: a page sheet, the adaptive delegate, detents
/// (with a custom one), `largestUndimmedDetentIdentifier`, and stacked sheets.

final class SheetDelegateLog: NSObject, UISheetPresentationControllerDelegate {
  var events: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    events.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    events.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    events.append("didAttemptToDismiss")
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    events.append(
      "detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}

/// A sheet's content: a list of 40 rows.
final class SheetListViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    40
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

extension UISheetPresentationController.Detent.Identifier {
  static let small = UISheetPresentationController.Detent.Identifier("small")
}

final class SheetPortTests: PortTestCase {
  private var root: UIViewController!
  private let log = SheetDelegateLog()

  override func setUp() {
    super.setUp()
    root = UIViewController()
    root.view.backgroundColor = .systemBackground
    show(root)
  }

  /// The sheet's frame in the window.
  private func sheetFrame(_ controller: UIViewController) -> CGRect {
    controller.view.convert(controller.view.bounds, to: nil)
  }

  private func presentSheet(_ configure: (UIViewController) -> Void = { _ in })
    -> UIViewController
  {
    let sheet = SheetListViewController()
    sheet.presentationController?.delegate = log
    configure(sheet)
    root.present(sheet, animated: true)
    advance(seconds: 0.8)
    return sheet
  }

  func testAPageSheetIsACardAndThePresenterStepsBack() {
    let sheet = UIViewController()
    XCTAssertNotNil(sheet.sheetPresentationController, "made before the presentation")
    root.present(sheet, animated: true)
    advance(seconds: 0.25)
    let halfWay = root.view.layer.presentation()!.frame
    XCTAssertGreaterThan(halfWay.minY, 0, "stepping back")
    XCTAssertLessThan(halfWay.minY, 30)
    advance(seconds: 0.6)
    XCTAssertEqual(sheetFrame(sheet), CGRect(x: 0, y: 40, width: 480, height: 760))
    XCTAssertEqual(root.view.frame.minY, 30, accuracy: 0.01, "10 points above the card")
    XCTAssertEqual(root.view.frame.width, 480 * 0.92, accuracy: 0.01)
    XCTAssertEqual(root.view.layer.cornerRadius, 10)
    XCTAssertTrue(root.view.window != nil, "the presenter stays")
    sheet.dismiss(animated: true)
    advance(seconds: 0.8)
    XCTAssertEqual(root.view.transform, .identity)
    XCTAssertEqual(root.view.layer.cornerRadius, 0)
    XCTAssertEqual(log.events, [], "a dismissal in code tells the delegate nothing")
  }

  func testASwipeDownDismissesAndTellsTheDelegateInOrder() {
    let sheet = presentSheet()
    drag(CGPoint(x: 240, y: 300), CGPoint(x: 240, y: 700), steps: 5)
    advance(seconds: 1)
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(sheet.view.window)
    XCTAssertEqual(log.events, ["shouldDismiss", "willDismiss", "didDismiss"])
    XCTAssertEqual(root.view.transform, .identity)
  }

  func testAShortSlowSwipeSpringsBack() {
    let sheet = presentSheet()
    drag(CGPoint(x: 240, y: 300), CGPoint(x: 240, y: 360), steps: 10, pause: 10)
    advance(seconds: 1)
    XCTAssertTrue(root.presentedViewController === sheet)
    XCTAssertEqual(sheetFrame(sheet).minY, 40)
    XCTAssertEqual(log.events, ["shouldDismiss", "willDismiss"], "began, then cancelled")
  }

  func testModalInPresentationRefusesTheSwipe() {
    let sheet = presentSheet { $0.isModalInPresentation = true }
    pointer(.down, 240, 300)
    for y in stride(from: 320, through: 700, by: 40) {
      frame()
      pointer(.moved, 240, CGFloat(y))
    }
    let resisted = sheetFrame(sheet).minY
    XCTAssertGreaterThan(resisted, 40, "it gives a little")
    XCTAssertLessThan(resisted, 200, "and resists")
    pointer(.up, 240, 700)
    advance(seconds: 1)
    XCTAssertTrue(root.presentedViewController === sheet)
    XCTAssertEqual(sheetFrame(sheet).minY, 40, accuracy: 0.5, "sprung back")
    XCTAssertEqual(log.events, ["didAttemptToDismiss"])
  }

  func testTheDelegateCanRefuseTheSwipeAndEsc() {
    log.allowsDismissal = false
    let sheet = presentSheet()
    drag(CGPoint(x: 240, y: 300), CGPoint(x: 240, y: 700), steps: 5)
    advance(seconds: 1)
    XCTAssertTrue(root.presentedViewController === sheet)
    XCTAssertEqual(log.events, ["shouldDismiss", "didAttemptToDismiss"])
    log.events = []
    log.allowsDismissal = true
    XCTAssertTrue(UIApplication.shared.sendKey(UIKey(.escape)))
    advance(seconds: 1)
    XCTAssertNil(root.presentedViewController, "Esc dismisses a sheet")
    XCTAssertEqual(log.events, ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  func testDetentsWithACustomOne() {
    let sheet = presentSheet { controller in
      let sheet = controller.sheetPresentationController!
      sheet.detents = [
        .custom(identifier: .small) { context in
          XCTAssertEqual(context.maximumDetentValue, 760)
          return 200
        },
        .medium(), .large(),
      ]
      sheet.prefersGrabberVisible = true
      sheet.delegate = log
    }
    XCTAssertEqual(sheetFrame(sheet).minY, 600, "no selection: the smallest detent")
    let controller = sheet.sheetPresentationController!
    controller.animateChanges { controller.selectedDetentIdentifier = .large }
    advance(seconds: 0.2)
    let moving = sheet.view.superview!.layer.presentation()!.frame.minY
    XCTAssertLessThan(moving, 600)
    XCTAssertGreaterThan(moving, 40, "on a spring")
    advance(seconds: 0.8)
    XCTAssertEqual(sheetFrame(sheet).minY, 40)
    XCTAssertEqual(root.view.frame.minY, 30, accuracy: 0.01, "stepped back at the largest")
    // Dragged down 330 points, slowly: the medium detent (its top at 800 − 380).
    drag(CGPoint(x: 240, y: 200), CGPoint(x: 240, y: 530), steps: 20, pause: 10)
    advance(seconds: 1)
    XCTAssertEqual(controller.selectedDetentIdentifier, .medium)
    XCTAssertEqual(sheetFrame(sheet).minY, 420)
    XCTAssertEqual(root.view.transform, .identity, "in place below the largest detent")
    XCTAssertEqual(log.events, ["detent com.apple.UIKit.medium"])
  }

  func testBelowTheLargestUndimmedDetentThePresenterTakesClicks() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 100, width: 480, height: 60)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    _ = presentSheet { controller in
      let sheet = controller.sheetPresentationController!
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    pointer(.down, 240, 130)
    frame()
    pointer(.up, 240, 130)
    frame()
    XCTAssertEqual(taps, 1, "undimmed at the medium detent")
    XCTAssertNotEqual(button.tintAdjustmentMode, .dimmed, "its tint in colour")
    root.presentedViewController!.sheetPresentationController!.selectedDetentIdentifier = .large
    frame()
    pointer(.down, 240, 130)
    frame()
    pointer(.up, 240, 130)
    frame()
    XCTAssertEqual(taps, 1, "dimmed at the large one")
    XCTAssertEqual(button.tintAdjustmentMode, .dimmed)
  }

  func testAScrolledListScrollsFirstThenHandsTheDragToTheSheet() {
    let sheet = presentSheet() as! SheetListViewController
    let table = sheet.tableView!
    drag(CGPoint(x: 240, y: 600), CGPoint(x: 240, y: 400), steps: 8, pause: 10)
    advance(seconds: 1)
    let scrolled = table.contentOffset.y
    XCTAssertGreaterThan(scrolled, 150, "the list scrolled")
    XCTAssertEqual(sheetFrame(sheet).minY, 40, "the sheet stayed")
    // Down by more than the list scrolled: the list reaches its top, then the sheet comes.
    pointer(.down, 240, 300)
    for step in 1...20 {
      frame()
      pointer(.moved, 240, 300 + CGFloat(step) * 20)
    }
    XCTAssertEqual(table.contentOffset.y, -table.adjustedContentInset.top, accuracy: 0.5)
    XCTAssertGreaterThan(sheetFrame(sheet).minY, 40 + 100, "the sheet follows the rest")
    pointer(.up, 240, 700)
    advance(seconds: 1)
    XCTAssertNil(root.presentedViewController)
  }

  func testAStackedSheetStepsTheFirstBackAgain() {
    let first = presentSheet()
    let second = UIViewController()
    first.present(second, animated: true)
    advance(seconds: 0.8)
    XCTAssertEqual(sheetFrame(second).minY, 40)
    let firstCard = first.view.superview!
    XCTAssertEqual(firstCard.frame.minY, 30, accuracy: 0.01, "the first steps back")
    XCTAssertEqual(root.view.frame.minY, 20, accuracy: 0.01, "the root further")
    XCTAssertLessThan(root.view.frame.width, firstCard.frame.width)
    second.dismiss(animated: true)
    advance(seconds: 0.8)
    XCTAssertEqual(firstCard.transform, .identity)
    XCTAssertEqual(root.view.frame.minY, 30, accuracy: 0.01)
    XCTAssertEqual(root.view.layer.cornerRadius, 10, "still rounded behind the first")
  }

  func testAFormSheetInALargeWindowIsCentredAndHasNoDetents() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    form.sheetPresentationController?.detents = [.medium()]
    root.present(form, animated: true)
    advance(seconds: 0.8)
    XCTAssertEqual(sheetFrame(form), CGRect(x: 242, y: 74, width: 540, height: 620))
    XCTAssertEqual(root.view.transform, .identity, "an iPad's presenter stays in place")
  }
}
