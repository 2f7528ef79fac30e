import Foundation

/// Horizontal alignment of a label's text.
public enum NSTextAlignment: Sendable {
  case left
  case center
  case right
}
