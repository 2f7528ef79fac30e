import Foundation

/// An object that can handle events passed along the responder chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Made by `UIApplicationMain` (the app and scene delegates, by class) as archives make
  /// objects: through the one initializer every UIKit subclass has. Nothing is decoded: it
  /// runs `init()`, so a delegate's own `override init()` runs too.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// The next responder in the chain: a view's view controller or superview, and so on up to
  /// the application.
  open var next: UIResponder? { nil }

  /// Fingers touched down. The default passes them along the chain.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Touches moved. The default passes them along the chain.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Touches lifted. The default passes them along the chain.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Touches were cancelled (a gesture recognizer took them, say). The default passes them
  /// along the chain.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A key went down; return true if handled. The default passes it along the chain.
  open func keyPressed(_ key: UIKey) -> Bool {
    next?.keyPressed(key) ?? false
  }
}
