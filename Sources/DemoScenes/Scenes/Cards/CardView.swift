import MiniUIKit

/// One story of the App Store's Today tab, as a card or open full screen, laid out with Auto
/// Layout throughout: the picture on its colour across the top, the category, the title and
/// the subtitle below it, and the story's text under them when open, where it all scrolls
/// under the close button.
@MainActor
final class CardView: UIView {
  struct Story {
    let category: String
    let title: String
    let subtitle: String
    let monkey: Int
    let colour: UInt32
    let body: String
  }

  /// The card's corner radius; an open story has square corners.
  static let cornerRadius: CGFloat = 16

  let story: Story
  let picture = UIView()
  let monkey = UIImageView()
  let categoryLabel = UILabel()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let bodyLabel = UILabel()
  /// The story's close button (an open story's only).
  let closeButton = UIButton(type: .system)
  /// Holds everything the card shows, clipped to its rounded corners, and scrolls it in an
  /// open story; the card itself casts the shadow (which a clipping layer would cut away, as
  /// in Core Animation).
  let content = UIScrollView(frame: .zero)
  private var pictureHeight: NSLayoutConstraint!
  private var monkeySide: NSLayoutConstraint!

  /// A card whose height follows its content (`hugsContent`, in the column), or one that
  /// its superview sizes (the story opening over the column).
  init(story: Story, hugsContent: Bool) {
    self.story = story
    super.init(frame: .zero)
    backgroundColor = .secondarySystemGroupedBackground
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.14
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 4)
    content.frame = bounds
    content.isScrollEnabled = !hugsContent
    content.alwaysBounceVertical = !hugsContent
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
    picture.backgroundColor = UIColor(rgb: story.colour)
    setCornerRadius(Self.cornerRadius)
    styleContent()
    let views: [UIView] = [
      picture, monkey, categoryLabel, titleLabel, subtitleLabel, bodyLabel, closeButton,
    ]
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(view)
    }
    // The story scrolls as one column as wide as the card; the close button stays put.
    let column = content.contentLayoutGuide
    let frame = content.frameLayoutGuide
    pictureHeight = picture.heightAnchor.constraint(equalToConstant: 240)
    monkeySide = monkey.widthAnchor.constraint(equalToConstant: 150)
    NSLayoutConstraint.activate([
      column.widthAnchor.constraint(equalTo: frame.widthAnchor),
      picture.topAnchor.constraint(equalTo: column.topAnchor),
      picture.leadingAnchor.constraint(equalTo: column.leadingAnchor),
      picture.trailingAnchor.constraint(equalTo: column.trailingAnchor),
      pictureHeight,
      monkey.centerXAnchor.constraint(equalTo: picture.centerXAnchor),
      monkey.centerYAnchor.constraint(equalTo: picture.centerYAnchor),
      monkeySide,
      monkey.heightAnchor.constraint(equalTo: monkey.widthAnchor),
      categoryLabel.topAnchor.constraint(equalTo: picture.bottomAnchor, constant: 16),
      categoryLabel.leadingAnchor.constraint(equalTo: column.leadingAnchor, constant: 20),
      categoryLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: column.trailingAnchor, constant: -20),
      titleLabel.topAnchor.constraint(equalTo: categoryLabel.bottomAnchor, constant: 4),
      titleLabel.leadingAnchor.constraint(equalTo: categoryLabel.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -20),
      subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      bodyLabel.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 20),
      bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      column.bottomAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 24),
      closeButton.topAnchor.constraint(equalTo: frame.topAnchor, constant: 16),
      closeButton.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -16),
      closeButton.widthAnchor.constraint(equalToConstant: 30),
      closeButton.heightAnchor.constraint(equalToConstant: 30),
    ])
    if hugsContent {
      bottomAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 20).isActive = true
      // In the column a card is one button that opens its story.
      isAccessibilityElement = true
      accessibilityLabel = [story.category, story.title, story.subtitle].joined(separator: ", ")
      accessibilityTraits = .button
    }
    closeButton.accessibilityLabel = "Close"
  }

  required init?(coder: NSCoder) { nil }

  /// A card in the column takes the keyboard focus: Enter opens its story, as a tap does.
  override var canBecomeFocused: Bool { isAccessibilityElement }

  /// The picture's monkey, the story's texts in their fonts, and the close button.
  private func styleContent() {
    monkey.image = Monkeys.image(story.monkey)
    monkey.contentMode = .scaleAspectFit
    categoryLabel.text = story.category.uppercased()
    categoryLabel.font = .systemFont(ofSize: 13, weight: .semibold)
    categoryLabel.textColor = .secondaryLabel
    titleLabel.text = story.title
    titleLabel.font = .systemFont(ofSize: 26, weight: .bold)
    titleLabel.numberOfLines = 0
    subtitleLabel.text = story.subtitle
    subtitleLabel.font = .systemFont(ofSize: 15)
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0
    bodyLabel.text = story.body
    bodyLabel.font = .systemFont(ofSize: 17)
    bodyLabel.numberOfLines = 0
    bodyLabel.alpha = 0
    closeButton.setTitle("×", for: .normal)
    closeButton.titleLabel?.font = .systemFont(ofSize: 22, weight: .medium)
    closeButton.setTitleColor(.white, for: .normal)
    closeButton.backgroundColor = UIColor(white: 0, alpha: 0.35)
    closeButton.layer.cornerRadius = 15
    closeButton.alpha = 0
  }

  /// Rounds the card and its content, which clips the picture to the same corners.
  func setCornerRadius(_ radius: CGFloat) {
    layer.cornerRadius = radius
    content.layer.cornerRadius = radius
  }

  /// Open (full screen, square corners, a larger picture and the story's text) or a card,
  /// scrolled back to its top; inside an animation block the change animates once the caller
  /// lays out.
  func setOpen(_ open: Bool) {
    // 340 points, less in a short window, so that the story's text starts on screen.
    let windowHeight = superview?.bounds.height ?? 800
    let openHeight = min(340, (windowHeight * 0.45).rounded())
    pictureHeight.constant = open ? openHeight : 240
    monkeySide.constant = open ? min(220, openHeight - 40) : 150
    // Scrolled back to the top, stopping a glide under way.
    if !open { content.setContentOffset(.zero, animated: false) }
    setCornerRadius(open ? 0 : Self.cornerRadius)
    bodyLabel.alpha = open ? 1 : 0
    closeButton.alpha = open ? 1 : 0
  }
}
