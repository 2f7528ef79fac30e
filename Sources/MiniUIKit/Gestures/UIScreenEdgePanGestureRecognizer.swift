import Foundation

/// The edges of a rectangle, as UIKit's UIRectEdge.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that begins only when its touch goes down near one of `edges` of the window, as
/// UIKit's UIScreenEdgePanGestureRecognizer (the window is the screen here): within 20
/// points of it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// How close to an edge (points) the touch must go down.
  public static let edgeWidth: CGFloat = 20

  /// The window edges a pan may start from.
  open var edges: UIRectEdge = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, let touch = touches.first, let window = view?.window else {
      return
    }
    let point = touch.location(in: nil)
    let bounds = window.bounds
    let near: [(UIRectEdge, CGFloat)] = [
      (.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
      (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
    ]
    if !near.contains(where: { edges.contains($0.0) && $0.1 <= Self.edgeWidth }) {
      state = .failed
    }
  }
}
