import MiniUIKit

/// One setting's choices, as iOS Settings shows them: an inset-grouped list with a
/// checkmark on the chosen one, under an inline title.
@MainActor
final class SettingDetailViewController: UITableViewController {
  private let options: [String]
  private(set) var chosen: String
  /// Told of a new choice.
  var didChoose: ((String) -> Void)?

  init(title: String, options: [String], chosen: String) {
    self.options = options
    self.chosen = chosen
    super.init(style: .insetGrouped)
    self.title = title
    navigationItem.largeTitleDisplayMode = .never
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    options.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "option")
      ?? UITableViewCell(style: .default, reuseIdentifier: "option")
    let option = options[indexPath.row]
    cell.textLabel?.text = option
    cell.accessoryType = option == chosen ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let previous = options.firstIndex(of: chosen).map { IndexPath(row: $0, section: 0) }
    chosen = options[indexPath.row]
    didChoose?(chosen)
    tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
    if let previous, previous != indexPath {
      tableView.cellForRow(at: previous)?.accessoryType = .none
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
