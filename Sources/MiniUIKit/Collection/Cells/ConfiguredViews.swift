import Foundation

/// The views a cell shows its content and background configurations in, for collection
/// and table cells alike: setting a configuration reuses the view there when it supports
/// it, and makes one otherwise.
@MainActor
struct ConfiguredViews {
  /// The view showing the content configuration, filling the content view.
  private(set) var content: (UIView & UIContentView)?
  /// The view drawing the background configuration, behind everything in the cell.
  private(set) var background: BackgroundConfigurationView?

  /// Shows `configuration` in `contentView` (nil: takes the view away).
  mutating func showContent(_ configuration: UIContentConfiguration?, in contentView: UIView) {
    guard let configuration else {
      content?.removeFromSuperview()
      content = nil
      return
    }
    if let view = content, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    content?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    content = view
  }

  /// Shows `configuration` at the back of `cell` (nil: takes the view away).
  mutating func showBackground(_ configuration: UIBackgroundConfiguration?, in cell: UIView) {
    guard let configuration else {
      background?.removeFromSuperview()
      background = nil
      return
    }
    if let view = background {
      view.configuration = configuration
      return
    }
    let view = BackgroundConfigurationView(configuration: configuration)
    view.frame = cell.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.insertSubview(view, at: 0)
    background = view
  }
}
