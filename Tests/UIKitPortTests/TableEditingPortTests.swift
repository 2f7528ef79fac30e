@_spi(Host) import MiniUIKit
import XCTest

// Swipe actions, editing and pull to refresh, as UIKit samples write them, pasted with only
// the import changed.

final class TodoListViewController: UITableViewController {
  var todos = ["Milk", "Eggs", "Bread", "Tea", "Jam"]
  private(set) var flagged: [String] = []
  private(set) var refreshes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    navigationItem.rightBarButtonItem = editButtonItem
    refreshControl = UIRefreshControl()
    refreshControl?.addTarget(self, action: TodoListViewController.refresh, for: .valueChanged)
  }

  func refresh() { refreshes += 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    todos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    cell.textLabel?.text = todos[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      todos.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let todo = todos.remove(at: sourceIndexPath.row)
    todos.insert(todo, at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
      guard let self = self else { return }
      self.flagged.append(self.todos[indexPath.row])
      completion(true)
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [flag])
  }
}

final class TableEditingPortTests: PortTestCase {
  /// The Delete button: its title's width and 15 points each side.
  static let deleteWidth: CGFloat = 84
  private var todos: TodoListViewController!
  private var table: UITableView { todos.tableView }

  override func setUp() {
    super.setUp()
    todos = TodoListViewController(style: .plain)
    show(UINavigationController(rootViewController: todos))
  }

  private func rowRect(_ row: Int) -> CGRect {
    table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
  }

  /// A click at `x` in the table, on `cell`'s row.
  private func click(tableX x: CGFloat, on cell: UITableViewCell) {
    let point = table.convert(CGPoint(x: x, y: cell.frame.midY), to: nil)
    pointer(.down, point.x, point.y)
    frame()
    pointer(.up, point.x, point.y)
  }

  func testASwipeOpensDeleteAndATapOnItDeletes() {
    let row = rowRect(1)
    drag(CGPoint(x: 400, y: row.midY), CGPoint(x: 330, y: row.midY))
    advance(seconds: 0.5)
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    XCTAssertEqual(cell.frame.minX, -Self.deleteWidth, "springs open to show Delete")
    click(tableX: table.bounds.width - 30, on: cell)
    advance(seconds: 0.1)
    XCTAssertEqual(todos.todos, ["Milk", "Bread", "Tea", "Jam"])
    XCTAssertLessThan(
      cell.layer.presentation()!.frame.minX, -Self.deleteWidth, "the row goes on out to the left")
    advance(seconds: 0.5)
    XCTAssertNil(cell.superview)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Bread")
  }

  /// In a right-to-left table the trailing actions are at the left: a swipe to the right
  /// opens Delete there, and the deleted row goes on out to the right.
  func testARightToLeftSwipeOpensDeleteAtTheLeft() {
    table.semanticContentAttribute = .forceRightToLeft
    frame()
    let row = rowRect(1)
    drag(CGPoint(x: 80, y: row.midY), CGPoint(x: 150, y: row.midY))
    advance(seconds: 0.5)
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    XCTAssertEqual(cell.frame.minX, Self.deleteWidth, "springs open to show Delete at the left")
    click(tableX: 30, on: cell)
    advance(seconds: 0.1)
    XCTAssertEqual(todos.todos, ["Milk", "Bread", "Tea", "Jam"])
    XCTAssertGreaterThan(
      cell.layer.presentation()!.frame.minX, Self.deleteWidth, "the row goes on out to the right")
  }

  func testAShortSwipeSpringsShutAndATapElsewhereCloses() {
    let row = rowRect(0)
    drag(CGPoint(x: 400, y: row.midY), CGPoint(x: 380, y: row.midY), steps: 4, pause: 10)
    advance(seconds: 0.6)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.minX, 0)
    drag(CGPoint(x: 400, y: row.midY), CGPoint(x: 320, y: row.midY))
    advance(seconds: 0.6)
    XCTAssertEqual(
      table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.minX, -Self.deleteWidth)
    let other = rowRect(3)
    pointer(.down, 200, other.midY)
    frame()
    pointer(.up, 200, other.midY)
    advance(seconds: 0.6)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.minX, 0)
    XCTAssertNil(table.indexPathForSelectedRow, "the tap that closes selects nothing")
  }

  func testAFullSwipeDeletesAndALeadingSwipeFlags() {
    let row = rowRect(2)
    drag(CGPoint(x: 460, y: row.midY), CGPoint(x: 60, y: row.midY), steps: 8)
    advance(seconds: 0.8)
    XCTAssertEqual(todos.todos, ["Milk", "Eggs", "Tea", "Jam"])
    drag(CGPoint(x: 30, y: row.midY), CGPoint(x: 130, y: row.midY))
    advance(seconds: 0.6)
    let flag = table.convert(
      CGPoint(x: 37, y: table.rectForRow(at: IndexPath(row: 2, section: 0)).midY), to: nil)
    pointer(.down, flag.x, flag.y)
    frame()
    pointer(.up, flag.x, flag.y)
    advance(seconds: 0.6)
    XCTAssertEqual(todos.flagged, ["Tea"])
    XCTAssertEqual(
      table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX, 0, "closed after")
  }

  /// A drag that arrives as one move (a busy machine's events, taken together) is a full
  /// swipe all the same: the row follows the finger from the move that begins the swipe.
  func testAFullSwipeInOneMoveDeletes() {
    let row = rowRect(1)
    drag(CGPoint(x: 460, y: row.midY), CGPoint(x: 60, y: row.midY), steps: 1)
    advance(seconds: 0.8)
    XCTAssertEqual(todos.todos, ["Milk", "Bread", "Tea", "Jam"])
  }

  func testEditingShowsControlsAndReorders() {
    todos.setEditing(true, animated: true)
    XCTAssertTrue(table.isEditing)
    XCTAssertEqual(todos.editButtonItem.title, "Done")
    advance(seconds: 0.5)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    XCTAssertEqual(cell.contentView.frame.minX, 38, "the content moves over for the delete control")
    XCTAssertTrue(cell.showsReorderControl, "the data source moves rows: a grip shows")
    // Drag Milk's grip down below Bread.
    let grip = rowRect(0)
    let start = CGPoint(x: grip.maxX - 20, y: grip.midY)
    let milk = table.cellForRow(at: IndexPath(row: 0, section: 0))!
    let eggs = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    let eggsTop = eggs.frame.minY
    pointer(.down, start.x, start.y)
    for step in 1...10 {
      frame()
      pointer(.moved, start.x, start.y + CGFloat(step) * 10)
    }
    table.setNeedsLayout()
    advance(seconds: 0.3)
    XCTAssertEqual(
      table.convert(milk.center, to: nil).y, start.y + 100, accuracy: 1,
      "the lifted row follows the finger, layout or not")
    XCTAssertEqual(eggs.frame.minY, eggsTop - 44, accuracy: 1, "Eggs made room, moving up")
    pointer(.up, start.x, start.y + 100)
    advance(seconds: 0.5)
    XCTAssertEqual(todos.todos, ["Eggs", "Bread", "Milk", "Tea", "Jam"])
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Milk")
    // The delete control opens the Delete button.
    let control = rowRect(1)
    pointer(.down, control.minX + 27, control.midY)
    frame()
    pointer(.up, control.minX + 27, control.midY)
    advance(seconds: 0.5)
    XCTAssertEqual(
      table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minX, -Self.deleteWidth)
    todos.setEditing(false, animated: false)
    XCTAssertEqual(todos.editButtonItem.title, "Edit")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.frame.minX, 0)
  }

  func testPullToRefresh() {
    let control = todos.refreshControl!
    XCTAssertFalse(control.isRefreshing)
    let top = rowRect(0)
    drag(CGPoint(x: 200, y: top.midY), CGPoint(x: 200, y: top.midY + 300), steps: 10, pause: 2)
    XCTAssertTrue(control.isRefreshing, "pulled far enough")
    XCTAssertEqual(todos.refreshes, 1)
    advance(seconds: 1)
    XCTAssertEqual(table.contentOffset.y, -60, "the gap stays open while refreshing")
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations, "the spinner turns")
    control.endRefreshing()
    advance(seconds: 0.5)
    XCTAssertEqual(table.contentOffset.y, 0)
    XCTAssertFalse(control.isRefreshing)
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "stopped: idle again")
    control.beginRefreshing()
    advance(seconds: 0.5)
    XCTAssertEqual(table.contentOffset.y, -60, "begun in code, it shows")
    XCTAssertEqual(todos.refreshes, 1, "and sends no action")
  }
}

/// A table fed by a diffable data source, as Apple's samples write one.
final class TableDiffablePortTests: PortTestCase {
  enum Section: Hashable { case main }

  final class DeletableDataSource: UITableViewDiffableDataSource<Section, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
      var snapshot = self.snapshot()
      snapshot.deleteItems([item])
      apply(snapshot)
    }
  }

  func testApplyAnimatesRowsAndASwipeDeletes() {
    let controller = UIViewController()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 480, height: 800), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    controller.view.addSubview(table)
    let dataSource = DeletableDataSource(tableView: table) { tableView, indexPath, name in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = name
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Oak", "Ash", "Elm"])
    dataSource.apply(snapshot, animatingDifferences: false)
    show(controller)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
    let ash = table.cellForRow(at: IndexPath(row: 1, section: 0))!
    snapshot.deleteItems(["Ash"])
    snapshot.insertItems(["Yew"], beforeItem: "Oak")
    var done = false
    dataSource.apply(snapshot) { done = true }
    advance(seconds: 0.15)
    XCTAssertEqual(ash.layer.presentation()!.opacity, 0.5, accuracy: 0.05, "Ash fades out")
    advance(seconds: 0.3)
    XCTAssertTrue(done)
    XCTAssertEqual(
      (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text },
      ["Yew", "Oak", "Elm"])
    XCTAssertEqual(dataSource.indexPath(for: "Elm"), IndexPath(row: 2, section: 0))
    // The subclass allows editing: a full swipe on Oak commits its deletion.
    let oak = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
    drag(CGPoint(x: 460, y: oak.midY), CGPoint(x: 60, y: oak.midY), steps: 8)
    advance(seconds: 0.8)
    XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Yew", "Elm"])
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
  }
}
