import Foundation

/// The bar at the top of a navigation controller, as UIKit's: the top item's title in the
/// middle, a back button named after the item below it, and the top item's bar button items
/// on the left and right (mirrored in a right-to-left layout: the back button and the left
/// items on the right).
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarButtonHost {
  /// The bar's height, as UIKit's compact bar.
  public static let height: CGFloat = 44
  /// The height of the large title's band below the row, at rest.
  public static let largeTitleHeight: CGFloat = 52

  /// The label that shows the top item's title in the middle of the row (UIKit keeps its
  /// label private); hidden while the item has a `titleView`.
  public let titleLabel = UILabel()
  /// The title shown large, under the row, while the top item's title is large (see
  /// `prefersLargeTitles`): Inter Bold 34 standing in for SF's.
  public let largeTitleLabel = UILabel()

  /// Whether the bar shows titles large (items choose with `largeTitleDisplayMode`): the
  /// bar grows a band under its row where the title stands large at the leading edge. As
  /// the content below scrolls up, the band shrinks with it until the title goes under the
  /// row, where the title shows small; pulled down past the top, the title grows a little.
  /// At rest the bar has no background (iOS's scroll edge look).
  public var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { largeTitlesDidChange?() } }
  }
  /// Told when `prefersLargeTitles` changes (the navigation controller lays out again).
  var largeTitlesDidChange: (() -> Void)?

  /// How tall the large title's band is now: 0 with no large title, `largeTitleHeight` at
  /// rest, more while pulled down.
  var largeTitleBand: CGFloat = 0 {
    didSet { if largeTitleBand != oldValue { setNeedsLayout() } }
  }

  // MARK: Appearance

  /// How the bar looks (an item's own `standardAppearance` wins while it is on top).
  public var standardAppearance = UINavigationBarAppearance() {
    didSet { standardAppearance = copied(standardAppearance) }
  }
  /// How the bar looks while the content under a large title rests at its top; nil: no
  /// ground and no hairline, the content's ground showing, as iOS since iOS 15.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { scrollEdgeAppearance = scrollEdgeAppearance.map(copied) }
  }
  /// How a bar of compact height looks; bars here are never compact (kept for code that
  /// sets it).
  public var compactAppearance: UINavigationBarAppearance? {
    didSet { compactAppearance = compactAppearance.map(copied) }
  }

  /// UIKit's older ways to style the bar; each, once set, wins over the appearance's.
  public var barTintColor: UIColor? { didSet { applyAppearance() } }
  /// Whether the bar lets the content show through; the content here always lies below
  /// the bar, so the ground shows opaque either way.
  public var isTranslucent = true
  /// The hairline's image (an empty `UIImage()`: none).
  public var shadowImage: UIImage? { didSet { applyAppearance() } }
  /// The title's font and colour (`.font`, `.foregroundColor`; other keys are ignored), in
  /// place of the appearance's.
  public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
  /// The large title's font and colour (`.font`, `.foregroundColor`), in place of the
  /// appearance's.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { applyAppearance() }
  }
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// The ground's image for bars of `barMetrics` (an empty `UIImage()`: no ground).
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
    applyAppearance()
  }

  /// The ground's image set for bars of `barMetrics`, if any.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }

  private func copied(_ appearance: UINavigationBarAppearance) -> UINavigationBarAppearance {
    defer { applyAppearance() }
    return appearance.copy() as? UINavigationBarAppearance ?? appearance
  }

  /// The ground, hairline and titles, from the top item's appearance or the bar's, then
  /// the older properties.
  func applyAppearance() {
    let appearance = topItem?.standardAppearance ?? standardAppearance
    var ground = barTintColor ?? appearance.backgroundColor
    var groundImage = appearance.backgroundImage
    if let image = backgroundImages[.default] {
      groundImage = image.size == .zero ? nil : image
      if image.size == .zero { ground = nil }
    }
    background.backgroundColor = ground ?? scrollEdgeColor
    background.image = groundImage
    let hairline = shadowImage ?? appearance.shadowImage
    separator.image = hairline.flatMap { $0.size == .zero ? nil : $0 }
    separator.backgroundColor = hairline == nil ? appearance.shadowColor : nil
    separator.isHidden =
      hairline?.size == .zero || (hairline == nil && appearance.shadowColor == nil)
    let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance
    edgeBackground.backgroundColor = edge?.backgroundColor ?? scrollEdgeColor
    edgeBackground.image = edge?.backgroundImage
    style(titleLabel, titleTextAttributes ?? appearance.titleTextAttributes, font: Self.titleFont)
    style(
      largeTitleLabel, largeTitleTextAttributes ?? appearance.largeTitleTextAttributes,
      font: Self.largeTitleFont)
    titleOffset = appearance.titlePositionAdjustment
    setNeedsLayout()
  }

  private static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  private static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
  private var titleOffset = UIOffset.zero

  private func style(_ label: UILabel, _ attributes: [NSAttributedString.Key: Any], font: UIFont) {
    label.font = attributes[.font] as? UIFont ?? font
    label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
  }

  /// The bar's ground, faded out at the scroll edge of a large title.
  private let background = UIImageView(image: nil)
  /// What shows through the bar at the scroll edge: the content's own ground (the
  /// navigation controller sets it), as iOS's transparent bar shows the content under it.
  var scrollEdgeColor: UIColor? {
    didSet { applyAppearance() }
  }
  private let edgeBackground = UIImageView(image: nil)
  /// The row's title, faded in as a large title goes under the row.
  private let rowTitle = UIView()
  /// The top item's `titleView`, shown in the title's place.
  private var shownTitleView: UIView?
  /// Clips the large title to its band.
  private let largeTitleClip = UIView()
  /// The back button: UIKit's chevron and the title of the item below.
  public var backButton: UIButton { back }
  private let back = BackButton(frame: .zero)
  private let separator = UIImageView(image: nil)
  /// The item on top, whose title and buttons show.
  public private(set) var topItem: UINavigationItem?
  /// The item below the top one, whose title the back button shows; nil at the root.
  public private(set) var backItem: UINavigationItem?
  /// The buttons of the top item's bar button items, left ones first from the left, right
  /// ones first from the right.
  private var leftButtons: [UIView] = []
  private var rightButtons: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    background.isUserInteractionEnabled = false
    titleLabel.textAlignment = .center
    titleLabel.accessibilityTraits = .header
    largeTitleLabel.accessibilityTraits = .header
    largeTitleClip.clipsToBounds = true
    largeTitleClip.isUserInteractionEnabled = false
    rowTitle.isUserInteractionEnabled = false
    edgeBackground.isUserInteractionEnabled = false
    addSubview(edgeBackground)
    addSubview(background)
    largeTitleClip.addSubview(largeTitleLabel)
    addSubview(largeTitleClip)
    rowTitle.addSubview(titleLabel)
    addSubview(rowTitle)
    addSubview(back)
    addSubview(separator)
    applyAppearance()
  }

  public required init?(coder: NSCoder) { nil }

  /// Shows `item` on top, with a back button named after `backItem` (none when nil).
  func show(_ item: UINavigationItem, backItem: UINavigationItem?) {
    topItem = item
    self.backItem = backItem
    titleLabel.text = item.title
    if shownTitleView !== item.titleView {
      shownTitleView?.removeFromSuperview()
      shownTitleView = item.titleView
      if let titleView = item.titleView { rowTitle.addSubview(titleView) }
    }
    titleLabel.isHidden = item.titleView != nil
    applyAppearance()
    backButton.setTitle(backItem?.titleForBackButton, for: .normal)
    backButton.isHidden = backItem == nil || !item.keepsBackButton
    reloadItems()
  }

  /// The views that show the top item's bar button items, left ones then right ones.
  var itemButtons: [UIView] { leftButtons + rightButtons }

  /// Makes buttons anew for the top item's bar button items (one changed).
  func reloadItems() {
    for button in itemButtons { button.removeFromSuperview() }
    leftButtons = (topItem?.leftBarButtonItems ?? []).map(makeButton)
    rightButtons = (topItem?.rightBarButtonItems ?? []).map(makeButton)
    setNeedsLayout()
  }

  private func makeButton(for item: UIBarButtonItem) -> UIView {
    let view = BarButtonViews.make(for: item, height: Self.height, host: self)
    insertSubview(view, belowSubview: separator)
    return view
  }

  /// Changes to `item` along with a push or pop, as iOS: on a push the old title moves into
  /// the back button's place and cross-fades into its label, the new title comes in from the
  /// right and the old back label leaves to the left; a pop does the reverse, the back label
  /// moving to the middle to become the title. The chevron fades in or out where the back
  /// button comes or goes, and the bar button items cross-fade. Scrubbed with an interactive
  /// transition; a cancelled one leaves the bar as it was.
  ///
  /// A large title (`band` is the new item's large-title band) morphs: on a push the old
  /// one shrinks into the back button's place, on a pop the back label grows into the new
  /// large title's; the band grows or shrinks with the transition.
  func animateChange(
    to item: UINavigationItem, backItem: UINavigationItem?, isPush: Bool, band: CGFloat,
    along coordinator: UIViewControllerTransitionCoordinator
  ) {
    layoutIfNeeded()
    let oldBand = largeTitleBand
    let oldLarge =
      oldBand > 0 ? makeGhost(of: largeTitleLabel, font: largeTitleLabel.font) : nil
    let oldTitle = makeGhost(of: titleLabel, font: titleLabel.font)
    let hadBack = !backButton.isHidden
    let oldBack =
      hadBack ? makeGhost(of: back.label, font: back.label.font) : nil
    let oldChevron = hadBack ? makeChevronGhost() : nil
    let shownButtons = itemButtons
    leftButtons = []
    rightButtons = []
    show(item, backItem: backItem)
    // Where the new large title rests, read with the new band, then the old band back.
    largeTitleBand = band
    layoutIfNeeded()
    let largeText = textFrame(of: largeTitleLabel)
    largeTitleBand = oldBand
    layoutIfNeeded()
    let hasBack = !backButton.isHidden
    let newButtons = itemButtons
    // A custom view shown by both items stays as it is.
    let oldButtons = shownButtons.filter { old in !newButtons.contains { $0 === old } }
    // Where the texts rest: the title's in the middle, the back label's after the chevron.
    let titleText = textFrame(of: titleLabel)
    let backText = textFrame(of: back.label)
    let backLabelFrame = back.label.frame
    let titleFrame = titleLabel.frame
    // How far a title going off, or a back label coming on, travels towards the trailing
    // edge.
    let sign = trailingSign
    let shift = sign * max(sign * (titleText.midX - backText.midX), 0)
    // The moves, from → to, of the texts that swap places.
    let (titleFrom, backFrom): (CGRect, CGRect)
    // Reduce motion: every text fades where it rests.
    let moves = !UIAccessibility.isReduceMotionEnabled
    if !moves {
      (titleFrom, backFrom) = (titleText, backText)
    } else if isPush {
      titleFrom = titleText.offsetBy(dx: shift, dy: 0)
      backFrom = oldTitle.frame
    } else {
      titleFrom = oldBack?.frame ?? titleText.offsetBy(dx: -shift, dy: 0)
      backFrom = backText.offsetBy(dx: -shift, dy: 0)
    }
    UIView.performWithoutAnimation {
      titleLabel.frame = titleFrame.offsetBy(dx: titleFrom.minX - titleText.minX, dy: 0)
      titleLabel.alpha = 0
      back.label.frame = backLabelFrame.offsetBy(dx: backFrom.minX - backText.minX, dy: 0)
      back.label.alpha = 0
      back.chevron.alpha = hadBack ? 1 : 0
      oldChevron?.isHidden = hasBack
      for button in newButtons { button.alpha = 0 }
      largeTitleLabel.alpha = 0
    }
    let largeScale = largeTitleLabel.font.pointSize / titleLabel.font.pointSize
    coordinator.animateAlongsideTransition(
      in: self,
      animation: { [self] _ in
        titleLabel.frame = titleFrame
        titleLabel.alpha = 1
        back.label.frame = backLabelFrame
        back.label.alpha = 1
        back.chevron.alpha = 1
        oldChevron?.alpha = 0
        // The old title goes where the back label comes from, and the other way round.
        if moves {
          oldTitle.frame = isPush ? backText : titleText.offsetBy(dx: shift, dy: 0)
        }
        oldTitle.alpha = 0
        if let oldBack {
          if moves {
            oldBack.frame = isPush ? oldBack.frame.offsetBy(dx: -shift, dy: 0) : titleText
          }
          oldBack.alpha = 0
        }
        for button in newButtons { button.alpha = 1 }
        for button in oldButtons { button.alpha = 0 }
        largeTitleBand = band
        layoutIfNeeded()
        largeTitleLabel.alpha = 1
        if let oldLarge, moves {
          // Shrinks into the back button (a push) or slides off (a pop).
          if isPush {
            oldLarge.transform = CGAffineTransform(scaleX: 1 / largeScale, y: 1 / largeScale)
            oldLarge.center = CGPoint(x: backText.midX, y: backText.midY)
          } else {
            oldLarge.center.x += shift
          }
        }
        oldLarge?.alpha = 0
        if !isPush, band > 0, let oldBack, moves {
          // The back label grows into the large title.
          oldBack.transform = CGAffineTransform(scaleX: largeScale, y: largeScale)
          let leading = sign > 0 ? largeText.minX : largeText.maxX
          oldBack.center = CGPoint(
            x: leading + sign * oldBack.bounds.width * largeScale / 2, y: largeText.midY)
        }
      },
      completion: { [self] _ in
        endChange(
          ghosts: [oldTitle, oldBack, oldChevron, oldLarge], buttons: shownButtons + newButtons)
      })
  }

  /// The change along a transition ended: the ghosts go, and so do the `buttons` no longer
  /// shown. What shows now is the new item's or, after a cancelled transition, the old item's
  /// again (the navigation controller has shown that item anew by now, its custom views with
  /// the alpha they were faded to): at rest, opaque.
  private func endChange(ghosts: [UIView?], buttons: [UIView]) {
    for ghost in ghosts { ghost?.removeFromSuperview() }
    let shown = itemButtons
    for button in buttons where !shown.contains(where: { $0 === button }) {
      button.removeFromSuperview()
    }
    for view in [titleLabel, largeTitleLabel, back.label, back.chevron] + shown {
      view.layer.removeAllAnimations()
      UIView.performWithoutAnimation { view.alpha = 1 }
    }
    setNeedsLayout()
    backButton.setNeedsLayout()
  }

  /// Where `label`'s text is drawn, in the bar's coordinates: as wide as the text (or the
  /// label, when it is cut short), placed by its alignment.
  private func textFrame(of label: UILabel) -> CGRect {
    let frame = label.convert(label.bounds, to: self)
    let width = min(label.sizeThatFits(frame.size).width, frame.width)
    let x: CGFloat
    switch label.textAlignment.resolved(for: label.effectiveUserInterfaceLayoutDirection) {
    case .left, .justified, .natural: x = frame.minX
    case .center: x = frame.midX - width / 2
    case .right: x = frame.maxX - width
    }
    return CGRect(x: x, y: frame.minY, width: width, height: frame.height)
  }

  /// A still copy of `label`'s text where it is drawn, shown in the bar while the real one
  /// changes.
  private func makeGhost(of label: UILabel, font: UIFont) -> UILabel {
    let ghost = UILabel()
    ghost.text = label.fitted(label.text ?? "", width: label.bounds.width)
    ghost.font = font
    ghost.textColor = label.textColor
    ghost.lineBreakMode = .byClipping
    // Its frame is the text's own (and a pixel wider): the text starts at its left.
    ghost.textAlignment = .left
    ghost.isUserInteractionEnabled = false
    ghost.frame = textFrame(of: label)
    // A pixel to spare, so that rounding never cuts the copy short.
    ghost.frame.size.width += 1
    insertSubview(ghost, belowSubview: separator)
    return ghost
  }

  /// A still copy of the back button's chevron, to fade out when the back button goes.
  private func makeChevronGhost() -> UIView {
    let chevron = back.chevron
    let ghost = ChevronView(frame: chevron.convert(chevron.bounds, to: self))
    ghost.isUserInteractionEnabled = false
    insertSubview(ghost, belowSubview: separator)
    return ghost
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let height = Self.height
    // Animated along with a push or pop that changes the band.
    layOutLargeTitle()
    // Placed left to right, then mirrored in a right-to-left layout.
    UIView.performWithoutAnimation {
      // As wide as its title needs, up to a third of the bar.
      let backWidth = min(back.fittingWidth, width / 3)
      let backFrame = CGRect(x: 8, y: 0, width: max(backWidth, 44), height: height)
      backButton.frame = flippedForLayoutDirection(backFrame)
      var left = backButton.isHidden ? 8 : backFrame.maxX
      for button in leftButtons {
        button.frame = flippedForLayoutDirection(
          CGRect(
            x: left, y: (height - button.bounds.height) / 2, width: button.bounds.width,
            height: button.bounds.height))
        left += button.bounds.width
      }
      var right = width - 8
      for button in rightButtons {
        right -= button.bounds.width
        button.frame = flippedForLayoutDirection(
          CGRect(
            x: right, y: (height - button.bounds.height) / 2, width: button.bounds.width,
            height: button.bounds.height))
      }
      // Centred on the bar while it fits between the items, else in the space between.
      let half = min(width / 2 - left, right - width / 2)
      titleLabel.frame = flippedForLayoutDirection(
        half >= 40
          ? CGRect(x: width / 2 - half, y: 0, width: 2 * half, height: height)
          : CGRect(x: left, y: 0, width: max(right - left, 0), height: height)
      ).offsetBy(dx: titleOffset.horizontal, dy: titleOffset.vertical)
      if let titleView = shownTitleView {
        // At its own size (within the room), centred where the title would be.
        let size = CGSize(
          width: min(titleView.bounds.width, titleLabel.frame.width),
          height: min(titleView.bounds.height, height))
        titleView.frame = CGRect(
          x: titleLabel.frame.midX - size.width / 2, y: (height - size.height) / 2,
          width: size.width, height: size.height)
      }
      separator.frame = CGRect(x: 0, y: bounds.height - 1, width: width, height: 1)
    }
  }

  /// The band, the large title at its foot (grown a little when pulled down past rest),
  /// and the fades between the two titles and of the ground.
  private func layOutLargeTitle() {
    let band = largeTitleBand
    background.frame = bounds
    edgeBackground.frame = bounds
    edgeBackground.isHidden = band <= 0
    rowTitle.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.height)
    largeTitleClip.frame = CGRect(x: 0, y: Self.height, width: bounds.width, height: band)
    largeTitleClip.isHidden = band <= 0
    // Only a title shown large is there to read.
    largeTitleLabel.text = band > 0 ? topItem?.title : nil
    let full = Self.largeTitleHeight
    largeTitleLabel.transform = .identity
    largeTitleLabel.frame = CGRect(
      x: 16, y: band - full + 3, width: max(bounds.width - 32, 0), height: 41)
    if band > full {
      // Grows from its leading edge, up to a tenth larger.
      let scale = 1 + min((band - full) / 600, 0.1)
      let frame = largeTitleLabel.frame
      let sign = trailingSign
      let leading = sign > 0 ? frame.minX : frame.maxX
      largeTitleLabel.transform = CGAffineTransform(scaleX: scale, y: scale)
      largeTitleLabel.center = CGPoint(
        x: leading + sign * frame.width * scale / 2, y: frame.maxY - frame.height * scale / 2)
    }
    // The last eight points of the band fade the ground in; the small title fades in over
    // the eight before them, as the large title's letters slip under the row, so that one
    // title always shows (a list too short to collapse the band rests with eight points).
    let edge = min(max(band / 8, 0), 1)
    background.alpha = 1 - edge
    separator.alpha = 1 - edge
    rowTitle.alpha = 1 - min(max((band - 8) / 8, 0), 1)
  }
}
