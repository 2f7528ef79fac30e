@_spi(Host) import MiniUIKit

/// "Toss": UIKit Dynamics as the classic photo-toss is written. Grabbed, a monkey's photo
/// card hangs from the pointer on an attachment behaviour (held off centre, it swings round);
/// thrown hard, an instantaneous push sends it flying and spinning off the screen, and the
/// next card drops in on a snap behaviour; let go gently, it snaps back to the middle.
@MainActor
public final class TossViewController: UIViewController, DemoScene {
  /// The speed (points per second) past which a release throws the card away.
  static let throwingThreshold: CGFloat = 1000
  static let cardSize = CGSize(width: 240, height: 290)

  private(set) var card = PhotoCardView(monkey: 0)
  private(set) var tossed = 0
  private var animator: UIDynamicAnimator!
  private var attachment: UIAttachmentBehavior?
  private let captionLabel = UILabel()
  private let countLabel = UILabel()
  private let autoplayScript = AutoplayScript()

  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .pastel(0xE8F0E4, dark: 0x1C2A22)
    animator = UIDynamicAnimator(referenceView: view)
    captionLabel.text = "Throw the card away · let go gently and it snaps back"
    captionLabel.font = .systemFont(ofSize: 14)
    captionLabel.textColor = .caption
    captionLabel.textAlignment = .center
    captionLabel.numberOfLines = 0
    countLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    countLabel.textColor = .quietText
    countLabel.textAlignment = .center
    view.addSubview(captionLabel)
    view.addSubview(countLabel)
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: TossViewController.handlePan))
    addCard(card)
    updateCount()
  }

  /// Where the card rests: the middle of the safe area.
  var restingCenter: CGPoint {
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    return CGPoint(x: safe.midX, y: safe.midY - 20)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    countLabel.frame = CGRect(x: safe.minX, y: safe.minY + 16, width: safe.width, height: 20)
    captionLabel.frame = CGRect(
      x: safe.minX + 20, y: safe.maxY - 56, width: safe.width - 40, height: 40)
    // At rest, the card follows a resize; in flight, the animator has it.
    if animator.behaviors.isEmpty {
      card.center = restingCenter
      card.transform = .identity
    }
  }

  private func addCard(_ card: PhotoCardView) {
    card.bounds = CGRect(origin: .zero, size: Self.cardSize)
    card.center = restingCenter
    // A screen reader's user throws it with an action: up and to the right, as a flick.
    card.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Toss") { [weak self, weak card] _ in
        guard let self, let card, card === self.card, self.animator.behaviors.isEmpty else {
          return false
        }
        self.throwCard(
          velocity: CGPoint(x: 1400, y: -500),
          grabbedAt: CGPoint(x: card.center.x + 40, y: card.center.y + 60))
        return true
      }
    ]
    view.addSubview(card)
  }

  private func updateCount() {
    countLabel.text = tossed == 0 ? "Tossed: none yet" : "Tossed: \(tossed)"
  }

  // MARK: The toss

  func handlePan(_ pan: UIPanGestureRecognizer) {
    let location = pan.location(in: view)
    switch pan.state {
    case .began:
      guard card.frame.contains(location) else {
        pan.state = .failed
        return
      }
      animator.removeAllBehaviors()
      let offset = UIOffset(
        horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
      let attachment = UIAttachmentBehavior(
        item: card, offsetFromCenter: offset, attachedToAnchor: location)
      self.attachment = attachment
      animator.addBehavior(attachment)
    case .changed:
      attachment?.anchorPoint = location
    case .ended, .cancelled:
      guard let attachment else { return }
      animator.removeBehavior(attachment)
      self.attachment = nil
      let velocity = pan.velocity(in: view)
      if hypot(velocity.x, velocity.y) > Self.throwingThreshold, pan.state == .ended {
        throwCard(velocity: velocity, grabbedAt: location)
      } else {
        animator.addBehavior(UISnapBehavior(item: card, snapTo: restingCenter))
      }
    default:
      break
    }
  }

  /// Sends the card off at the release's velocity, spinning about where it was held; once
  /// it is off the screen the next card drops in.
  private func throwCard(velocity: CGPoint, grabbedAt location: CGPoint) {
    let thrown = card
    // The card already moves at the release's speed (it hung from the pointer): the push
    // adds a third, at the point it was held by, which sets it spinning.
    let push = UIPushBehavior(items: [thrown], mode: .instantaneous)
    let mass = Self.cardSize.width * Self.cardSize.height / 10_000
    push.pushDirection = CGVector(dx: velocity.x * mass / 300, dy: velocity.y * mass / 300)
    push.setTargetOffsetFromCenter(
      UIOffset(horizontal: location.x - thrown.center.x, vertical: location.y - thrown.center.y),
      for: thrown)
    let flight = UIDynamicItemBehavior(items: [thrown])
    flight.angularResistance = 2
    flight.action = { [weak self, weak thrown] in
      guard let self, let thrown, !self.view.bounds.intersects(thrown.frame) else { return }
      self.cardDidLeave(thrown)
    }
    animator.addBehavior(push)
    animator.addBehavior(flight)
  }

  private func cardDidLeave(_ thrown: PhotoCardView) {
    animator.removeAllBehaviors()
    thrown.removeFromSuperview()
    tossed += 1
    updateCount()
    let next = PhotoCardView(monkey: tossed % Monkeys.count)
    addCard(next)
    next.center = CGPoint(x: restingCenter.x, y: -Self.cardSize.height)
    next.transform = CGAffineTransform(rotationAngle: -0.2)
    card = next
    animator.addBehavior(UISnapBehavior(item: next, snapTo: restingCenter))
  }

  // MARK: Autoplay

  /// Throws the card to the right (a quarter-second flick), then drags the next one a
  /// little and lets it go, to snap back.
  public func autoplay() {
    view.layoutIfNeeded()
    let from = restingCenter
    autoplayScript.play([]) { elapsed in
      if let point = Self.autoplayPointer(at: elapsed, from: from) {
        UIApplication.shared.sendPointerEvent(PointerEvent(kind: point.kind, location: point.at))
      }
      return elapsed <= 3.4
    }
  }

  /// The autoplay's pointer at `elapsed`: a flick of 320 points in 0.25 s from 0.2 s, then,
  /// from 1.8 s, a drag of 60 points over 0.8 s.
  static func autoplayPointer(at elapsed: TimeInterval, from center: CGPoint)
    -> (kind: PointerEvent.Kind, at: CGPoint)?
  {
    func stroke(_ start: TimeInterval, _ duration: TimeInterval, _ distance: CGPoint)
      -> (kind: PointerEvent.Kind, at: CGPoint)?
    {
      guard elapsed >= start, elapsed <= start + duration + 1.0 / 30 else { return nil }
      let progress = min((elapsed - start) / duration, 1)
      let at = CGPoint(
        x: center.x + 40 + distance.x * progress, y: center.y + 60 + distance.y * progress)
      let kind: PointerEvent.Kind =
        elapsed - start < 1.0 / 60 ? .down : progress < 1 ? .moved : .up
      return (kind, at)
    }
    return stroke(0.2, 0.25, CGPoint(x: 320, y: -80)) ?? stroke(1.8, 0.8, CGPoint(x: 60, y: 30))
  }

  public var diagnostics: String? {
    "tossed \(tossed) · animator \(animator?.isRunning == true ? "running" : "at rest")"
  }
}

/// A photo card: a monkey on white, with rounded corners and its name beneath.
@MainActor
final class PhotoCardView: UIView {
  private let photo = UIImageView()
  private let nameLabel = UILabel()
  let monkey: Int

  init(monkey: Int) {
    self.monkey = monkey
    super.init(frame: .zero)
    isAccessibilityElement = true
    backgroundColor = .white
    layer.cornerRadius = 16
    layer.borderWidth = 1
    layer.borderColor = UIColor(white: 0, alpha: 0.12).cgColor
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.layer.cornerRadius = 10
    nameLabel.text = AlbumCell.titles[monkey % AlbumCell.titles.count]
    nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    nameLabel.textColor = .darkGray
    nameLabel.textAlignment = .center
    addSubview(photo)
    addSubview(nameLabel)
    accessibilityLabel = "\(nameLabel.text!), photo card"
  }

  required init?(coder: NSCoder) { nil }

  /// The photo is read once the card is in a window (a host reads image files).
  override func didMoveToWindow() {
    if window != nil, photo.image == nil { photo.image = Monkeys.image(monkey) }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = bounds.width - 24
    photo.frame = CGRect(x: 12, y: 12, width: side, height: side)
    nameLabel.frame = CGRect(x: 12, y: side + 20, width: side, height: 24)
  }
}
