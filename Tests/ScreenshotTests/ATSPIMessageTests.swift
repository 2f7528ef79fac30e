import CDBus
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// The host's D-Bus messages as AT-SPI2 reads them: the writer's values come back through the
/// reader with the signature the interfaces declare, and traits map to AT-SPI2's roles and
/// state bits.
@MainActor
final class ATSPIMessageTests: XCTestCase {
  func testWhatTheWriterWritesTheReaderReadsWithItsSignature() async throws {
    let message = try XCTUnwrap(
      dbus_message_new_signal("/a", "org.a11y.atspi.Event.Object", "StateChanged"))
    defer { dbus_message_unref(message) }
    var writer = DBusMessageWriter(appendingTo: message)
    writer.append("focused")
    writer.append(Int32(-1))
    writer.append(UInt32(7))
    writer.append(0.25)
    writer.append(true)
    writer.appendStruct {
      $0.append(":1.5")
      $0.append(objectPath: "/org/a11y/atspi/accessible/3")
    }
    writer.appendArray(of: "(so)") { array in
      for path in ["/a", "/b"] {
        array.appendStruct {
          $0.append(":1.5")
          $0.append(objectPath: path)
        }
      }
    }
    writer.appendVariant(of: "i") { $0.append(Int32(42)) }
    writer.appendArray(of: "{sv}") { _ in }
    XCTAssertEqual(
      dbus_message_get_signature(message).map { String(cString: $0) },
      "siudb(so)a(so)va{sv}")

    var reader = DBusMessageReader(message)
    XCTAssertEqual(reader.string(), "focused")
    XCTAssertEqual(reader.integer(), -1)
    XCTAssertEqual(reader.integer(), 7)
    XCTAssertEqual(reader.double(), 0.25)
    XCTAssertEqual(reader.bool(), true)
    let reference = reader.contents { fields -> [String]? in
      [fields.string(), fields.string()].compactMap { $0 }
    }
    XCTAssertEqual(reference, [":1.5", "/org/a11y/atspi/accessible/3"])
    let paths = reader.contents { array -> [String]? in
      var paths: [String] = []
      while let path = array.contents({ fields -> String? in
        _ = fields.string()
        return fields.string()
      }) {
        paths.append(path)
      }
      return paths
    }
    XCTAssertEqual(paths, ["/a", "/b"])
    XCTAssertEqual(reader.double(), 42, "a number inside a variant, widened")
    XCTAssertEqual(reader.contents { $0.string() }, nil, "an empty array has nothing")
    XCTAssertNil(reader.string(), "the end")
  }

  func testTraitsMapToRolesAndStatesToBits() async {
    func role(_ kind: AccessibilityKind, _ traits: UIAccessibilityTraits, inTabBar: Bool = false)
      -> UInt32
    {
      ATSPIRoles.role(kind: kind, traits: traits, isInTabBar: inTabBar)
    }
    XCTAssertEqual(role(.element, .button), ATSPIRoles.pushButton)
    XCTAssertEqual(role(.element, [.button, .toggleButton]), ATSPIRoles.toggleButton)
    XCTAssertEqual(role(.element, .adjustable), ATSPIRoles.slider)
    XCTAssertEqual(role(.element, [.staticText, .header]), ATSPIRoles.heading)
    XCTAssertEqual(role(.element, .image), ATSPIRoles.image)
    XCTAssertEqual(role(.element, .none), ATSPIRoles.label)
    XCTAssertEqual(role(.element, [.button, .selected], inTabBar: true), ATSPIRoles.pageTab)
    XCTAssertEqual(role(.cell, .button), ATSPIRoles.listItem)
    XCTAssertEqual(role(.window, .none), ATSPIRoles.frame)
    XCTAssertEqual(role(.tabBar, .tabBar), ATSPIRoles.pageTabList)

    let states = ATSPIRoles.states(
      traits: [.button, .toggleButton, .selected], isShowing: true, isFocusable: true,
      isFocused: true, isToggledOn: true, isModal: false)
    XCTAssertEqual(
      states,
      [
        ATSPIRoles.visible, ATSPIRoles.showing, ATSPIRoles.enabled, ATSPIRoles.sensitive,
        ATSPIRoles.selectable, ATSPIRoles.selected, ATSPIRoles.checkable, ATSPIRoles.checked,
        ATSPIRoles.focusable, ATSPIRoles.focused,
      ])
    let dimmed = ATSPIRoles.states(
      traits: .notEnabled, isShowing: false, isFocusable: false, isFocused: false,
      isToggledOn: false, isModal: false)
    XCTAssertEqual(dimmed, [ATSPIRoles.visible])
    // Two words of bits: CHECKABLE (41) is bit 9 of the second.
    XCTAssertEqual(
      ATSPIRoles.words([ATSPIRoles.focused, ATSPIRoles.checkable]), [1 << 12, 1 << 9])
  }
}
