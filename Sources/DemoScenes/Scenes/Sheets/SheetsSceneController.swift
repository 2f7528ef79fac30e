import MiniUIKit

/// "Sheets": the presentations of an iOS app today, on a navigation controller. A list
/// presents a page sheet (the scene stepping back behind it, a second sheet stacking on
/// it), a sheet with detents holding a scrolling list, a sheet that refuses to be swiped
/// away while it has unsaved changes, an alert and an action sheet.
@MainActor
public final class SheetsSceneController: UINavigationController, DemoScene {
  private let autoplayScript = AutoplayScript()

  public init() {
    super.init(rootViewController: SheetsListViewController())
  }

  required init?(coder: NSCoder) { nil }

  var list: SheetsListViewController? { viewControllers.first as? SheetsListViewController }

  /// Opens the monkeys at their medium detent, grows them to large, stacks a page sheet on
  /// them, and takes both down.
  public func autoplay() {
    guard let list else { return }
    view.layoutIfNeeded()
    list.showMonkeys()
    autoplayScript.play([
      (
        1.0,
        { [weak self] in
          guard let sheet = self?.presentedViewController?.sheetPresentationController else {
            return
          }
          sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        }
      ),
      (
        2.0,
        { [weak self] in
          self?.presentedViewController?.present(NoteViewController(level: 2), animated: true)
        }
      ),
      (3.2, { [weak self] in self?.dismiss(animated: true) }),
    ])
  }
}

/// The list of what the scene shows.
@MainActor
final class SheetsListViewController: UITableViewController {
  private enum Row: Int, CaseIterable {
    case pageSheet, monkeys, unsaved, alert, actionSheet

    var title: String {
      switch self {
      case .pageSheet: return "Page sheet"
      case .monkeys: return "Monkeys, in detents"
      case .unsaved: return "Unsaved changes"
      case .alert: return "Alert"
      case .actionSheet: return "Action sheet"
      }
    }

    var detail: String {
      switch self {
      case .pageSheet: return "Swipe down to close; stack a second"
      case .monkeys: return "Medium and large, with a grabber"
      case .unsaved: return "Refuses the swipe, asks first"
      case .alert: return "Enter chooses, Esc cancels"
      case .actionSheet: return "Rises from the bottom"
      }
    }

    var symbol: String {
      switch self {
      case .pageSheet: return "square"
      case .monkeys: return "list.bullet"
      case .unsaved: return "pencil"
      case .alert: return "bell"
      case .actionSheet: return "square.and.arrow.up"
      }
    }
  }

  init() {
    super.init(style: .insetGrouped)
    title = "Sheets"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Row.allCases.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    guard let row = Row(rawValue: indexPath.row) else { return cell }
    var content = UIListContentConfiguration.subtitleCell()
    content.text = row.title
    content.secondaryText = row.detail
    content.image = UIImage(systemName: row.symbol)
    content.imageProperties.reservedLayoutSize = CGSize(width: 28, height: 0)
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    switch Row(rawValue: indexPath.row) {
    case .pageSheet: present(NoteViewController(level: 1), animated: true)
    case .monkeys: showMonkeys()
    case .unsaved: showUnsaved()
    case .alert: showAlert()
    case .actionSheet: showActionSheet()
    case nil: break
    }
  }

  /// The monkeys at their medium detent, the list behind undimmed until they grow.
  func showMonkeys() {
    let monkeys = UINavigationController(rootViewController: MonkeyListViewController())
    if let sheet = monkeys.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    present(monkeys, animated: true)
  }

  private func showUnsaved() {
    let compose = UINavigationController(rootViewController: UnsavedNoteViewController())
    compose.isModalInPresentation = true
    present(compose, animated: true)
  }

  private func showAlert() {
    let alert = UIAlertController(
      title: "Feed the monkeys?", message: "They have had three bananas today.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
    let feed = UIAlertAction(title: "Feed", style: .default)
    alert.addAction(feed)
    alert.preferredAction = feed
    present(alert, animated: true)
  }

  private func showActionSheet() {
    let sheet = UIAlertController(
      title: "Share this monkey", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy Photo", style: .default))
    sheet.addAction(UIAlertAction(title: "Save to Files", style: .default))
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(sheet, animated: true)
  }
}
