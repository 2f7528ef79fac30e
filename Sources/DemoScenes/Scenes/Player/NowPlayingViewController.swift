import MiniUIKit

/// A song of the player scene: its title, artist and artwork (a monkey).
struct Song {
  var title: String
  var artist: String
  var monkey: Int

  static let playing = Song(title: "Monkey Business", artist: "The Banana Splits", monkey: 4)
}

/// The full-screen player, as the Music app's: the artwork large with rounded corners over a
/// blur of itself behind a material, the title and artist, a waveform of the song's progress
/// drawn with `draw(_:)`, and the controls.
@MainActor
final class NowPlayingViewController: UIViewController {
  let song: Song
  /// The artwork, large; the transition flies a copy of it.
  let artworkView = UIImageView()
  private let backdrop = UIImageView()
  private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
  private let grabber = UIView()
  private let titleLabel = UILabel()
  private let artistLabel = UILabel()
  let waveform = WaveformView()
  private let elapsedLabel = UILabel()
  private let remainingLabel = UILabel()
  private let controls = ["backward.fill", "pause.fill", "forward.fill"].map { name in
    let button = UIButton(type: .system)
    let size: CGFloat = name == "pause.fill" ? 44 : 30
    button.setImage(
      UIImage(
        systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: size)),
      for: .normal)
    return button
  }

  init(song: Song) {
    self.song = song
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    view.clipsToBounds = true
    backdrop.image = Monkeys.image(song.monkey)
    backdrop.contentMode = .scaleAspectFill
    artworkView.image = Monkeys.image(song.monkey)
    artworkView.contentMode = .scaleAspectFill
    artworkView.layer.cornerRadius = NowPlayingTransition.largeCornerRadius
    artworkView.layer.cornerCurve = .continuous
    artworkView.clipsToBounds = true
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = 2.5
    titleLabel.text = song.title
    titleLabel.font = .boldSystemFont(ofSize: 22)
    artistLabel.text = song.artist
    artistLabel.font = .systemFont(ofSize: 20)
    artistLabel.textColor = .secondaryLabel
    waveform.progress = 0.32
    for label in [elapsedLabel, remainingLabel] {
      label.font = .systemFont(ofSize: 12)
      label.textColor = .secondaryLabel
    }
    elapsedLabel.text = "1:07"
    remainingLabel.text = "-2:21"
    remainingLabel.textAlignment = .right
    for button in controls { button.tintColor = .label }
    for part in [backdrop, material, grabber, artworkView, titleLabel, artistLabel, waveform]
      + [elapsedLabel, remainingLabel] + controls
    {
      view.addSubview(part)
    }
  }

  override func viewDidLayoutSubviews() {
    let bounds = view.bounds
    backdrop.frame = bounds
    material.frame = bounds
    let safe = bounds.inset(by: view.safeAreaInsets)
    grabber.frame = CGRect(x: bounds.midX - 18, y: safe.minY + 8, width: 36, height: 5)
    artworkView.frame = Self.artworkFrame(in: bounds, safe: safe)
    let left = artworkView.frame.minX
    let width = artworkView.frame.width
    var y = artworkView.frame.maxY + 28
    titleLabel.frame = CGRect(x: left, y: y, width: width, height: 28)
    y += 28
    artistLabel.frame = CGRect(x: left, y: y, width: width, height: 26)
    y += 40
    waveform.frame = CGRect(x: left, y: y, width: width, height: 36)
    y += 40
    elapsedLabel.frame = CGRect(x: left, y: y, width: 60, height: 16)
    remainingLabel.frame = CGRect(x: left + width - 60, y: y, width: 60, height: 16)
    y += 40
    for (index, button) in controls.enumerated() {
      let x = left + width * CGFloat(index + 1) / 4
      button.frame = CGRect(x: x - 32, y: y, width: 64, height: 64)
    }
  }

  /// The large artwork: a square as wide as the screen less margins, under the grabber.
  static func artworkFrame(in bounds: CGRect, safe: CGRect) -> CGRect {
    let side = min(bounds.width - 64, bounds.height * 0.45)
    return CGRect(x: bounds.midX - side / 2, y: safe.minY + 44, width: side, height: side)
  }
}

/// A song's progress as a waveform, drawn with Core Graphics in `draw(_:)`: bars of the
/// song's loudness, those played in the label colour, the rest fainter.
@MainActor
final class WaveformView: UIView {
  /// How far the song has played, 0 to 1.
  var progress: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  /// Each bar's height, 0.15 to 1: a made-up song, the same every time.
  static let levels: [CGFloat] = (0..<48).map { index in
    let x = CGFloat(index)
    return 0.15 + 0.85 * abs(sin(x * 0.37) * cos(x * 0.11 + 0.6))
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let levels = Self.levels
    let step = bounds.width / CGFloat(levels.count)
    let barWidth = max(step - 2, 1)
    for (index, level) in levels.enumerated() {
      let height = bounds.height * level
      let bar = CGRect(
        x: CGFloat(index) * step, y: (bounds.height - height) / 2, width: barWidth,
        height: height)
      let played = (CGFloat(index) + 0.5) / CGFloat(levels.count) <= progress
      context.setFillColor((played ? UIColor.label : UIColor.tertiaryLabel).cgColor)
      context.addPath(UIBezierPath(roundedRect: bar, cornerRadius: barWidth / 2).cgPath)
      context.fillPath()
    }
  }
}
