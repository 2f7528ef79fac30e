import MiniUIKit

/// The conversation's messages that hold what is searched for, newest first: the search
/// controller's results.
@MainActor
final class SearchResultsViewController: UITableViewController, UISearchResultsUpdating {
  private let messages: () -> [Message]
  private(set) var found: [Message] = []

  init(messages: @escaping () -> [Message]) {
    self.messages = messages
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    found =
      text.isEmpty
      ? [] : messages().reversed().filter { $0.text.localizedCaseInsensitiveContains(text) }
    if isViewLoaded { tableView.reloadData() }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    found.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    let message = found[indexPath.row]
    content.text = message.text
    content.secondaryText = message.isSent ? "You" : "Maya"
    content.image = UIImage(systemName: message.isSent ? "paperplane" : "person.circle")
    cell.contentConfiguration = content
    return cell
  }
}
