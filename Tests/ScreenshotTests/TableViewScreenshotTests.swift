import Foundation
@_spi(Host) import MiniUIKit
import XCTest

/// Table views drawn by the real host on the virtual clock: an inset-grouped table with the
/// four classic cell styles and their accessories, and a row deleted with `.left` half way,
/// compared with goldens and checked pixel by pixel.
@MainActor
final class TableViewScreenshotTests: SceneScreenshotTestCase {
  private static let ground: UInt32 = 0xF2F2F7
  private static let white: UInt32 = 0xFFFFFF

  /// Two titled groups of 44-point rows 20 points in from the sides, as the inset-grouped
  /// list: header 39 high, outer corners rounded, separators under the text between rows.
  func testInsetGroupedTable() async throws {
    let controller = StylesTableController(style: .insetGrouped)
    let stage = try SceneStage(UINavigationController(rootViewController: controller))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "inset-grouped-table")
    let table = controller.tableView!
    let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
    XCTAssertEqual(row.minX, 20)
    XCTAssertEqual(row.height, 44)
    XCTAssertEqual(
      row.minY - table.convert(CGPoint.zero, to: nil).y, 39,
      "the header: 16 above its line, 6 below")
    let top = Int(row.minY)
    assertPixel(frame, x: 10, y: top + 20, is: Self.ground, "the ground beside the group")
    assertPixel(frame, x: 300, y: top + 4, is: Self.white, "the first row")
    assertPixel(frame, x: 20, y: top, is: Self.ground, "the rounded top-left corner")
    assertPixel(frame, x: 300, y: top + 44 - 1, is: 0xC6C6C8, "the separator between rows")
    assertPixel(frame, x: 30, y: top + 44 - 1, is: Self.white, "it starts under the text")
  }

  /// `.left` half way (0.15 s of 0.3, ease-in-out): the second row is half way out to the
  /// left and the rows below have come half way up.
  func testDeletionToTheLeftHalfWay() async throws {
    let controller = StylesTableController(style: .plain)
    let stage = try SceneStage(UINavigationController(rootViewController: controller))
    _ = try stage.frame(at: 0)
    controller.names.remove(at: 1)
    controller.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
    let frame = try stage.frame(at: 0.15)
    assertScreenshot(frame, named: "delete-left-half-way")
  }
}

/// Rows in the four classic styles, in turn, with a disclosure chevron or a checkmark.
private final class StylesTableController: UITableViewController {
  var names = ["Default", "Subtitle", "Value 1", "Value 2", "Default again", "Subtitle again"]
  private let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Styles"
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Cell styles" }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { "The four styles UIKit has had since iOS 3." }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let name = names[indexPath.row]
    let style = styles[
      ["Default", "Subtitle", "Value 1", "Value 2"].firstIndex { name.hasPrefix($0) } ?? 0]
    let identifier = "\(style.rawValue)"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: style, reuseIdentifier: identifier)
    cell.textLabel?.text = name
    cell.detailTextLabel?.text = "Detail"
    cell.accessoryType = indexPath.row % 2 == 0 ? .disclosureIndicator : .checkmark
    return cell
  }
}
