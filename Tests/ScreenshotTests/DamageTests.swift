import DemoScenes
import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Frames repaint and present only what changed (`Damage`): the region is right, and a frame
/// painted that way is the frame a whole repaint gives, on the back buffer and on the window.
@MainActor
final class DamageTests: SceneScreenshotTestCase {
  private static let bounds = CGRect(x: 0, y: 0, width: 400, height: 300)

  private static func fill(_ rect: CGRect, _ color: UIColor = .red) -> DrawCommand {
    DrawCommand(
      kind: .fill(rect: rect, color: color, cornerRadius: 0), transform: .identity, alpha: 1,
      clip: nil)
  }

  /// A command's extent in these tests: its rectangle.
  private static func extent(_ command: DrawCommand) -> CGRect {
    guard case .fill(let rect, _, _) = command.kind else { return .null }
    return rect
  }

  private func region(_ old: [DrawCommand], _ new: [DrawCommand]) -> [CGRect] {
    Damage.region(
      from: old, extents: old.map(Self.extent), to: new, extents: new.map(Self.extent),
      within: Self.bounds)
  }

  func testTheSameListChangesNothing() {
    let list = [
      Self.fill(Self.bounds, .white), Self.fill(CGRect(x: 10, y: 10, width: 20, height: 20)),
    ]
    XCTAssertEqual(region(list, list), [])
  }

  func testAMovedCommandDamagesWhereItWasAndWhereItIs() {
    let background = Self.fill(Self.bounds, .white)
    let before = [background, Self.fill(CGRect(x: 10, y: 10, width: 20, height: 20))]
    let after = [background, Self.fill(CGRect(x: 200, y: 100, width: 20, height: 20))]
    XCTAssertEqual(
      Set(region(before, after).map { [$0.minX, $0.minY, $0.width, $0.height] }),
      [[10, 10, 20, 20], [200, 100, 20, 20]])
  }

  func testAnAddedCommandDamagesOnlyItsOwnArea() {
    let background = Self.fill(Self.bounds, .white)
    let label = Self.fill(CGRect(x: 0, y: 280, width: 400, height: 20), .black)
    let badge = Self.fill(CGRect(x: 50.5, y: 60.25, width: 10, height: 10), .blue)
    XCTAssertEqual(
      region([background, label], [background, badge, label]),
      [CGRect(x: 50, y: 60, width: 11, height: 11)], "whole pixels around the new command")
    XCTAssertEqual(
      region([background, badge, label], [background, label]),
      [CGRect(x: 50, y: 60, width: 11, height: 11)], "and where a removed one was")
  }

  func testOverlappingRectanglesMergeAndManyBecomeFew() {
    let merged = Damage.merged([
      CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10),
    ])
    XCTAssertEqual(merged, [CGRect(x: 0, y: 0, width: 15, height: 15)])
    // Rectangles that touch along a whole side become one; those that touch otherwise (the
    // bands round a circle) stay apart.
    XCTAssertEqual(
      Damage.merged([
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 5, height: 10),
      ]), [CGRect(x: 0, y: 0, width: 15, height: 10)])
    let touching = [
      CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10),
    ]
    XCTAssertEqual(Damage.merged(touching), touching)
    let scattered = (0..<30).map { CGRect(x: $0 * 12, y: ($0 % 5) * 50, width: 8, height: 8) }
    let few = Damage.merged(scattered)
    XCTAssertLessThanOrEqual(few.count, Damage.maximumRectangles)
    for rect in scattered { XCTAssertTrue(few.contains { $0.contains(rect) }, "\(rect) covered") }
    for (i, a) in few.enumerated() {
      for b in few[(i + 1)...] { XCTAssertFalse(a.intersects(b), "\(a) and \(b) overlap") }
    }
  }

  func testDamageOverMostOfTheWindowIsTheWholeWindow() {
    let before = [Self.fill(CGRect(x: 0, y: 0, width: 400, height: 250))]
    let after = [Self.fill(CGRect(x: 0, y: 0, width: 400, height: 250), .blue)]
    XCTAssertEqual(region(before, after), [Self.bounds])
  }

  // MARK: Scrolls

  /// Commands that opaque fills after them paint over are not painted: the window's
  /// background under two views side by side, whatever sits on it; not what shows through a
  /// translucent fill or a rounded corner, nor what comes after.
  func testWhatOpaqueFillsPaintOverAfterwardsIsNotPainted() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    func shown(_ commands: [DrawCommand]) -> [Bool] {
      var list = DisplayList()
      list.commands = commands
      let planner = host.painter.planner
      return planner.shown(in: planner.frame(list), from: 0, within: Self.bounds).extents
        .map { !$0.isNull }
    }
    let window = Self.fill(Self.bounds, .white)
    let badge = Self.fill(CGRect(x: 190, y: 10, width: 20, height: 20), .black)
    let left = Self.fill(CGRect(x: -100.3, y: 0, width: 300.3, height: 300))
    let right = Self.fill(CGRect(x: 200, y: 0, width: 260, height: 300), .blue)
    let title = Self.fill(CGRect(x: 180, y: 10, width: 40, height: 20), .black)
    XCTAssertEqual(shown([window, badge, left, right, title]), [false, false, true, true, true])

    var translucent = right
    translucent.alpha = 0.5
    XCTAssertEqual(shown([window, left, translucent]), [true, true, true])

    let rounded = DrawCommand(
      kind: .fill(rect: Self.bounds, color: .red, cornerRadius: 20), transform: .identity,
      alpha: 1, clip: nil)
    let corner = Self.fill(CGRect(x: 2, y: 2, width: 6, height: 6), .black)
    let middle = Self.fill(CGRect(x: 100, y: 100, width: 6, height: 6), .black)
    XCTAssertEqual(shown([corner, middle, rounded]), [true, false, true])
  }

  /// Painting a region works out what shows of the commands that meet it only; a command
  /// outside it still hides what it paints over.
  func testOnlyTheCommandsARegionMeetsAreWorkedOut() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    var list = DisplayList()
    list.commands = [
      Self.fill(Self.bounds, .white), Self.fill(CGRect(x: 20, y: 20, width: 40, height: 40)),
      Self.fill(CGRect(x: 0, y: 0, width: 200, height: 300), .blue),
      Self.fill(CGRect(x: 200, y: 0, width: 200, height: 300), .green),
      Self.fill(CGRect(x: 240, y: 40, width: 60, height: 60), .black),
    ]
    let planner = host.painter.planner
    let frame = planner.frame(list)
    let whole = planner.shown(in: frame, from: 0, within: Self.bounds)
    XCTAssertEqual(whole.extents.map { !$0.isNull }, [false, false, true, true, true])
    let region = [CGRect(x: 250, y: 50, width: 20, height: 20)]
    let part = planner.shown(in: frame, from: 0, within: Self.bounds, region: region)
    XCTAssertEqual(
      part.extents.map { !$0.isNull }, [false, false, false, true, true],
      "the window's background, under the blue half (not repainted) and the green, is hidden")
    XCTAssertEqual(part.extents[3], whole.extents[3])
    XCTAssertEqual(part.extents[4], whole.extents[4])
  }

  /// A dimming view over a page (translucent fills over an opaque one, text between them, one
  /// clipped) is filled with the colour the X server would blend where nothing lies between,
  /// and blended elsewhere: the frame is the one blending every pixel gives, byte for byte.
  func testATranslucentFillOverAnOpaqueOneIsFilledWithTheColourItBlendsTo() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    let page = CGRect(x: 0, y: 20, width: 300, height: 280)
    /// The page, dimmed; `mirrored`: the dims through a mirroring transform (the same pixels,
    /// not fills the painter fills with a blended colour).
    func dimmed(_ pageColour: UIColor, by dim: UIColor, mirrored: Bool) -> DisplayList {
      func translucent(_ rect: CGRect, _ color: UIColor, clip: CGRect? = nil) -> DrawCommand {
        DrawCommand(
          kind: .fill(
            rect: mirrored
              ? CGRect(x: -rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
              : rect, color: color, cornerRadius: 0),
          transform: mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity, alpha: 1,
          clip: clip)
      }
      var list = DisplayList()
      list.commands = [
        Self.fill(Self.bounds, .gray), Self.fill(page, pageColour),
        DrawCommand(
          kind: .text(
            "Page 1", rect: CGRect(x: 20.3, y: 100.6, width: 120, height: 30),
            font: .systemFont(ofSize: 17), color: .black, alignment: .left),
          transform: .identity, alpha: 1, clip: nil),
        translucent(CGRect(x: 0, y: 20, width: 400, height: 280), dim),
        // Dimmed again within a clip (a clipping view), then all over (a backdrop).
        translucent(
          CGRect(x: 0, y: 20, width: 400, height: 280), dim,
          clip: CGRect(x: 150.4, y: 150, width: 100, height: 80)),
        translucent(CGRect(x: 0, y: 0, width: 400, height: 300), dim),
      ]
      // A shadow's edge: columns of black, darker and darker.
      for column in 0..<8 {
        list.commands.append(
          translucent(
            CGRect(x: 292 + column, y: 20, width: 1, height: 280),
            UIColor(white: 0, alpha: CGFloat(column) * 0.03)))
      }
      return list
    }
    let cases: [(UIColor, UIColor)] = [
      (.white, UIColor(white: 0, alpha: 0.1)), (.white, UIColor(white: 0, alpha: 0.004)),
      (
        UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1),
        UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.37)
      ),
    ]
    for (pageColour, dim) in cases {
      let before = host.painter.fillsOverSolids
      host.painter.paint(dimmed(pageColour, by: dim, mirrored: false), into: host.backBuffer)
      // The three dims at least (the columns cut the solid areas into slivers, which go).
      let folded = host.painter.fillsOverSolids - before
      XCTAssertGreaterThanOrEqual(folded, 3)
      let filled = try XCTUnwrap(host.captureFrame())
      host.painter.paint(dimmed(pageColour, by: dim, mirrored: true), into: host.backBuffer)
      XCTAssertEqual(host.painter.fillsOverSolids - before, folded, "mirrored: blended")
      let blended = try XCTUnwrap(host.captureFrame())
      XCTAssertEqual(Self.differingPixels(filled, blended), 0, "\(dim)")
    }
  }

  /// A card's background under its coloured top, which covers less than half of it, is filled
  /// only round the top (before, a fill was cut only when at most half of it showed), and the
  /// card has the pixels of its background filled whole.
  func testABackgroundHalfUnderAPictureIsFilledOnlyWhereItShows() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    let card = CGRect(x: 20, y: 20, width: 200, height: 260)
    let top = CGRect(x: 20, y: 20, width: 200, height: 110)
    /// The card; `mirrored`, its background as the same pixels through a mirroring transform
    /// (not a fill the painter draws in parts).
    func cardList(mirrored: Bool, radius: CGFloat) -> DisplayList {
      let background = DrawCommand(
        kind: .fill(
          rect: mirrored ? CGRect(x: -card.maxX, y: card.minY, width: 200, height: 260) : card,
          color: .white, cornerRadius: radius),
        transform: mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity, alpha: 1, clip: nil)
      var list = DisplayList()
      list.commands = [Self.fill(Self.bounds, .gray), background, Self.fill(top, .orange)]
      return list
    }
    let planner = host.painter.planner
    for radius in [CGFloat(0), 12] {
      let shown = planner.shown(
        in: planner.frame(cardList(mirrored: false, radius: radius)), from: 0,
        within: Self.bounds)
      let parts = shown.parts[shown.partRanges[1]]
      XCTAssertFalse(parts.isEmpty, "the background is drawn in parts (radius \(radius))")
      for part in parts { XCTAssertFalse(part.intersects(top.insetBy(dx: 1, dy: 1)), "\(part)") }
      XCTAssertLessThan(
        parts.reduce(0) { $0 + $1.width * $1.height }, card.width * card.height * 0.7)

      XCTAssertEqual(
        try Self.differingPixels(
          painting: cardList(mirrored: false, radius: radius),
          and: cardList(mirrored: true, radius: radius), on: host), 0, "radius \(radius)")
    }
  }

  /// A card's shadow is not composited where the card paints over it: its middle, nor the
  /// inner side of its edges' strips, which the card's straight sides cover (a side trimmed
  /// off, never a strip cut in two). The pixels are those of the shadow drawn whole.
  func testACardsShadowIsNotCompositedUnderTheCardsSides() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    /// Cards with shadows, at whole and part pixels, offset or not; `whole`: with a command
    /// that draws nothing between each shadow and its card, so the shadow is drawn whole.
    func cards(whole: Bool) -> DisplayList {
      let window = UIWindow(frame: Self.bounds)
      window.backgroundColor = UIColor(white: 0.9, alpha: 1)
      for (frame, offset) in [
        (CGRect(x: 30, y: 30, width: 150, height: 110), CGSize.zero),
        (CGRect(x: 200.4, y: 60.7, width: 170, height: 200), CGSize(width: 0, height: 8)),
        (CGRect(x: 60, y: 170, width: 120, height: 100), CGSize(width: 6, height: -4)),
      ] {
        let card = UIView(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.6
        card.layer.shadowRadius = 9
        card.layer.shadowOffset = offset
        window.addSubview(card)
      }
      var list = window.displayList()
      if whole {
        let nothing = DrawCommand(
          kind: .fill(rect: Self.bounds, color: .black, cornerRadius: 0), transform: .identity,
          alpha: 0, clip: nil)
        for index in list.commands.indices.reversed() {
          if case .shadow = list.commands[index].kind {
            list.commands.insert(nothing, at: index + 1)
          }
        }
      }
      return list
    }
    XCTAssertEqual(
      try Self.differingPixels(painting: cards(whole: false), and: cards(whole: true), on: host),
      0)

    let card = DrawCommand(
      kind: .fill(
        rect: CGRect(x: 10.4, y: 20, width: 100, height: 50), color: .white, cornerRadius: 16),
      transform: .identity, alpha: 1, clip: nil)
    XCTAssertEqual(
      DeviceGeometry.opaqueBands(of: card),
      [CGRect(x: 10, y: 36, width: 100, height: 18), CGRect(x: 26, y: 20, width: 68, height: 50)],
      "its whole width between its corners, and its whole height")
    let strip = CGRect(x: 0, y: 0, width: 100, height: 30)
    XCTAssertEqual(
      DeviceGeometry.trimmed(strip, by: CGRect(x: -10, y: 20, width: 200, height: 100)),
      CGRect(x: 0, y: 0, width: 100, height: 20), "a side off")
    XCTAssertEqual(
      DeviceGeometry.trimmed(strip, by: CGRect(x: 60, y: -5, width: 50, height: 50)),
      CGRect(x: 0, y: 0, width: 60, height: 30), "the other side off")
    XCTAssertEqual(
      DeviceGeometry.trimmed(strip, by: CGRect(x: 10, y: 20, width: 200, height: 100)), strip,
      "not cut into two")
    XCTAssertEqual(
      DeviceGeometry.trimmed(strip, by: CGRect(x: 10, y: 5, width: 20, height: 10)), strip,
      "nor holed")
    XCTAssertTrue(DeviceGeometry.trimmed(strip, by: strip.insetBy(dx: -1, dy: -1)).isNull)
  }

  /// The tiles of a pile (the fishbowl's circle: each tile a black fill and an image on it,
  /// each a few pixels past the last) are drawn only where they show, and the frame is the one
  /// drawing them whole gives: at every pixel, the topmost tile's.
  func testTilesUnderTheNextTilesOfAPileAreDrawnOnlyWhereTheyShow() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    // An opaque image with a colour of its own at each pixel.
    var pixels: [UInt32] = []
    for y in 0..<60 {
      for x in 0..<60 { pixels.append(0xFF00_0080 | UInt32(x * 4) << 16 | UInt32(y * 4) << 8) }
    }
    let image = try XCTUnwrap(UIImage(width: 60, height: 60, premultipliedARGB: pixels))
    // Tiles going right, and up then down: each covers most of the one before.
    let tiles = (0..<36).map { index in
      CGRect(x: 20 + 8 * index, y: 30 + 6 * abs(index - 18), width: 70, height: 70)
    }
    var list = DisplayList()
    list.commands = [Self.fill(Self.bounds, .white)]
    for tile in tiles {
      list.commands.append(Self.fill(tile, .black))
      list.commands.append(
        DrawCommand(
          kind: .image(image, rect: tile.insetBy(dx: 5, dy: 5)), transform: .identity, alpha: 1,
          clip: nil))
    }
    let planner = host.painter.planner
    let shown = planner.shown(in: planner.frame(list), from: 0, within: Self.bounds)
    let inParts = shown.partRanges.filter { !$0.isEmpty }.count
    XCTAssertGreaterThan(inParts, 60, "most tiles' fills and images are drawn in parts")

    host.painter.paint(list, into: host.backBuffer)
    let painted = try XCTUnwrap(host.captureFrame())
    var wrong = 0
    for y in 0..<Int(Self.bounds.height) {
      for x in 0..<Int(Self.bounds.width) {
        let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        var expected: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 255)
        if let tile = tiles.last(where: { $0.contains(point) }) {
          let inner = tile.insetBy(dx: 5, dy: 5)
          expected =
            inner.contains(point)
            ? (UInt8((x - Int(inner.minX)) * 4), UInt8((y - Int(inner.minY)) * 4), 0x80)
            : (0, 0, 0)
        }
        let pixel = painted.pixel(x: x, y: y)
        if (pixel.r, pixel.g, pixel.b) != expected { wrong += 1 }
      }
    }
    XCTAssertEqual(wrong, 0, "pixels unlike a whole repaint")

    // Rounded tiles, and pills under square tiles (a pill's corner of half a pixel leaves
    // pieces off whole pixels: it is drawn whole): as the same pile draws them with each fill
    // mirrored (the same pixels, and as opaque, but not a fill the painter draws in parts).
    func roundedPile(mirrored: Bool, height: CGFloat, radius: CGFloat) -> DisplayList {
      var pile = list
      for index in pile.commands.indices.dropFirst() {
        guard case .fill(let rect, let color, _) = pile.commands[index].kind else { continue }
        // Pills: every other tile; the square ones between cover them, their edges across the
        // pills' middles.
        let isSquare = height < 70 && index % 4 == 3
        let x = rect.minX + (isSquare ? 12 : 0)
        pile.commands[index].kind = .fill(
          rect: CGRect(
            x: mirrored ? -(x + 70) : x, y: rect.minY, width: 70, height: isSquare ? 70 : height),
          color: color, cornerRadius: isSquare ? 0 : radius)
        pile.commands[index].transform = mirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
      }
      // The pills without their images, which would hide their middles.
      if height < 70 {
        pile.commands.removeAll { if case .image = $0.kind { true } else { false } }
      }
      return pile
    }
    func countInParts(_ pile: DisplayList) -> Int {
      planner.shown(in: planner.frame(pile), from: 0, within: Self.bounds).partRanges
        .filter { !$0.isEmpty }.count
    }
    for (height, radius) in [(CGFloat(70), CGFloat(8)), (33, 20)] {
      let rounded = roundedPile(mirrored: false, height: height, radius: radius)
      let mirrored = roundedPile(mirrored: true, height: height, radius: radius)
      XCTAssertGreaterThan(countInParts(rounded), countInParts(mirrored) + 30, "\(radius)")
      XCTAssertEqual(
        try Self.differingPixels(painting: rounded, and: mirrored, on: host), 0, "\(radius)")
    }
  }

  /// A layer's picture is painted over without clearing only where a fill that is drawn
  /// paints it opaque: not a translucent one, nor one that cannot be drawn (a clip of
  /// infinite size), which would leave the last layer's pixels showing.
  func testOnlyADrawnOpaqueFillSparesClearingALayersPicture() async throws {
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    let planner = host.painter.planner
    func hides(_ command: DrawCommand) -> Bool {
      var list = DisplayList()
      list.commands = [command]
      return planner.hides(CGRect(x: 10, y: 10, width: 100, height: 100), in: planner.frame(list))
    }
    XCTAssertTrue(hides(Self.fill(Self.bounds)))
    var translucent = Self.fill(Self.bounds)
    translucent.alpha = 0.5
    XCTAssertFalse(hides(translucent))
    var unbounded = Self.fill(Self.bounds)
    unbounded.clip = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 300)
    XCTAssertFalse(hides(unbounded))
  }

  /// A host of 320 × 320 points showing a white window (the caller keeps it alive: the
  /// application holds windows weakly), on it a view of `color` at (10, 10), 300 points
  /// square, masked by a shape layer with no path yet.
  private func maskedView(_ color: UIColor) throws -> (
    host: X11Host, window: UIWindow, view: UIView, mask: CAShapeLayer
  ) {
    let size = CGSize(width: 320, height: 320)
    let host = try X11Host(
      displayName: nil, size: size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
    view.backgroundColor = color
    let mask = CAShapeLayer()
    mask.frame = view.bounds
    view.layer.mask = mask
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (host, window, view, mask)
  }

  /// A translucent view whose mask shrinks: where the mask was, the window shows again. (A
  /// layer's pictures are reused from frame to frame and cleared only where they can be read.)
  func testAShrinkingMaskLeavesNothingBehind() async throws {
    let (host, window, view, mask) = try maskedView(.purple)
    defer { withExtendedLifetime(window) {} }
    view.alpha = 0.8
    mask.path = UIBezierPath(ovalIn: view.bounds).cgPath
    host.drawFrame()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    mask.path = UIBezierPath(ovalIn: CGRect(x: 130, y: 130, width: 40, height: 40)).cgPath
    CATransaction.commit()
    host.drawFrame()
    let painted = try XCTUnwrap(host.captureFrame())
    XCTAssertEqual(painted.pixel(x: 50, y: 160).r, 255, "where the mask was: the window")
    XCTAssertLessThan(painted.pixel(x: 160, y: 160).g, 100, "in the small circle: the view")
  }

  /// A masked layer's picture is kept from frame to frame while its contents stay the same
  /// (a circle growing over a view that does not change), and painted again when they change.
  func testALayersPictureIsPaintedAgainOnlyWhenItsContentsChange() async throws {
    let (host, window, view, mask) = try maskedView(.red)
    defer { withExtendedLifetime(window) {} }
    func reveal(radius: CGFloat) throws -> RGBAImage {
      try Self.reveal(mask, radius: radius, on: host)
    }
    XCTAssertEqual(try reveal(radius: 20).pixel(x: 160, y: 160).r, 255, "the view, red")
    // The same contents: the picture is painted whole once, then kept.
    _ = try reveal(radius: 40)
    let surface = try XCTUnwrap(host.painter.layerSurfaces.first)
    let held = try XCTUnwrap(surface.held, "the picture holds the view")
    XCTAssertTrue(
      held.region.map { $0.contains(CGRect(x: 0, y: 0, width: 300, height: 300)) } ?? true,
      "all of it")
    let grown = try reveal(radius: 120)
    XCTAssertEqual(grown.pixel(x: 160, y: 60).r, 255, "the circle's new part shows the view")
    XCTAssertEqual(grown.pixel(x: 160, y: 60).g, 0)
    XCTAssertEqual(grown.pixel(x: 15, y: 15).g, 255, "outside the circle, the window")
    // New contents: painted again.
    view.backgroundColor = .blue
    let blue = try reveal(radius: 120)
    XCTAssertEqual(blue.pixel(x: 160, y: 160).r, 0, "the view, blue now")
    XCTAssertEqual(blue.pixel(x: 160, y: 160).b, 255)
  }

  /// `mask` set to a circle of `radius` round the middle of the masked view, without an
  /// animation, and the frame drawn.
  private static func reveal(
    _ mask: CAShapeLayer, radius: CGFloat, on host: X11Host, path: UIBezierPath? = nil
  ) throws -> RGBAImage {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let circle = UIBezierPath(
      ovalIn: CGRect(x: 150 - radius, y: 150 - radius, width: 2 * radius, height: 2 * radius))
    if let path { circle.append(path) }
    mask.path = circle.cgPath
    CATransaction.commit()
    host.drawFrame()
    return try XCTUnwrap(host.captureFrame())
  }

  /// A circle growing or shrinking over a layer that stays as it is repaints round the
  /// circle's edge, not what it covered both times, and the frame is the one a whole repaint
  /// gives. A mask of more than one span a row (two discs side by side) repaints its whole box.
  func testAGrowingCircleRepaintsOnlyRoundItsEdge() async throws {
    let (host, window, _, mask) = try maskedView(.red)
    defer { withExtendedLifetime(window) {} }
    // The view is at (10, 10): the circle's centre is (160, 160) on the window.
    let centre = CGPoint(x: 160, y: 160)
    for (from, to) in [(CGFloat(100), CGFloat(110)), (110, 100)] {
      _ = try Self.reveal(mask, radius: from, on: host)
      let made = host.painter.planner.shapeMasks.madeCount
      let painted = try Self.reveal(mask, radius: to, on: host)
      XCTAssertLessThanOrEqual(
        host.painter.planner.shapeMasks.madeCount, made + 1,
        "a new circle tessellated once for planning and painting, the last one kept")
      let region = host.lastPlan.region
      let box = CGFloat(2 * 110 + 4) * CGFloat(2 * 110 + 4)
      XCTAssertLessThan(DeviceGeometry.area(of: region), box / 2, "\(from) → \(to): \(region)")
      XCTAssertFalse(region.contains { $0.contains(centre) }, "the middle stays")
      for degrees in stride(from: 0.0, to: 360, by: 15) {
        for radius in [from, to] {
          let angle = degrees * .pi / 180
          let point = CGPoint(
            x: (centre.x + radius * cos(angle)).rounded(.down),
            y: (centre.y + radius * sin(angle)).rounded(.down))
          XCTAssertTrue(region.contains { $0.contains(point) }, "the edge at \(point)")
        }
      }
      let whole = try XCTUnwrap(host.render(window))
      XCTAssertEqual(Self.differingPixels(painted, whole), 0, "\(from) → \(to)")
    }
    let otherDisc = UIBezierPath(ovalIn: CGRect(x: 0, y: 140, width: 20, height: 20))
    _ = try Self.reveal(mask, radius: 100, on: host, path: otherDisc)
    let painted = try Self.reveal(mask, radius: 110, on: host, path: otherDisc)
    XCTAssertTrue(
      host.lastPlan.region.contains { $0.contains(centre) }, "two spans a row: all of its box")
    XCTAssertEqual(Self.differingPixels(painted, try XCTUnwrap(host.render(window))), 0)
  }

  /// A circle masking a layer is composited in pieces (the picture as it is inside the
  /// circle, its trapezoids cut to each piece round the edge), and the pixels are those of
  /// the circle's trapezoids composited whole: the same circle beside a disc off the window,
  /// which the pieces cannot follow (two spans a row).
  func testACircleMaskInPiecesIsTheCircleWhole() async throws {
    let (host, window, view, mask) = try maskedView(.red)
    defer { withExtendedLifetime(window) {} }
    view.alpha = 1
    let offWindow = UIBezierPath(ovalIn: CGRect(x: -60, y: 0, width: 30, height: 300))
    for (radius, dx) in [(CGFloat(37.3), CGFloat(0)), (120.6, 0.4), (190, -0.7), (260.2, 0.25)] {
      func frame(_ path: UIBezierPath?) throws -> RGBAImage {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let circle = UIBezierPath(
          ovalIn: CGRect(
            x: 150 + dx - radius, y: 150 - radius, width: 2 * radius, height: 2 * radius))
        if let path { circle.append(path) }
        mask.path = circle.cgPath
        CATransaction.commit()
        return try XCTUnwrap(host.render(window))
      }
      let pieces = try frame(nil)
      let whole = try frame(offWindow)
      XCTAssertEqual(Self.differingPixels(pieces, whole), 0, "radius \(radius)")
      XCTAssertEqual(pieces.pixel(x: 160, y: 160).g, 0, "the view inside")
    }
  }

  /// Two views changing under a circle that stays, side by side across its edge: each pixel
  /// of the edge is composited once, though the circle's edge crosses a side of one of the
  /// rectangles repainted and its trapezoids reach past it into the other.
  func testACircleOverTwoChangingViewsIsCompositedOnceAPixel() async throws {
    let (host, window, _, mask) = try maskedView(.red)
    defer { withExtendedLifetime(window) {} }
    // Left of the circle's left edge (x 60 at its middle row, 68 forty points up), and right
    // of x 63, which the edge crosses.
    let left = UIView(frame: CGRect(x: 45, y: 100, width: 15, height: 60))
    let right = UIView(frame: CGRect(x: 65, y: 100, width: 10, height: 60))
    for view in [left, right] {
      view.backgroundColor = .blue
      window.insertSubview(view, at: 0)
    }
    _ = try Self.reveal(mask, radius: 100, on: host)
    for view in [left, right] { view.backgroundColor = .green }
    host.drawFrame()
    let region = host.lastPlan.region
    XCTAssertEqual(region.count, 2, "\(region)")
    let painted = try XCTUnwrap(host.captureFrame())
    XCTAssertEqual(Self.differingPixels(painted, try XCTUnwrap(host.render(window))), 0)
  }

  /// A scroll view's content at `y`: its background, then three cells of 40 points, clipped
  /// to the area (0, 40)–(400, 240).
  private static let scrolled = CGRect(x: 0, y: 40, width: 400, height: 200)

  private static func content(at y: CGFloat, overlay: Bool = false, tint: UIColor = .blue)
    -> [DrawCommand]
  {
    var commands = [
      DrawCommand(
        kind: .fill(
          rect: CGRect(x: 0, y: -y, width: 400, height: 200), color: .white, cornerRadius: 0),
        transform: CGAffineTransform(translationX: 0, y: 40 + y), alpha: 1, clip: scrolled)
    ]
    for row in 0..<3 {
      commands.append(
        DrawCommand(
          kind: .fill(
            rect: CGRect(x: 10, y: CGFloat(row) * 60, width: 40, height: 40),
            color: row == 1 ? tint : .red, cornerRadius: 0),
          transform: CGAffineTransform(translationX: 0, y: 40 - y), alpha: 1, clip: scrolled))
    }
    if overlay { commands.append(fill(CGRect(x: 300, y: 200, width: 30, height: 30), .black)) }
    return commands
  }

  /// Whether the rectangles of `region` (which do not overlap) cover all of `rect`.
  private static func covers(_ region: [CGRect], _ rect: CGRect) -> Bool {
    let covered = region.reduce(0) { total, part in
      let shared = part.intersection(rect)
      return total + (shared.isNull ? 0 : shared.width * shared.height)
    }
    return covered == rect.width * rect.height
  }

  private func scroll(_ old: [DrawCommand], _ new: [DrawCommand], by offset: CGFloat)
    -> (move: Damage.Move, region: [CGRect])?
  {
    func extent(_ command: DrawCommand) -> CGRect {
      guard case .fill(let rect, _, _) = command.kind else { return .null }
      return rect.applying(command.transform).intersection(command.clip ?? Self.bounds)
    }
    return Damage.scroll(
      from: old[...], extents: old.map(extent)[...], to: new[...], extents: new.map(extent)[...],
      clip: Self.scrolled, offset: CGPoint(x: 0, y: offset), within: Self.bounds)
  }

  func testAScrollMovesTheLastFrameAndPaintsWhatCameIntoView() async throws {
    let plan = try XCTUnwrap(scroll(Self.content(at: 0), Self.content(at: 20), by: -20))
    XCTAssertEqual(
      plan.move,
      Damage.Move(area: CGRect(x: 0, y: 40, width: 400, height: 180), offset: CGPoint(x: 0, y: -20))
    )
    XCTAssertEqual(
      plan.region, [CGRect(x: 0, y: 220, width: 400, height: 20)], "the strip that came into view")
  }

  func testARowOfMoreCellsThanTheMatchWindowScrollingOutStillMoves() async throws {
    // A 4K window's gallery: rows of 100 cells (more than `matchWindow` commands), only the
    // cells on screen drawn, as a collection view draws them; a row scrolls out at the top
    // as one comes in at the bottom.
    let clip = CGRect(x: 0, y: 0, width: 1000, height: 100)
    func content(at y: CGFloat) -> [DrawCommand] {
      (0..<12).flatMap { row in
        (0..<100).map { column in
          DrawCommand(
            kind: .fill(
              rect: CGRect(x: column * 10, y: row * 10, width: 8, height: 8), color: .red,
              cornerRadius: 0),
            transform: CGAffineTransform(translationX: 0, y: -y), alpha: 1, clip: clip)
        }
      }
      .filter { Self.extent($0).applying($0.transform).intersects(clip) }
    }
    XCTAssertGreaterThan(100, Damage.matchWindow)
    func extent(_ command: DrawCommand) -> CGRect {
      Self.extent(command).applying(command.transform).intersection(clip)
    }
    let (old, new) = (content(at: 0), content(at: 10))
    let plan = try XCTUnwrap(
      Damage.scroll(
        from: old[...], extents: old.map(extent)[...], to: new[...], extents: new.map(extent)[...],
        clip: clip, offset: CGPoint(x: 0, y: -10), within: clip))
    XCTAssertEqual(plan.move.area, CGRect(x: 0, y: 0, width: 1000, height: 90))
    XCTAssertEqual(
      plan.region, [CGRect(x: 0, y: 90, width: 1000, height: 10)],
      "only the row that came into view, not the whole window")
  }

  func testWhatDidNotJustMoveIsPaintedAfterTheMove() async throws {
    let overlaid = try XCTUnwrap(
      scroll(Self.content(at: 0, overlay: true), Self.content(at: 20, overlay: true), by: -20))
    XCTAssertTrue(
      Self.covers(overlaid.region, CGRect(x: 300, y: 200, width: 30, height: 30)),
      "an overlay above the scroll view, where it is")
    XCTAssertTrue(
      Self.covers(overlaid.region, CGRect(x: 300, y: 180, width: 30, height: 30)),
      "and where the move took its pixels")
    let recoloured = try XCTUnwrap(
      scroll(Self.content(at: 0), Self.content(at: 20, tint: .green), by: -20))
    XCTAssertTrue(
      recoloured.region.contains { $0.contains(CGRect(x: 10, y: 80, width: 40, height: 40)) },
      "a cell that changed as it moved")
  }

  func testABarThatStaysIsPaintedOnlyWhereItMeetsTheMovedPixels() async throws {
    // A bar over the top of the window, outside the scroll view and the same both times:
    // the move leaves it be.
    let bar = Self.fill(CGRect(x: 0, y: 0, width: 400, height: 40), .gray)
    let plan = try XCTUnwrap(
      scroll(Self.content(at: 0) + [bar], Self.content(at: 20) + [bar], by: -20))
    XCTAssertEqual(plan.region, [CGRect(x: 0, y: 220, width: 400, height: 20)], "only the strip")
    let moved = Self.fill(CGRect(x: 0, y: 0, width: 400, height: 41), .gray)
    let changed = try XCTUnwrap(
      scroll(Self.content(at: 0) + [bar], Self.content(at: 20) + [moved], by: -20))
    XCTAssertTrue(
      Self.covers(changed.region, CGRect(x: 0, y: 0, width: 400, height: 41)), "a bar that grew")
  }

  func testAViewRemovedWhileAnotherChangesRepaintsOnlyThoseTwo() async throws {
    // Twenty rows; a view on top of them goes as row 3 changes colour: the rows between
    // stay as they were.
    func rows(tint: UIColor) -> [DrawCommand] {
      (0..<20).map { row in
        Self.fill(CGRect(x: 0, y: CGFloat(row) * 10, width: 400, height: 8), row == 3 ? tint : .red)
      }
    }
    let overlay = Self.fill(CGRect(x: 300, y: 250, width: 30, height: 30), .black)
    let old =
      rows(tint: .red) + [overlay] + [
        Self.fill(CGRect(x: 0, y: 280, width: 400, height: 20), .gray)
      ]
    let new = rows(tint: .green) + [Self.fill(CGRect(x: 0, y: 280, width: 400, height: 20), .gray)]
    XCTAssertEqual(
      Self.fillDamage(from: old, to: new),
      Self.described([
        CGRect(x: 0, y: 30, width: 400, height: 8), CGRect(x: 300, y: 250, width: 30, height: 30),
      ]))
  }

  func testAViewShownAsAnotherGoesRepaintsOnlyThoseTwo() async throws {
    // Twenty rows; a bubble appears in row 3 as the bubble over the rows goes: the lists
    // are as long as each other, but the rows between them are the same rows.
    let rows = (0..<20).map {
      Self.fill(CGRect(x: 0, y: CGFloat($0) * 10, width: 400, height: 8), .red)
    }
    let inRow = Self.fill(CGRect(x: 10, y: 30, width: 50, height: 8), .blue)
    let flying = Self.fill(CGRect(x: 300, y: 250, width: 50, height: 30), .blue)
    let old = rows + [flying]
    let new = Array(rows[..<4]) + [inRow] + Array(rows[4...])
    XCTAssertEqual(
      Self.fillDamage(from: old, to: new),
      Self.described([
        CGRect(x: 10, y: 30, width: 50, height: 8), CGRect(x: 300, y: 250, width: 50, height: 30),
      ]))
  }

  /// The damage between two lists of fills (each command's extent its rectangle), in any
  /// order.
  private static func fillDamage(from old: [DrawCommand], to new: [DrawCommand]) -> Set<String> {
    let extent: (DrawCommand) -> CGRect = { command in
      guard case .fill(let rect, _, _) = command.kind else { return .null }
      return rect
    }
    return described(
      Damage.region(
        from: old, extents: old.map(extent), to: new, extents: new.map(extent), within: bounds))
  }

  private static func described(_ rectangles: [CGRect]) -> Set<String> {
    Set(rectangles.map { "\($0)" })
  }

  func testAScrollUnderABarOverTheWindowsBackgroundStillMoves() async throws {
    // The window's background under all, the scroll view below a 40-point bar (a list
    // under a navigation bar), the bar drawn last.
    let host = try X11Host(
      displayName: nil, size: Self.bounds.size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    let planner = host.painter.planner
    func frame(at y: CGFloat, bar: UIColor = .gray) -> FramePlanner.Frame {
      var list = DisplayList()
      list.commands =
        [Self.fill(Self.bounds, .white)] + Self.content(at: y)
        + [Self.fill(CGRect(x: 0, y: 0, width: 400, height: 40), bar)]
      list.scrollingAreas = [
        ScrollingArea(
          scrollView: ObjectIdentifier(DamageTests.self), clip: Self.scrolled,
          contentOrigin: CGPoint(x: 0, y: 40 - y))
      ]
      return planner.frame(list)
    }
    let plan = planner.plan(from: frame(at: 0), to: frame(at: 20), within: Self.bounds)
    XCTAssertEqual(plan.move?.offset, CGPoint(x: 0, y: -20))
    XCTAssertTrue(plan.region.contains(CGRect(x: 0, y: 220, width: 400, height: 20)))
    XCTAssertEqual(
      plan.region.filter { $0.maxY > 42 }, [CGRect(x: 0, y: 220, width: 400, height: 20)],
      "the strip that came into view and the bar, not the window's background again")
    // The background under the list changed: all of it is painted, no move.
    var changed = frame(at: 20)
    changed.list.commands[0] = Self.fill(Self.bounds, .yellow)
    changed = planner.frame(changed.list)
    XCTAssertNil(planner.plan(from: frame(at: 0), to: changed, within: Self.bounds).move)
  }

  func testNoMoveForPartPixelsOrTheWrongDistance() async throws {
    XCTAssertNil(scroll(Self.content(at: 0), Self.content(at: 2.5), by: -2.5))
    // Told 10 when the content moved 20: no cell matches, so each is painted where it is
    // now (the background, the same all over, still moves).
    let wrong = try XCTUnwrap(scroll(Self.content(at: 0), Self.content(at: 20), by: -10))
    for row in 0..<3 {
      let cell = CGRect(x: 10, y: CGFloat(row) * 60 + 20, width: 40, height: 40)
        .intersection(Self.scrolled)
      XCTAssertTrue(wrong.region.contains { $0.contains(cell) }, "cell \(row) at \(cell)")
    }
  }

  /// Every scene's transition, frame by frame: the back buffer painted only where frames
  /// differ is byte for byte a whole repaint of the same frame, and the window shows it.
  func testEveryScenesTransitionPaintedByDamageIsTheWholeRepaint() async throws {
    let size = CGSize(width: 360, height: 560)
    let host = try X11Host(
      displayName: nil, size: size, title: "DamageTests", programName: "DamageTests",
      clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    var partialFrames = 0
    var movedFrames = 0
    for description in SceneCatalog.scenes {
      let scene = description.make()
      window.rootViewController = scene
      host.benchmarkHandleEvents()
      host.drawFrame()
      scene.autoplay()
      for frame in 1...40 {
        // Scrolled: by whole points (copied), then by half points (painted), then back.
        if (20..<34).contains(frame),
          let scrollView = (scene as? UICollectionViewController)?.collectionView
        {
          scrollView.contentOffset.y += frame < 28 ? 23 : frame < 31 ? 2.5 : -40
        }
        UIApplication.shared.clock.advanceFrame()
        host.benchmarkHandleEvents()
        host.drawFrame()
        let region = host.lastPlan.presented
        if !region.isEmpty, region != [CGRect(origin: .zero, size: size)] { partialFrames += 1 }
        if host.lastPlan.move != nil { movedFrames += 1 }
        guard frame % 4 == 0 || region.count > 1 || host.lastPlan.move != nil else { continue }
        let painted = try XCTUnwrap(host.captureFrame())
        let whole = try XCTUnwrap(host.render(window))
        XCTAssertEqual(
          Self.differingPixels(painted, whole), 0,
          "\(description.name), frame \(frame): plan \(host.lastPlan)")
        let target = host.benchmarkTarget
        let shown = try XCTUnwrap(
          Screenshot.capture(
            display: target.display, drawable: target.window, width: painted.width,
            height: painted.height))
        XCTAssertEqual(
          Self.differingPixels(shown, painted), 0, "\(description.name), frame \(frame): the window"
        )
      }
    }
    XCTAssertGreaterThan(partialFrames, 20, "some frames repaint only a part")
    XCTAssertGreaterThan(movedFrames, 10, "scrolls by whole points move the last frame")
  }

  /// How many pixels differ between `a` and `b`, each painted whole by `host`.
  private static func differingPixels(
    painting a: DisplayList, and b: DisplayList, on host: X11Host
  ) throws -> Int {
    host.painter.paint(a, into: host.backBuffer)
    let first = try XCTUnwrap(host.captureFrame())
    host.painter.paint(b, into: host.backBuffer)
    return differingPixels(first, try XCTUnwrap(host.captureFrame()))
  }

  private static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    guard a.width == b.width, a.height == b.height else { return a.width * a.height }
    if a.bytes == b.bytes { return 0 }
    return stride(from: 0, to: a.bytes.count, by: 4).count {
      a.bytes[$0..<$0 + 3] != b.bytes[$0..<$0 + 3]
    }
  }
}
