import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// UILayoutGuide: spacing between views, or a view's margins and safe area.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem, AnchorProviding {
  /// What ties a built-in guide to its view.
  enum Kind {
    /// The app's own: constraints alone place it.
    case free
    /// Inset from the view by its `layoutMargins`.
    case margins
    /// Inset from the view by its `safeAreaInsets`.
    case safeArea
    /// A scroll view's content: at its origin, and its solved size is the content size.
    case scrollContent
    /// A scroll view's frame, wherever the content has scrolled.
    case scrollFrame
  }

  let kind: Kind
  /// The view whose layout the guide belongs to.
  public internal(set) weak var owningView: UIView?
  /// A name for messages.
  public var identifier = ""
  /// Where the layout put the guide, in its owning view's coordinates.
  public internal(set) var layoutFrame = CGRect.zero

  public override init() {
    kind = .free
    super.init()
  }

  init(kind: Kind, owningView: UIView, identifier: String) {
    self.kind = kind
    self.owningView = owningView
    self.identifier = identifier
    super.init()
  }

  var layoutView: UIView? { owningView }

  /// The guide's leading edge: its left edge here.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The guide's trailing edge: its right edge here.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }

  /// The insets from the owning view that a built-in guide keeps.
  var insets: UIEdgeInsets {
    guard let owningView else { return .zero }
    switch kind {
    case .free, .scrollContent: return .zero
    case .margins: return owningView.layoutMargins
    case .safeArea: return owningView.safeAreaInsets
    case .scrollFrame:
      // The scroll view's subviews are laid out in content coordinates: its frame lies at the
      // content offset.
      let offset = owningView.bounds.origin
      return UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
    }
  }
}
