import Foundation

/// A view whose bounds origin moves over larger content, as UIKit's UIScrollView:
/// `contentOffset` is `bounds.origin`, so the subviews (the content) move as it changes.
///
/// A drag scrolls with the finger, resisting past the ends (a rubber band); let go, the
/// content glides on and slows as UIKit's (`decelerationRate` per millisecond), and springs
/// back if it went past an end. The wheel scrolls in smooth steps, a touchpad precisely;
/// Page Up/Down, Home/End and the arrows scroll when the keys reach the view. Indicators show
/// while it scrolls. Every change of the offset lays the view out (`layoutSubviews`) and
/// tells the delegate (`scrollViewDidScroll`). Motion is computed per frame from the one
/// animation clock; when nothing moves, no frames are asked for.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How fast a glide slows down: the speed kept per millisecond, as UIKit's.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's normal rate, 0.998: a long glide.
    public static let normal = DecelerationRate(rawValue: ScrollMomentum.normalRate)
    /// UIKit's fast rate, 0.99: a short glide.
    public static let fast = DecelerationRate(rawValue: ScrollMomentum.fastRate)
  }

  /// Points one wheel notch scrolls.
  public static let wheelStep: CGFloat = 40
  /// Points an arrow key scrolls; a page is the visible length less this.
  public static let keyStep: CGFloat = 40

  /// The delegate told of scrolling and zooming, held weakly.
  public weak var delegate: UIScrollViewDelegate?

  /// The size of the content, in the view's coordinates.
  open var contentSize = CGSize.zero {
    didSet { if contentSize != oldValue { setNeedsLayout() } }
  }

  /// Extra room round the content.
  public var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }

  /// How the safe area adds to the content insets, as UIKit's.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `scrollableAxes`, and always vertically.
    case automatic
    /// Along the axes that scroll.
    case scrollableAxes
    /// Never: the content insets only.
    case never
    /// Always, along both axes.
    case always
  }

  /// How the safe area adds to the content insets (default `.automatic`).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }

  /// The insets the content really gets: the content insets, plus the safe area's where
  /// `contentInsetAdjustmentBehavior` says.
  public var adjustedContentInset: UIEdgeInsets {
    let behavior = contentInsetAdjustmentBehavior
    guard behavior != .never else { return contentInset }
    let safe = safeAreaInsets
    guard safe != .zero else { return contentInset }
    func scrolls(horizontally: Bool) -> Bool {
      let length = horizontally ? bounds.width : bounds.height
      let content = horizontally ? contentSize.width : contentSize.height
      return content > length || (horizontally ? alwaysBounceHorizontal : alwaysBounceVertical)
    }
    let vertical = behavior == .always || behavior == .automatic || scrolls(horizontally: false)
    let horizontal = behavior == .always || scrolls(horizontally: true)
    var insets = contentInset
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  /// The adjusted insets at the last layout, to tell when they change.
  private var laidOutAdjustedInset = UIEdgeInsets.zero

  /// The adjusted content insets changed (the safe area, or the content insets); a scroll
  /// view resting at its top stays at the new top.
  open func adjustedContentInsetDidChange() {}

  /// Where the scroll indicators keep clear of, as UIKit's (both at once).
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The insets from the view's bounds of the area the vertical indicator moves in.
  public var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }
  /// The insets from the view's bounds of the area the horizontal indicator moves in.
  public var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// Whether a drag that starts along one axis scrolls along that axis only.
  public var isDirectionalLockEnabled = false
  /// The axis a directionally locked drag keeps to (true: across).
  private var dragIsHorizontal: Bool?

  /// Whether the content scrolls; off, the drag that scrolls it is disabled too, as UIKit's.
  public var isScrollEnabled = true {
    didSet {
      panGestureRecognizer.isEnabled = isScrollEnabled
      contentTouchDelay.isEnabled = isScrollEnabled
      // A text view sizes itself to its text when it does not scroll.
      invalidateIntrinsicContentSize()
    }
  }
  /// Whether the content sees a touch only once it is clearly not a drag: held still for
  /// `ContentTouchDelay.duration`, or lifted (a tap). A drag begun sooner scrolls, and the
  /// content never sees the touch.
  open var delaysContentTouches = true {
    didSet { contentTouchDelay.delaysTouchesBegan = delaysContentTouches }
  }
  /// Whether a drag may take a touch the content already follows (see
  /// `touchesShouldCancel(in:)`); off, such a touch stays the content's.
  open var canCancelContentTouches = true
  /// Whether Home scrolls to the top as iOS's tap on the status bar does, asking the
  /// delegate (`scrollViewShouldScrollToTop`) and telling it (`scrollViewDidScrollToTop`).
  public var scrollsToTop = true
  /// Whether dragging past an end resists rather than stops, and springs back.
  public var bounces = true
  /// Whether a vertical drag scrolls (and bounces) even when the content fits.
  public var alwaysBounceVertical = false
  /// Whether a horizontal drag scrolls (and bounces) even when the content fits.
  public var alwaysBounceHorizontal = false
  /// The indicators' look: dark (`.default`, `.black`) or light (`.white`, for a dark ground).
  public var indicatorStyle = IndicatorStyle.default {
    didSet {
      verticalIndicator.backgroundColor = ScrollIndicator.color(indicatorStyle)
      horizontalIndicator.backgroundColor = ScrollIndicator.color(indicatorStyle)
    }
  }
  /// Whether the vertical indicator shows while the content scrolls.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while the content scrolls.
  public var showsHorizontalScrollIndicator = true
  /// How fast a glide slows down (default `.normal`).
  public var decelerationRate = DecelerationRate.normal
  /// Whether a glide stops only on a multiple of the view's size, as UIKit's paging.
  public var isPagingEnabled = false

  /// The drag that scrolls the content.
  public let panGestureRecognizer: UIPanGestureRecognizer

  // Zooming (see UIScrollView+Zooming.swift).

  /// The smallest scale the delegate's `viewForZooming(in:)` is shown at (default 1); a pinch
  /// zooms when it differs from `maximumZoomScale`.
  public var minimumZoomScale: CGFloat = 1 { didSet { updatePinch() } }
  /// The largest scale the zooming view is shown at (default 1).
  public var maximumZoomScale: CGFloat = 1 { didSet { updatePinch() } }
  /// The scale the zooming view is shown at; set, it zooms at once about the middle of
  /// what shows.
  public var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }
  var storedZoomScale: CGFloat = 1
  /// Whether a pinch past the scales resists and springs back (true), or stops at them.
  public var bouncesZoom = true
  /// Whether a pinch is zooming.
  public var isZooming: Bool { pinchAnchor != nil }
  /// The pinch that zooms, while zooming can happen (the scales differ).
  public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
  /// While a pinch zooms: the zooming view's point under it (in the view's own
  /// coordinates), the scale it began at, and where it is in the visible area.
  var pinchAnchor: (point: CGPoint, scale: CGFloat, spot: CGPoint)?

  /// Whether a touch is down on the view (the drag may not have begun).
  public private(set) var isTracking = false
  /// Whether the finger is scrolling the content.
  public private(set) var isDragging = false
  /// Whether the content glides on (or springs back) after a drag.
  public private(set) var isDecelerating = false

  /// Holds the content's touches back for `delaysContentTouches`.
  private let contentTouchDelay = ContentTouchDelay()
  /// The view the touch under way went down on, and whether it follows the touch yet.
  private var touchedContent: (view: UIView, isTracking: Bool)?

  /// Whether a drag that begins takes the touch from `view`, which already follows it (and
  /// gets it cancelled): as UIKit's, yes but for a control, which keeps its touch.
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  /// Whether the touch under way went down while the content moved, and stopped it: as in
  /// UIKit, such a touch does not also tap the content (a collection view does not select).
  public private(set) var touchStoppedScrolling = false

  private let verticalIndicator = ScrollIndicator(isVertical: true)
  private let horizontalIndicator = ScrollIndicator(isVertical: false)
  var motion: ScrollMotion?
  private var displayLink: CADisplayLink?
  private(set) var dragStartOffset = CGPoint.zero

  public override init(frame: CGRect) {
    let pan = ScrollPanRecognizer()
    panGestureRecognizer = pan
    super.init(frame: frame)
    clipsToBounds = true
    pan.scrollView = self
    addGestureRecognizer(pan)
    contentTouchDelay.scrollView = self
    addGestureRecognizer(contentTouchDelay)
    addSubview(verticalIndicator)
    addSubview(horizontalIndicator)
  }

  public required init?(coder: NSCoder) { nil }

  // MARK: Drawing

  /// Draws as any view, and says where its content is (when only moved, not turned or
  /// scaled), so that a painter may copy content that just scrolled.
  override func layerWillDraw(
    bounds: CGRect, toWindow: CGAffineTransform, clip: CGRect?, into list: inout DisplayList
  ) {
    if toWindow.a == 1, toWindow.b == 0, toWindow.c == 0, toWindow.d == 1 {
      let visible = bounds.applying(toWindow)
      list.scrollingAreas.append(
        ScrollingArea(
          scrollView: ObjectIdentifier(self),
          clip: clip.map { $0.intersection(visible) } ?? visible,
          contentOrigin: CGPoint(x: toWindow.tx, y: toWindow.ty)))
    }
  }

  // MARK: Offset

  /// The point of the content at the view's top-left corner: the bounds origin. Set inside an
  /// animation block, it animates.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin, newValue.x.isFinite, newValue.y.isFinite else { return }
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
      setNeedsLayout()
      LayoutEngine.contentOffsetDidChange(of: self)
      delegate?.scrollViewDidScroll(self)
      refreshControl?.scrollViewDidScroll()
      observer?.scrollViewDidScroll(self)
    }
  }

  /// Pull to refresh: the control sits in the gap above the content (see
  /// UIRefreshControl).
  public var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      oldValue?.scrollView = nil
      guard let refreshControl else { return }
      refreshControl.scrollView = self
      insertSubview(refreshControl, at: 0)
      refreshControl.scrollViewDidScroll()
    }
  }

  /// Follows the offset, after the delegate: the navigation controller whose large title
  /// collapses with this scroll view.
  weak var observer: ScrollViewObserver?

  /// Moves the content; animated, over 0.3 s ease-in-out, frame by frame (layout sees every
  /// step), then `scrollViewDidEndScrollingAnimation`.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard animated else {
      stopMotion()
      contentOffset = offset
      return
    }
    slide(to: offset, kind: .animated)
  }

  /// Slides the content to `offset` over 0.3 s, for `kind`'s reason (nothing to do if it is
  /// there).
  func slide(to offset: CGPoint, kind: ScrollMotion.SlideKind) {
    stopMotion()
    guard offset != contentOffset else { return }
    start(.slide(from: contentOffset, to: offset, start: now, duration: 0.3, kind: kind))
  }

  /// Scrolls just enough that `rect` (in the content's coordinates) shows, as UIKit's: not
  /// at all when it shows already.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = bounds.inset(by: adjustedContentInset)
    var offset = contentOffset
    if rect.minX < visible.minX || rect.width > visible.width {
      offset.x -= visible.minX - rect.minX
    } else if rect.maxX > visible.maxX {
      offset.x += rect.maxX - visible.maxX
    }
    if rect.minY < visible.minY || rect.height > visible.height {
      offset.y -= visible.minY - rect.minY
    } else if rect.maxY > visible.maxY {
      offset.y += rect.maxY - visible.maxY
    }
    let target = clampedContentOffset(offset)
    if target != contentOffset { setContentOffset(target, animated: animated) }
  }

  /// The offsets the content can rest at, per axis.
  var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    offsetRange(contentSize: contentSize)
  }

  /// The offsets content of `size` can rest at, per axis.
  func offsetRange(contentSize size: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let insets = adjustedContentInset
    let minX = -insets.left
    let minY = -insets.top
    let maxX = max(size.width + insets.right - bounds.width, minX)
    let maxY = max(size.height + insets.bottom - bounds.height, minY)
    return (minX...maxX, minY...maxY)
  }

  /// `offset` within the range of `contentSize` (default: the current one).
  func clampedContentOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
    let range = offsetRange(contentSize: size ?? contentSize)
    return CGPoint(
      x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
  }

  /// Whether a drag or the wheel can scroll along an axis.
  func canScroll(horizontally: Bool) -> Bool {
    guard isScrollEnabled else { return false }
    let range = horizontally ? offsetRange.x : offsetRange.y
    return range.upperBound > range.lowerBound + 0.5
      || (horizontally ? alwaysBounceHorizontal : alwaysBounceVertical)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let insets = adjustedContentInset
    if insets != laidOutAdjustedInset {
      let old = laidOutAdjustedInset
      laidOutAdjustedInset = insets
      if !isDragging, motion == nil, contentOffset.y == -old.top {
        contentOffset.y = -insets.top
      }
      adjustedContentInsetDidChange()
      delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
    let content = CGRect(
      x: -insets.left, y: -insets.top, width: contentSize.width + insets.left + insets.right,
      height: contentSize.height + insets.top + insets.bottom)
    verticalIndicator.place(
      visible: bounds.inset(by: verticalScrollIndicatorInsets), content: content)
    horizontalIndicator.place(
      visible: bounds.inset(by: horizontalScrollIndicatorInsets), content: content)
    verticalIndicator.isHidden = verticalIndicator.isHidden || !showsVerticalScrollIndicator
    horizontalIndicator.isHidden = horizontalIndicator.isHidden || !showsHorizontalScrollIndicator
    if subviews.suffix(2).first !== verticalIndicator || subviews.last !== horizontalIndicator {
      bringSubviewToFront(verticalIndicator)
      bringSubviewToFront(horizontalIndicator)
    }
  }

  /// Shows the indicators for a moment.
  public func flashScrollIndicators() {
    showIndicators()
    hideIndicators()
  }

  func showIndicators() {
    verticalIndicator.flash()
    horizontalIndicator.flash()
  }

  func hideIndicators() {
    verticalIndicator.fadeOut()
    horizontalIndicator.fadeOut()
  }

  // MARK: Dragging

  /// A touch went down in the view, on `content`: it stops a glide or slide (and remembers
  /// it did).
  func touchDidBegin(on content: UIView?) {
    isTracking = true
    touchedContent = content.map { ($0, !delaysContentTouches) }
    touchStoppedScrolling = motion != nil
    if motion != nil {
      stopMotion()
      // Left past an end, it springs back once the touch ends without a drag.
    }
  }

  /// The content's delay ran out: it follows the touch.
  func contentDidGetTouch() {
    touchedContent?.isTracking = true
  }

  func touchDidEnd() {
    isTracking = false
    touchedContent = nil
    guard !isDragging, motion == nil else { return }
    // A tap that stopped a glide: spring back from past an end, slide on to the nearest page
    // when paging, or let the bars fade.
    if isOutOfRange {
      glide(velocity: .zero)
    } else if isPagingEnabled, touchStoppedScrolling, nearestPageOffset != contentOffset {
      setContentOffset(nearestPageOffset, animated: true)
    } else {
      hideIndicators()
    }
  }

  /// Whether a drag beginning now may take the touch: the content does not follow it yet,
  /// or lets it go.
  private var mayTakeTouchFromContent: Bool {
    guard let content = touchedContent, content.isTracking else { return true }
    return canCancelContentTouches && touchesShouldCancel(in: content.view)
  }

  fileprivate func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let moved = pan.translation(in: nil)
      guard canScroll(horizontally: abs(moved.x) > abs(moved.y)), mayTakeTouchFromContent
      else {
        // No drag: the content need not wait for one (a slider's thumb follows at once).
        contentTouchDelay.endWait()
        pan.state = .failed
        return
      }
      stopMotion()
      isDragging = true
      let bothAxes = canScroll(horizontally: true) && canScroll(horizontally: false)
      dragIsHorizontal =
        isDirectionalLockEnabled && bothAxes ? abs(moved.x) > abs(moved.y) : nil
      // Grabbed past an end (springing back), it goes on from where the finger would be.
      let range = offsetRange
      dragStartOffset = CGPoint(
        x: bounces
          ? RubberBand.unclamp(contentOffset.x, from: range.x, dimension: bounds.width)
          : contentOffset.x,
        y: bounces
          ? RubberBand.unclamp(contentOffset.y, from: range.y, dimension: bounds.height)
          : contentOffset.y)
      delegate?.scrollViewWillBeginDragging(self)
      showIndicators()
      follow(pan)
    case .changed:
      follow(pan)
    case .ended, .cancelled:
      isDragging = false
      var velocity = pan.velocity(in: nil)
      if let horizontal = dragIsHorizontal {
        if horizontal { velocity.y = 0 } else { velocity.x = 0 }
      }
      glide(velocity: CGPoint(x: -velocity.x, y: -velocity.y), isRelease: true)
      let decelerates = motion != nil
      delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
      if decelerates {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
      }
    default:
      break
    }
  }

  /// Takes the drag under way on from where the content is now (a sheet held the content
  /// still while it moved).
  func continueDragFromHere() {
    guard isDragging else { return }
    dragStartOffset = contentOffset
    panGestureRecognizer.setTranslation(.zero, in: nil)
  }

  /// Moves the content to `offset` as a drag begins (its pages were laid out again), the
  /// drag going on from there.
  func rebaseDrag(to offset: CGPoint) {
    contentOffset = offset
    dragStartOffset = offset
  }

  /// Follows the finger along the axes that scroll, resisting past the ends.
  private func follow(_ pan: UIPanGestureRecognizer) {
    let moved = pan.translation(in: nil)
    let range = offsetRange
    var offset = contentOffset
    if canScroll(horizontally: true), dragIsHorizontal != false {
      offset.x = place(dragStartOffset.x - moved.x, in: range.x, dimension: bounds.width)
    }
    if canScroll(horizontally: false), dragIsHorizontal != true {
      offset.y = place(dragStartOffset.y - moved.y, in: range.y, dimension: bounds.height)
    }
    contentOffset = offset
  }

  private func place(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat)
    -> CGFloat
  {
    bounces
      ? RubberBand.clamp(offset, to: range, dimension: dimension)
      : min(max(offset, range.lowerBound), range.upperBound)
  }

  private var isOutOfRange: Bool {
    let range = offsetRange
    return !range.x.contains(contentOffset.x) || !range.y.contains(contentOffset.y)
  }

  /// Glides on at `velocity` (points per second of content offset), or springs back from
  /// past an end; does nothing when there is nothing to do. Let go by a finger (`isRelease`),
  /// it comes to rest where paging, the layout or the delegate says, exactly.
  private func glide(velocity: CGPoint, isRelease: Bool = false) {
    let range = offsetRange
    let rate = decelerationRate.rawValue
    let target = isRelease ? releaseTarget(velocity: velocity) : nil
    func axis(
      _ offset: CGFloat, _ speed: CGFloat, _ range: ClosedRange<CGFloat>, _ scrolls: Bool,
      _ target: CGFloat?
    ) -> ScrollMomentum? {
      guard scrolls || !range.contains(offset) else { return nil }
      let momentum =
        target.map {
          ScrollMomentum(offset: offset, velocity: speed, target: $0, glides: !isPagingEnabled)
        }
        ?? ScrollMomentum(offset: offset, velocity: speed, range: range, rate: rate)
      return momentum.state(at: 0).isResting && range.contains(offset) ? nil : momentum
    }
    let x = axis(contentOffset.x, velocity.x, range.x, canScroll(horizontally: true), target?.x)
    let y = axis(contentOffset.y, velocity.y, range.y, canScroll(horizontally: false), target?.y)
    guard x != nil || y != nil else { return hideIndicators() }
    start(.glide(x: x, y: y, start: now, from: contentOffset))
  }

  /// Where a glide that would stop at `proposed` stops instead (a collection view asks its
  /// layout).
  func targetContentOffset(
    forProposedContentOffset proposed: CGPoint, withVelocity velocity: CGPoint
  ) -> CGPoint {
    proposed
  }

  /// Where a glide let go from the current offset at `velocity` would come to rest.
  func naturalRestingOffset(velocity: CGPoint) -> CGPoint {
    let range = offsetRange
    let rate = decelerationRate.rawValue
    func rest(_ offset: CGFloat, _ speed: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
      let momentum = ScrollMomentum(offset: offset, velocity: speed, range: range, rate: rate)
      return momentum.state(at: 60).offset
    }
    return CGPoint(
      x: rest(contentOffset.x, velocity.x, range.x), y: rest(contentOffset.y, velocity.y, range.y))
  }

  // MARK: Keys

  /// Page Up/Down, Home/End and the arrows scroll. From a focused view inside, the arrows go
  /// on up to whoever moves the focus (which then scrolls the view to show it).
  open override func keyPressed(_ key: UIKey) -> Bool {
    let arrows: [UIKey.Input] = [.upArrow, .downArrow, .leftArrow, .rightArrow]
    if arrows.contains(key.input), let focused = UIApplication.shared.focusedView,
      focused !== self, focused.isDescendant(of: self)
    {
      return super.keyPressed(key)
    }
    return handleScrollKey(key) || super.keyPressed(key)
  }

  // MARK: Motion

  var now: TimeInterval { UIApplication.shared.clock.now }

  func start(_ newMotion: ScrollMotion) {
    motion = newMotion
    if displayLink == nil {
      let link = CADisplayLink { [weak self] link in
        guard let self else { return link.invalidate() }
        self.step(at: link.targetTimestamp)
      }
      displayLink = link
      link.add()
    }
  }

  func stopMotion() {
    motion = nil
    displayLink?.invalidate()
    displayLink = nil
    isDecelerating = false
  }

  /// `offset` rounded to the screen's pixels.
  private func onPixels(_ offset: CGPoint) -> CGPoint {
    let scale = window?.screen.scale ?? UIScreen.main.scale
    return CGPoint(
      x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
  }

  private func step(at time: TimeInterval) {
    guard let current = motion else { return stopMotion() }
    let (offset, isDone) = current.offset(at: time)
    // Over before the delegate hears of its last offset: what it starts then (another slide,
    // say) must run.
    if isDone { stopMotion() }
    // On the way, on whole pixels, as UIKit's: the content is drawn as crisp as at rest,
    // and a frame can move the last one's pixels rather than paint them all again.
    contentOffset = isDone ? offset : onPixels(offset)
    guard isDone, motion == nil else { return }
    switch current {
    case .glide where isOutOfRange:
      // The content shrank during the glide: it came to rest past the new end. It springs
      // back, still decelerating.
      glide(velocity: .zero)
      isDecelerating = true
      return
    default:
      break
    }
    hideIndicators()
    switch current {
    case .glide:
      delegate?.scrollViewDidEndDecelerating(self)
    case .slide(_, _, _, _, .animated):
      delegate?.scrollViewDidEndScrollingAnimation(self)
    case .slide(_, _, _, _, .toTop):
      delegate?.scrollViewDidScrollToTop(self)
    case .slide(_, _, _, _, .wheel):
      break
    }
  }
}

/// Follows a scroll view's offset from inside the toolkit, after its delegate: a navigation
/// controller whose large title collapses as the content scrolls.
@MainActor
protocol ScrollViewObserver: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Where a release that would come to rest at `proposed` comes to rest instead.
  func restingOffset(of scrollView: UIScrollView, proposed: CGPoint) -> CGPoint
}

/// The scroll view's drag: a pan that also tells the scroll view when a touch goes down and
/// ends, so that a touch can stop a glide.
@MainActor
private final class ScrollPanRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?

  override init() {
    super.init { recognizer in
      guard let pan = recognizer as? ScrollPanRecognizer else { return }
      pan.scrollView?.handlePan(pan)
    }
    isBuiltIn = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    scrollView?.touchDidBegin(on: touches.first?.view)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    scrollView?.touchDidEnd()
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    scrollView?.touchDidEnd()
  }
}

extension UIScrollView {
  /// The look of the scroll indicators, as UIKit's.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark on a light interface, light on a dark one.
    case `default` = 0
    /// Dark, for a light background.
    case black
    /// Light, for a dark background.
    case white
  }
}
