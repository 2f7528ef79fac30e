import Foundation
import MiniUIKit
import X11Host

/// Eight evenly spaced frames of a transition side by side, each labelled with its time,
/// drawn with the toolkit into one PNG.
@MainActor
enum Filmstrip {
  static let frameCount = 8
  /// Each frame's size as a share of the window's.
  static let scale: CGFloat = 1.0 / 3
  static let gap: CGFloat = 8

  /// Writes the strip of `frames` (half-size window frames) titled `title` to `path`.
  static func write(
    _ frames: [(time: TimeInterval, image: RGBAImage)], title: String, host: X11Host,
    to path: String
  ) throws {
    guard let first = frames.first else { throw Failure.noFrames }
    let chosen = (0..<frameCount).map { index in
      frames[Int((Double(index) * Double(frames.count - 1) / Double(frameCount - 1)).rounded())]
    }
    // The kept frames are half size; shown at a third of the window.
    let thumb = CGSize(
      width: (CGFloat(first.image.width) * 2 * scale).rounded(),
      height: (CGFloat(first.image.height) * 2 * scale).rounded())
    let titleHeight: CGFloat = 28
    let labelHeight: CGFloat = 20
    let size = CGSize(
      width: CGFloat(frameCount) * thumb.width + CGFloat(frameCount + 1) * gap,
      height: gap + titleHeight + thumb.height + labelHeight + gap)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    let heading = UILabel(frame: CGRect(x: gap, y: gap, width: size.width - 2 * gap, height: 24))
    heading.text = title
    heading.font = .boldSystemFont(ofSize: 15)
    window.addSubview(heading)
    let start = chosen[0].time
    for (index, frame) in chosen.enumerated() {
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
    try PNGFile.write(image, to: path)
  }

  enum Failure: Error, CustomStringConvertible {
    case noFrames
    var description: String { "no frames were recorded" }
  }
}
