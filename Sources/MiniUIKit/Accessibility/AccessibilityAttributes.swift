import Foundation

/// The accessibility properties set on one object (see `UIResponder`); nil where a class's
/// default applies.
final class AccessibilityAttributes {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var frame: CGRect?
  var identifier: String?
  var elements: [Any]?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var customActions: [UIAccessibilityCustomAction]?
  var language: String?
  var activationPoint: CGPoint?
  var ignoresInvertColors: Bool?
}
