@_spi(Host) import MiniUIKit
import XCTest

// A table view controller as UIKit samples write one, pasted with only the import changed.

final class ContactsTableViewController: UITableViewController {
  var sections: [(title: String, rows: [String])] = [
    ("Friends", ["Ada", "Grace", "Alan", "Edsger"]),
    ("Family", ["Mum", "Dad"]),
  ]
  let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
  private(set) var selections: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sections[section].title
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let style = styles[indexPath.row % styles.count]
    let identifier = "style\(style.rawValue)"
    let cell =
      tableView.dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: style, reuseIdentifier: identifier)
    cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
    cell.detailTextLabel?.text = "detail"
    cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .checkmark
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
  }
}

final class TableViewPortTests: PortTestCase {
  func testSectionsAndTheFourCellStyles() {
    let contacts = ContactsTableViewController(style: .insetGrouped)
    show(UINavigationController(rootViewController: contacts))
    let table = contacts.tableView!
    XCTAssertEqual(table.numberOfSections, 2)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
    XCTAssertEqual(table.visibleCells.count, 6)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    XCTAssertNil(first.detailTextLabel, "a .default cell has no detail label, as UIKit's")
    let subtitle = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    XCTAssertGreaterThan(
      subtitle.detailTextLabel!.frame.minY, subtitle.textLabel!.frame.maxY - 1,
      "a subtitle sits below the text")
    let value1 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
    XCTAssertGreaterThan(
      value1.detailTextLabel!.frame.minX, value1.contentView.bounds.midX,
      "a value1 detail sits at the trailing edge")
    let value2 = table.cellForRow(at: IndexPath(row: 3, section: 0))!
    XCTAssertLessThan(
      value2.textLabel!.frame.maxX, value2.detailTextLabel!.frame.minX,
      "a value2 text comes before its detail")
    // Inset groups stand 20 points in, headers above, rows at least 44 tall.
    let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(row.minX, 20)
    XCTAssertEqual(row.width, 440)
    XCTAssertGreaterThanOrEqual(row.height, 44)
    XCTAssertGreaterThan(row.minY, 20, "the section's header is above its first row")
    XCTAssertEqual(table.headerView(forSection: 0)?.frame.maxY, row.minY)
    XCTAssertEqual(
      table.indexPathForRow(at: CGPoint(x: 100, y: row.midY)), IndexPath(row: 0, section: 0))
    XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 5, y: row.midY)), "beside the group")
  }

  /// The settings recipe: a stepper's action writes its value into a shown cell's detail.
  func testANewDetailOnAShownCellIsLaidOutAgain() {
    let contacts = ContactsTableViewController(style: .insetGrouped)
    show(UINavigationController(rootViewController: contacts))
    let cell = contacts.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
    let detail = cell.detailTextLabel!
    let before = detail.frame
    detail.text = "a much longer detail"
    frame()
    XCTAssertGreaterThan(detail.frame.width, before.width, "sized to its new text")
    XCTAssertEqual(detail.frame.maxX, before.maxX, accuracy: 0.5, "still at the trailing edge")
  }

  func testTapSelectsAndDeselectRowFades() {
    let contacts = ContactsTableViewController(style: .plain)
    show(UINavigationController(rootViewController: contacts))
    let table = contacts.tableView!
    let rect = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
    pointer(.down, rect.midX, rect.midY)
    frame()
    XCTAssertFalse(
      table.cellForRow(at: IndexPath(row: 1, section: 0))!.isHighlighted,
      "not yet: the table waits to see whether the touch drags (delaysContentTouches)")
    advance(seconds: 0.15)
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0))!.isHighlighted)
    pointer(.up, rect.midX, rect.midY)
    frame()
    XCTAssertEqual(contacts.selections, [IndexPath(row: 1, section: 0)])
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    XCTAssertTrue(cell.isSelected)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    XCTAssertNil(table.indexPathForSelectedRow)
    advance(seconds: 0.15)
    let grey = cell.selectedBackgroundView!.layer.presentation()!.opacity
    XCTAssertGreaterThan(grey, 0.2, "the highlight fades out")
    XCTAssertLessThan(grey, 0.8)
    advance(seconds: 0.3)
    XCTAssertEqual(cell.selectedBackgroundView!.layer.presentation()!.opacity, 0)
  }

  /// Each row animation, half way: a fade is half faded, a slide half way out.
  func testRowAnimationsAtTheirMidpoints() {
    let cases: [(UITableView.RowAnimation, (CGRect, CGRect, Float) -> Void)] = [
      (
        .fade,
        { start, now, alpha in
          XCTAssertEqual(alpha, 0.5, accuracy: 0.05)
          XCTAssertEqual(now.minX, start.minX)
        }
      ),
      (.automatic, { _, _, alpha in XCTAssertEqual(alpha, 0.5, accuracy: 0.05) }),
      (
        .left,
        { start, now, alpha in
          XCTAssertEqual(now.minX, start.minX - start.width / 2, accuracy: 2)
          XCTAssertEqual(alpha, 1)
        }
      ),
      (
        .right,
        { start, now, _ in
          XCTAssertEqual(now.minX, start.minX + start.width / 2, accuracy: 2)
        }
      ),
      (
        .top,
        { start, now, _ in
          XCTAssertEqual(now.minY, start.minY - start.height / 2, accuracy: 2)
        }
      ),
      (
        .bottom,
        { start, now, _ in
          XCTAssertEqual(now.minY, start.minY + start.height / 2, accuracy: 2)
        }
      ),
      (
        .middle,
        { start, now, alpha in
          XCTAssertEqual(now.midY, start.midY, accuracy: 1)
          XCTAssertLessThan(now.height, start.height * 0.6)
          XCTAssertEqual(alpha, 0.5, accuracy: 0.05)
        }
      ),
    ]
    for (animation, check) in cases {
      let contacts = ContactsTableViewController(style: .plain)
      show(UINavigationController(rootViewController: contacts))
      let table = contacts.tableView!
      let doomed = table.cellForRow(at: IndexPath(row: 1, section: 0))!
      let start = doomed.frame
      let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
      let belowStart = below.frame
      var finished: Bool?
      table.performBatchUpdates(
        {
          contacts.sections[0].rows.remove(at: 1)
          table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
        }, completion: { finished = $0 })
      advance(seconds: 0.15)
      let presented = doomed.layer.presentation()!
      check(start, presented.frame, presented.opacity)
      XCTAssertEqual(
        below.layer.presentation()!.frame.minY, belowStart.minY - start.height / 2, accuracy: 2,
        "\(animation): the row below slides half way up")
      advance(seconds: 0.3)
      XCTAssertEqual(finished, true, "\(animation)")
      XCTAssertNil(doomed.superview, "\(animation): the deleted row's cell is put away")
      XCTAssertEqual(below.frame.minY, start.minY)
      XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0)), below)
    }
  }

  func testInsertionSlidesInAndNoneIsImmediate() {
    let contacts = ContactsTableViewController(style: .plain)
    show(UINavigationController(rootViewController: contacts))
    let table = contacts.tableView!
    table.beginUpdates()
    contacts.sections[0].rows.insert("Barbara", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    table.endUpdates()
    let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    XCTAssertEqual(inserted.textLabel?.text, "Barbara")
    let final = inserted.frame
    advance(seconds: 0.15)
    XCTAssertEqual(
      inserted.layer.presentation()!.frame.minX, final.minX - final.width / 2, accuracy: 2)
    advance(seconds: 0.3)
    XCTAssertEqual(inserted.layer.presentation()!.frame, final)

    contacts.sections[1].rows.remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .none)
    advance(seconds: 0.15)
    XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "Dad")
  }

  func testSectionsComeAndGo() {
    let contacts = ContactsTableViewController(style: .grouped)
    show(contacts)
    let table = contacts.tableView!
    let family = table.cellForRow(at: IndexPath(row: 0, section: 1))!
    var finished: Bool?
    table.performBatchUpdates(
      {
        contacts.sections.remove(at: 0)
        contacts.sections.append(("Colleagues", ["Linus", "Bjarne"]))
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        table.insertSections(IndexSet(integer: 1), with: .left)
      }, completion: { finished = $0 })
    XCTAssertEqual(table.numberOfSections, 2)
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === family, "Family moved up")
    XCTAssertEqual(
      table.headerView(forSection: 0)?.contentConfiguration.map { "\($0)" }?.contains("Family"),
      true)
    let linus = table.cellForRow(at: IndexPath(row: 0, section: 1))!
    XCTAssertEqual(linus.textLabel?.text, "Linus")
    let final = linus.frame
    advance(seconds: 0.15)
    XCTAssertEqual(
      linus.layer.presentation()!.frame.minX, final.minX - final.width / 2, accuracy: 2)
    advance(seconds: 0.3)
    XCTAssertEqual(finished, true)
    XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
    // Counts that do not add up are refused, with UIKit's complaint, and reloaded.
    let console = recordConsole()
    table.deleteSections(IndexSet(integer: 0), with: .fade)
    XCTAssertTrue(
      console.warnings.contains { $0.contains("sections after the update") }, "\(console.warnings)")
    XCTAssertEqual(table.numberOfSections, 2)
  }

  func testInconsistentUpdateWarnsAndReloads() {
    let contacts = ContactsTableViewController(style: .plain)
    show(contacts)
    let console = recordConsole()
    contacts.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    XCTAssertTrue(
      console.warnings.contains { $0.contains("Invalid update") }, "\(console.warnings)")
    XCTAssertEqual(contacts.tableView.numberOfRows(inSection: 0), 4)
  }

  func testMoveAndReload() {
    let contacts = ContactsTableViewController(style: .grouped)
    show(contacts)
    let table = contacts.tableView!
    let ada = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    table.performBatchUpdates {
      contacts.sections[0].rows.swapAt(0, 3)
      contacts.sections[0].rows[1] = "Hopper"
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
      table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
      table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }
    advance(seconds: 0.5)
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === ada)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Hopper")
  }

  func testSelfSizingRowsAndScrollToRow() {
    final class Notes: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1000
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = String(
          repeating: "A line of a note that wraps. ", count: indexPath.row % 4 + 1)
        cell.contentConfiguration = content
        return cell
      }
    }
    let notes = Notes(style: .plain)
    notes.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    notes.tableView.estimatedRowHeight = 44
    show(notes)
    let table = notes.tableView!
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let long = table.rectForRow(at: IndexPath(row: 3, section: 0)).height
    XCTAssertGreaterThan(long, short, "a row with more text is taller")
    XCTAssertLessThan(table.visibleCells.count, 40, "only the rows on screen have cells")
    table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
    frame()
    let top = table.rectForRow(at: IndexPath(row: 500, section: 0)).minY
    XCTAssertEqual(table.contentOffset.y, top, accuracy: 1)
    XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 500, section: 0)))
  }

  func testDeselectsAlongsideAnInteractivePopAndReselectsOnCancel() {
    let contacts = ContactsTableViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: contacts)
    show(navigation)
    let table = contacts.tableView!
    let row = IndexPath(row: 0, section: 0)
    table.selectRow(at: row, animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    frame()
    // An edge drag half way across, then back: the pop is cancelled.
    drag(CGPoint(x: 2, y: 400), CGPoint(x: 240, y: 400), steps: 8, pause: 2)
    advance(seconds: 0.05)
    let cell = table.cellForRow(at: row)!
    let during = cell.selectedBackgroundView!.layer.presentation()!.opacity
    XCTAssertLessThan(during, 0.95, "the highlight fades along with the pop")
    advance(seconds: 1)
    navigation.popViewController(animated: false)
    frame()
    XCTAssertNil(table.indexPathForSelectedRow)

    table.selectRow(at: row, animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    frame()
    pointer(.down, 2, 400)
    for x in stride(from: 20, through: 100, by: 20) {
      frame()
      pointer(.moved, CGFloat(x), 400)
    }
    frame()
    let dragged = table.cellForRow(at: row)!.selectedBackgroundView!.layer.presentation()!.opacity
    XCTAssertLessThan(dragged, 0.95, "the pop under way is deselecting the row")
    for x in stride(from: 80, through: 10, by: -10) {
      frame()
      pointer(.moved, CGFloat(x), 400)
    }
    pointer(.up, 10, 400)
    advance(seconds: 1)
    XCTAssertEqual(navigation.topViewController === contacts, false)
    XCTAssertEqual(table.indexPathForSelectedRow, row, "a cancelled pop gives the selection back")
    XCTAssertEqual(table.cellForRow(at: row)?.isSelected, true)
  }
}

/// The keyboard in a table: arrows move focus between rows (across sections), Enter selects.
final class TableKeyboardPortTests: PortTestCase {
  func testArrowsMoveFocusAndEnterSelects() {
    let contacts = ContactsTableViewController(style: .plain)
    show(UINavigationController(rootViewController: contacts))
    let table = contacts.tableView!
    func key(_ input: UIKey.Input) { UIApplication.shared.sendKey(UIKey(input)) }
    func focusedRow() -> IndexPath? {
      (UIApplication.shared.focusedView as? UITableViewCell).flatMap(table.indexPath(for:))
    }
    key(.downArrow)
    XCTAssertEqual(focusedRow(), IndexPath(row: 0, section: 0))
    for _ in 0..<4 { key(.downArrow) }
    XCTAssertEqual(focusedRow(), IndexPath(row: 0, section: 1), "on into the next section")
    key(.upArrow)
    XCTAssertEqual(focusedRow(), IndexPath(row: 3, section: 0))
    key(.enter)
    XCTAssertEqual(contacts.selections, [IndexPath(row: 3, section: 0)])
  }
}

/// 10,000 self-sizing rows scrolled 20 points a frame make only the cells a screenful needs.
final class TableReusePortTests: PortTestCase {
  final class CountedCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      CountedCell.made += 1
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Notes: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      10_000
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Note \(indexPath.row)"
      content.secondaryText = String(
        repeating: "A line that wraps round. ", count: indexPath.row % 3 + 1)
      cell.contentConfiguration = content
      return cell
    }
  }

  func testScrollingTenThousandRowsKeepsTheCellsBounded() {
    CountedCell.made = 0
    let notes = Notes(style: .plain)
    notes.tableView.register(CountedCell.self, forCellReuseIdentifier: "note")
    show(notes)
    let table = notes.tableView!
    table.contentOffset.y = table.contentSize.height / 2
    for _ in 0..<300 {
      table.contentOffset.y += 20
      frame()
    }
    XCTAssertLessThan(CountedCell.made, 40, "only a screenful of cells, reused")
    XCTAssertLessThan(table.visibleCells.count, 25)
    let shown = table.indexPathsForVisibleRows ?? []
    XCTAssertGreaterThan(shown.first?.row ?? 0, 5_000, "half way down and on")
  }
}

/// What a review of the table view found, each as UIKit code meets it.
final class TableEdgeCasePortTests: PortTestCase {
  final class Plain: UITableViewController {
    var items = ["One", "Two", "Three"]
    let staticCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    private(set) var ended: [IndexPath] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        indexPath.row == 2
        ? staticCell
        : tableView.dequeueReusableCell(withIdentifier: "row")
          ?? UITableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }

    override func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      ended.append(indexPath)
    }
  }

  func testAnInsertIntoAnIdleUntitledTableSlidesIn() {
    let plain = Plain(style: .plain)
    show(plain)
    advance(seconds: 0.5)
    XCTAssertFalse(UIApplication.shared.needsFrame, "idle: no frames")
    plain.items.insert("Zero", at: 0)
    plain.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    advance(seconds: 0.15)
    let zero = plain.tableView.subviews.compactMap { $0 as? UITableViewCell }
      .first { $0.textLabel?.text == "Zero" }
    XCTAssertNotNil(zero, "the new row has its cell during the animation")
    XCTAssertLessThan(zero?.layer.presentation()?.frame.minX ?? 0, -100, "sliding in")
    advance(seconds: 0.5)
    XCTAssertFalse(UIApplication.shared.needsFrame, "idle again")
  }

  func testAStaticCellReloadedStaysAndDeletedRowsEndDisplaying() {
    let plain = Plain(style: .plain)
    show(plain)
    plain.items[2] = "Three, again"
    plain.tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    advance(seconds: 0.5)
    XCTAssertEqual(plain.staticCell.alpha, 1, "the kept cell shows")
    XCTAssertTrue(plain.staticCell.superview === plain.tableView)
    plain.items.remove(at: 0)
    plain.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    XCTAssertTrue(plain.ended.contains(IndexPath(row: 0, section: 0)), "didEndDisplaying")
    advance(seconds: 0.5)
  }

  func testReloadSectionsChangesItsRowCountAndTitles() {
    let contacts = ContactsTableViewController(style: .grouped)
    show(contacts)
    advance(seconds: 0.5)
    XCTAssertFalse(UIApplication.shared.needsFrame, "titled sections at rest ask for no frames")
    let console = recordConsole()
    contacts.sections[1] = ("Relatives", ["Aunt", "Uncle", "Cousin"])
    contacts.tableView.reloadSections(IndexSet(integer: 1), with: .fade)
    advance(seconds: 0.5)
    XCTAssertTrue(console.warnings.isEmpty, "\(console.warnings)")
    XCTAssertEqual(contacts.tableView.numberOfRows(inSection: 1), 3)
    let header = contacts.tableView.headerView(forSection: 1)?.contentConfiguration
    XCTAssertTrue(header.map { "\($0)" }?.contains("Relatives") ?? false)
  }

  func testAResizedTableHeaderViewPushesTheRowsDown() {
    let plain = Plain(style: .plain)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 40))
    plain.tableView.tableHeaderView = header
    show(plain)
    XCTAssertEqual(plain.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 40)
    header.frame.size.height = 100
    plain.tableView.tableHeaderView = header
    frame()
    XCTAssertEqual(plain.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 100)
  }

  func testARefreshControlTakesItsGapAlongWhenDetached() {
    let plain = Plain(style: .plain)
    show(plain)
    let refresh = UIRefreshControl()
    refresh.beginRefreshing()
    plain.refreshControl = refresh
    XCTAssertEqual(plain.tableView.contentInset.top, 60, "attached while refreshing: the gap")
    plain.refreshControl = nil
    XCTAssertEqual(plain.tableView.contentInset.top, 0, "detached: the gap goes with it")
    refresh.endRefreshing()
    XCTAssertEqual(plain.tableView.contentInset.top, 0)
  }
}
