@_spi(Host) import MiniUIKit
import XCTest

// Alerts and action sheets as UIKit samples write them, pasted with only the import changed.

final class PhotoDetailController: UIViewController {
  var deleted = false
  var cancelled = false
  var shared: String?

  func confirmDelete() {
    let alert = UIAlertController(
      title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in self.cancelled = true })
    let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in self.deleted = true }
    alert.addAction(delete)
    alert.preferredAction = delete
    present(alert, animated: true)
  }

  func showShareSheet() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    for target in ["Messages", "Mail", "Notes"] {
      sheet.addAction(
        UIAlertAction(title: target, style: .default) { action in
          self.shared = action.title
        })
    }
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in self.cancelled = true })
    present(sheet, animated: true)
  }
}

final class AlertPortTests: PortTestCase {
  private func settle() { for _ in 0..<40 { frame() } }

  private func texts() -> [String] {
    window.displayList().commands.compactMap { command in
      guard case .text(let text, _, _, _, _) = command.kind else { return nil }
      return text
    }
  }

  private func key(_ input: UIKey.Input) { _ = UIApplication.shared.sendKey(UIKey(input)) }

  private func click(_ point: CGPoint) {
    for kind in [PointerEvent.Kind.down, .up] {
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: kind, location: point, modifierFlags: []))
      frame()
    }
  }

  func testEnterChoosesThePreferredActionOnceTheAlertHasGone() {
    let controller = PhotoDetailController()
    show(controller)
    controller.confirmDelete()
    settle()
    let alert = controller.presentedViewController as? UIAlertController
    XCTAssertEqual(alert?.actions.map(\.title), ["Cancel", "Delete"])
    XCTAssertTrue(texts().contains("Delete Photo?"))
    XCTAssertTrue(texts().contains("Delete"))
    key(.enter)
    XCTAssertFalse(controller.deleted, "not until the alert has gone")
    settle()
    XCTAssertNil(controller.presentedViewController)
    XCTAssertTrue(controller.deleted)
    XCTAssertFalse(controller.cancelled)
  }

  func testEscChoosesCancelAndADragDoesNotDismiss() {
    let controller = PhotoDetailController()
    show(controller)
    controller.confirmDelete()
    settle()
    let drag: [(PointerEvent.Kind, CGFloat)] = [
      (.down, 200), (.moved, 450), (.moved, 700), (.up, 700),
    ]
    for (kind, y) in drag {
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: 240, y: y), modifierFlags: []))
      frame()
    }
    settle()
    XCTAssertNotNil(controller.presentedViewController, "an alert is not dragged away")
    key(.escape)
    settle()
    XCTAssertNil(controller.presentedViewController)
    XCTAssertTrue(controller.cancelled)
  }

  func testAnActionSheetsButtonRunsItsHandlerAndAClickOutsideCancels() throws {
    let controller = PhotoDetailController()
    show(controller)
    controller.showShareSheet()
    settle()
    let sheet = try XCTUnwrap(controller.presentedViewController as? UIAlertController)
    // The cards sit at the bottom: three actions on one, cancel on its own below.
    let cards = sheet.view.subviews.first { !$0.subviews.isEmpty }
    let frame = try XCTUnwrap(cards?.convert(cards?.bounds ?? .zero, to: nil))
    XCTAssertEqual(frame.maxY, 800 - 8, accuracy: 1, "8 points above the bottom")
    XCTAssertEqual(frame.height, 3 * 57 + 8 + 57, accuracy: 1)
    click(CGPoint(x: frame.midX, y: frame.minY + 57 + 28))  // Mail
    settle()
    XCTAssertEqual(controller.shared, "Mail")
    XCTAssertNil(controller.presentedViewController)

    controller.showShareSheet()
    settle()
    click(CGPoint(x: 240, y: 100))
    settle()
    XCTAssertTrue(controller.cancelled, "a click outside the sheet cancels")
    XCTAssertNil(controller.presentedViewController)
  }
}
