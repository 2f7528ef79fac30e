import Foundation

/// Supplementary views: headers, footers and other views a layout places beside the items.
/// They are registered, dequeued and recycled as cells are, by kind and identifier; the data
/// source makes them in `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
extension UICollectionView {
  /// The kind of a section's header, as UIKit's constant.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Registers the class to make supplementary views of `elementKind` from for `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let kind = SupplementaryKind(elementKind: elementKind, identifier: identifier)
    guard let viewClass else {
      registeredSupplementaryClasses[kind] = nil
      return
    }
    guard let viewType = viewClass as? UICollectionReusableView.Type else {
      return warn(
        "\(viewClass) is not a UICollectionReusableView subclass; not registered for "
          + "'\(elementKind)' '\(identifier)'")
    }
    registeredSupplementaryClasses[kind] = viewType
  }

  /// A supplementary view of `elementKind` for `indexPath`: one from the pool (after
  /// `prepareForReuse()`), or a new one of the registered class. An unregistered one gets a
  /// plain view and a warning (UIKit raises an exception).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let kind = SupplementaryKind(elementKind: elementKind, identifier: identifier)
    let view: UICollectionReusableView
    if let reused = supplementaryPools[kind]?.popLast() {
      view = reused
      view.prepareForReuse()
    } else {
      let viewType = registeredSupplementaryClasses[kind]
      if viewType == nil {
        warn("no class registered for the supplementary view '\(elementKind)' '\(identifier)'")
      }
      view = (viewType ?? UICollectionReusableView.self).init(registeredClassWithFrame: .zero)
      view.reuseIdentifier = identifier
    }
    view.elementKind = elementKind
    if let attributes = layout.layoutAttributesForSupplementaryView(
      ofKind: elementKind, at: indexPath)
    {
      apply(attributes, to: view)
    }
    return view
  }

  /// The supplementary view of `elementKind` at `indexPath`, if it is on screen.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaryViews[SupplementaryKey(elementKind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of `elementKind` that intersect the visible rectangle.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of the visible supplementary views of `elementKind`, in order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    supplementaryViews.filter { key, view in
      key.elementKind == elementKind && !view.isHidden && view.frame.intersects(bounds)
    }.keys.map(\.indexPath).sorted()
  }

  /// Puts the wanted supplementary views on screen with their attributes, and sends the
  /// others back to their pools (unless an animation holds them).
  func showSupplementaryViews(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
    let leaving = supplementaryViews.filter { key, view in
      wanted[key] == nil && animatingCells[ObjectIdentifier(view)] == nil
    }
    for key in leaving.keys { enqueueSupplementaryView(at: key) }
    for (key, attributes) in wanted {
      if let view = supplementaryViews[key] {
        apply(attributes, to: view)
        continue
      }
      guard let dataSource else { continue }
      var made: UICollectionReusableView?
      UIView.performWithoutAnimation {
        made = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: key.elementKind, at: key.indexPath)
      }
      guard let view = made else { continue }
      supplementaryViews[key] = view
      if view.superview !== self { addSubview(view) }
      UIView.performWithoutAnimation {
        apply(attributes, to: view)
        measure(view, with: attributes)
      }
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.elementKind,
        at: key.indexPath)
    }
  }

  /// An empty view and a warning, for a supplementary view the layout places and the data
  /// source does not make (UIKit raises an exception).
  func unmadeSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    warn(
      "the layout places a supplementary view of kind '\(kind)' at \(indexPath), but the "
        + "data source does not make supplementary views")
    return UICollectionReusableView(frame: .zero)
  }

  /// Takes a supplementary view off screen and into its pool.
  func enqueueSupplementaryView(at key: SupplementaryKey) {
    guard let view = supplementaryViews.removeValue(forKey: key) else { return }
    view.removeAllAnimations()
    view.removeFromSuperview()
    collectionDelegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.elementKind,
      at: key.indexPath)
    guard let identifier = view.reuseIdentifier else { return }
    supplementaryPools[
      SupplementaryKind(elementKind: key.elementKind, identifier: identifier), default: []
    ].append(view)
  }

  /// Moves the supplementary views on screen to where the layout has them now (inside an
  /// animation block, they animate).
  func applyLayoutToSupplementaryViews() {
    for (key, view) in supplementaryViews {
      if let attributes = layout.layoutAttributesForSupplementaryView(
        ofKind: key.elementKind, at: key.indexPath)
      {
        apply(attributes, to: view)
      } else {
        view.alpha = 0
      }
    }
  }
}

/// A supplementary view on screen: its kind and index path.
struct SupplementaryKey: Hashable {
  var elementKind: String
  var indexPath: IndexPath

  init(elementKind: String, indexPath: IndexPath) {
    self.elementKind = elementKind
    self.indexPath = indexPath
  }

  /// The key of the supplementary view `attributes` place (nil for a cell).
  @MainActor
  init?(_ attributes: UICollectionViewLayoutAttributes) {
    guard let kind = attributes.representedElementKind else { return nil }
    self.init(elementKind: kind, indexPath: attributes.indexPath)
  }
}

/// A registration of supplementary views: their kind and reuse identifier.
struct SupplementaryKind: Hashable {
  var elementKind: String
  var identifier: String
}
