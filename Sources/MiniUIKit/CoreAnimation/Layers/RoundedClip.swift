import Foundation

/// Cuts what an upright layer draws to its rounded corners, cheaply: only the squares at the
/// rounded corners need a mask. Everything else is drawn as it is, clipped to the bands
/// between those squares; each square is a small picture of what reaches into it, drawn
/// through the rounded outline. The squares are whole pixels, so the parts tile exactly.
struct RoundedClip {
  /// The layer's bounds in the window.
  let bounds: CGRect
  /// The corners' radii in the window.
  let radius: CGSize
  let corners: CACornerMask
  /// The rounded outline, in window coordinates.
  let outline: [PathElement]

  /// `commands` (in window coordinates, within `bounds`) cut to the rounded outline.
  func cut(_ commands: [DrawCommand]) -> [DrawCommand] {
    // A backdrop blurs whole, through the outline (in a corner's picture it would blur
    // nothing): what comes before it is cut first, and what comes after it after it.
    var cut: [DrawCommand] = []
    var run: [DrawCommand] = []
    for command in commands {
      guard let backdrop = command.backdrop(within: outline) else {
        run.append(command)
        continue
      }
      cut += cutRun(run)
      run.removeAll()
      cut.append(backdrop)
    }
    return cut + cutRun(run)
  }

  /// `commands`, none a backdrop, cut: in bands, and the corners' pictures.
  private func cutRun(_ commands: [DrawCommand]) -> [DrawCommand] {
    guard !commands.isEmpty else { return [] }
    let squares = cornerSquares
    var cut: [DrawCommand] = []
    for band in bands(around: squares) {
      for command in commands {
        guard let clip = clipped(command, to: band) else { continue }
        var placed = command
        placed.clip = clip
        cut.append(placed)
      }
    }
    for (_, square) in squares {
      if let picture = picture(of: commands, in: square) { cut.append(picture) }
    }
    return cut
  }

  /// The square of each rounded corner, whole pixels outward, within the bounds' pixels: top
  /// left, top right, bottom left, bottom right.
  private var cornerSquares: [(corner: CACornerMask, square: CGRect)] {
    let pixels = bounds.integral
    var squares: [(corner: CACornerMask, square: CGRect)] = []
    let places: [(CACornerMask, CGFloat, CGFloat)] = [
      (.layerMinXMinYCorner, bounds.minX, bounds.minY),
      (.layerMaxXMinYCorner, bounds.maxX - radius.width, bounds.minY),
      (.layerMinXMaxYCorner, bounds.minX, bounds.maxY - radius.height),
      (.layerMaxXMaxYCorner, bounds.maxX - radius.width, bounds.maxY - radius.height),
    ]
    for (corner, x, y) in places where corners.contains(corner) {
      var square = CGRect(x: x, y: y, width: radius.width, height: radius.height).integral
        .intersection(pixels)
      // A square that would share pixels with the one before it along its side (a radius of
      // half an odd size) starts after it: no pixel is painted twice.
      let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      let left: CACornerMask = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
      for (other, placed) in squares {
        let sameRow = top.contains(other) == top.contains(corner)
        let sameColumn = left.contains(other) == left.contains(corner)
        if sameRow, placed.maxX > square.minX, placed.minX < square.minX {
          square = CGRect(
            x: placed.maxX, y: square.minY, width: square.maxX - placed.maxX,
            height: square.height)
        }
        if sameColumn, placed.maxY > square.minY, placed.minY < square.minY {
          square = CGRect(
            x: square.minX, y: placed.maxY, width: square.width,
            height: square.maxY - placed.maxY)
        }
      }
      squares.append((corner, square))
    }
    return squares
  }

  /// The bounds less the corner squares: a band along the top between the top squares, one
  /// across the middle, and one along the bottom between the bottom squares.
  private func bands(around squares: [(corner: CACornerMask, square: CGRect)]) -> [CGRect] {
    func square(_ corner: CACornerMask) -> CGRect? {
      squares.first { $0.corner == corner }?.square
    }
    let topLeft = square(.layerMinXMinYCorner)
    let topRight = square(.layerMaxXMinYCorner)
    let bottomLeft = square(.layerMinXMaxYCorner)
    let bottomRight = square(.layerMaxXMaxYCorner)
    let pixels = bounds.integral
    let top = (topLeft ?? topRight)?.maxY ?? pixels.minY
    let bottom = (bottomLeft ?? bottomRight)?.minY ?? pixels.maxY
    let bands = [
      CGRect(
        x: topLeft?.maxX ?? pixels.minX, y: pixels.minY,
        width: (topRight?.minX ?? pixels.maxX) - (topLeft?.maxX ?? pixels.minX),
        height: top - pixels.minY),
      CGRect(x: pixels.minX, y: top, width: pixels.width, height: bottom - top),
      CGRect(
        x: bottomLeft?.maxX ?? pixels.minX, y: bottom,
        width: (bottomRight?.minX ?? pixels.maxX) - (bottomLeft?.maxX ?? pixels.minX),
        height: pixels.maxY - bottom),
    ]
    return bands.filter { $0.width > 0 && $0.height > 0 }
  }

  /// The command's clip narrowed to `area`; nil when it draws nothing there.
  private func clipped(_ command: DrawCommand, to area: CGRect) -> CGRect? {
    let clip = command.clip.map { $0.intersection(area) } ?? area
    guard !clip.isNull, !clip.isEmpty, command.reach.intersects(clip) else { return nil }
    return clip
  }

  /// What of `commands` reaches into `square`, drawn as a picture of it through the outline.
  private func picture(of commands: [DrawCommand], in square: CGRect) -> DrawCommand? {
    let toPicture = CGAffineTransform(translationX: -square.minX, y: -square.minY)
    var contents = DisplayList()
    for command in commands {
      guard let clip = clipped(command, to: square) else { continue }
      contents.commands.append(
        command.placed(by: toPicture, alpha: 1, clip: clip.applying(toPicture)))
    }
    guard !contents.commands.isEmpty else { return nil }
    var mask = DisplayList()
    mask.commands = [
      DrawCommand(
        kind: .shape(ShapeDrawing.filled(outline, color: .black)), transform: toPicture,
        alpha: 1, clip: nil)
    ]
    return DrawCommand(
      kind: .layer(
        contents, size: square.size,
        projection: ProjectiveTransform(
          CGAffineTransform(translationX: square.minX, y: square.minY)),
        mask: mask),
      transform: .identity, alpha: 1, clip: square)
  }
}

extension DrawCommand {
  var isBackdrop: Bool {
    if case .backdrop = kind { return true }
    return false
  }

  /// A backdrop blurred only within `outline` (window coordinates), unless it has a rounded
  /// outline of its own (a material's corners, within its container's); nil for any other
  /// command.
  func backdrop(within outline: [PathElement]) -> DrawCommand? {
    guard case .backdrop(var backdrop) = kind else { return nil }
    guard backdrop.outline == nil, transform.determinant != 0 else { return self }
    let toLocal = transform.inverted()
    backdrop.outline = outline.map { $0.applying(toLocal) }
    var cut = self
    cut.kind = .backdrop(backdrop)
    return cut
  }
}
