@_spi(Host) import MiniUIKit
import XCTest

// A searchable list as apps write one, pasted with only the import changed: a table view
// controller that filters its rows as the search text changes, with a search controller whose
// bar is the table's header, its delegate hearing it come and go.

final class FruitListViewController: UITableViewController, UISearchResultsUpdating,
  UISearchControllerDelegate, UISearchBarDelegate
{
  let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Mango"]
  private(set) var filtered: [String] = []
  private(set) var events: [String] = []
  let searchController = UISearchController(searchResultsController: nil)

  var isFiltering: Bool {
    searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchController.searchResultsUpdater = self
    searchController.delegate = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Fruits"
    searchController.searchBar.delegate = self
    searchController.searchBar.sizeToFit()
    tableView.tableHeaderView = searchController.searchBar
    definesPresentationContext = true
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    filtered = fruits.filter { $0.lowercased().contains(text.lowercased()) }
    tableView.reloadData()
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    events.append("willPresent")
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    events.append("didDismiss")
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    isFiltering ? filtered.count : fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : fruits[indexPath.row]
    return cell
  }
}

@MainActor
final class SearchControllerPortTests: PortTestCase {
  func testTheSearchFiltersAndCancelBringsTheListBack() async {
    let list = FruitListViewController(style: .plain)
    show(list)
    XCTAssertEqual(list.searchController.searchBar.frame.height, 56, "a bar's own height")
    XCTAssertTrue(list.searchController.searchBar.isDescendant(of: list.tableView))

    list.searchController.isActive = true
    XCTAssertTrue(list.searchController.isActive)
    advance(seconds: 0.5)
    XCTAssertEqual(list.searchController.searchBar.superview, list.searchController.view)
    XCTAssertEqual(list.searchController.searchBar.frame.minY, 0, "risen to the top")
    XCTAssertEqual(list.events, ["willPresent"])
    list.searchController.searchBar.searchTextField.becomeFirstResponder()
    list.searchController.searchBar.searchTextField.insertText("ap")
    XCTAssertEqual(list.filtered, ["Apple", "Apricot", "Grape"])
    XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)

    UIApplication.shared.sendKey(UIKey(.escape))  // Esc is Cancel
    XCTAssertFalse(list.searchController.isActive)
    advance(seconds: 0.5)
    XCTAssertTrue(list.searchController.searchBar.superview === list.tableView, "back home")
    XCTAssertEqual(list.searchController.searchBar.text, "")
    XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 7)
    XCTAssertEqual(list.events, ["willPresent", "cancel", "didDismiss"])
  }

  func testEndingASearchWhileItComesInEndsItOnceItIsIn() async {
    let list = FruitListViewController(style: .plain)
    show(list)
    list.searchController.isActive = true
    list.searchController.isActive = false  // while the bar is still rising
    advance(seconds: 1)
    XCTAssertFalse(list.searchController.isActive)
    XCTAssertEqual(list.events, ["willPresent", "didDismiss"])
    XCTAssertTrue(list.searchController.searchBar.superview === list.tableView, "back home")
  }
}
