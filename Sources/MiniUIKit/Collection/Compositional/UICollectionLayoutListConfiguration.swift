import Foundation

/// A table-like list made with a compositional layout, as UIKit's configuration: rows the
/// width of the section (inset and rounded for `insetGrouped`), sized from their content,
/// with separators between them and a header or footer per section if asked for.
///
/// `sidebar` and `sidebarPlain` look like `insetGrouped` and `plain` here (a Linux window
/// has no split view column to put them in).
public struct UICollectionLayoutListConfiguration: Sendable, Equatable {
  /// The look of a list.
  public enum Appearance: Sendable, Equatable {
    /// Rows filling a white list.
    case plain
    /// Groups of white rows on a grey ground.
    case grouped
    /// Groups of rows inset from the sides, with rounded corners.
    case insetGrouped
    /// A sidebar's look; here as `insetGrouped`.
    case sidebar
    /// A plain sidebar's look; here as `plain`.
    case sidebarPlain
  }

  /// Whether and how each section shows a header.
  public enum HeaderMode: Sendable, Equatable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item is its header: no separator, the ground behind it.
    case firstItemInSection
  }

  /// Whether each section shows a footer.
  public enum FooterMode: Sendable, Equatable {
    /// No footer.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// The look of the list.
  public let appearance: Appearance
  /// Whether lines separate the rows.
  public var showsSeparators = true
  /// The list's background; nil takes the appearance's.
  public var backgroundColor: UIColor?
  /// Whether and how each section shows a header; none by default.
  public var headerMode = HeaderMode.none
  /// Whether each section shows a footer; none by default.
  public var footerMode = FooterMode.none
  /// Extra room above each section's header (nil: the appearance's).
  public var headerTopPadding: CGFloat?

  /// A list configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }

  /// Whether the rows stand on a grey ground in groups, rather than fill a white list.
  var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
  /// Whether the groups are inset from the edges with rounded corners.
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

  /// The colour behind the rows, as UIKit's appearances.
  var resolvedBackgroundColor: UIColor {
    backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
  }

  /// Points a row is estimated to take, before its cell says.
  static let estimatedRowHeight: CGFloat = 44
  /// Points an inset group stands in from each side.
  static let groupInset: CGFloat = 20
  /// The radius of an inset group's corners.
  static let groupCornerRadius: CGFloat = 10
}

/// Where a list places an item in its section: list cells round their corners and draw a
/// separator from it.
struct ListPlacement: Equatable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  /// The section's first item standing as its header (`headerMode = .firstItemInSection`).
  var isHeader: Bool
  var isFirst: Bool
  var isLast: Bool
  var showsSeparator: Bool

  /// The background a row (or header) so placed takes: white rows, an inset group's first
  /// and last rows rounding their outer corners.
  var defaultBackground: UIBackgroundConfiguration {
    if isHeader {
      return appearance == .plain || appearance == .sidebarPlain
        ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }
    switch appearance {
    case .plain, .sidebarPlain:
      return .listPlainCell()
    case .grouped:
      return .listGroupedCell()
    case .insetGrouped, .sidebar:
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.cornerRadius = UICollectionLayoutListConfiguration.groupCornerRadius
      var corners: CACornerMask = []
      if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      background.maskedCorners = corners
      return background
    }
  }
}

extension NSCollectionLayoutSection {
  /// A list section, as UIKit's: one row per group, full width (or inset), with the header
  /// and footer `configuration` asks for.
  @MainActor
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
    let row = NSCollectionLayoutItem(layoutSize: rowSize)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [row])
    let section = NSCollectionLayoutSection(group: group)
    let side = configuration.isInset ? UICollectionLayoutListConfiguration.groupInset : 0
    let gap: CGFloat = configuration.isGrouped ? 20 : 0
    let hasHeader = configuration.headerMode == .supplementary
    section.contentInsets = NSDirectionalEdgeInsets(
      top: hasHeader ? 0 : gap, leading: side, bottom: gap, trailing: side)
    if hasHeader {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(
            (configuration.isGrouped ? 38 : 28) + (configuration.headerTopPadding ?? 0))),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      section.boundarySupplementaryItems.append(footer)
    }
    section.listConfiguration = configuration
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A compositional layout whose every section is a list, as UIKit's.
  @preconcurrency @MainActor
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
    layout.listBackgroundColor = configuration.resolvedBackgroundColor
    return layout
  }
}
