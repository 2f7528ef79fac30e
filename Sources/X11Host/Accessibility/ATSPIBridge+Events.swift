import CDBus
import Foundation
@_spi(Host) import MiniUIKit

/// The events the bridge sends a screen reader, and the registry's word on who listens.
extension ATSPIBridge {
  // MARK: Events

  /// Sends an AT-SPI event from `node`: `interface` and `member` as the bus names them
  /// ("org.a11y.atspi.Event.Object", "StateChanged"), then the detail, two numbers and a value.
  func emit(
    _ member: String, on interface: String = "org.a11y.atspi.Event.Object", from node: Node,
    detail: String = "", _ first: Int32 = 0, _ second: Int32 = 0,
    valueSignature: String = "i", value: (inout DBusMessageWriter) -> Void = { $0.append(Int32(0)) }
  ) {
    guard let signal = dbus_message_new_signal(path(of: node), interface, member) else { return }
    var writer = DBusMessageWriter(appendingTo: signal)
    writer.append(detail)
    writer.append(first)
    writer.append(second)
    writer.appendVariant(of: valueSignature, value)
    writer.appendArray(of: "{sv}") { _ in }
    connection.send(signal)
  }

  /// Writes a reference to `node`: the bus name and the path.
  func writeReference(to node: Node?, in writer: inout DBusMessageWriter) {
    let name = connection.uniqueName
    writer.appendStruct {
      $0.append(name)
      $0.append(objectPath: node.map(path(of:)) ?? Self.nullPath)
    }
  }

  /// The window became the active one, or stopped being it: a screen reader follows the
  /// active window (`window:activate`, `window:deactivate`).
  func windowFocusDidChange(isFocused: Bool) {
    guard isFocused != isWindowActive, let window else { return }
    isWindowActive = isFocused
    emit(
      isFocused ? "Activate" : "Deactivate", on: "org.a11y.atspi.Event.Window",
      from: .object(window))
    emit("StateChanged", from: .object(window), detail: "active", isFocused ? 1 : 0)
    noteTold(.object(window))
    connection.flush()
  }

  /// The focus moved: from the node that held it, to the node that holds it (the focused
  /// view, or the nearest view above it that is in the tree).
  func accessibilityFocusDidChange(from old: UIView?, to new: UIView?) {
    for (view, isFocused) in [(old, false), (new, true)] {
      guard let node = view.flatMap(nearestNode) else { continue }
      emit("StateChanged", from: node, detail: "focused", isFocused ? 1 : 0)
      noteTold(node)
    }
    connection.flush()
  }

  /// `view`, or the nearest view above it, that is in the tree.
  func nearestNode(to view: UIView) -> Node? {
    var current: UIView? = view
    while let candidate = current {
      if parent(of: candidate) != nil { return .object(candidate) }
      current = candidate.superview
    }
    return nil
  }

  /// An announcement is said (`object:announcement`); a screen change activates the window
  /// and, as a layout change, adds children to it (`object:children-changed:add`). The
  /// argument of a screen or layout change (the element to read first) has no AT-SPI2
  /// counterpart but the keyboard focus, which it is not: it is not sent.
  func accessibilityDidPost(_ notification: UIAccessibility.Notification, argument: Any?) {
    guard let window else { return }
    switch notification {
    case .announcement, .pageScrolled:
      let text = (argument as? String) ?? ""
      emit(
        "Announcement", from: .object(window), detail: "", 1, valueSignature: "s",
        value: { $0.append(text) })
    default:
      // A new screen in the window the user is in is a window activated anew, as Orca takes
      // a new dialog; the window's first child, now, is the one added.
      if notification == .screenChanged, isWindowActive {
        emit("Activate", on: "org.a11y.atspi.Event.Window", from: .object(window))
      }
      let first = AccessibilityTree.children(of: window).first
      emit(
        "ChildrenChanged", from: .object(window), detail: "add", 0, valueSignature: "(so)",
        value: { writeReference(to: first.map(Node.object), in: &$0) })
    }
    connection.flush()
  }

  /// Tells clients of the names, descriptions and states that changed since they were
  /// told: once the frames that changed them are drawn.
  func reportChanges() {
    for (number, was) in told {
      guard let object = objects.object(numbered: number) else {
        told[number] = nil
        continue
      }
      let node = Node.object(object)
      let now = told(node)
      guard now != was else { continue }
      for (property, old, new) in [
        ("accessible-name", was.name, now.name),
        ("accessible-description", was.description, now.description),
      ] where old != new {
        emit(
          "PropertyChange", from: node, detail: property, valueSignature: "s",
          value: { $0.append(new) })
      }
      for state in now.states.symmetricDifference(was.states) {
        guard let word = ATSPIRoles.stateNames[state] else { continue }
        emit("StateChanged", from: node, detail: word, now.states.contains(state) ? 1 : 0)
      }
      told[number] = now
    }
    connection.flush()
  }

  // MARK: Listeners

  static let registryPath = "/org/a11y/atspi/registry"
  static let registryInterface = "org.a11y.atspi.Registry"

  /// Whether a client listens for focus events: a screen reader (Orca) does.
  var hasFocusListener: Bool { !focusListeners.isEmpty }

  /// Asks the registry who listens for what, and follows its changes.
  func followListeners() {
    for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
      connection.addMatch(
        "type='signal',interface='\(Self.registryInterface)',member='\(member)'")
    }
    guard
      let call = connection.methodCall(
        to: "org.a11y.atspi.Registry", path: Self.registryPath,
        interface: Self.registryInterface, method: "GetRegisteredEvents")
    else { return }
    awaitReply(to: connection.send(call)) { [unowned self] reply in
      var reader = DBusMessageReader(reply)
      _ = reader.contents { pairs -> Void? in
        while let (bus, event) = pairs.contents({ fields -> (String, String)? in
          guard let bus = fields.string(), let event = fields.string() else { return nil }
          return (bus, event)
        }) {
          noteListener(bus: bus, event: event, isRegistered: true)
        }
        return nil
      }
    }
  }

  func hearRegistry(_ signal: OpaquePointer) {
    let registered =
      dbus_message_is_signal(signal, Self.registryInterface, "EventListenerRegistered") != 0
    guard
      registered
        || dbus_message_is_signal(signal, Self.registryInterface, "EventListenerDeregistered")
          != 0
    else { return }
    var reader = DBusMessageReader(signal)
    guard let bus = reader.string(), let event = reader.string() else { return }
    noteListener(bus: bus, event: event, isRegistered: registered)
  }

  /// Keeps the focus events a client listens for. The registry spells events as the bus
  /// does ("Focus::", "Object:StateChanged:Focused") or as clients do
  /// ("object:state-changed:focused"); a listener for a wider class ("object:", or all)
  /// hears focus too. A deregistration takes what it is the start of (all, when the client
  /// went).
  func noteListener(bus: String, event: String, isRegistered: Bool) {
    let spelled = Self.spelling(of: event)
    if isRegistered {
      let hearsFocus = ["focus", "object:statechanged:focused"].contains {
        $0.hasPrefix(spelled) || spelled.hasPrefix($0)
      }
      if hearsFocus { focusListeners[bus, default: []].insert(spelled) }
    } else if let events = focusListeners[bus] {
      let left = events.filter { !$0.hasPrefix(spelled) }
      focusListeners[bus] = left.isEmpty ? nil : left
    }
  }

  /// An event's name in one spelling: lower case, without hyphens or trailing colons.
  static func spelling(of event: String) -> String {
    var spelled = event.lowercased().replacingOccurrences(of: "-", with: "")
    while spelled.hasSuffix(":") { spelled.removeLast() }
    return spelled
  }

}
