import MiniUIKit

/// The App Store's Today cards, with Auto Layout throughout: a scrolling column of three
/// stories; a click opens one full screen with a spring (its frame grows to the window, its
/// corners square, its text reflows and the story's text appears) that scrolls; from its top,
/// a drag down shrinks the open story under the finger, and let go far or fast enough it
/// closes back into its card.
@MainActor
public final class CardsViewController: UIViewController, DemoScene {
  static let stories: [CardView.Story] = [
    CardView.Story(
      category: "Meet the developer", title: "The monkey who draws transitions",
      subtitle: "How a sketchbook became a toolkit", monkey: 0, colour: 0xFFD7A8,
      body: "Every morning starts with a pencil. Frames are drawn by hand first, then timed "
        + "with a spring until the motion feels like it belongs to the thing that moves. "
        + "Nothing jumps: a view that is grabbed mid-flight follows the finger from where it "
        + "is, and lets go at the speed it was thrown."),
    CardView.Story(
      category: "Today's pick", title: "Springs, explained", subtitle: "Damping, bounce and why",
      monkey: 3, colour: 0xBFE3FF,
      body: "A spring is a mass, a stiffness and a damping. Lower the damping and it "
        + "overshoots; raise it and it settles without a wobble. iOS 17 names them by a "
        + "duration and a bounce, and maps those back to the physics."),
    CardView.Story(
      category: "Game of the day", title: "Banana Run", subtitle: "Swing through the canopy",
      monkey: 6, colour: 0xD9F2C7,
      body: "Swing from vine to vine, catch every banana, and never look down. Three worlds, "
        + "forty levels, and a monkey who will not give up."),
  ]

  let scrollView = UIScrollView(frame: .zero)
  let column = UIStackView()
  private(set) var cards: [CardView] = []
  /// The story open over the column, with the card it came from and the constraints that
  /// place it.
  private var open: (card: CardView, story: CardView, placement: [NSLayoutConstraint])?
  /// How far a drag down has shrunk the open story (0…1).
  private var dragProgress: CGFloat = 0

  /// The smallest scale a drag down shrinks the story to.
  static let smallestScale: CGFloat = 0.86
  /// The drag, in points, that shrinks the story all the way.
  static let dragLength: CGFloat = 300

  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "App Store cards"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    column.axis = .vertical
    column.spacing = 24
    column.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(column)
    let header = UILabel()
    header.text = "Today"
    header.font = .systemFont(ofSize: 34, weight: .bold)
    column.addArrangedSubview(header)
    column.setCustomSpacing(12, after: header)
    for story in Self.stories {
      let card = CardView(story: story, hugsContent: true)
      card.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: CardsViewController.tapped))
      column.addArrangedSubview(card)
      cards.append(card)
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      // The column is the content: its size is the scroll view's content size.
      column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      column.leadingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      column.trailingAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      column.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
      column.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
  }

  public func autoplay() { openStory(of: cards[0]) }

  private func tapped(_ recognizer: UITapGestureRecognizer) {
    guard open == nil, let card = recognizer.view as? CardView else { return }
    openStory(of: card)
  }

  // MARK: Open and close

  /// The card's place in the controller's view, now (the column may have scrolled).
  private func place(of card: CardView) -> CGRect { card.convert(card.bounds, to: view) }

  /// Lays a story over `card`'s place and opens it full screen with a spring.
  func openStory(of card: CardView) {
    guard open == nil else { return }
    // The card's place as laid out now (`--autoplay` comes before the first frame).
    view.layoutIfNeeded()
    let story = CardView(story: card.story, hugsContent: false)
    story.translatesAutoresizingMaskIntoConstraints = false
    story.closeButton.addTarget(self, action: CardsViewController.closeTapped, for: .touchUpInside)
    let drag = UIPanGestureRecognizer(target: self, action: CardsViewController.dragged)
    drag.delegate = self
    story.addGestureRecognizer(drag)
    // A drag down from the story's top closes it; any other drag scrolls the story.
    story.content.panGestureRecognizer.require(toFail: drag)
    // The story's end scrolls clear of what the safe area leaves out (the corner button).
    story.content.contentInset.bottom = view.safeAreaInsets.bottom
    view.addSubview(story)
    let atCard = constraints(placing: story, at: place(of: card))
    NSLayoutConstraint.activate(atCard)
    view.layoutIfNeeded()
    card.alpha = 0
    NSLayoutConstraint.deactivate(atCard)
    let fullScreen = [
      story.topAnchor.constraint(equalTo: view.topAnchor),
      story.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      story.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      story.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    NSLayoutConstraint.activate(fullScreen)
    open = (card, story, fullScreen)
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [.allowUserInteraction],
      animations: {
        story.setOpen(true)
        self.view.layoutIfNeeded()
      })
  }

  /// Closes the open story back into its card's place, as it is now.
  func closeStory(velocity: CGFloat = 0) {
    guard let (card, story, placement) = open else { return }
    NSLayoutConstraint.deactivate(placement)
    let atCard = constraints(placing: story, at: place(of: card))
    NSLayoutConstraint.activate(atCard)
    open = (card, story, atCard)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85,
      initialSpringVelocity: velocity, options: [],
      animations: {
        story.setOpen(false)
        story.transform = .identity
        self.view.layoutIfNeeded()
      },
      completion: { _ in
        story.removeFromSuperview()
        card.alpha = 1
        if self.open?.story === story { self.open = nil }
      })
    dragProgress = 0
  }

  private func closeTapped(_ sender: UIButton) { closeStory() }

  private func constraints(placing story: CardView, at rect: CGRect) -> [NSLayoutConstraint] {
    [
      story.topAnchor.constraint(equalTo: view.topAnchor, constant: rect.minY),
      story.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: rect.minX),
      story.widthAnchor.constraint(equalToConstant: rect.width),
      story.heightAnchor.constraint(equalToConstant: rect.height),
    ]
  }

  // MARK: The drag down

  /// Shrinks the open story as the finger goes down; on release, closes it past a third of
  /// the way or on a downward fling, else springs it back open.
  private func dragged(_ pan: UIPanGestureRecognizer) {
    guard let story = open?.story else { return }
    let down = max(pan.translation(in: view).y, 0)
    switch pan.state {
    case .began, .changed:
      setDragProgress(min(down / Self.dragLength, 1), of: story)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: view).y
      if pan.state == .ended, dragProgress > 1.0 / 3 || velocity > 800 {
        closeStory(velocity: max(velocity, 0) / Self.dragLength)
      } else {
        UIView.animate(
          withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
          options: [.allowUserInteraction, .beginFromCurrentState],
          animations: { self.setDragProgress(0, of: story) })
      }
    default:
      break
    }
  }

  /// The story at `progress` of the drag: scaled down towards 86 %, its corners rounding.
  func setDragProgress(_ progress: CGFloat, of story: CardView) {
    dragProgress = progress
    let scale = 1 - (1 - Self.smallestScale) * progress
    story.transform = CGAffineTransform(scaleX: scale, y: scale)
    story.setCornerRadius(CardView.cornerRadius * progress)
  }

  /// Whether a story is open (or opening).
  public var isStoryOpen: Bool { open != nil }

  public override func keyPressed(_ key: UIKey) -> Bool {
    if key.isBack, open != nil {
      closeStory()
      return true
    }
    return super.keyPressed(key)
  }
}

extension CardsViewController: UIGestureRecognizerDelegate {
  /// The drag that closes the open story begins only downwards from the story's top.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let story = open?.story else {
      return true
    }
    let moved = pan.translation(in: view)
    return moved.y > abs(moved.x) && story.content.contentOffset.y <= 0
  }
}
