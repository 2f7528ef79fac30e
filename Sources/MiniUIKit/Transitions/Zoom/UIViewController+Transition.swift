import Foundation

extension UIViewController {
  /// How a controller comes on screen when it is pushed or presented, as iOS 18's
  /// `UIViewController.Transition`: the zoom out of a source view, or one of the modal
  /// transition styles. Set it as `preferredTransition` on the controller that comes.
  @preconcurrency @MainActor
  public final class Transition: NSObject {
    enum Kind {
      case zoom(ZoomOptions?, (ZoomSourceViewProviderContext) -> UIView?)
      case style(UIModalTransitionStyle)
    }

    let kind: Kind

    /// The modal style it stands for, if it is one.
    var modalStyle: UIModalTransitionStyle? {
      if case .style(let style) = kind { return style }
      return nil
    }

    init(kind: Kind) {
      self.kind = kind
      super.init()
    }

    /// The zoom: the controller grows out of the view `sourceViewProvider` returns (a
    /// thumbnail, say) and shrinks back into it, asked again then, so that it finds the view
    /// where it is by then. It is asked with the two controllers; nil falls back to a fade.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(kind: .zoom(options, sourceViewProvider))
    }

    /// The modal styles, for a presentation (a push slides as usual).
    public static var coverVertical: Self { Self(kind: .style(.coverVertical)) }
    /// The presented view fades in.
    public static var crossDissolve: Self { Self(kind: .style(.crossDissolve)) }
    /// The window turns over about its vertical axis to show the presented view.
    public static var flipHorizontal: Self { Self(kind: .style(.flipHorizontal)) }
    /// A page curl: not drawn here; it presents as `.coverVertical`, with a warning.
    public static var partialCurl: Self { Self(kind: .style(.partialCurl)) }

    /// The zoom's options.
    @preconcurrency @MainActor
    open class ZoomOptions: NSObject {
      /// Asked when a drag on the zoomed view could begin an interactive dismissal (false:
      /// it does not).
      open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
      /// The part of the zoomed controller's view (in its coordinates) that lines up with the
      /// source view; nil: the view's width, centred.
      open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
      /// A colour laid over the source controller while the zoomed one is up (nil: none).
      open var dimmingColor: UIColor?

      public override init() { super.init() }

      /// Where a drag that may begin the dismissal is.
      @preconcurrency @MainActor
      public final class InteractionContext: NSObject {
        /// In the zoomed controller's view.
        public let location: CGPoint
        /// Points a second.
        public let velocity: CGVector
        /// Whether the dismissal begins if the closure says yes.
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
          self.location = location
          self.velocity = velocity
          self.willBegin = willBegin
        }
      }

      /// What an alignment rectangle is asked with.
      @preconcurrency @MainActor
      public final class AlignmentRectContext: NSObject {
        /// The view the zoom comes out of.
        public let sourceView: UIView
        /// The controller that zooms.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
          self.sourceView = sourceView
          self.zoomedViewController = zoomedViewController
        }
      }
    }

    /// What a zoom's source view provider is asked with.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
      /// The controller the zoom comes out of (the one below, or the presenter).
      public let sourceViewController: UIViewController
      /// The controller that zooms.
      public let zoomedViewController: UIViewController

      init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
      }
    }
  }
}

/// Objective-C's names of the zoom's classes.
public typealias UIZoomTransitionSourceViewProviderContext =
  UIViewController.Transition.ZoomSourceViewProviderContext
/// Objective-C's name of `UIViewController.Transition.ZoomOptions`.
public typealias UIZoomTransitionOptions = UIViewController.Transition.ZoomOptions
/// Objective-C's name of `UIViewController.Transition.ZoomOptions.InteractionContext`.
public typealias UIZoomTransitionInteractionContext =
  UIViewController.Transition.ZoomOptions.InteractionContext
/// Objective-C's name of `UIViewController.Transition.ZoomOptions.AlignmentRectContext`.
public typealias UIZoomTransitionAlignmentRectContext =
  UIViewController.Transition.ZoomOptions.AlignmentRectContext
