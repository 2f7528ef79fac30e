import MiniUIKit

/// A conversation, as Messages shows one: bubbles in a table view, and a field to type in
/// above the bottom edge. Sending (Return, or the paper plane) lifts the text out of the
/// field as a bubble that flies into its place at the end of the list, while the list
/// slides up to make room for it.
@MainActor
final class ConversationViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate, UITextFieldDelegate
{
  private(set) var messages = [
    Message(text: "Landed!", isSent: true),
    Message(text: "Welcome home", isSent: false),
    Message(text: "Did you see the photos from the lake?", isSent: true),
    Message(text: "So beautiful. Is that the boat you rented?", isSent: false),
    Message(text: "Yes, for the whole week. Rowed every morning", isSent: true),
    Message(text: "Jealous! 😍", isSent: false),
    Message(text: "Next time you come with us", isSent: true),
    Message(text: "Deal", isSent: false),
    Message(text: "Hey! Back in town?", isSent: false),
    Message(text: "Since Sunday. The trip was wonderful", isSent: true),
    Message(text: "You have to tell me everything", isSent: false),
    Message(text: "Dinner this week?", isSent: true),
    Message(text: "Are we still on for dinner tonight?", isSent: false),
    Message(text: "Yes! Where shall we meet?", isSent: true),
    Message(text: "The little place on Rue Oberkampf, the one with the blue door.", isSent: false),
    Message(text: "Perfect. I'll book a table for two.", isSent: true),
    Message(text: "يا سلام! أحب هذا المكان", isSent: false),
    Message(text: "Great, see you there 🎉", isSent: false),
  ]
  let tableView = UITableView(frame: .zero, style: .plain)
  let composeBar = UIView()
  let field = UITextField()
  let sendButton = UIButton(type: .system)
  /// The bubble flying from the field into the list, while it flies.
  private(set) var flyingBubble: UIView?
  /// The row the flying bubble lands in: its own bubble hides until it has.
  private var landingRow: IndexPath?
  private var hasScrolledToEnd = false

  /// How long a sent bubble flies.
  static let flightDuration: TimeInterval = 0.5

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Maya"
  }

  required init?(coder: NSCoder) { nil }

  /// Searches the conversation, from the magnifying glass in the bar.
  private(set) lazy var searchController: UISearchController = {
    let results = SearchResultsViewController { [weak self] in self?.messages ?? [] }
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = results
    search.searchBar.placeholder = "Search Messages"
    return search
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let searchItem = UIBarButtonItem(
      image: UIImage(systemName: "magnifyingglass"),
      primaryAction: UIAction { [weak self] _ in self?.searchController.isActive = true })
    searchItem.accessibilityLabel = "Search"
    navigationItem.leftBarButtonItem = searchItem
    tableView.register(BubbleCell.self, forCellReuseIdentifier: BubbleCell.identifier)
    tableView.separatorStyle = .none
    tableView.dataSource = self
    tableView.delegate = self
    tableView.allowsSelection = false
    view.addSubview(tableView)

    composeBar.backgroundColor = .secondarySystemBackground
    view.addSubview(composeBar)
    field.placeholder = "iMessage"
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.delegate = self
    field.returnKeyType = .send
    field.backgroundColor = .systemBackground
    field.layer.cornerRadius = 18
    field.layer.borderWidth = 1
    field.layer.borderColor = UIColor.systemGray4.cgColor
    sendButton.setImage(UIImage(systemName: "paperplane"), for: .normal)
    sendButton.accessibilityLabel = "Send"
    sendButton.frame = CGRect(x: 0, y: 0, width: 40, height: 36)
    sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
    // A text field's left and right views stay put in a right-to-left layout, as UIKit's:
    // the send button goes at the trailing end by hand.
    let margin = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 36))
    let isRightToLeft = layoutDirection == .rightToLeft
    field.leftView = isRightToLeft ? sendButton : margin
    field.rightView = isRightToLeft ? margin : sendButton
    field.leftViewMode = .always
    field.rightViewMode = .always
    field.addAction(
      UIAction { [weak self] _ in self?.updateSendButton() }, for: .editingChanged)
    composeBar.addSubview(field)
    updateSendButton()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let bottom = bounds.maxY - view.safeAreaInsets.bottom
    // The field is 36 points high, or as high as larger text needs, with 10 above and below.
    let fieldHeight = max(36, field.intrinsicContentSize.height)
    composeBar.frame = CGRect(
      x: 0, y: bottom - fieldHeight - 20, width: bounds.width,
      height: bounds.maxY - bottom + fieldHeight + 20)
    field.frame = CGRect(x: 12, y: 10, width: bounds.width - 24, height: fieldHeight)
    tableView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: composeBar.frame.minY)
    if !hasScrolledToEnd, tableView.bounds.height > 0 {
      hasScrolledToEnd = true
      tableView.layoutIfNeeded()
      tableView.contentOffset.y = endOffset
    }
  }

  /// Which way the conversation reads: the app's language's, unless the view says.
  private var layoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute)
  }

  /// The bubbles' font: body text, at the user's text size.
  private var bodyFont: UIFont {
    .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
  }

  /// A new text size: the bubbles are sized again (the field's font follows by itself).
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard
      previousTraitCollection?.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
    else { return }
    tableView.reloadData()
    view.setNeedsLayout()
  }

  /// The content offset that shows the end of the conversation.
  private var endOffset: CGFloat {
    let insets = tableView.adjustedContentInset
    return max(
      tableView.contentSize.height + insets.bottom - tableView.bounds.height, -insets.top)
  }

  private func updateSendButton() {
    sendButton.isEnabled = field.hasText
  }

  // MARK: Sending

  /// Sends what the field holds: a new row at the end, and its bubble flying there from
  /// the field. A send while one flies lands the first at once.
  func send() {
    guard let text = field.text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      return
    }
    landFlyingBubble()
    let start = field.convert(field.textRect(forBounds: field.bounds), to: view)
    field.text = ""
    updateSendButton()
    let row = IndexPath(row: messages.count, section: 0)
    messages.append(Message(text: text, isSent: true))
    tableView.insertRows(at: [row], with: .none)
    tableView.layoutIfNeeded()
    let end = endOffset
    let rowFrame = tableView.rectForRow(at: row)
    let landing = tableView.convert(
      BubbleCell.bubbleFrame(
        for: text, font: bodyFont, isSent: true, in: rowFrame, direction: layoutDirection),
      to: view
    ).offsetBy(dx: 0, dy: tableView.contentOffset.y - end)

    // The bubble sets off where the text stood in the field (at its leading edge), at its
    // own size.
    let bubble = makeBubble(text: text, font: bodyFont, size: landing.size)
    bubble.frame.origin = CGPoint(
      x: layoutDirection == .rightToLeft
        ? start.maxX + BubbleCell.padding.right - landing.width
        : start.minX - BubbleCell.padding.left,
      y: start.midY - landing.height / 2)
    view.addSubview(bubble)
    flyingBubble = bubble
    landingRow = row
    (tableView.cellForRow(at: row) as? BubbleCell)?.bubble.alpha = 0
    // The list slides up on its own animation, whole pixels a frame, which moves the last
    // frame's rows rather than painting them again.
    tableView.setContentOffset(CGPoint(x: tableView.contentOffset.x, y: end), animated: true)
    UIView.animate(
      withDuration: Self.flightDuration, delay: 0, usingSpringWithDamping: 0.86,
      initialSpringVelocity: 0, options: [.beginFromCurrentState],
      animations: { bubble.frame = landing },
      completion: { [weak self] _ in
        guard self?.flyingBubble === bubble else { return }
        self?.landFlyingBubble()
      })
  }

  private func makeBubble(text: String, font: UIFont, size: CGSize) -> UIView {
    let bubble = UIView(frame: CGRect(origin: .zero, size: size))
    bubble.backgroundColor = .systemBlue
    bubble.layer.cornerRadius = 17
    let label = UILabel(frame: bubble.bounds.inset(by: BubbleCell.padding))
    label.numberOfLines = 0
    label.font = font
    label.textColor = .white
    label.text = text
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    bubble.addSubview(label)
    return bubble
  }

  /// Ends a flight: the row's own bubble shows in place of the flying one.
  private func landFlyingBubble() {
    guard let bubble = flyingBubble else { return }
    flyingBubble = nil
    landingRow = nil
    bubble.removeFromSuperview()
    for case let cell as BubbleCell in tableView.visibleCells { cell.bubble.alpha = 1 }
  }

  // MARK: UITextFieldDelegate

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    send()
    return false
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: BubbleCell.identifier, for: indexPath)
    if let bubbleCell = cell as? BubbleCell {
      bubbleCell.show(messages[indexPath.row], font: bodyFont)
      bubbleCell.bubble.alpha = indexPath == landingRow ? 0 : 1
    }
    return cell
  }

  // MARK: UITableViewDelegate

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    BubbleCell.rowHeight(
      for: messages[indexPath.row].text, font: bodyFont, rowWidth: tableView.bounds.width)
  }
}
