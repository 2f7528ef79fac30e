import CDBus
import Foundation
@_spi(Host) import MiniUIKit

/// The AT-SPI2 interfaces' methods and properties (at-spi2-core's `xml/*.xml`).
extension ATSPIBridge {
  /// Answers `member` of `interface` on `node`, reading its arguments and writing the reply;
  /// false when the node has no such method.
  func answer(
    _ member: String, of interface: String, on node: Node,
    arguments: inout DBusMessageReader, reply: inout DBusMessageWriter
  ) -> Bool {
    switch interface {
    case "org.freedesktop.DBus.Properties":
      return answerProperties(member, on: node, arguments: &arguments, reply: &reply)
    case "org.a11y.atspi.Accessible":
      return answerAccessible(member, on: node, arguments: &arguments, reply: &reply)
    case "org.a11y.atspi.Application":
      switch member {
      case "GetLocale": reply.append(Locale.current.identifier)
      case "GetApplicationBusAddress": reply.append("")
      default: return false
      }
      return true
    case "org.a11y.atspi.Component":
      return answerComponent(member, on: node, arguments: &arguments, reply: &reply)
    case "org.a11y.atspi.Action":
      guard case .object(let object) = node else { return false }
      return answerAction(member, on: object, arguments: &arguments, reply: &reply)
    case "org.a11y.atspi.Text":
      guard case .object(let object) = node, let text = text(of: object) else { return false }
      return answerText(member, text: text, arguments: &arguments, reply: &reply)
    default:
      return false
    }
  }

  // MARK: Accessible

  private func answerAccessible(
    _ member: String, on node: Node, arguments: inout DBusMessageReader,
    reply: inout DBusMessageWriter
  ) -> Bool {
    switch member {
    case "GetChildAtIndex":
      let children = children(of: node)
      let index = arguments.integer() ?? -1
      writeReference(to: children.indices.contains(index) ? children[index] : nil, in: &reply)
    case "GetChildren":
      let children = children(of: node)
      reply.appendArray(of: "(so)") { array in
        for child in children { writeReference(to: child, in: &array) }
      }
    case "GetIndexInParent":
      reply.append(Int32(indexInParent(of: node)))
    case "GetRelationSet":
      reply.appendArray(of: "(ua(so))") { _ in }
    case "GetRole":
      reply.append(role(of: node))
    case "GetRoleName", "GetLocalizedRoleName":
      reply.append(Self.roleName(role(of: node)))
    case "GetState":
      noteTold(node)
      let words = ATSPIRoles.words(states(of: node))
      reply.appendArray(of: "u") { array in for word in words { array.append(word) } }
    case "GetAttributes":
      var attributes = ["toolkit": "MiniUIKit"]
      if case .object(let object) = node, let identifier = object.accessibilityIdentifier {
        attributes["id"] = identifier
      }
      reply.appendArray(of: "{ss}") { array in
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
          array.appendDictionaryEntry {
            $0.append(key)
            $0.append(value)
          }
        }
      }
    case "GetApplication":
      writeReference(to: .application, in: &reply)
    case "GetInterfaces":
      let interfaces = interfaces(of: node)
      reply.appendArray(of: "s") { array in for name in interfaces { array.append(name) } }
    default:
      return false
    }
    return true
  }

  private func indexInParent(of node: Node) -> Int {
    guard case .object(let object) = node, let parent = parent(of: object) else { return -1 }
    return children(of: parent).firstIndex {
      if case .object(let child) = $0 { return child === object }
      return false
    } ?? -1
  }

  /// A role's name as at-spi2-core spells it.
  static func roleName(_ role: UInt32) -> String {
    switch role {
    case ATSPIRoles.application: "application"
    case ATSPIRoles.frame: "frame"
    case ATSPIRoles.pushButton: "push button"
    case ATSPIRoles.toggleButton: "toggle button"
    case ATSPIRoles.slider: "slider"
    case ATSPIRoles.heading: "heading"
    case ATSPIRoles.link: "link"
    case ATSPIRoles.image: "image"
    case ATSPIRoles.list: "list"
    case ATSPIRoles.listItem: "list item"
    case ATSPIRoles.toolBar: "tool bar"
    case ATSPIRoles.pageTabList: "page tab list"
    case ATSPIRoles.pageTab: "page tab"
    case ATSPIRoles.progressBar: "progress bar"
    case ATSPIRoles.entry: "entry"
    case ATSPIRoles.panel: "panel"
    default: "label"
    }
  }

  // MARK: Properties

  private func answerProperties(
    _ member: String, on node: Node, arguments: inout DBusMessageReader,
    reply: inout DBusMessageWriter
  ) -> Bool {
    guard let interface = arguments.string() else { return false }
    let properties = properties(of: node, in: interface)
    switch member {
    case "Get":
      guard let name = arguments.string(), let property = properties.first(where: { $0.0 == name })
      else { return false }
      reply.appendVariant(of: property.1, property.2)
    case "GetAll":
      reply.appendArray(of: "{sv}") { array in
        for (name, signature, write) in properties {
          array.appendDictionaryEntry {
            $0.append(name)
            $0.appendVariant(of: signature, write)
          }
        }
      }
    case "Set":
      guard let name = arguments.string() else { return false }
      switch (interface, name, node) {
      case ("org.a11y.atspi.Application", "Id", _):
        applicationID = Int32(arguments.integer() ?? 0)
      case ("org.a11y.atspi.Value", "CurrentValue", .object(let object as AccessibilityRangeValue)):
        guard let value = arguments.double() else { return false }
        object.accessibilityNumber = min(
          max(value, object.accessibilityRange.lowerBound), object.accessibilityRange.upperBound)
      default:
        return false
      }
    default:
      return false
    }
    return true
  }

  /// The properties of `interface` on `node`: each its name, signature and writer.
  private func properties(
    of node: Node, in interface: String
  ) -> [(String, String, (inout DBusMessageWriter) -> Void)] {
    switch (interface, node) {
    case ("org.a11y.atspi.Accessible", _):
      noteTold(node)
      let name = name(of: node)
      var description = ""
      var identifier = ""
      var help = ""
      var language = Locale.current.identifier
      var parent: Node?
      if case .object(let object) = node {
        language = object.accessibilityLanguage ?? language
        description = self.description(of: object)
        identifier = object.accessibilityIdentifier ?? ""
        help = object.accessibilityHint ?? ""
        parent = self.parent(of: object)
      }
      let count = Int32(children(of: node).count)
      let isApplication = if case .application = node { true } else { false }
      return [
        ("Name", "s", { $0.append(name) }),
        ("Description", "s", { $0.append(description) }),
        (
          "Parent", "(so)",
          { writer in
            if isApplication {
              let desktop = self.desktop
              writer.appendStruct {
                $0.append(desktop.name)
                $0.append(objectPath: desktop.path)
              }
            } else {
              self.writeReference(to: parent, in: &writer)
            }
          }
        ),
        ("ChildCount", "i", { $0.append(count) }),
        ("Locale", "s", { $0.append(language) }),
        ("AccessibleId", "s", { $0.append(identifier) }),
        ("HelpText", "s", { $0.append(help) }),
      ]
    case ("org.a11y.atspi.Application", .application):
      let id = applicationID
      return [
        ("ToolkitName", "s", { $0.append("MiniUIKit") }),
        ("Version", "s", { $0.append("1.0") }),
        ("ToolkitVersion", "s", { $0.append("1.0") }),
        ("AtspiVersion", "s", { $0.append("2.1") }),
        ("InterfaceVersion", "u", { $0.append(UInt32(1)) }),
        ("Id", "i", { $0.append(id) }),
      ]
    case ("org.a11y.atspi.Action", .object(let object)):
      let count = Int32(actionNames(of: object).count)
      return [("NActions", "i", { $0.append(count) })]
    case ("org.a11y.atspi.Value", .object(let object as AccessibilityRangeValue)):
      let range = object.accessibilityRange
      let step = object.accessibilityStep
      let value = object.accessibilityNumber
      let text = (object as? UIResponder)?.accessibilityValue ?? ""
      return [
        ("MinimumValue", "d", { $0.append(range.lowerBound) }),
        ("MaximumValue", "d", { $0.append(range.upperBound) }),
        ("MinimumIncrement", "d", { $0.append(step) }),
        ("CurrentValue", "d", { $0.append(value) }),
        ("Text", "s", { $0.append(text) }),
      ]
    case ("org.a11y.atspi.Text", .object(let object)):
      let count = Int32(text(of: object)?.unicodeScalars.count ?? 0)
      return [
        ("CharacterCount", "i", { $0.append(count) }),
        ("CaretOffset", "i", { $0.append(Int32(-1)) }),
      ]
    default:
      return []
    }
  }

  // MARK: Component

  private func answerComponent(
    _ member: String, on node: Node, arguments: inout DBusMessageReader,
    reply: inout DBusMessageWriter
  ) -> Bool {
    switch member {
    case "GetExtents":
      let frame = extents(of: node, in: UInt32(arguments.integer() ?? 0))
      reply.appendStruct {
        for value in [frame.minX, frame.minY, frame.width, frame.height] {
          $0.append(Self.pixels(value))
        }
      }
    case "GetPosition":
      let frame = extents(of: node, in: UInt32(arguments.integer() ?? 0))
      reply.append(Self.pixels(frame.minX))
      reply.append(Self.pixels(frame.minY))
    case "GetSize":
      let frame = extents(of: node, in: 1)
      reply.append(Self.pixels(frame.width))
      reply.append(Self.pixels(frame.height))
    case "Contains", "GetAccessibleAtPoint":
      let point = CGPoint(x: arguments.integer() ?? 0, y: arguments.integer() ?? 0)
      let coordinates = UInt32(arguments.integer() ?? 0)
      if member == "Contains" {
        reply.append(extents(of: node, in: coordinates).contains(point))
      } else {
        let hit = children(of: node).last { extents(of: $0, in: coordinates).contains(point) }
        writeReference(to: hit, in: &reply)
      }
    case "GetLayer":
      let isWindow = if case .object(let object) = node, object is UIWindow { true } else { false }
      reply.append(UInt32(isWindow ? 7 : 3))
    case "GetMDIZOrder":
      reply.append(Int16(0))
    case "GetAlpha":
      reply.append(Double(1))
    case "GrabFocus":
      guard case .object(let view as UIView) = node, view.canBecomeFocused else {
        reply.append(false)
        return true
      }
      UIApplication.shared.setFocus(view)
      reply.append(true)
    case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
      reply.append(false)
    default:
      return false
    }
    return true
  }

  /// A coordinate as AT-SPI2's 32-bit pixels (0 for one that is not a number).
  static func pixels(_ value: CGFloat) -> Int32 {
    value.isFinite ? Int32(clamping: Int(value.rounded())) : 0
  }

  // MARK: Action

  private func answerAction(
    _ member: String, on object: UIResponder, arguments: inout DBusMessageReader,
    reply: inout DBusMessageWriter
  ) -> Bool {
    let names = actionNames(of: object)
    switch member {
    case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
      let index = arguments.integer() ?? -1
      let name = names.indices.contains(index) ? names[index] : ""
      reply.append(member == "GetKeyBinding" ? "" : name)
    case "GetActions":
      reply.appendArray(of: "(sss)") { array in
        for name in names {
          array.appendStruct {
            $0.append(name)
            $0.append(name)
            $0.append("")
          }
        }
      }
    case "DoAction":
      reply.append(doAction(arguments.integer() ?? -1, of: object))
    default:
      return false
    }
    return true
  }

  // MARK: Text

  private func answerText(
    _ member: String, text: String, arguments: inout DBusMessageReader,
    reply: inout DBusMessageWriter
  ) -> Bool {
    // AT-SPI2's offsets count code points.
    let characters = Array(text.unicodeScalars)
    func substring(_ start: Int, _ end: Int) -> String {
      let end = end < 0 ? characters.count : min(end, characters.count)
      let start = min(max(start, 0), end)
      var result = ""
      result.unicodeScalars.append(contentsOf: characters[start..<end])
      return result
    }
    switch member {
    case "GetText":
      let start = arguments.integer() ?? 0
      reply.append(substring(start, arguments.integer() ?? -1))
    case "GetCharacterAtOffset":
      let offset = arguments.integer() ?? -1
      let scalar = characters.indices.contains(offset) ? Int32(characters[offset].value) : 0
      reply.append(scalar)
    case "GetStringAtOffset", "GetTextAtOffset":
      // A label is one line: every granularity but a character's gives all of it.
      let offset = arguments.integer() ?? 0
      let isCharacter = (arguments.integer() ?? 1) == 0
      let range = isCharacter ? (offset, offset + 1) : (0, characters.count)
      reply.append(substring(range.0, range.1))
      reply.append(Int32(range.0))
      reply.append(Int32(min(range.1, characters.count)))
    case "GetTextBeforeOffset", "GetTextAfterOffset":
      reply.append("")
      reply.append(Int32(0))
      reply.append(Int32(0))
    case "GetNSelections":
      reply.append(Int32(0))
    case "GetAttributes", "GetAttributeRun":
      reply.appendArray(of: "{ss}") { _ in }
      reply.append(Int32(0))
      reply.append(Int32(characters.count))
    case "GetDefaultAttributes", "GetDefaultAttributeSet":
      reply.appendArray(of: "{ss}") { _ in }
    default:
      return false
    }
    return true
  }
}
