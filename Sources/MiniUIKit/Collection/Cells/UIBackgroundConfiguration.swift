import Foundation

/// How a cell's background looks, as UIKit's: a colour, corners, a stroke and insets, with
/// the list appearances' presets. The cell draws it behind its content; for a selected or
/// highlighted cell, the list presets darken (`updated(for:)`).
public struct UIBackgroundConfiguration: Equatable, Sendable {
  /// Nil shows the cell's tint-free default: none.
  public var backgroundColor: UIColor?
  /// The radius of the background's corners, in points (at most half its width or height).
  public var cornerRadius: CGFloat = 0
  /// The colour of the line around the background; nil draws none.
  public var strokeColor: UIColor?
  /// The width of the line around the background, in points; 0 draws none.
  public var strokeWidth: CGFloat = 0
  /// How far the background sits inside the cell's edges, in points.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The colour a selected or highlighted cell shows (the list presets set it).
  var selectedColor: UIColor?
  /// Which corners round (a list's first and last rows round only their outer ones).
  var maskedCorners = CACornerMask.all

  /// A background with nothing in it.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// A row of a plain list: white, grey when selected.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .systemBackground
    background.selectedColor = .systemGray4
    return background
  }

  /// A row of a grouped list: white on the grey ground, grey when selected.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    var background = listPlainCell()
    background.backgroundColor = .secondarySystemGroupedBackground
    return background
  }

  /// A row of a sidebar.
  public static func listSidebarCell() -> UIBackgroundConfiguration { listGroupedCell() }

  /// A header or footer of a plain list.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .systemBackground
    return background
  }

  /// A header or footer of a grouped list: none, the ground shows.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }

  /// A row of a list, as iOS 18 names it (a plain list's look; list cells adapt it).
  public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }

  /// This background as it looks in `state`.
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
    guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted,
      let selectedColor
    else { return self }
    var background = self
    background.backgroundColor = selectedColor
    return background
  }
}

/// The view that draws a background configuration.
final class BackgroundConfigurationView: UIView {
  var configuration: UIBackgroundConfiguration {
    didSet { if configuration != oldValue { UIApplication.shared.setNeedsDisplay() } }
  }

  init(configuration: UIBackgroundConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    let insets = configuration.backgroundInsets
    let area = bounds.inset(
      by: UIEdgeInsets(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    guard area.width > 0, area.height > 0 else { return }
    let radius = min(configuration.cornerRadius, area.width / 2, area.height / 2)
    if let color = configuration.backgroundColor {
      fill(area, color: color, radius: radius, in: &context)
    }
    if let stroke = configuration.strokeColor, configuration.strokeWidth > 0 {
      context.stroke(area, color: stroke, width: configuration.strokeWidth, cornerRadius: radius)
    }
  }

  /// Fills `area` with its top corners, its bottom corners, both or neither rounded, as
  /// `maskedCorners` says (a list's first, last, only or middle row): the rounded ends as
  /// strips of their own, the rest square, so that no more is filled rounded than shows it.
  private func fill(
    _ area: CGRect, color: UIColor, radius: CGFloat, in context: inout DrawingContext
  ) {
    let corners = configuration.maskedCorners
    let roundsTop = radius > 0 && corners.contains(.layerMinXMinYCorner)
    let roundsBottom = radius > 0 && corners.contains(.layerMinXMaxYCorner)
    guard roundsTop != roundsBottom else {
      return context.fill(area, color: color, cornerRadius: roundsTop ? radius : 0)
    }
    let strip = CGRect(
      x: area.minX, y: roundsTop ? area.minY : area.maxY - 2 * radius, width: area.width,
      height: 2 * radius)
    context.fill(strip, color: color, cornerRadius: radius)
    context.fill(
      CGRect(
        x: area.minX, y: roundsTop ? area.minY + radius : area.minY, width: area.width,
        height: area.height - radius), color: color)
  }
}
