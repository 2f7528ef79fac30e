import CX11
import Foundation

/// Why the host could not start or go on.
public enum X11Error: Error, CustomStringConvertible {
  /// The X display of this name could not be opened.
  case cannotOpenDisplay(String)
  /// The X server lacks the extension of this name.
  case missingExtension(String)
  /// The X server offers no usable XRender picture format.
  case noPictureFormat

  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name): "cannot open X display '\(name)'"
    case .missingExtension(let name): "the X server has no \(name) extension"
    case .noPictureFormat: "the X server offers no usable XRender picture format"
    }
  }
}

/// An X protocol error, as the error handler saw it.
struct XProtocolError: CustomStringConvertible {
  /// The serial number of the request that failed.
  let serial: UInt
  /// The error code (`BadAlloc` and so on).
  let code: UInt8
  /// The error in words, e.g. "BadAlloc (insufficient resources for operation)".
  let message: String
  /// The request that failed, e.g. "X_CreatePixmap (53.0)".
  let request: String

  var description: String { "\(message) in \(request)" }
}

/// Installs Xlib's error handlers: protocol errors are reported with the request that caused
/// them and survived; a lost connection ends the process with one line and status 1 instead of
/// Xlib's abrupt exit.
enum X11ErrorHandlers {
  /// The program name used in messages.
  nonisolated(unsafe) static var programName = "transitions"
  /// Names of the extensions the host uses, by major opcode, to name their failed requests.
  nonisolated(unsafe) private static var extensionNames: [Int32: String] = [:]
  /// The latest protocol errors (at most `keptErrors`), oldest first.
  nonisolated(unsafe) private static var recentErrors: [XProtocolError] = []
  private static let keptErrors = 32
  /// How many times each kind of error (code and request) has occurred: a kind is reported
  /// `reportsPerKind` times, then once more to say the rest are not shown.
  nonisolated(unsafe) private static var occurrences: [String: Int] = [:]
  private static let reportsPerKind = 3

  static func install(programName: String) {
    self.programName = programName
    // A write to a server that has gone must fail with EPIPE, which Xlib reports to the I/O
    // error handler below, rather than end the process by SIGPIPE without a word.
    signal(SIGPIPE, SIG_IGN)
    XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      X11ErrorHandlers.record(event.pointee, on: display)
      return 0
    }
    XSetIOErrorHandler { _ in
      FileHandle.standardError.write(
        Data("\(X11ErrorHandlers.programName): lost the connection to the X server\n".utf8))
      exit(1)
    }
  }

  /// Learns the opcodes of the extensions the host uses (round trips: call once, at start).
  static func learnExtensionNames(on display: OpaquePointer) {
    for name in ["RENDER", "XInputExtension", "X-Resource", "MIT-SHM"] {
      var major: Int32 = 0
      var event: Int32 = 0
      var error: Int32 = 0
      if XQueryExtension(display, name, &major, &event, &error) != 0 {
        extensionNames[major] = name
      }
    }
  }

  /// The errors of requests from serial number `serial` on (see `XNextRequest`).
  static func errors(since serial: UInt) -> [XProtocolError] {
    recentErrors.filter { $0.serial >= serial }
  }

  private static func record(_ event: XErrorEvent, on display: OpaquePointer) {
    var text = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, Int32(event.error_code), &text, Int32(text.count))
    let error = XProtocolError(
      serial: event.serial, code: event.error_code, message: string(text),
      request: requestName(
        major: Int32(event.request_code), minor: Int32(event.minor_code), on: display))
    recentErrors.append(error)
    if recentErrors.count > keptErrors { recentErrors.removeFirst() }
    let kind = "\(error.code) \(error.request)"
    let count = occurrences[kind, default: 0] + 1
    occurrences[kind] = count
    guard count <= reportsPerKind + 1 else { return }
    let more = count > reportsPerKind ? " (more of these are not shown)" : ""
    FileHandle.standardError.write(
      Data("\(programName): X error: \(error)\(more)\n".utf8))
  }

  /// "X_CreatePixmap (53.0)" or "RenderComposite (139.8)", from Xlib's error database.
  private static func requestName(major: Int32, minor: Int32, on display: OpaquePointer)
    -> String
  {
    let codes = "\(major).\(minor)"
    let key = major < 128 ? "\(major)" : extensionNames[major].map { "\($0).\(minor)" }
    guard let key else { return "request \(codes)" }
    var text = [CChar](repeating: 0, count: 128)
    XGetErrorDatabaseText(display, "XRequest", key, "", &text, Int32(text.count))
    let name = string(text).trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? "request \(key) (\(codes))" : "\(name) (\(codes))"
  }

  private static func string(_ text: [CChar]) -> String {
    String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
