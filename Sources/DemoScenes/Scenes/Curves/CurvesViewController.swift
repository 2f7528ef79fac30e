import MiniUIKit

/// Five dots race the same distance, each with its own timing: linear, ease-in, ease-out,
/// ease-in-out, and a spring. A click or Enter starts the race, and starts it again.
@MainActor
public final class CurvesViewController: UIViewController, DemoScene {
  /// A lane of the race: its name, colour and how its dot moves.
  private struct Lane {
    let name: String
    let color: UIColor
    let animate: @MainActor (_ animations: @escaping () -> Void) -> Void
  }

  static let duration: TimeInterval = 1.5
  private static let dotSize: CGFloat = 28

  private let lanes: [Lane] = [
    Lane(name: "linear", color: UIColor(rgb: 0x8E8E93)) { animations in
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveLinear, animations: animations)
    },
    Lane(name: "easeIn", color: UIColor(rgb: 0xFF9500)) { animations in
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveEaseIn, animations: animations)
    },
    Lane(name: "easeOut", color: UIColor(rgb: 0x34C759)) { animations in
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut, animations: animations)
    },
    Lane(name: "easeInOut", color: UIColor(rgb: 0x007AFF)) { animations in
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveEaseInOut, animations: animations)
    },
    Lane(name: "spring ζ 0.5", color: UIColor(rgb: 0xFF2D55)) { animations in
      UIView.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
        options: [], animations: animations)
    },
  ]

  private let titleLabel = UILabel()
  private let hintLabel = UILabel()
  private let finishLine = UIView()
  private let clockLabel = UILabel()
  /// Updates the race clock each frame while the dots run.
  private var displayLink: CADisplayLink?
  private var raceStart: TimeInterval = 0
  private var tracks: [UIView] = []
  private var labels: [UILabel] = []
  private var dots: [UIView] = []
  /// Whether the dots are (in the model) at the finish line.
  private var isAtFinish = false

  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Animation curves"
  }

  required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    titleLabel.text = "Animation curves"
    titleLabel.font = .boldSystemFont(ofSize: 24)
    hintLabel.text = "Click or press Enter to race · Esc: home"
    hintLabel.font = .systemFont(ofSize: 13)
    hintLabel.textColor = .caption
    view.addSubview(titleLabel)
    view.addSubview(hintLabel)
    finishLine.backgroundColor = .scene(light: UIColor(white: 0.75), dark: UIColor(white: 0.4))
    clockLabel.font = .systemFont(ofSize: 15)
    clockLabel.textColor = .quietText
    clockLabel.textAlignment = .right
    clockLabel.text = Self.clockText(0)
    view.addSubview(clockLabel)
    for lane in lanes {
      let track = UIView()
      track.backgroundColor = .scene(light: UIColor(white: 0.93), dark: UIColor(white: 0.14))
      track.layer.cornerRadius = Self.dotSize / 2
      let label = UILabel()
      label.text = lane.name
      label.font = .systemFont(ofSize: 14)
      label.textColor = .quietText
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.dotSize, height: Self.dotSize))
      dot.backgroundColor = lane.color
      dot.layer.cornerRadius = Self.dotSize / 2
      dot.isUserInteractionEnabled = false
      view.addSubview(track)
      view.addSubview(label)
      tracks.append(track)
      labels.append(label)
      dots.append(dot)
    }
    // The finish line crosses the tracks; the dots run over it.
    view.addSubview(finishLine)
    for dot in dots { view.addSubview(dot) }
    // A screen reader's user starts the race with an action of the race's group.
    view.accessibilityLabel = "Race"
    view.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Race") { [unowned self] _ in
        restart()
        return true
      }
    ]
  }

  /// Lanes 70 points apart, closer where the safe area is too short for that.
  private func laneY(_ index: Int) -> CGFloat {
    let room = view.bounds.inset(by: view.safeAreaInsets).maxY - 110 - 52
    let spacing = min(70, max(room / CGFloat(max(lanes.count - 1, 1)), 52))
    return 110 + CGFloat(index) * spacing
  }
  private var startX: CGFloat { 20 + Self.dotSize / 2 }
  /// The finish line leaves room on the right for the spring's overshoot to show.
  private var finishX: CGFloat { view.bounds.width - 90 }

  public override func viewDidLayoutSubviews() {
    let width = view.bounds.width - 40
    titleLabel.frame = CGRect(x: 20, y: 30, width: width, height: 32)
    hintLabel.frame = CGRect(x: 20, y: 66, width: width, height: 18)
    for index in lanes.indices {
      let y = laneY(index)
      labels[index].frame = CGRect(x: 24, y: y, width: width, height: 20)
      tracks[index].frame = CGRect(x: 20, y: y + 24, width: width, height: Self.dotSize)
      dots[index].center = CGPoint(x: isAtFinish ? finishX : startX, y: y + 24 + Self.dotSize / 2)
    }
    clockLabel.frame = CGRect(x: 20, y: 34, width: width, height: 24)
    let top = laneY(0) + 18
    finishLine.frame = CGRect(
      x: finishX - 1, y: top, width: 2, height: laneY(lanes.count - 1) + 58 - top)
  }

  private static func clockText(_ seconds: TimeInterval) -> String {
    String(format: "t = %.2f s", seconds)
  }

  public override func viewWillAppear(_ animated: Bool) {
    let link = CADisplayLink(target: self, action: CurvesViewController.tick)
    link.isPaused = true
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  public override func viewDidDisappear(_ animated: Bool) {
    displayLink?.invalidate()
    displayLink = nil
  }

  private func tick(_ link: CADisplayLink) {
    let elapsed = min(link.targetTimestamp - raceStart, Self.duration)
    clockLabel.text = Self.clockText(elapsed)
    if elapsed >= Self.duration { link.isPaused = true }
  }

  /// Puts the dots at the start and races them to the finish.
  public func restart() {
    view.layoutIfNeeded()
    hintLabel.text = "Click or press Enter to race again · Esc: home"
    raceStart = CACurrentMediaTime()
    displayLink?.isPaused = false
    for (lane, dot) in zip(lanes, dots) {
      dot.layer.removeAllAnimations()
      dot.center.x = startX
      let finish = finishX
      lane.animate { dot.center.x = finish }
    }
    isAtFinish = true
  }

  public func autoplay() { restart() }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { restart() }

  public override func keyPressed(_ key: UIKey) -> Bool {
    switch key.input {
    case .enter, .space:
      restart()
      return true
    default:
      return super.keyPressed(key)
    }
  }
}
