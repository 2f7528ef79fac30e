import MiniUIKit

/// The settings scene's list, as an iOS Settings screen is written: an inset-grouped
/// `UITableViewController` under a large title, with a switch, a segmented control, a
/// slider and a stepper in its rows, value rows that push a list of choices, favourites
/// that swipe to delete and reorder in editing mode, and storage that pull to refresh
/// measures again.
@MainActor
public final class SettingsViewController: UITableViewController {
  public enum Section: Int, CaseIterable, Sendable {
    case connections
    case display
    case favourites
    case storage
  }

  private(set) var wifi = "Home"
  private(set) var bluetooth = "On"
  private(set) var favourites = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra"]
  let airplaneMode = UISwitch()
  let appearance = UISegmentedControl(items: ["Light", "Dark", "Auto"])
  let brightness = UISlider()
  let textSize = UIStepper()
  let storage = UIProgressView(progressViewStyle: .default)
  /// How full the storage is, as last measured; each refresh measures it again.
  private var storageUsed: Float = 0.62
  private var measurements = 0

  public init() {
    super.init(style: .insetGrouped)
    title = "Settings"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.rightBarButtonItem = editButtonItem
    appearance.selectedSegmentIndex = 2
    appearance.addTarget(
      self, action: SettingsViewController.appearanceChanged, for: .valueChanged)
    brightness.value = 0.7
    textSize.minimumValue = 12
    textSize.maximumValue = 28
    textSize.value = 17
    textSize.addTarget(self, action: SettingsViewController.textSizeChanged, for: .valueChanged)
    storage.progress = storageUsed
    let refresh = UIRefreshControl()
    refresh.attributedTitle = NSAttributedString(string: "Measuring storage")
    refresh.addTarget(self, action: SettingsViewController.measureStorage, for: .valueChanged)
    refreshControl = refresh
  }

  /// Light, Dark or Auto (the desktop's): the scene's navigation controller takes it.
  func appearanceChanged(_ control: UISegmentedControl) {
    let styles: [UIUserInterfaceStyle] = [.light, .dark, .unspecified]
    let style =
      styles.indices.contains(control.selectedSegmentIndex)
      ? styles[control.selectedSegmentIndex] : .unspecified
    (navigationController ?? self).overrideUserInterfaceStyle = style
  }

  func textSizeChanged(_ stepper: UIStepper) {
    tableView.cellForRow(at: IndexPath(row: 2, section: Section.display.rawValue))?
      .detailTextLabel?.text = "\(Int(stepper.value)) pt"
  }

  /// Pull to refresh: the bar fills to the new measure over a second, then the control
  /// closes.
  func measureStorage() {
    measurements += 1
    storageUsed = [0.62, 0.48, 0.71, 0.55][measurements % 4]
    UIView.animate(
      withDuration: 1, animations: { self.storage.setProgress(self.storageUsed, animated: false) },
      completion: { _ in
        self.refreshControl?.endRefreshing()
        self.tableView.reloadRows(
          at: [IndexPath(row: 0, section: Section.storage.rawValue)], with: .none)
      })
  }

  // MARK: Rows

  public override func numberOfSections(in tableView: UITableView) -> Int {
    Section.allCases.count
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  {
    switch Section(rawValue: section) {
    case .connections: 3
    case .display: 3
    case .favourites: favourites.count
    case .storage: 1
    case nil: 0
    }
  }

  public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    switch Section(rawValue: section) {
    case .display: "Display"
    case .favourites: "Favourites"
    case .storage: "Storage"
    default: nil
    }
  }

  public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    switch Section(rawValue: section) {
    case .favourites: "Swipe a favourite to delete it; Edit reorders them."
    case .storage: "Pull down to measure again."
    default: nil
    }
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.selectionStyle = .none
    switch (Section(rawValue: indexPath.section), indexPath.row) {
    case (.connections, 0):
      cell.textLabel?.text = "Airplane Mode"
      cell.accessoryView = airplaneMode
    case (.connections, 1):
      cell.textLabel?.text = "Wi-Fi"
      cell.detailTextLabel?.text = wifi
      cell.accessoryType = .disclosureIndicator
      cell.selectionStyle = .default
    case (.connections, _):
      cell.textLabel?.text = "Bluetooth"
      cell.detailTextLabel?.text = bluetooth
      cell.accessoryType = .disclosureIndicator
      cell.selectionStyle = .default
    case (.display, 0):
      cell.textLabel?.text = "Appearance"
      appearance.frame.size = CGSize(width: 200, height: 32)
      appearance.accessibilityLabel = "Appearance"
      cell.accessoryView = appearance
    case (.display, 1):
      cell.textLabel?.text = "Brightness"
      brightness.frame.size = CGSize(width: 220, height: 31)
      brightness.accessibilityLabel = "Brightness"
      cell.accessoryView = brightness
    case (.display, _):
      cell.textLabel?.text = "Text Size"
      cell.detailTextLabel?.text = "\(Int(textSize.value)) pt"
      cell.accessoryView = textSize
      textSize.accessibilityLabel = "Text Size"
    case (.favourites, let row):
      cell.textLabel?.text = favourites[row]
    case (.storage, _):
      cell.textLabel?.text = "\(Int((storageUsed * 100).rounded())) % used"
      storage.frame.size = CGSize(width: 200, height: 4)
      cell.accessoryView = storage
    case (nil, _):
      break
    }
    return cell
  }

  // MARK: Choosing

  public override func tableView(
    _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
  ) -> IndexPath? {
    Self.choices(for: indexPath) == nil ? nil : indexPath
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let (name, options) = Self.choices(for: indexPath) else { return }
    let detail = SettingDetailViewController(
      title: name, options: options, chosen: indexPath.row == 1 ? wifi : bluetooth)
    detail.didChoose = { [weak self] choice in
      guard let self else { return }
      if indexPath.row == 1 { self.wifi = choice } else { self.bluetooth = choice }
      self.tableView.reloadRows(at: [indexPath], with: .none)
      self.tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }
    navigationController?.pushViewController(detail, animated: true)
  }

  /// The setting a row opens, and its choices.
  static func choices(for indexPath: IndexPath) -> (String, [String])? {
    guard indexPath.section == Section.connections.rawValue else { return nil }
    switch indexPath.row {
    case 1: return ("Wi-Fi", ["Home", "Office", "Café", "Off"])
    case 2: return ("Bluetooth", ["On", "Off"])
    default: return nil
    }
  }

  // MARK: Editing the favourites

  public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  {
    indexPath.section == Section.favourites.rawValue
  }

  public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  {
    indexPath.section == Section.favourites.rawValue
  }

  public override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    favourites.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  public override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath != destinationIndexPath else { return }
    let moved = favourites.remove(at: sourceIndexPath.row)
    favourites.insert(moved, at: destinationIndexPath.row)
  }
}
