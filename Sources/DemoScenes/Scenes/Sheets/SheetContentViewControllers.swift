import MiniUIKit

/// A page sheet: a note with a button that stacks another sheet on it.
@MainActor
final class NoteViewController: UIViewController {
  private let level: Int
  private let titleLabel = UILabel()
  private let bodyLabel = UILabel()
  private let stackButton = UIButton(type: .system)

  /// `level` 1 is the first sheet, 2 the one stacked on it.
  init(level: Int) {
    self.level = level
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = level == 1 ? .systemBackground : .secondarySystemBackground
    titleLabel.text = level == 1 ? "A page sheet" : "A second sheet"
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
    bodyLabel.text =
      level == 1
      ? "The list stepped back behind me. Drag me down, or press Esc, to close."
      : "Stacked on the first, which stepped back in its turn."
    bodyLabel.numberOfLines = 0
    bodyLabel.textColor = .secondaryLabel
    stackButton.setTitle("Stack Another Sheet", for: .normal)
    stackButton.isHidden = level > 1
    stackButton.addAction(
      UIAction { [weak self] _ in self?.present(NoteViewController(level: 2), animated: true) },
      for: .primaryActionTriggered)
    for part in [titleLabel, bodyLabel, stackButton] { view.addSubview(part) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 40
    titleLabel.frame = CGRect(x: 20, y: 32, width: width, height: 36)
    let body = bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    bodyLabel.frame = CGRect(x: 20, y: 80, width: width, height: body.height)
    stackButton.frame = CGRect(x: 20, y: bodyLabel.frame.maxY + 20, width: width, height: 44)
  }
}

/// The monkeys, a row each, in a sheet with detents: the list scrolls, and hands the drag to
/// the sheet at its top.
@MainActor
final class MonkeyListViewController: UITableViewController {
  init() {
    super.init(style: .plain)
    title = "Monkeys"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Monkey")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Monkeys.count * 3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Monkey", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = AlbumCell.titles[indexPath.row % AlbumCell.titles.count]
    content.secondaryText = "Monkey \(indexPath.row + 1)"
    content.image = Monkeys.image(indexPath.row)
    content.imageProperties.maximumSize = CGSize(width: 44, height: 44)
    content.imageProperties.cornerRadius = 8
    cell.contentConfiguration = content
    return cell
  }
}

/// A note with unsaved changes, as iOS's Mail writes a draft: the sheet refuses a swipe
/// down (`isModalInPresentation`) and asks, in an action sheet, whether to discard it.
@MainActor
final class UnsavedNoteViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private let bodyLabel = UILabel()

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "New Note"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bodyLabel.text =
      "Bananas, more bananas, and a hat for Tuesday.\n\n(Unsaved: try to swipe me away.)"
    bodyLabel.numberOfLines = 0
    view.addSubview(bodyLabel)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in self?.confirmDiscard() })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    navigationController?.presentationController?.delegate = self
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let width = safe.width - 40
    let size = bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    bodyLabel.frame = CGRect(
      x: safe.minX + 20, y: safe.minY + 20, width: width, height: size.height)
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    confirmDiscard()
  }

  private func confirmDiscard() {
    let ask = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    ask.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
        self?.dismiss(animated: true)
      })
    ask.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(ask, animated: true)
  }
}
