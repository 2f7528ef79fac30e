import CDBus
import Foundation
@_spi(Host) import MiniUIKit

/// Shows the window's accessibility tree to the desktop's assistive technologies (Orca) over
/// AT-SPI2 on the accessibility bus, as GTK and Qt do: it embeds the application in the
/// registry's desktop, answers the Accessible, Application, Component, Action, Value and Text
/// interfaces for each node, and sends the events a screen reader follows (focus, screen and
/// name changes, announcements).
///
/// The tree is read live from the toolkit at each question (`AccessibilityTree`); what was
/// told of names and states is kept, so that a change can be sent once the frames that made
/// it are drawn.
@MainActor
final class ATSPIBridge: UIAccessibilityObserver {
  static let rootPath = "/org/a11y/atspi/accessible/root"
  static let nullPath = "/org/a11y/atspi/null"
  static let nodePathPrefix = "/org/a11y/atspi/accessible/"

  let connection: DBusConnection
  /// What the window looks like from outside: its title, and its place on the screen in
  /// pixels.
  private let windowTitle: () -> String
  private let windowOrigin: () -> CGPoint
  /// Device pixels per point.
  private let scale: CGFloat
  private let applicationName: String
  /// The registry's desktop, the application's parent (from its answer to `Embed`).
  private(set) var desktop: (name: String, path: String) = ("org.a11y.atspi.Registry", rootPath)
  /// What to do with the replies awaited, by the serial number of their call.
  private var awaitedReplies: [UInt32: (OpaquePointer) -> Void] = [:]
  /// The clients that listen for focus events (a screen reader), by bus name: the
  /// registry says who registers for what.
  var focusListeners: [String: Set<String>] = [:]
  /// The number the registry gave the application (`Application.Id`).
  var applicationID: Int32 = 0
  var objects = AccessibleObjects()
  /// Whether the window has the keyboard focus: it is the active window (`STATE_ACTIVE`).
  var isWindowActive = false
  /// What was last told of each node a client asked about.
  var told: [Int: Told] = [:]

  /// What a client was told of a node: what libatspi keeps until an event says otherwise.
  struct Told: Equatable {
    var name: String
    var description: String
    var states: Set<UInt32>
  }

  func told(_ node: Node) -> Told {
    guard case .object(let object) = node else {
      return Told(name: name(of: node), description: "", states: [])
    }
    return Told(
      name: name(of: node), description: description(of: object), states: states(of: node))
  }

  /// Connects to the accessibility bus at `address` and embeds the application in the
  /// registry's desktop (the bus starts the registry if it is not running); nil when the bus
  /// cannot be reached.
  init?(
    address: String, applicationName: String, scale: CGFloat,
    windowTitle: @escaping () -> String, windowOrigin: @escaping () -> CGPoint
  ) {
    guard let connection = DBusConnection.bus(at: address) else { return nil }
    self.connection = connection
    self.applicationName = applicationName
    self.scale = scale
    self.windowTitle = windowTitle
    self.windowOrigin = windowOrigin
    let embed = connection.methodCall(
      to: "org.a11y.atspi.Registry", path: Self.rootPath, interface: "org.a11y.atspi.Socket",
      method: "Embed", startsService: true
    ) { arguments in
      arguments.appendStruct {
        $0.append(connection.uniqueName)
        $0.append(objectPath: Self.rootPath)
      }
    }
    if let embed {
      awaitReply(to: connection.send(embed)) { [unowned self] reply in
        var reader = DBusMessageReader(reply)
        if let socket = reader.contents({ fields -> (String, String)? in
          guard let name = fields.string(), let path = fields.string() else { return nil }
          return (name, path)
        }) {
          desktop = socket
        }
      }
    }
    followListeners()
    connection.flush()
    UIApplication.shared.accessibilityObserver = self
  }

  isolated deinit {
    if UIApplication.shared.accessibilityObserver === self {
      UIApplication.shared.accessibilityObserver = nil
    }
  }

  // MARK: Messages

  /// Answers what came on the bus.
  func receive() {
    connection.receive { message in
      switch dbus_message_get_type(message) {
      case DBUS_MESSAGE_TYPE_METHOD_CALL:
        answer(message)
      case DBUS_MESSAGE_TYPE_METHOD_RETURN:
        awaitedReplies.removeValue(forKey: dbus_message_get_reply_serial(message))?(message)
      case DBUS_MESSAGE_TYPE_ERROR:
        awaitedReplies[dbus_message_get_reply_serial(message)] = nil
      case DBUS_MESSAGE_TYPE_SIGNAL:
        hearRegistry(message)
      default:
        break
      }
    }
    connection.flush()
  }

  func awaitReply(to serial: UInt32, _ handle: @escaping (OpaquePointer) -> Void) {
    awaitedReplies[serial] = handle
  }

  /// Answers one method call: with a return, or with an error when the object or the method
  /// is unknown.
  private func answer(_ call: OpaquePointer) {
    let path = dbus_message_get_path(call).map { String(cString: $0) } ?? ""
    let interface = dbus_message_get_interface(call).map { String(cString: $0) } ?? ""
    let member = dbus_message_get_member(call).map { String(cString: $0) } ?? ""
    guard let reply = dbus_message_new_method_return(call) else { return }
    var failure: (name: String, text: String)?
    if interface == "org.freedesktop.DBus.Introspectable" {
      var writer = DBusMessageWriter(appendingTo: reply)
      writer.append("<node/>")
    } else if path == "/org/a11y/atspi/cache", interface == "org.a11y.atspi.Cache" {
      // Nothing is sent ahead of questions: clients ask.
      var writer = DBusMessageWriter(appendingTo: reply)
      writer.appendArray(of: "((so)(so)(so)iiassusau)") { _ in }
    } else if let node = node(at: path) {
      var arguments = DBusMessageReader(call)
      var writer = DBusMessageWriter(appendingTo: reply)
      if !answer(member, of: interface, on: node, arguments: &arguments, reply: &writer) {
        // A property that is not there is an argument the interface does not take.
        let name =
          interface == "org.freedesktop.DBus.Properties"
          ? "org.freedesktop.DBus.Error.InvalidArgs" : "org.freedesktop.DBus.Error.UnknownMethod"
        failure = (name, "\(interface).\(member)")
      }
    } else {
      failure = ("org.freedesktop.DBus.Error.UnknownObject", path)
    }
    if let failure {
      dbus_message_unref(reply)
      if let error = dbus_message_new_error(call, failure.name, failure.text) {
        connection.send(error)
      }
    } else {
      connection.send(reply)
    }
  }

  // MARK: Nodes

  /// A node of the tree as the bus names it.
  enum Node {
    /// The application: the root, the desktop's child.
    case application
    /// A window, an element or a container.
    case object(UIResponder)
  }

  /// The node at `path`, while it lives.
  func node(at path: String) -> Node? {
    if path == Self.rootPath { return .application }
    guard path.hasPrefix(Self.nodePathPrefix),
      let number = Int(path.dropFirst(Self.nodePathPrefix.count)),
      let object = objects.object(numbered: number)
    else { return nil }
    return .object(object)
  }

  /// The path of `node`.
  func path(of node: Node) -> String {
    switch node {
    case .application: Self.rootPath
    case .object(let object): Self.nodePathPrefix + String(objects.number(of: object))
    }
  }

  /// The window shown: the application's one child.
  var window: UIWindow? { UIApplication.shared.keyWindow }

  func children(of node: Node) -> [Node] {
    switch node {
    case .application: window.map { [.object($0)] } ?? []
    case .object(let object): AccessibilityTree.children(of: object).map(Node.object)
    }
  }

  /// The node above `object`: found by walking down from the window, as the toolkit keeps
  /// no parents of elements.
  func parent(of object: UIResponder) -> Node? {
    guard let window else { return nil }
    if object === window { return .application }
    var stack: [UIResponder] = [window]
    var visited: Set<ObjectIdentifier> = []
    while let candidate = stack.popLast() {
      // An app's `accessibilityElements` may come round again: each node is looked in once.
      guard visited.insert(ObjectIdentifier(candidate)).inserted else { continue }
      let children = AccessibilityTree.children(of: candidate)
      if children.contains(where: { $0 === object }) { return .object(candidate) }
      stack.append(contentsOf: children)
    }
    return nil
  }

  // MARK: What a node says

  func name(of node: Node) -> String {
    switch node {
    case .application: applicationName
    case .object(let object as UIWindow): object.accessibilityLabel ?? windowTitle()
    case .object(let object): object.accessibilityLabel ?? ""
    }
  }

  func role(of node: Node) -> UInt32 {
    guard case .object(let object) = node else { return ATSPIRoles.application }
    let isInTabBar: Bool
    if object.isAccessibilityElement, case .object(let parent) = parent(of: object) {
      isInTabBar = AccessibilityTree.kind(of: parent) == .tabBar
    } else {
      isInTabBar = false
    }
    return ATSPIRoles.role(
      kind: AccessibilityTree.kind(of: object), traits: object.accessibilityTraits,
      isInTabBar: isInTabBar)
  }

  func states(of node: Node) -> Set<UInt32> {
    guard case .object(let object) = node else { return [] }
    let view = object as? UIView
    let isShowing = window.map { object.accessibilityFrame.intersects($0.bounds) } ?? false
    var states = ATSPIRoles.states(
      traits: object.accessibilityTraits, isShowing: isShowing || object is UIWindow,
      isFocusable: view?.canBecomeFocused ?? false,
      isFocused: view.map { $0.isFocused } ?? false,
      isToggledOn: object.accessibilityValue == "1",
      isModal: object.accessibilityViewIsModal)
    if object is UIWindow, isWindowActive { states.insert(ATSPIRoles.active) }
    return states
  }

  /// The node's frame in `coordinates`: 0 the screen's, 1 the window's, 2 its parent's; in
  /// pixels.
  func extents(of node: Node, in coordinates: UInt32) -> CGRect {
    guard case .object(let object) = node else { return .zero }
    let points = (object as? UIWindow)?.bounds ?? object.accessibilityFrame
    var pixels = CGRect(
      x: points.minX * scale, y: points.minY * scale, width: points.width * scale,
      height: points.height * scale)
    switch coordinates {
    case 0:
      pixels = pixels.offsetBy(dx: windowOrigin().x, dy: windowOrigin().y)
    case 2:
      if let parent = parent(of: object), case .object = parent {
        let parentFrame = extents(of: parent, in: 1)
        pixels = pixels.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
      }
    default:
      break
    }
    return pixels.integral
  }

  /// What `object`'s actions are called: "click" when it can be activated, "increment" and
  /// "decrement" when it is adjustable, then its custom actions.
  func actionNames(of object: UIResponder) -> [String] {
    var names: [String] = []
    let traits = object.accessibilityTraits
    if object is UIControl || !traits.isDisjoint(with: [.button, .link, .toggleButton])
      || AccessibilityTree.kind(of: object) == .cell
    {
      names.append("click")
    }
    if traits.contains(.adjustable) { names += ["increment", "decrement"] }
    names += (object.accessibilityCustomActions ?? []).map(\.name)
    return names
  }

  /// Runs `object`'s action numbered `index`; returns whether there is one.
  func doAction(_ index: Int, of object: UIResponder) -> Bool {
    let names = actionNames(of: object)
    guard names.indices.contains(index) else { return false }
    let builtIn = names.count - (object.accessibilityCustomActions?.count ?? 0)
    if index >= builtIn, let custom = object.accessibilityCustomActions?[index - builtIn] {
      return custom.perform()
    }
    switch names[index] {
    case "increment": object.accessibilityIncrement()
    case "decrement": object.accessibilityDecrement()
    default: return AccessibilityTree.activate(object)
    }
    return true
  }

  /// The text of a node read as text: a label's, a heading's.
  func text(of object: UIResponder) -> String? {
    guard object.isAccessibilityElement,
      ![ATSPIRoles.pushButton, ATSPIRoles.toggleButton, ATSPIRoles.slider].contains(
        role(of: .object(object)))
    else { return nil }
    return object.accessibilityLabel
  }

  /// What is said after the name and role: the value (when no state or value interface
  /// says it) and the hint.
  func description(of object: UIResponder) -> String {
    let value =
      object.accessibilityTraits.contains(.toggleButton) || object is AccessibilityRangeValue
      ? nil : object.accessibilityValue
    return [value, object.accessibilityHint].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ", ")
  }

  /// The interfaces `node` answers.
  func interfaces(of node: Node) -> [String] {
    guard case .object(let object) = node else {
      return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
    }
    var interfaces = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
    if !actionNames(of: object).isEmpty { interfaces.append("org.a11y.atspi.Action") }
    if object is AccessibilityRangeValue { interfaces.append("org.a11y.atspi.Value") }
    if text(of: object) != nil { interfaces.append("org.a11y.atspi.Text") }
    return interfaces
  }

  /// Remembers what a client was told of `node`, to tell it of changes.
  func noteTold(_ node: Node) {
    guard case .object(let object) = node else { return }
    told[objects.number(of: object)] = told(node)
  }

}
