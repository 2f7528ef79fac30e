import Foundation

/// Where a sheet stands in its container, as iOS places it.
///
/// In a compact window (under 600 points wide or 500 high) the sheet is a **card**: as wide
/// as the window (or, edge-attached in a short window, as wide as the window is tall), rising
/// from the bottom edge to the top of its detent. At its tallest (the large detent) its top is
/// 10 points below the safe area's top, and never less than 40 from the window's. In a larger
/// window it is **centred**, as on an iPad: a page sheet 700 points wide (or the width less
/// 40) and 40 short of the top and bottom; a form sheet 540 × 620. A centred sheet has no
/// detents: it is always at its largest.
struct SheetLayout: Equatable {
  let bounds: CGRect
  let safeArea: UIEdgeInsets
  let isCard: Bool
  let isEdgeAttached: Bool
  let style: UIModalPresentationStyle

  /// How much the view behind a card steps back at each level: its width scale, and how far
  /// its top stands above the top of the card in front.
  static let stepBackScale: CGFloat = 0.92
  static let stepBackRise: CGFloat = 10

  init(
    bounds: CGRect, safeArea: UIEdgeInsets, traits: UITraitCollection,
    style: UIModalPresentationStyle, prefersEdgeAttachedInCompactHeight: Bool = false
  ) {
    self.bounds = bounds
    self.safeArea = safeArea
    self.style = style
    let compactHeight = traits.verticalSizeClass == .compact
    isCard = traits.horizontalSizeClass == .compact || compactHeight
    isEdgeAttached = isCard && compactHeight && prefersEdgeAttachedInCompactHeight
  }

  /// The card's top at the large detent.
  var largestTop: CGFloat { bounds.minY + max(safeArea.top + 10, 40) }

  /// The bottom detent heights are measured from.
  private var baseline: CGFloat { bounds.maxY - safeArea.bottom }

  /// The large detent's height: the tallest a detent can ask for.
  var maximumDetentValue: CGFloat { max(baseline - largestTop, 0) }

  /// The card's top for a detent of `height`.
  func top(forDetentHeight height: CGFloat) -> CGFloat { baseline - height }

  /// The card with its top at `top`, reaching to the bottom edge.
  func cardFrame(top: CGFloat) -> CGRect {
    let width = isEdgeAttached ? min(bounds.width, max(bounds.height, 320)) : bounds.width
    return CGRect(
      x: bounds.midX - width / 2, y: top, width: width, height: max(bounds.maxY - top, 0)
    ).integral
  }

  /// The sheet with its top at `top`: a card reaching to the bottom edge, or the centred
  /// sheet moved there.
  func frame(top: CGFloat) -> CGRect {
    isCard ? cardFrame(top: top) : centredFrame.offsetBy(dx: 0, dy: top - centredFrame.minY)
  }

  /// A centred page or form sheet.
  var centredFrame: CGRect {
    let size =
      style == .formSheet
      ? CGSize(width: min(540, bounds.width - 40), height: min(620, bounds.height - 80))
      : CGSize(width: min(700, bounds.width - 40), height: bounds.height - 80)
    return CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height
    ).integral
  }

  /// Whether views behind a card step back (not in a short window, as on a phone turned on
  /// its side).
  var stepsBack: Bool { isCard && !isEdgeAttached && bounds.height > bounds.width * 0.8 }

  /// The transform of a view of `frame` behind a card, stepped back by `level` (0 in place,
  /// 1 just behind the card, 2 behind that, and between while it moves): narrower, its top
  /// `stepBackRise` points above the one in front.
  func stepBackTransform(for frame: CGRect, level: CGFloat) -> CGAffineTransform {
    guard level > 0, frame.height > 0 else { return .identity }
    let scale = 1 - (1 - Self.stepBackScale) * steps(level)
    let targetTop = largestTop - Self.stepBackRise * level
    // Scaled about its centre, the top comes down by (1 − scale)·h/2.
    let scaledTop = frame.minY + (1 - scale) * frame.height / 2
    let rise = (targetTop - scaledTop) * min(level, 1)
    return CGAffineTransform(translationX: 0, y: rise).scaledBy(x: scale, y: scale)
  }

  /// 1 at the first level, 1.5 at the second, 1.75 at the third: each steps back half as much
  /// again as the one in front.
  private func steps(_ level: CGFloat) -> CGFloat {
    let whole = floor(level)
    let done = 2 * (1 - pow(0.5, whole))
    return done + (level - whole) * pow(0.5, whole)
  }
}
