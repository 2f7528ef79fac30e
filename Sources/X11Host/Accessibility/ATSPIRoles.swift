@_spi(Host) import MiniUIKit

/// How UIKit's kinds of node and traits read as AT-SPI2's roles and states: the one table
/// of the mapping (numbers from at-spi2-core's `AtspiRole` and `AtspiStateType`).
enum ATSPIRoles {
  /// The role of a node of `kind` with `traits`: the first row that fits. A button in a tab
  /// bar is a tab.
  static func role(
    kind: AccessibilityKind, traits: UIAccessibilityTraits, isInTabBar: Bool
  ) -> UInt32 {
    switch kind {
    case .window: return frame
    case .cell: return listItem
    case .progressBar: return progressBar
    case .list: return list
    case .toolBar: return toolBar
    case .tabBar: return pageTabList
    case .group: return panel
    case .element:
      if isInTabBar, traits.contains(.button) { return pageTab }
      for (trait, role) in roleOfTrait where traits.contains(trait) { return role }
      return label
    }
  }

  /// Element traits and their roles, the most telling first.
  static let roleOfTrait: [(UIAccessibilityTraits, UInt32)] = [
    (.toggleButton, toggleButton),
    (.adjustable, slider),
    (.searchField, entry),
    (.link, link),
    (.header, heading),
    (.button, pushButton),
    (.keyboardKey, pushButton),
    (.image, image),
    (.staticText, label),
  ]

  /// The states of a node: `traits` as states, and what the host knows besides.
  static func states(
    traits: UIAccessibilityTraits, isShowing: Bool, isFocusable: Bool, isFocused: Bool,
    isToggledOn: Bool, isModal: Bool
  ) -> Set<UInt32> {
    var states: Set<UInt32> = isShowing ? [visible, showing] : [visible]
    if !traits.contains(.notEnabled) { states.formUnion([enabled, sensitive]) }
    if traits.contains(.selected) { states.formUnion([selectable, selected]) }
    if traits.contains(.toggleButton) {
      states.insert(checkable)
      if isToggledOn { states.insert(checked) }
    }
    if isFocusable { states.insert(focusable) }
    if isFocused { states.insert(focused) }
    if isModal { states.insert(modal) }
    return states
  }

  // AtspiRole.
  static let frame: UInt32 = 23
  static let image: UInt32 = 27
  static let label: UInt32 = 29
  static let list: UInt32 = 31
  static let listItem: UInt32 = 32
  static let pageTab: UInt32 = 37
  static let pageTabList: UInt32 = 38
  static let panel: UInt32 = 39
  static let progressBar: UInt32 = 42
  static let pushButton: UInt32 = 43
  static let slider: UInt32 = 51
  static let toggleButton: UInt32 = 62
  static let toolBar: UInt32 = 63
  static let application: UInt32 = 75
  static let entry: UInt32 = 79
  static let heading: UInt32 = 83
  static let link: UInt32 = 88

  // AtspiStateType.
  static let active: UInt32 = 1
  static let checked: UInt32 = 4
  static let enabled: UInt32 = 8
  static let focusable: UInt32 = 11
  static let focused: UInt32 = 12
  static let modal: UInt32 = 16
  static let selectable: UInt32 = 22
  static let selected: UInt32 = 23
  static let sensitive: UInt32 = 24
  static let showing: UInt32 = 25
  static let visible: UInt32 = 30
  static let checkable: UInt32 = 41

  /// The states whose changes are sent, as events name them.
  static let stateNames: [UInt32: String] = [
    active: "active", checkable: "checkable", checked: "checked", enabled: "enabled",
    focusable: "focusable", focused: "focused", modal: "modal", selectable: "selectable",
    selected: "selected", sensitive: "sensitive", showing: "showing", visible: "visible",
  ]

  /// The state set as AT-SPI2 sends it: two 32-bit words of bits.
  static func words(_ states: Set<UInt32>) -> [UInt32] {
    var words: [UInt32] = [0, 0]
    for state in states where state < 64 { words[Int(state / 32)] |= 1 << (state % 32) }
    return words
  }
}
