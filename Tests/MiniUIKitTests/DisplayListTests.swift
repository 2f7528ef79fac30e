import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The fill colour of a command, or nil for other kinds.
private func fillColor(_ command: DrawCommand) -> UIColor? {
  if case .fill(_, let color, _) = command.kind { return color }
  return nil
}

/// The command's local rectangle, whatever its kind.
private func localRect(_ command: DrawCommand) -> CGRect {
  switch command.kind {
  case .fill(let rect, _, _): return rect
  case .stroke(let rect, _, _, _): return rect
  case .image(_, let rect): return rect
  case .text(_, let rect, _, _, _): return rect
  case .layer(_, let size, _, _): return CGRect(origin: .zero, size: size)
  case .shape(let shape): return shape.extent
  case .gradient(let gradient): return gradient.rect
  case .shadow(let shadow): return shadow.extent
  case .backdrop(let backdrop): return backdrop.rect
  }
}

/// Where the command's rectangle lands in the window.
private func windowRect(_ command: DrawCommand) -> CGRect {
  localRect(command).applying(command.transform)
}

private func makeImage(width: Int, height: Int) -> UIImage {
  UIImage(
    width: width, height: height,
    premultipliedARGB: Array(repeating: 0xFF00_0000, count: width * height))!
}

@MainActor
final class DisplayListTests: XCTestCase {
  /// With `allowsGroupOpacity` (UIKit's default), a translucent view with subviews is one
  /// picture of the window area it covers, drawn opaque inside and faded as a whole.
  func testATranslucentViewFadesAsOnePicture() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    parent.backgroundColor = .red
    parent.alpha = 0.5
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    child.backgroundColor = .green
    parent.addSubview(child)
    window.addSubview(parent)
    let commands = window.displayList().commands
    XCTAssertEqual(commands.count, 2, "the window's background, then the picture")
    let picture = try XCTUnwrap(commands.last)
    guard case .layer(let contents, let size, let projection, nil) = picture.kind else {
      return XCTFail("expected one picture, got \(picture.kind)")
    }
    XCTAssertEqual(picture.alpha, 0.5, "faded as a whole")
    XCTAssertEqual(contents.commands.map(\.alpha), [1, 1], "opaque inside")
    XCTAssertEqual(contents.commands.compactMap(fillColor), [.red, .green])
    // The picture covers the parent and the child hanging out of it (with a margin for
    // anti-aliased edges), in whole points, placed by a translation.
    XCTAssertEqual(size, CGSize(width: 154, height: 154))
    XCTAssertEqual(projection.affineTransform, CGAffineTransform(translationX: 8, y: 18))
    XCTAssertEqual(windowRect(contents.commands[1]), CGRect(x: 52, y: 52, width: 100, height: 100))
  }

  func testSmallTreeInPaintingOrder() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    parent.backgroundColor = .red
    parent.alpha = 0.5
    parent.clipsToBounds = true
    parent.layer.borderWidth = 2
    parent.layer.borderColor = UIColor.blue.cgColor
    // Each command fades on its own (see testATranslucentViewFadesAsOnePicture for UIKit's
    // default).
    parent.layer.allowsGroupOpacity = false
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    child.backgroundColor = .green
    child.alpha = 0.5
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .yellow
    hidden.isHidden = true
    let sibling = UIView(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
    sibling.backgroundColor = .white
    window.addSubview(parent)
    parent.addSubview(child)
    parent.addSubview(hidden)
    window.addSubview(sibling)

    let commands = window.displayList().commands
    XCTAssertEqual(commands.count, 5)
    guard commands.count == 5 else { return }

    // 0: the window's background.
    XCTAssertEqual(fillColor(commands[0]), .black)
    XCTAssertEqual(commands[0].transform, .identity)
    XCTAssertEqual(localRect(commands[0]), CGRect(x: 0, y: 0, width: 200, height: 200))

    // 1: the parent's background, faded, clipped to its own bounds (clipsToBounds).
    guard case .fill(let parentRect, .red, let radius) = commands[1].kind else {
      return XCTFail("expected the parent's fill, got \(commands[1].kind)")
    }
    XCTAssertEqual(parentRect, CGRect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(radius, 0)
    XCTAssertEqual(commands[1].transform, CGAffineTransform(translationX: 10, y: 20))
    XCTAssertEqual(commands[1].alpha, 0.5)
    XCTAssertEqual(commands[1].clip, CGRect(x: 10, y: 20, width: 100, height: 100))

    // 2: the child, alpha multiplied, clipped to the parent.
    XCTAssertEqual(fillColor(commands[2]), .green)
    XCTAssertEqual(commands[2].transform, CGAffineTransform(translationX: 60, y: 70))
    XCTAssertEqual(commands[2].alpha, 0.25)
    XCTAssertEqual(commands[2].clip, CGRect(x: 10, y: 20, width: 100, height: 100))

    // 3: the parent's border, above its subviews, as Core Animation draws it.
    guard case .stroke(let borderRect, .blue, 2, 0) = commands[3].kind else {
      return XCTFail("expected the parent's border, got \(commands[3].kind)")
    }
    XCTAssertEqual(borderRect, CGRect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(commands[3].transform, CGAffineTransform(translationX: 10, y: 20))
    XCTAssertEqual(commands[3].alpha, 0.5)

    // 4: the sibling, not clipped by the parent, full opacity.
    XCTAssertEqual(fillColor(commands[4]), .white)
    XCTAssertEqual(windowRect(commands[4]), CGRect(x: 150, y: 150, width: 20, height: 20))
    XCTAssertEqual(commands[4].alpha, 1)
    XCTAssertEqual(commands[4].clip, CGRect(x: 0, y: 0, width: 200, height: 200))
  }

  /// Rounded corners that clip (`clipsToBounds` with a `cornerRadius`) cut the subviews to
  /// the rounded shape: what the layer draws is drawn as it is in the bands between its
  /// corners, and each corner's square is a small picture drawn through the rounded bounds.
  /// Without subviews its own rounded background needs none of that.
  func testRoundedCornersThatClipCutTheSubviews() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    card.backgroundColor = .red
    card.clipsToBounds = true
    card.layer.cornerRadius = 16
    window.addSubview(card)
    guard case .fill(_, .red, 16)? = window.displayList().commands.last?.kind else {
      return XCTFail("a rounded background alone is a rounded fill")
    }
    let photo = UIView(frame: card.bounds)
    photo.backgroundColor = .green
    card.addSubview(photo)
    let commands = window.displayList().commands.dropFirst()
    let bands = commands.filter { if case .fill = $0.kind { return true } else { return false } }
    XCTAssertEqual(bands.map(fillColor), [.red, .green, .red, .green, .red, .green])
    XCTAssertEqual(
      bands.map(\.clip),
      [
        CGRect(x: 26, y: 20, width: 68, height: 16), CGRect(x: 26, y: 20, width: 68, height: 16),
        CGRect(x: 10, y: 36, width: 100, height: 68), CGRect(x: 10, y: 36, width: 100, height: 68),
        CGRect(x: 26, y: 104, width: 68, height: 16),
        CGRect(x: 26, y: 104, width: 68, height: 16),
      ], "the top, middle and bottom bands between the corners")
    let corners = commands.compactMap { command -> (CGPoint, CGSize, DisplayList)? in
      guard case .layer(let contents, let size, let projection, let mask?) = command.kind,
        let place = projection.affineTransform
      else { return nil }
      XCTAssertEqual(contents.commands.map(fillColor), [.red, .green])
      return (CGPoint(x: place.tx, y: place.ty), size, mask)
    }
    XCTAssertEqual(
      corners.map(\.0),
      [
        CGPoint(x: 10, y: 20), CGPoint(x: 94, y: 20), CGPoint(x: 10, y: 104),
        CGPoint(x: 94, y: 104),
      ])
    XCTAssertEqual(Set(corners.map(\.1.width)), [16], "squares of the radius")
    guard case .shape(let shape)? = corners.first?.2.commands.first?.kind else {
      return XCTFail("the mask is the rounded bounds")
    }
    XCTAssertEqual(
      CGPath(elements: shape.elements).boundingBox.applying(corners[0].2.commands[0].transform),
      CGRect(x: 0, y: 0, width: 100, height: 100), "in the top-left square's coordinates")
  }

  /// A circle of an odd size: the corner squares share no pixel, so nothing is painted twice.
  func testTheCornerSquaresOfAnOddCircleDoNotOverlap() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let avatar = UIView(frame: CGRect(x: 10.5, y: 20, width: 45, height: 45))
    avatar.layer.cornerRadius = 22.5
    avatar.clipsToBounds = true
    let photo = UIView(frame: avatar.bounds)
    photo.backgroundColor = .green
    avatar.addSubview(photo)
    window.addSubview(avatar)
    let squares = window.displayList().commands.compactMap { command -> CGRect? in
      guard case .layer(_, let size, let projection, _?) = command.kind,
        let place = projection.affineTransform
      else { return nil }
      return CGRect(origin: CGPoint(x: place.tx, y: place.ty), size: size)
    }
    XCTAssertEqual(squares.count, 4)
    for (index, square) in squares.enumerated() {
      for other in squares[(index + 1)...] {
        let shared = square.intersection(other)
        XCTAssertTrue(shared.isNull || shared.isEmpty, "\(square) and \(other) share pixels")
      }
    }
  }

  func testHiddenAndTransparentSubtreesAreSkipped() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.backgroundColor = nil
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    hidden.addSubview(makeColored(.green))
    let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    transparent.alpha = 0
    transparent.addSubview(makeColored(.blue))
    let noBackground = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    noBackground.addSubview(makeColored(.yellow))
    for view in [hidden, transparent, noBackground] { window.addSubview(view) }
    let colors = window.displayList().commands.map(fillColor)
    XCTAssertEqual(colors, [.yellow])
  }

  private func makeColored(_ color: UIColor) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = color
    return view
  }

  func testTransformsAreWindowSpace() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    scaled.backgroundColor = .red
    let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    rotated.backgroundColor = .green
    scaled.addSubview(rotated)
    let scroller = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
    scroller.bounds.origin = CGPoint(x: 10, y: 0)
    let scrolled = makeColored(.blue)
    scrolled.frame = CGRect(x: 20, y: 0, width: 10, height: 10)
    scroller.addSubview(scrolled)
    window.addSubview(scaled)
    window.addSubview(scroller)

    let commands = window.displayList().commands
    let byColor = Dictionary(
      commands.compactMap { command in fillColor(command).map { ($0, command) } },
      uniquingKeysWith: { first, _ in first })
    // Scaled about its centre (50, 50): (0, 0) → (−50, −50).
    let red = byColor[.red]!
    XCTAssertEqual(red.transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -50, ty: -50))
    XCTAssertEqual(windowRect(red), CGRect(x: -50, y: -50, width: 200, height: 200))
    // The rotated child: its centre (10, 5) lands at (−30, −40); turned, it is 10 wide and
    // 20 high before the parent doubles it.
    let green = byColor[.green]!
    assertEqual(windowRect(green), CGRect(x: -40, y: -60, width: 20, height: 40))
    let corner = CGPoint(x: 20, y: 0).applying(green.transform)
    // (20, 0) is (10, −5) from the centre → turned (5, 10) → doubled (10, 20) → (−20, −20).
    XCTAssertEqual(corner.x, -20, accuracy: accuracy)
    XCTAssertEqual(corner.y, -20, accuracy: accuracy)
    // The bounds origin scrolls the content: x 20 − 10 + 200.
    XCTAssertEqual(windowRect(byColor[.blue]!), CGRect(x: 210, y: 200, width: 10, height: 10))
  }

  func testNestedClipsIntersect() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let outer = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    outer.clipsToBounds = true
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    inner.clipsToBounds = true
    let leaf = makeColored(.red)
    let unclipped = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let free = makeColored(.green)
    window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(leaf)
    window.addSubview(unclipped)
    unclipped.addSubview(free)
    let commands = window.displayList().commands
    let red = commands.first { fillColor($0) == .red }
    XCTAssertEqual(red?.clip, CGRect(x: 60, y: 70, width: 50, height: 50))
    let green = commands.first { fillColor($0) == .green }
    XCTAssertEqual(green?.clip, CGRect(x: 0, y: 0, width: 300, height: 300))
  }

  func testSubviewsOutsideAClipAreSkipped() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    outer.clipsToBounds = true
    let inner = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    inner.clipsToBounds = true
    inner.addSubview(makeColored(.red))
    window.addSubview(outer)
    outer.addSubview(inner)
    XCTAssertFalse(window.displayList().commands.contains { fillColor($0) == .red })
  }

  func testClipsToBoundsClipsTheViewsOwnContent() async {
    // The usual aspect-fill thumbnail: the image overflows the view and must be clipped.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let imageView = UIImageView(image: makeImage(width: 200, height: 100))
    imageView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    window.addSubview(imageView)
    let image = window.displayList().commands.first {
      if case .image = $0.kind { return true } else { return false }
    }
    XCTAssertNotNil(image)
    XCTAssertEqual(image.map(windowRect), CGRect(x: 0, y: 50, width: 200, height: 100))
    XCTAssertEqual(image?.clip, CGRect(x: 50, y: 50, width: 100, height: 100))
  }

  // MARK: Image views

  func testImageRectForEachContentMode() async {
    let rect = CGRect(x: 10, y: 10, width: 100, height: 100)
    let size = CGSize(width: 40, height: 20)
    XCTAssertEqual(UIImageView.imageRect(for: size, in: rect, mode: .scaleToFill), rect)
    // Fit: scale min(100/40, 100/20) = 2.5 → 100 × 50, centred vertically.
    XCTAssertEqual(
      UIImageView.imageRect(for: size, in: rect, mode: .scaleAspectFit),
      CGRect(x: 10, y: 35, width: 100, height: 50))
    // Fill: scale max(2.5, 5) = 5 → 200 × 100, centred horizontally.
    XCTAssertEqual(
      UIImageView.imageRect(for: size, in: rect, mode: .scaleAspectFill),
      CGRect(x: -40, y: 10, width: 200, height: 100))
    // Centre: natural size about the centre (60, 60).
    XCTAssertEqual(
      UIImageView.imageRect(for: size, in: rect, mode: .center),
      CGRect(x: 40, y: 50, width: 40, height: 20))
    // A tall image fits by height.
    XCTAssertEqual(
      UIImageView.imageRect(
        for: CGSize(width: 10, height: 50), in: CGRect(x: 0, y: 0, width: 100, height: 100),
        mode: .scaleAspectFit),
      CGRect(x: 40, y: 0, width: 20, height: 100))
    // An empty image takes the whole rectangle.
    XCTAssertEqual(UIImageView.imageRect(for: .zero, in: rect, mode: .center), rect)
  }

  func testImageViewDrawsItsImage() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let picture = makeImage(width: 40, height: 20)
    let imageView = UIImageView(image: picture)
    XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
    imageView.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    imageView.contentMode = .scaleAspectFit
    window.addSubview(imageView)
    let images = window.displayList().commands.compactMap { command -> (UIImage, CGRect)? in
      guard case .image(let image, let rect) = command.kind else { return nil }
      return (image, rect.applying(command.transform))
    }
    XCTAssertEqual(images.count, 1)
    XCTAssertTrue(images.first?.0 === picture)
    XCTAssertEqual(images.first?.1, CGRect(x: 10, y: 35, width: 100, height: 50))
    imageView.image = nil
    XCTAssertFalse(
      window.displayList().commands.contains {
        if case .image = $0.kind { return true } else { return false }
      })
  }

  // MARK: Labels

  func testLabelDrawsText() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.backgroundColor = nil
    let label = UILabel(frame: CGRect(x: 5, y: 6, width: 100, height: 30))
    label.text = "Hi"
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .red
    label.textAlignment = .center
    label.alpha = 0.5
    window.addSubview(label)
    let commands = window.displayList().commands
    XCTAssertEqual(commands.count, 1)
    guard let command = commands.first,
      case .text(let text, let rect, let font, let color, let alignment) = command.kind
    else { return XCTFail("expected one text command, got \(commands.map(\.kind))") }
    XCTAssertEqual(text, "Hi")
    XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 100, height: 30))
    XCTAssertEqual(font, .boldSystemFont(ofSize: 20))
    XCTAssertEqual(color, .red)
    XCTAssertEqual(alignment, .center)
    XCTAssertEqual(command.transform, CGAffineTransform(translationX: 5, y: 6))
    XCTAssertEqual(command.alpha, 0.5)
  }

  func testEmptyLabelDrawsNothing() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.backgroundColor = nil
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    window.addSubview(label)
    XCTAssertTrue(window.displayList().commands.isEmpty)
    label.text = ""
    XCTAssertTrue(window.displayList().commands.isEmpty)
  }

  func testButtonDrawsItsTitleInTintColor() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.backgroundColor = nil
    // 200 points wide, as the seeds' button: the title fits (19 × 15 × 0.6 = 171 points with
    // the approximate measurer used without a host).
    let button = UIButton(frame: CGRect(x: 20, y: 30, width: 200, height: 44))
    button.setTitle("Show Controller Two", for: .normal)
    window.addSubview(button)
    let texts = window.displayList().commands.compactMap { command -> (String, UIColor, CGRect)? in
      guard case .text(let text, let rect, _, let color, let alignment) = command.kind,
        alignment == .center
      else { return nil }
      return (text, color, rect.applying(command.transform))
    }
    XCTAssertEqual(texts.count, 1)
    XCTAssertEqual(texts.first?.0, "Show Controller Two")
    XCTAssertEqual(texts.first?.1, UIColor.systemBlue.inLight)
    XCTAssertEqual(texts.first?.2, CGRect(x: 20, y: 30, width: 200, height: 44))
  }

  func testTextWiderThanTheLabelIsTruncatedAsLineBreakModeSays() async {
    // Approximate measurer: 10-point font, 6 points a character; 60 points hold 10.
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.font = .systemFont(ofSize: 10)
    XCTAssertEqual(label.fitted("0123456789", width: 60), "0123456789")
    XCTAssertEqual(label.fitted("0123456789AB", width: 60), "012345678…")
    label.lineBreakMode = .byTruncatingMiddle
    XCTAssertEqual(label.fitted("0123456789AB", width: 60), "01234…89AB")
    label.lineBreakMode = .byTruncatingHead
    XCTAssertEqual(label.fitted("0123456789AB", width: 60), "…3456789AB")
    label.lineBreakMode = .byClipping
    XCTAssertEqual(label.fitted("0123456789AB", width: 60), "0123456789AB")
  }

  func testADrawnLineFollowsEachChangeToTheLabel() async {
    // Drawing keeps the line it fitted last; any change to what it depends on fits it again.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.backgroundColor = nil
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.font = .systemFont(ofSize: 10)
    label.text = "0123456789AB"
    window.addSubview(label)
    func drawn() -> String? {
      for command in window.displayList().commands {
        if case .text(let text, _, _, _, _) = command.kind { return text }
      }
      return nil
    }
    XCTAssertEqual(drawn(), "012345678…")
    XCTAssertEqual(drawn(), "012345678…", "the same line next frame")
    label.lineBreakMode = .byTruncatingHead
    XCTAssertEqual(drawn(), "…3456789AB")
    label.text = "ABCDEFGHIJKL"
    XCTAssertEqual(drawn(), "…DEFGHIJKL")
    label.frame.size.width = 72
    XCTAssertEqual(drawn(), "ABCDEFGHIJKL")
    label.font = .systemFont(ofSize: 20)
    XCTAssertEqual(drawn(), "…HIJKL")
    label.numberOfLines = 0
    label.frame.size.height = 60
    let lines = window.displayList().commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _) = command.kind { return text }
      return nil
    }
    XCTAssertEqual(lines, ["ABCDEF", "GHIJKL"], "wrapped once it may take more lines")
  }

  func testAWrappingLabelWhoseWidthChangesMeasuresItsWordsOnce() async {
    /// Counts what it measures.
    final class CountingMeasurer: TextMeasuring {
      let measurer = ApproximateTextMeasurer()
      var measured = 0
      func size(of text: String, font: UIFont) -> CGSize {
        measured += 1
        return measurer.size(of: text, font: font)
      }
    }
    let saved = UIApplication.shared.environment.textMeasurer
    defer { UIApplication.shared.environment.textMeasurer = saved }
    let counting = CountingMeasurer()
    UIApplication.shared.environment.textMeasurer = counting
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight nine ten"
    window.addSubview(label)
    func drawn() -> [String] {
      window.displayList().commands.compactMap { command -> String? in
        if case .text(let text, _, _, _, _) = command.kind { return text }
        return nil
      }
    }
    let narrow = drawn()
    let firstMeasures = counting.measured
    // An animated width: a new width each frame.
    var widths: [Int] = []
    for width in stride(from: CGFloat(101), through: 200, by: 7) {
      label.frame.size.width = width
      widths.append(drawn().count)
    }
    XCTAssertLessThanOrEqual(
      counting.measured - firstMeasures, 20, "the words are not measured again (\(widths))")
    label.frame.size.width = 100
    XCTAssertEqual(drawn(), narrow, "the same lines at the same width")
    XCTAssertGreaterThan(widths.first ?? 0, widths.last ?? 0, "fewer lines as it widens")
    label.text = "eleven twelve"
    XCTAssertEqual(drawn(), ["eleven", "twelve"], "a new text is measured anew")
  }
}
