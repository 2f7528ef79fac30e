@_spi(Host) import MiniUIKit
import XCTest

// Table view and control code as UIKit apps write it, pasted with only the import changed:
// cell and header subclasses that override UIKit's initializers, settable `isOn` and
// `isSelected`, primary actions and their sender, custom controls that track touches, and
// the table properties apps set.

final class BadgeCell: UITableViewCell {
  static let identifier = "badge"
  var selections: [Bool] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    detailTextLabel?.text = "badge"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isSelected: Bool {
    didSet { selections.append(isSelected) }
  }
}

final class CapsHeader: UITableViewHeaderFooterView {
  static let identifier = "caps"

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    textLabel?.text = "CAPS"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class BadgesViewController: UITableViewController {
  var headersShown: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.identifier)
    tableView.register(CapsHeader.self, forHeaderFooterViewReuseIdentifier: CapsHeader.identifier)
    tableView.sectionHeaderTopPadding = 0
    tableView.estimatedSectionHeaderHeight = 28
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: BadgeCell.identifier, for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: CapsHeader.identifier)
  }

  override func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    headersShown.append(section)
  }
}

/// A knob that follows a drag through UIControl's tracking methods.
final class KnobControl: UIControl {
  var value: CGFloat = 0
  var trace: [String] = []

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trace.append("begin")
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    value = touch.location(in: self).x / bounds.width
    sendActions(for: .valueChanged)
    return isTracking
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    trace.append("end")
  }
}

/// A slider with a thicker track, as the usual UIKit subclass draws it.
final class ThickSlider: UISlider {
  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: 10, y: bounds.midY - 5, width: bounds.width - 20, height: 10)
  }
}

final class PrimaryActionSegments: UISegmentedControl {
  override init(frame: CGRect) {
    super.init(frame: frame)
    insertSegment(withTitle: "One", at: 0, animated: false)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class TableControlSignaturePortTests: PortTestCase {
  func testCellAndHeaderSubclassesOverrideUIKitsInitializers() {
    let badges = BadgesViewController(style: .plain)
    show(UINavigationController(rootViewController: badges))
    let cell = badges.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    XCTAssertTrue(cell is BadgeCell, "made from the registered class")
    XCTAssertEqual(cell?.reuseIdentifier, BadgeCell.identifier)
    XCTAssertEqual(cell?.detailTextLabel?.text, "badge", "through the subclass's initializer")
    let header = badges.tableView.headerView(forSection: 0)
    XCTAssertTrue(header is CapsHeader)
    XCTAssertEqual(header?.textLabel?.text, "CAPS")
    XCTAssertEqual(header?.reuseIdentifier, CapsHeader.identifier)
    XCTAssertEqual(badges.headersShown.sorted(), [0, 1])

    let badge = cell as! BadgeCell
    badge.isSelected = true
    XCTAssertTrue(badge.isSelected)
    XCTAssertEqual(badge.selections, [true], "the subclass's override hears the change")
  }

  func testTablePropertiesAppsSet() {
    let badges = BadgesViewController(style: .plain)
    show(badges)
    let table = badges.tableView!
    let empty = UILabel()
    empty.text = "Nothing yet"
    table.backgroundView = empty
    table.layoutIfNeeded()
    XCTAssertTrue(table.subviews.first === empty, "behind the rows")
    table.contentOffset.y = 40
    table.layoutIfNeeded()
    XCTAssertEqual(empty.frame, table.bounds, "and it stays put as they scroll")
    table.contentOffset.y = 0

    let header = table.rectForHeader(inSection: 1)
    XCTAssertEqual(header.minY, table.rect(forSection: 1).minY, "no room above it")
    table.sectionHeaderTopPadding = 10
    table.layoutIfNeeded()
    let padded = table.rectForHeader(inSection: 1)
    XCTAssertEqual(padded.minY, table.rect(forSection: 1).minY + 10, "ten points above each")
    XCTAssertEqual(padded.height, header.height)
    XCTAssertEqual(
      table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, padded.maxY,
      "the rows below the header")

    table.setEditing(true, animated: false)
    table.allowsSelectionDuringEditing = false
    let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
    pointer(.down, row.midX, row.midY)
    pointer(.up, row.midX, row.midY)
    XCTAssertNil(table.indexPathForSelectedRow, "editing: a tap selects nothing")
    table.allowsSelectionDuringEditing = true
    pointer(.down, row.midX, row.midY)
    pointer(.up, row.midX, row.midY)
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
  }

  func testControlsAsAppsSetThem() {
    let toggle = UISwitch()
    toggle.isOn = true
    XCTAssertTrue(toggle.isOn)

    var senders: [String] = []
    let go = UIAction(title: "Go") { action in
      senders.append((action.sender as? UIButton)?.currentTitle ?? "none")
    }
    let button = UIButton(type: .system, primaryAction: go)
    XCTAssertEqual(button.currentTitle, "Go", "titled with the action's title")
    button.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(senders, ["Go"])
    let plain = UIButton(primaryAction: UIAction(title: "Plain") { _ in senders.append("plain") })
    plain.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(senders, ["Go", "plain"])
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in senders.append("c") })
    control.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(senders.last, "c")

    final class Counter {
      var count = 0
      func tapped() { count += 1 }
    }
    let counter = Counter()
    button.addTarget(counter, action: Counter.tapped, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.removeTarget(counter, action: nil, for: .allEvents)
    button.sendActions(for: .touchUpInside)
    XCTAssertEqual(counter.count, 1, "removed")
    button.sendActions(for: .primaryActionTriggered)
    XCTAssertEqual(senders.count, 4, "the action stays")

    let colors: [UIControl.State: UIColor] = [.normal: .systemBlue, .highlighted: .gray]
    XCTAssertEqual(colors[.highlighted], .gray)
    XCTAssertEqual(PrimaryActionSegments(frame: .zero).numberOfSegments, 1)
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.selectedSegmentIndex = 1
    segments.setTitleTextAttributes(
      [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemGray], for: .normal)
    segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    let titles = segments.subviews.compactMap { $0 as? UILabel }
    XCTAssertEqual(titles.map(\.textColor), [.systemGray, .white])
    XCTAssertEqual(titles.map { $0.font.pointSize }, [15, 15], "the normal font for both")
    XCTAssertEqual(
      segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .white)
    let progress = UIProgressView(progressViewStyle: .bar)
    XCTAssertEqual(progress.progressViewStyle, .bar)
  }

  func testASliderSubclassPlacesItsTrackAndAButtonItsTitle() {
    let slider = ThickSlider(frame: CGRect(x: 0, y: 0, width: 220, height: 31))
    slider.value = 0.5
    slider.layoutIfNeeded()
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
    XCTAssertEqual(thumb.midX, 110, "half way along the track")
    let parts = slider.subviews.map(\.frame)
    XCTAssertTrue(parts.contains(CGRect(x: 10, y: 10.5, width: 200, height: 10)), "\(parts)")

    let button = UIButton(type: .system)
    button.setTitle("Next", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
    button.contentHorizontalAlignment = .leading
    button.contentVerticalAlignment = .top
    button.layoutIfNeeded()
    XCTAssertEqual(button.titleLabel?.textAlignment, .left)
    XCTAssertEqual(button.titleLabel?.frame.minY, 0)
    XCTAssertLessThan(button.titleLabel?.frame.height ?? 80, 40, "the title's own height")
  }

  func testACustomControlTracksADrag() {
    let controller = UIViewController()
    let knob = KnobControl(frame: CGRect(x: 40, y: 100, width: 400, height: 60))
    var changes = 0
    knob.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    controller.view.addSubview(knob)
    show(controller)
    drag(CGPoint(x: 60, y: 130), CGPoint(x: 340, y: 130))
    XCTAssertEqual(knob.trace, ["begin", "end"])
    XCTAssertEqual(knob.value, 300 / 400, accuracy: 0.001)
    XCTAssertEqual(changes, 6)
    XCTAssertFalse(knob.isTracking)
  }
}
