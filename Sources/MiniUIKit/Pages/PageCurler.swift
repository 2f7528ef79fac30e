import Foundation

/// The page-curl style. The page (or, in a spread, the right page) fills its slot; a drag
/// from its right half turns forward, from the left half back, and a click near either edge
/// turns a page. While a page turns, its real view hides and a sheet of thin strips stands
/// in for it: each strip is a snapshot of a band of the page parallel to the spine, placed,
/// squeezed and shaded where `PageCurl` puts that band; the strips whose back shows carry
/// the page behind (in a double-sided spread) or the page's own mirror image, washed white.
/// The new pages lie flat underneath, with a shadow beside the curl.
@MainActor
final class PageCurler: NSObject, PageTurning {
  private unowned let pager: UIPageViewController
  private let pan = UIPanGestureRecognizer()
  private let tap = UITapGestureRecognizer()
  private var turn: CurlTurn?
  private var link: CADisplayLink?

  /// Faster than this (points per second), a release turns the page whatever the distance.
  static let flingSpeed: CGFloat = 600
  /// The width of a band of the page drawn as one strip.
  static let stripWidth: CGFloat = 8

  init(pager: UIPageViewController) {
    self.pager = pager
    super.init()
    pan.addTarget(self, action: PageCurler.handlePan)
    tap.addTarget(self, action: PageCurler.handleTap)
  }

  var recognizers: [UIGestureRecognizer] { [pan, tap] }

  func install() {
    if pager.navigationOrientation == .vertical || pager.spineLocation == .max {
      warn(
        "\(objectName(pager)): the page curl turns horizontally, with the spine on the left or "
          + "in the middle; a vertical or right-hand spine is drawn as the left one")
    }
    pan.isBuiltIn = true
    pager.view.addGestureRecognizer(pan)
    pager.view.addGestureRecognizer(tap)
  }

  private var isSpread: Bool { pager.spineLocation == .mid }

  /// The slots the pages showing fill: the view, or its two halves in a spread.
  private var slots: [CGRect] {
    let bounds = pager.view.bounds
    guard isSpread else { return [bounds] }
    let half = (bounds.width / 2).rounded()
    return [
      CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height),
      CGRect(
        x: bounds.minX + half, y: bounds.minY, width: bounds.width - half, height: bounds.height),
    ]
  }

  /// The bounds the pages were last laid out in.
  private var laidOutBounds = CGRect.null

  func layout() {
    // A resize ends a turn under way where it was heading; other layouts leave it be.
    let bounds = pager.view.bounds
    if let turn {
      guard bounds != laidOutBounds else { return }
      complete(turn, finished: turn.finishes)
    }
    laidOutBounds = bounds
    for (page, slot) in zip(pager.viewControllers ?? [], slots) {
      if page.view.superview !== pager.view { pager.view.insertSubview(page.view, at: 0) }
      page.view.frame = slot
    }
  }

  func show(
    _ pages: [UIViewController], direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: @escaping (Bool) -> Void
  ) {
    if let turn { complete(turn, finished: turn.finishes) }
    guard animated, let showing = pager.viewControllers, showing.count == pages.count,
      showing.count == (isSpread ? 2 : 1), pager.view.bounds.width > 0
    else {
      pager.becomeShowing(pages)
      layout()
      return completion(true)
    }
    let turn = begin(direction, to: pages, from: showing, byUser: false)
    turn.completion = completion
    run(turn, to: direction == .forward ? turn.curl.width * 2 : 0)
  }

  // MARK: A turn

  /// Starts turning from `showing` to `pages`: the sheet stands in for the turning page.
  private func begin(
    _ direction: UIPageViewController.NavigationDirection, to pages: [UIViewController],
    from showing: [UIViewController], byUser: Bool
  ) -> CurlTurn {
    let slots = self.slots
    let right = slots[slots.count - 1]
    let forward = direction == .forward
    for page in pages { pager.adoptPage(page) }
    // The turning sheet's front and back, and what lies beneath.
    let front = forward ? showing[showing.count - 1] : pages[pages.count - 1]
    let back: UIViewController? = isSpread ? (forward ? pages[0] : showing[0]) : nil
    var beneath: [(UIViewController, CGRect)] = []
    if isSpread {
      beneath =
        forward
        ? [(showing[0], slots[0]), (pages[1], right)] : [(pages[0], slots[0]), (showing[1], right)]
    } else {
      beneath = [(forward ? pages[0] : showing[0], right)]
    }
    for (page, slot) in beneath {
      if page.view.superview !== pager.view { pager.view.insertSubview(page.view, at: 0) }
      page.view.frame = slot
      page.view.isHidden = false
    }
    for page in [front] + (back.map { [$0] } ?? []) {
      page.view.frame = page === back ? slots[0] : right
      page.view.layoutIfNeeded()
    }
    let sheet = CurlSheetView(
      front: front.view, back: back?.view, pageSize: right.size, stripWidth: Self.stripWidth)
    sheet.frame = pager.view.bounds
    sheet.spineX = right.minX
    pager.view.addSubview(sheet)
    front.view.isHidden = true
    back?.view.isHidden = back.map { page in !beneath.contains { $0.0 === page } } ?? true
    let turn = CurlTurn(
      direction: direction, from: showing, to: pages, sheet: sheet, byUser: byUser,
      curl: PageCurl(width: right.width, travel: forward ? 0 : right.width * 2))
    self.turn = turn
    sheet.show(turn.curl)
    if byUser { pager.delegate?.pageViewController(pager, willTransitionTo: pages) }
    return turn
  }

  /// Moves the sheet on to `travel` over a time that shrinks with the distance left, easing
  /// out, on the animation clock; then the turn completes.
  private func run(_ turn: CurlTurn, to travel: CGFloat) {
    turn.target = travel
    turn.finishes = (travel > 0) == (turn.direction == .forward)
    let start = turn.curl.travel
    let distance = abs(travel - start) / max(turn.curl.width * 2, 1)
    let duration = 0.15 + 0.35 * Double(distance)
    var began: TimeInterval?
    link?.invalidate()
    let link = CADisplayLink { [weak self, weak turn] link in
      guard let self, let turn else { return link.invalidate() }
      let now = link.targetTimestamp
      let elapsed = now - (began ?? now)
      if began == nil { began = now }
      let t = min(elapsed / duration, 1)
      let eased = 1 - pow(1 - t, 3)
      turn.move(to: start + (travel - start) * CGFloat(eased))
      if t >= 1 {
        link.invalidate()
        self.complete(turn, finished: turn.finishes)
      }
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Ends the turn: the new pages show (or, gone back, the old ones), the sheet goes.
  private func complete(_ turn: CurlTurn, finished: Bool) {
    guard self.turn === turn else { return }
    self.turn = nil
    link?.invalidate()
    link = nil
    turn.sheet.removeFromSuperview()
    let showing = finished ? turn.to : turn.from
    for page in turn.to + turn.from { page.viewIfLoaded?.isHidden = false }
    pager.becomeShowing(showing)
    for page in turn.to + turn.from where !showing.contains(where: { $0 === page }) {
      pager.releasePage(page)
    }
    layout()
    if turn.byUser { pager.userTurnDidFinish(from: turn.from, completed: finished) }
    turn.completion?(finished)
  }

  // MARK: Gestures

  /// The pages a turn in `direction` shows, from the data source; nil at the ends.
  private func pages(turning direction: UIPageViewController.NavigationDirection)
    -> [UIViewController]?
  {
    guard let showing = pager.viewControllers, showing.count == (isSpread ? 2 : 1) else {
      return nil
    }
    let edge = direction == .forward ? showing[showing.count - 1] : showing[0]
    guard let first = pager.neighbour(of: edge, direction) else { return nil }
    guard isSpread else { return [first] }
    guard let second = pager.neighbour(of: first, direction) else { return nil }
    return direction == .forward ? [first, second] : [second, first]
  }

  private func handlePan() {
    let location = pan.location(in: pager.view)
    switch pan.state {
    case .began:
      let spine = slots[slots.count - 1].minX
      let start = location.x - pan.translation(in: pager.view).x
      let midline = isSpread ? spine : pager.view.bounds.midX
      let direction: UIPageViewController.NavigationDirection =
        start >= midline ? .forward : .reverse
      guard turn == nil, let showing = pager.viewControllers,
        let pages = pages(turning: direction)
      else {
        pan.state = .failed
        return
      }
      let turn = begin(direction, to: pages, from: showing, byUser: true)
      follow(turn)
    case .changed:
      if let turn { follow(turn) }
    case .ended, .cancelled:
      guard let turn else { return }
      let speed = pan.velocity(in: pager.view).x
      let forward = turn.direction == .forward
      let past = forward ? turn.curl.progress > 0.5 : turn.curl.progress < 0.5
      let flung = forward ? speed < -Self.flingSpeed : speed > Self.flingSpeed
      let flungBack = forward ? speed > Self.flingSpeed : speed < -Self.flingSpeed
      let finishes = pan.state == .ended && (flung || (past && !flungBack))
      run(turn, to: finishes == forward ? turn.curl.width * 2 : 0)
    default:
      break
    }
  }

  /// The sheet follows the pointer at twice its pace (the free edge runs ahead of it), so
  /// that a drag across a page's width turns it right over.
  private func follow(_ turn: CurlTurn) {
    let moved = pan.translation(in: pager.view).x
    let travel =
      turn.direction == .forward ? -moved * 2 : turn.curl.width * 2 - moved * 2
    turn.move(to: travel)
  }

  private func handleTap() {
    guard turn == nil, let showing = pager.viewControllers else { return }
    let x = tap.location(in: pager.view).x
    let bounds = pager.view.bounds
    let edge = slots[0].width * 0.2
    let direction: UIPageViewController.NavigationDirection
    if x > bounds.maxX - edge {
      direction = .forward
    } else if x < bounds.minX + edge {
      direction = .reverse
    } else {
      return
    }
    guard let pages = pages(turning: direction) else { return }
    let turn = begin(direction, to: pages, from: showing, byUser: true)
    run(turn, to: direction == .forward ? turn.curl.width * 2 : 0)
  }
}

/// A turn under way: the pages either side, and the sheet.
@MainActor
final class CurlTurn {
  let direction: UIPageViewController.NavigationDirection
  let from: [UIViewController]
  let to: [UIViewController]
  let sheet: CurlSheetView
  let byUser: Bool
  private(set) var curl: PageCurl
  /// Where the turn is heading: 0 or 2·width.
  var target: CGFloat = 0
  /// Whether it ends on the new pages: not until it is let go.
  var finishes = false
  var completion: ((Bool) -> Void)?

  init(
    direction: UIPageViewController.NavigationDirection, from: [UIViewController],
    to: [UIViewController], sheet: CurlSheetView, byUser: Bool, curl: PageCurl
  ) {
    self.direction = direction
    self.from = from
    self.to = to
    self.sheet = sheet
    self.byUser = byUser
    self.curl = curl
    target = curl.travel
  }

  func move(to travel: CGFloat) {
    curl = PageCurl(width: curl.width, travel: travel, maximumRadius: curl.maximumRadius)
    sheet.show(curl)
  }
}
