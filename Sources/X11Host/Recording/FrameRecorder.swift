import Foundation
@_spi(Host) import MiniUIKit

/// Collects the frames the host draws: written one PNG each as they come (`--record`), and
/// kept at half size for a filmstrip or a GIF.
@MainActor
public final class FrameRecorder {
  private let host: X11Host
  /// Where every frame goes as `frame-00001.png`, …, or nil.
  private let directory: String?
  /// Whether frames are kept (for a filmstrip or a GIF).
  private let keepsFrames: Bool
  /// The kept frames at half size, with their media time.
  public private(set) var frames: [(time: TimeInterval, image: RGBAImage)] = []
  private var written = 0

  @_spi(Host) public init(host: X11Host, directory: String?, keepsFrames: Bool) throws {
    self.host = host
    self.directory = directory
    self.keepsFrames = keepsFrames
    if let directory {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    }
  }

  /// Takes the frame just drawn.
  public func record(at time: TimeInterval) throws {
    guard let image = host.captureFrame() else {
      throw WindowScreenshot.Failure.cannotReadTheWindow
    }
    if let directory {
      written += 1
      let name = String(format: "frame-%05d.png", written)
      try PNGFile.write(image, to: (directory as NSString).appendingPathComponent(name))
    }
    if keepsFrames { frames.append((time, image.downscaled(by: 2))) }
  }

  /// Forgets the kept frames (the next recording starts).
  public func clear() { frames.removeAll() }

  /// The kept frames as a GIF at 20 frames a second (every third frame of 60).
  public func writeGIF(to path: String) throws {
    let images = stride(from: 0, to: frames.count, by: 3).map { frames[$0].image }
    try GIFFile.write(images, delay: 5, to: path)
  }
}
