import Foundation

/// Cell and supplementary view registrations, as UIKit's (iOS 14): a registration names a
/// cell class and how to set a cell up for an item, so no reuse identifier is spelled out.
extension UICollectionView {
  /// A cell class and the handler that sets its cells up for an item.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// A closure that sets a cell up for the item at an index path.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let handler: Handler
    /// The reuse identifier the registration's cells go by.
    let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"

    /// A registration whose cells `handler` sets up.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A supplementary view class of one kind, and the handler that sets its views up.
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// A closure that sets a view up for its element kind and index path.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

    /// The kind of the registration's views, such as `UICollectionView.elementKindSectionHeader`.
    public let elementKind: String
    let handler: Handler
    let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"

    /// A registration of views of `elementKind` that `handler` sets up.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class for `indexPath`, set up for `item` by its handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if !hasRegisteredCell(forReuseIdentifier: registration.reuseIdentifier) {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // The identifier is the registration's own: its cells are of its class.
    let cell = dequeued as? Cell ?? Cell(registeredClassWithFrame: dequeued.frame)
    if let item {
      registration.handler(cell, indexPath, item)
    } else {
      warn("dequeueConfiguredReusableCell for \(indexPath) was given no item to set up")
    }
    return cell
  }

  /// A supplementary view of the registration's class and kind for `indexPath`, set up by
  /// its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = SupplementaryKind(
      elementKind: registration.elementKind, identifier: registration.reuseIdentifier)
    if registeredSupplementaryClasses[kind] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
      for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(registeredClassWithFrame: dequeued.frame)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
