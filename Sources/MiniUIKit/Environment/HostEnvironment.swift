import Foundation
import Logging

/// What a host provides the toolkit, installed once as `UIApplication.shared.environment`:
/// the clock every animation reads, how text is measured, how image files are decoded, the
/// screen's pixels per point, the clipboard, how URLs open, and where UIKit's console
/// messages go.
///
/// Installing one resets everything that depends on it (decoded image files, messages already
/// reported), so a test starts afresh with `UIApplication.shared.environment = HostEnvironment()`.
@preconcurrency @MainActor
@_spi(Host) public struct HostEnvironment {
  /// The one source of animation time.
  public var clock: AnimationClock
  /// Measures text for layout; a host installs one backed by its fonts.
  public var textMeasurer: TextMeasuring
  /// Decodes image files for `UIImage(named:)` and `UIImage(contentsOfFile:)`; the toolkit
  /// decodes none itself.
  public var imageDecoder: ImageDecoding?
  /// Paints drawings into bitmaps (`UIGraphicsImageRenderer`) and encodes PNG files; the
  /// toolkit paints none itself.
  public var imageRenderer: ImageRendering?
  /// Device pixels per point (`UIScreen.main.scale`).
  public var screenScale: CGFloat
  /// Where copied text goes (`UIPasteboard`): the host's is the X clipboard.
  public var pasteboard: PasteboardStoring
  /// Opens URLs outside the app (`UIApplication.open`): the host's, the desktop's handler.
  public var urlOpener: URLOpening
  /// Where UIKit's console messages go ("Attempt to present … which is already presenting
  /// …"): warnings, and files that cannot be read.
  public var logger: Logger

  /// An environment with no host: a virtual clock, text measured at a fixed advance per
  /// character, no image decoder or renderer, a scale of 1, a clipboard in memory, no way to
  /// open URLs, and messages on standard error.
  public init(
    clock: AnimationClock = AnimationClock(mode: .virtual),
    textMeasurer: TextMeasuring = ApproximateTextMeasurer(),
    imageDecoder: ImageDecoding? = nil,
    imageRenderer: ImageRendering? = nil,
    screenScale: CGFloat = 1,
    pasteboard: PasteboardStoring = MemoryPasteboard(),
    urlOpener: URLOpening = NoURLOpener(),
    logger: Logger = Logger(label: "MiniUIKit") { _ in ConsoleLogHandler() }
  ) {
    self.clock = clock
    self.textMeasurer = textMeasurer
    self.imageDecoder = imageDecoder
    self.imageRenderer = imageRenderer
    self.screenScale = screenScale
    self.pasteboard = pasteboard
    self.urlOpener = urlOpener
    self.logger = logger
  }
}

/// Writes a warning in UIKit's words to the environment's log.
@MainActor
func warn(_ message: String) {
  UIApplication.shared.environment.logger.warning("\(message)")
}

/// `warn` from code any thread may call (a snapshot, say): at once on the main thread,
/// else on the main actor soon after.
func warnFromAnyThread(_ message: String) {
  if Thread.isMainThread {
    MainActor.assumeIsolated { warn(message) }
  } else {
    Task { @MainActor in warn(message) }
  }
}

/// A short name for an object in messages: its type and identity.
func objectName(_ object: AnyObject) -> String {
  "<\(type(of: object)): \(objectAddress(object))>"
}

/// An object's identity in hexadecimal, as UIKit's messages show addresses.
func objectAddress(_ object: AnyObject) -> String {
  String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
