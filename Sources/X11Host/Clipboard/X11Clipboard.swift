import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// The toolkit's pasteboard as X's selections (ICCCM): `CLIPBOARD` for copy and paste,
/// `PRIMARY` for what is selected. Text goes as UTF-8 (`UTF8_STRING`, else Latin-1
/// `STRING`), large texts in pieces by the INCR protocol, both ways.
///
/// What the app copies it owns and serves to other programs from the run loop; what another
/// program owns is asked for, and the answer waited for, on the spot.
@MainActor
final class X11Clipboard: PasteboardStoring {
  private let connection: X11Connection
  private let window: Window
  private let atoms: Atoms
  /// The text of each selection the window owns, and when it took it.
  private var owned: [PasteboardSelection: (text: String, since: Time)] = [:]
  /// Large texts being sent to other programs a piece at a time, by requestor and property.
  private var transfers: [OutgoingTransfer] = []
  /// The server time of the latest key or button press: selections are taken at it.
  private var lastInputTime: Time = 0

  /// Texts larger than this go in pieces of this size (INCR).
  static let pieceSize = 256 * 1024
  /// How long an answer from another program is waited for.
  static let timeout: TimeInterval = 2

  init(connection: X11Connection, window: Window) {
    self.connection = connection
    self.window = window
    atoms = Atoms(connection: connection)
  }

  // MARK: PasteboardStoring

  func setString(_ string: String?, for selection: PasteboardSelection) {
    owned[selection] = string.map { ($0, lastInputTime) }
    XSetSelectionOwner(
      connection.display, atoms.name(of: selection), string == nil ? 0 : window, lastInputTime)
    XFlush(connection.display)
  }

  func string(from selection: PasteboardSelection) -> String? {
    let display = connection.display
    let selectionAtom = atoms.name(of: selection)
    let owner = XGetSelectionOwner(display, selectionAtom)
    if owner == window { return owned[selection]?.text }
    guard owner != 0 else { return nil }
    for target in [atoms.utf8String, CX11_XA_STRING] {
      XDeleteProperty(display, window, atoms.transfer)
      XConvertSelection(display, selectionAtom, target, atoms.transfer, window, lastInputTime)
      let isAnswer: (XEvent) -> Bool = {
        $0.xselection.selection == selectionAtom && $0.xselection.target == target
      }
      guard let notify = waitForEvent(type: SelectionNotify, where: isAnswer) else { return nil }
      guard notify.xselection.property != 0 else { continue }
      guard let bytes = readTransfer() else { return nil }
      return target == CX11_XA_STRING
        ? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        : String(decoding: bytes, as: UTF8.self)
    }
    return nil
  }

  // MARK: Reading

  /// The text in the transfer property, deleted as read; pieces gathered under INCR.
  private func readTransfer() -> [UInt8]? {
    guard let (type, first) = takeProperty() else { return nil }
    guard type == atoms.incr else { return first }
    var bytes: [UInt8] = []
    while true {
      let isNewPiece: (XEvent) -> Bool = { [transfer = atoms.transfer] in
        $0.xproperty.state == PropertyNewValue && $0.xproperty.atom == transfer
      }
      guard waitForEvent(type: PropertyNotify, where: isNewPiece) != nil,
        let (type, piece) = takeProperty()
      else { return nil }
      // A new value seen late (the INCR announcement's own) finds no property: wait on.
      guard type != 0 else { continue }
      if piece.isEmpty { return bytes }
      bytes += piece
    }
  }

  /// The transfer property's type and bytes, deleted.
  private func takeProperty() -> (Atom, [UInt8])? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    guard
      XGetWindowProperty(
        connection.display, window, atoms.transfer, 0, 1 << 26, 1, Atom(AnyPropertyType), &type,
        &format, &count, &remaining, &data) == Success
    else { return nil }
    defer { if let data { XFree(data) } }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    return (type, format == 8 ? bytes : [])
  }

  /// Waits for the window's next event of `type` that passes `test`, up to `timeout`; other
  /// events stay queued for the run loop.
  private func waitForEvent(type: Int32, where test: (XEvent) -> Bool = { _ in true }) -> XEvent? {
    let display = connection.display
    XFlush(display)
    let deadline = Date().addingTimeInterval(Self.timeout)
    var event = XEvent()
    while Date() < deadline {
      while XCheckTypedWindowEvent(display, window, type, &event) != 0 {
        if test(event) { return event }
      }
      var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, 50)
      _ = XEventsQueued(display, QueuedAfterReading)
    }
    return nil
  }

  // MARK: Serving

  /// Handles the selection events of the run loop: another program asking for what the
  /// window owns, taking a selection over, or reading a piece of a large text. Returns
  /// whether `event` was one.
  func handle(_ event: inout XEvent) -> Bool {
    switch event.type {
    case KeyPress: lastInputTime = event.xkey.time
    case ButtonPress: lastInputTime = event.xbutton.time
    case SelectionRequest:
      answer(event.xselectionrequest)
      return true
    case SelectionClear:
      if let selection = atoms.selection(named: event.xselectionclear.selection) {
        owned[selection] = nil
      }
      return true
    case PropertyNotify where event.xproperty.state == PropertyDelete:
      return sendNextPiece(after: event.xproperty)
    default: break
    }
    return false
  }

  private func answer(_ request: XSelectionRequestEvent) {
    let display = connection.display
    // An old client names no property: the target stands for it (ICCCM).
    let property = request.property == 0 ? request.target : request.property
    var answered = false
    if let selection = atoms.selection(named: request.selection),
      let (text, since) = owned[selection]
    {
      switch request.target {
      case atoms.targets:
        let targets = [
          atoms.targets, atoms.timestamp, atoms.utf8String, atoms.text, CX11_XA_STRING,
        ]
        setProperty(
          property, of: request.requestor, type: CX11_XA_ATOM, longs: targets.map { Int($0) })
        answered = true
      case atoms.timestamp:
        setProperty(property, of: request.requestor, type: CX11_XA_INTEGER, longs: [Int(since)])
        answered = true
      case atoms.utf8String, atoms.text:
        answered = send(Array(text.utf8), type: atoms.utf8String, to: request, property: property)
      case CX11_XA_STRING:
        let latin1 = text.unicodeScalars.map {
          $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?")
        }
        answered = send(latin1, type: CX11_XA_STRING, to: request, property: property)
      default: break
      }
    }
    var notify = XEvent()
    notify.xselection = XSelectionEvent(
      type: SelectionNotify, serial: 0, send_event: 1, display: display,
      requestor: request.requestor, selection: request.selection, target: request.target,
      property: answered ? property : 0, time: request.time)
    XSendEvent(display, request.requestor, 0, 0, &notify)
    XFlush(display)
  }

  /// Puts `bytes` on the requestor's property, whole or, when large, by INCR.
  private func send(
    _ bytes: [UInt8], type: Atom, to request: XSelectionRequestEvent, property: Atom
  ) -> Bool {
    let display = connection.display
    guard bytes.count > Self.pieceSize else {
      XChangeProperty(
        display, request.requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
      return true
    }
    // INCR: announce the size, then put a piece each time the requestor deletes the last.
    XSelectInput(display, request.requestor, PropertyChangeMask)
    setProperty(property, of: request.requestor, type: atoms.incr, longs: [bytes.count])
    transfers.removeAll { $0.requestor == request.requestor && $0.property == property }
    transfers.append(
      OutgoingTransfer(requestor: request.requestor, property: property, type: type, bytes: bytes))
    return true
  }

  /// Sets a property of 32-bit items, which Xlib takes as `long`s.
  private func setProperty(_ property: Atom, of window: Window, type: Atom, longs: [Int]) {
    longs.withUnsafeBytes { raw in
      _ = XChangeProperty(
        connection.display, window, property, type, 32, PropModeReplace,
        raw.bindMemory(to: UInt8.self).baseAddress, Int32(longs.count))
    }
  }

  /// The requestor read a piece (deleted the property): the next, or an empty one to end.
  private func sendNextPiece(after event: XPropertyEvent) -> Bool {
    guard
      let index = transfers.firstIndex(where: {
        $0.requestor == event.window && $0.property == event.atom
      })
    else { return false }
    let transfer = transfers[index]
    let piece = Array(
      transfer.bytes[transfer.sent..<min(transfer.sent + Self.pieceSize, transfer.bytes.count)])
    XChangeProperty(
      connection.display, transfer.requestor, transfer.property, transfer.type, 8,
      PropModeReplace, piece, Int32(piece.count))
    if piece.isEmpty {
      transfers.remove(at: index)
      XSelectInput(connection.display, transfer.requestor, NoEventMask)
    } else {
      transfers[index].sent += piece.count
    }
    XFlush(connection.display)
    return true
  }

  /// A large text going to another program a piece at a time.
  private struct OutgoingTransfer {
    let requestor: Window
    let property: Atom
    let type: Atom
    let bytes: [UInt8]
    var sent = 0
  }

  /// The atoms the selections speak.
  private struct Atoms {
    let clipboard: Atom
    let targets: Atom
    let timestamp: Atom
    let utf8String: Atom
    let text: Atom
    let incr: Atom
    /// The window's property that answers are put on.
    let transfer: Atom

    @MainActor init(connection: X11Connection) {
      clipboard = connection.atom("CLIPBOARD")
      targets = connection.atom("TARGETS")
      timestamp = connection.atom("TIMESTAMP")
      utf8String = connection.atom("UTF8_STRING")
      text = connection.atom("TEXT")
      incr = connection.atom("INCR")
      transfer = connection.atom("TRANSITIONS_SELECTION")
    }

    func name(of selection: PasteboardSelection) -> Atom {
      selection == .clipboard ? clipboard : CX11_XA_PRIMARY
    }

    func selection(named atom: Atom) -> PasteboardSelection? {
      atom == clipboard ? .clipboard : atom == CX11_XA_PRIMARY ? .primary : nil
    }
  }
}
