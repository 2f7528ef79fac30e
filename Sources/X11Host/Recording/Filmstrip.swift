import Foundation
@_spi(Host) import MiniUIKit

/// Frames of a transition side by side, each labelled with its time, drawn with the toolkit
/// into one picture: what `--filmstrip` writes and what transition snapshots compare.
@MainActor
public enum Filmstrip {
  /// How many frames `write` keeps, evenly spaced.
  public static let frameCount = 8
  static let gap: CGFloat = 8

  /// Writes the strip of eight evenly spaced `frames` (half-size window frames, as
  /// `FrameRecorder` keeps them) titled `title` to `path`, timed from the first.
  @_spi(Host) public static func write(
    _ frames: [(time: TimeInterval, image: RGBAImage)], title: String, host: X11Host,
    to path: String
  ) throws {
    guard let first = frames.first else { throw Failure.noFrames }
    let chosen = (0..<frameCount).map { index in
      let position: Double = Double(index) * Double(frames.count - 1) / Double(frameCount - 1)
      return frames[Int(position.rounded())]
    }
    // The kept frames are half size; shown at a third of the window.
    let strip = try render(chosen, title: title, since: first.time, frameScale: 2.0 / 3, host: host)
    try PNGFile.write(strip, to: path)
  }

  /// The strip of `frames`, each drawn at `frameScale` of its size and labelled with its time
  /// since `start`, under the heading `title`.
  @_spi(Host) public static func render(
    _ frames: [(time: TimeInterval, image: RGBAImage)], title: String, since start: TimeInterval,
    frameScale: CGFloat, host: X11Host
  ) throws -> RGBAImage {
    guard let first = frames.first else { throw Failure.noFrames }
    let thumb = CGSize(
      width: (CGFloat(first.image.width) * frameScale).rounded(),
      height: (CGFloat(first.image.height) * frameScale).rounded())
    let titleHeight: CGFloat = 28
    let labelHeight: CGFloat = 20
    let count = CGFloat(frames.count)
    let size = CGSize(
      width: count * thumb.width + (count + 1) * gap,
      height: gap + titleHeight + thumb.height + labelHeight + gap)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    let heading = UILabel(frame: CGRect(x: gap, y: gap, width: size.width - 2 * gap, height: 24))
    heading.text = title
    heading.font = .boldSystemFont(ofSize: 15)
    window.addSubview(heading)
    for (index, frame) in frames.enumerated() {
      let x = gap + CGFloat(index) * (thumb.width + gap)
      let imageView = UIImageView(image: frame.image.uiImage)
      imageView.frame = CGRect(x: x, y: gap + titleHeight, width: thumb.width, height: thumb.height)
      imageView.layer.borderWidth = 1
      imageView.layer.borderColor = UIColor(white: 0.8).cgColor
      window.addSubview(imageView)
      let label = UILabel(
        frame: CGRect(x: x, y: imageView.frame.maxY + 2, width: thumb.width, height: 16))
      label.text = String(format: "%.2f s", frame.time - start)
      label.font = .systemFont(ofSize: 12)
      label.textColor = .darkGray
      label.textAlignment = .center
      window.addSubview(label)
    }
    guard let image = host.render(window) else {
      throw WindowScreenshot.Failure.cannotReadTheWindow
    }
    return image
  }

  /// Why a filmstrip could not be made.
  public enum Failure: Error, CustomStringConvertible {
    /// No frames were recorded.
    case noFrames
    public var description: String { "no frames were recorded" }
  }
}
