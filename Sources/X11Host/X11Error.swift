import CX11
import Foundation

/// Why the host could not start or go on.
public enum X11Error: Error, CustomStringConvertible {
  case cannotOpenDisplay(String)
  case missingExtension(String)
  case noPictureFormat

  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name): "cannot open X display '\(name)'"
    case .missingExtension(let name): "the X server has no \(name) extension"
    case .noPictureFormat: "the X server offers no usable XRender picture format"
    }
  }
}

/// Installs Xlib's error handlers: protocol errors are reported and survived; a lost
/// connection ends the process with a message instead of Xlib's abrupt exit.
enum X11ErrorHandlers {
  /// The program name used in messages.
  nonisolated(unsafe) static var programName = "transitions"

  static func install(programName: String) {
    self.programName = programName
    XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      var text = [CChar](repeating: 0, count: 256)
      XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
      let message = String(
        decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      FileHandle.standardError.write(
        Data(
          "\(X11ErrorHandlers.programName): X error: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code))\n"
            .utf8))
      return 0
    }
    XSetIOErrorHandler { _ in
      FileHandle.standardError.write(
        Data("\(X11ErrorHandlers.programName): lost the connection to the X server\n".utf8))
      exit(1)
    }
  }
}
