import CX11
import Foundation
import MiniUIKit

/// Paints a display list into a back buffer with XRender (and Xft for text).
///
/// Axis-aligned rectangles snap to whole pixels and use XRenderFillRectangle, the fast path;
/// rounded corners and rotated shapes are anti-aliased triangle fans; images are cached
/// pictures drawn through a picture transform, with a bilinear filter when scaled.
@MainActor
final class XRenderPainter {
  private let connection: X11Connection
  private let images: ImageCache
  let fonts: FontCache
  private var currentClip: CGRect??
  /// Solid-colour source pictures, by premultiplied 16-bit colour.
  private var solidPictures: [UInt64: Picture] = [:]
  /// Anti-aliased discs by radius, for rounded corners.
  private var discMasks: [Int: Picture] = [:]
  private let drawable: XWindowID

  /// Device pixels per point: commands in points are drawn this many times larger.
  let scale: CGFloat

  init(connection: X11Connection, drawable: XWindowID, scale: CGFloat = 1) {
    self.connection = connection
    self.drawable = drawable
    self.scale = scale
    images = ImageCache(connection: connection, drawable: drawable)
    fonts = FontCache(connection: connection)
  }

  private var display: OpaquePointer { connection.display }

  /// Corner radii (device pixels) up to which corners come from cached disc masks; larger
  /// ones are rasterised each time.
  static let largestCachedRadius: CGFloat = 256

  /// Pictures for layers under 3D transforms, reused from frame to frame.
  private var layerSurfaces: [LayerSurface] = []
  /// How many of them the frame being painted uses.
  private var layerSurfacesInUse = 0

  /// What painting a frame over the last one takes.
  struct Plan: Equatable {
    /// Part of the last frame copied to a new place first (a scroll), if any.
    var move: Damage.Move?
    /// The rectangles (device pixels) painted then: none when nothing changed.
    var region: [CGRect]
    /// What changed on the window: the move's area and the region.
    var presented: [CGRect] { (move.map { [$0.area] } ?? []) + region }
  }

  /// Paints `list` into `buffer`, back to front: where it differs from the frame the buffer
  /// holds (after moving what only scrolled), or all of it when the buffer holds none.
  /// Returns what it did, for the present.
  @discardableResult
  func paint(_ list: DisplayList, into buffer: BackBuffer) -> Plan {
    layerSurfacesInUse = 0
    let frame = inPixels(list)
    let plan = plan(from: buffer.shownFrame, to: frame, on: buffer)
    // Until the frame is painted, the buffer holds no frame the next one could build on.
    buffer.shownFrame = nil
    if let move = plan.move { buffer.apply(move) }
    if !plan.region.isEmpty {
      buffer.paintRegion = plan.region == [Self.whole(buffer)] ? nil : plan.region
      paintCommands(frame.commands, into: buffer)
      buffer.paintRegion = nil
      currentClip = .none
      setClip(nil, on: buffer)
    }
    buffer.shownFrame = frame
    // Pictures no layer used this frame go.
    for surface in layerSurfaces[layerSurfacesInUse...] { surface.destroy() }
    layerSurfaces.removeSubrange(layerSurfacesInUse...)
    images.removeUnreferenced()
    return plan
  }

  private func paintCommands(_ commands: [DrawCommand], into buffer: PaintSurface) {
    currentClip = .none
    setClip(nil, on: buffer)
    let area = buffer.paintRegion ?? [Self.bounds(of: buffer)]
    let visible = commands[firstUnhidden(commands, in: area, of: buffer)...]
    for command in visible where command.alpha > 0.001 && Self.isDrawable(command) {
      if buffer.paintRegion != nil {
        let extent = extent(of: command)
        guard area.contains(where: { $0.intersects(extent) }) else { continue }
      }
      setClip(command.clip, on: buffer)
      switch command.kind {
      case .fill(let rect, let color, let radius):
        fill(rect, color: color, radius: radius, command: command, buffer: buffer)
      case .stroke(let rect, let color, let width, let radius):
        stroke(rect, color: color, width: width, radius: radius, command: command, buffer: buffer)
      case .image(let image, let rect):
        draw(image, in: rect, command: command, buffer: buffer)
      case .text(let text, let rect, let font, let color, let alignment):
        draw(
          text, in: rect, font: font, color: color, alignment: alignment, command: command,
          buffer: buffer)
      case .layer(let contents, let size, let projection):
        drawLayer(contents, size: size, projection: projection, command: command, buffer: buffer)
        // Painting the layer changed clips on another surface; this one's is as it was.
        currentClip = .some(command.clip)
      }
    }
    setClip(nil, on: buffer)
  }

  /// What painting `list` over the frame `buffer` holds would take.
  func plan(toPaint list: DisplayList, on buffer: BackBuffer) -> Plan {
    plan(from: buffer.shownFrame, to: inPixels(list), on: buffer)
  }

  /// The changed region; when much changed, a scroll view's move (if it explains the frame
  /// and saves painting: a pixel copied costs about half a pixel painted).
  private func plan(from shown: DisplayList?, to frame: DisplayList, on buffer: BackBuffer)
    -> Plan
  {
    let whole = Self.whole(buffer)
    guard let shown else { return Plan(move: nil, region: [whole]) }
    let region = Damage.region(
      from: shown.commands, to: frame.commands, within: whole, extent: extent(of:))
    let painted = Damage.area(of: region)
    guard painted > Damage.area(of: [whole]) / 4, !frame.scrollingAreas.isEmpty else {
      return Plan(move: nil, region: region)
    }
    let before = shown.commands[firstUnhidden(shown.commands, in: [whole], of: buffer)...]
    let after = frame.commands[firstUnhidden(frame.commands, in: [whole], of: buffer)...]
    for area in frame.scrollingAreas {
      guard
        let last = shown.scrollingAreas.first(where: {
          $0.scrollView == area.scrollView && $0.clip == area.clip
        }),
        let scroll = Damage.scroll(
          from: before, to: after, clip: area.clip,
          offset: CGPoint(
            x: area.contentOrigin.x - last.contentOrigin.x,
            y: area.contentOrigin.y - last.contentOrigin.y),
          within: whole, extent: extent(of:)),
        Damage.area(of: scroll.region) + Damage.area(of: [scroll.move.area]) / 2 < painted
      else { continue }
      return Plan(move: scroll.move, region: scroll.region)
    }
    return Plan(move: nil, region: region)
  }

  /// All of `buffer`, in pixels.
  private static func whole(_ buffer: PaintSurface) -> CGRect {
    CGRect(x: 0, y: 0, width: Int(buffer.width), height: Int(buffer.height))
  }

  /// The index of the last command that hides everything before it in `area`: an opaque,
  /// axis-aligned rectangle covering it (a view's background, say). Commands before it need
  /// no painting.
  private func firstUnhidden(
    _ commands: [DrawCommand], in area: [CGRect], of buffer: PaintSurface
  ) -> Int {
    guard let union = area.first.map({ area.reduce($0) { $0.union($1) } }) else { return 0 }
    let needed = union.intersection(Self.whole(buffer))
    return commands.lastIndex { command in
      guard case .fill(let rect, let color, let radius) = command.kind,
        command.alpha >= 0.999, color.alpha >= 0.999, radius <= 0,
        command.transform.isAxisAligned, Self.isDrawable(command)
      else { return false }
      var covered = Self.snap(rect.applying(command.transform))
      if let clip = command.clip { covered = covered.intersection(Self.snap(clip)) }
      return !covered.isNull && covered.contains(needed)
    } ?? 0
  }

  /// The pixels `command` (in device pixels) can touch, anti-aliased edges included; null
  /// when it draws nothing.
  func extent(of command: DrawCommand) -> CGRect {
    guard command.alpha > 0.001, Self.isDrawable(command) else { return .null }
    var box: CGRect
    switch command.kind {
    case .fill(let rect, _, _), .stroke(let rect, _, _, _), .image(_, let rect):
      box = rect.applying(command.transform)
    case .text(let text, let rect, let font, _, let alignment):
      guard let placement = place(text, in: rect, font: font, alignment: alignment, command)
      else { return .null }
      let xft = placement.font.pointee
      // Glyphs may overhang their advance a little on either side.
      let overhang = CGFloat(xft.height) / 4
      box = CGRect(
        x: placement.x - overhang, y: placement.baseline - CGFloat(xft.ascent),
        width: placement.advance + 2 * overhang, height: CGFloat(xft.ascent + xft.descent))
    case .layer(_, let size, let projection):
      box = Self.bounds(ofLayer: size, through: projection)
    }
    box = box.insetBy(dx: -2, dy: -2)
    if let clip = command.clip { box = box.intersection(Self.snap(clip)) }
    return box
  }

  /// `list` (in points, or in a layer's points) in device pixels.
  private func inPixels(_ list: DisplayList) -> DisplayList {
    guard scale != 1 else { return list }
    var scaled = DisplayList()
    let transform = CGAffineTransform(scaleX: scale, y: scale)
    scaled.commands = list.commands.map { $0.placed(by: transform, alpha: 1, clip: nil) }
    scaled.scrollingAreas = list.scrollingAreas.map { area in
      ScrollingArea(
        scrollView: area.scrollView, clip: area.clip.applying(transform),
        contentOrigin: area.contentOrigin.applying(transform))
    }
    return scaled
  }

  // MARK: Layers in 3D

  /// Paints `contents` flat into a layer picture, then draws that picture through
  /// `projection` with XRender's projective picture transform.
  private func drawLayer(
    _ contents: DisplayList, size pointSize: CGSize,
    projection pointProjection: ProjectiveTransform,
    command: DrawCommand, buffer: PaintSurface
  ) {
    // The layer's own picture is in pixels too: its contents scaled, its projection from
    // those pixels.
    let size = CGSize(width: pointSize.width * scale, height: pointSize.height * scale)
    let projection =
      scale == 1
      ? pointProjection
      : ProjectiveTransform(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
        .concatenating(pointProjection)
    let width = Int32(min(max(size.width.rounded(.up), 1), 4096))
    let height = Int32(min(max(size.height.rounded(.up), 1), 4096))
    guard let inverse = projection.inverted() else { return }
    var area = Self.bounds(ofLayer: pointSize, through: pointProjection)
      .insetBy(dx: -1, dy: -1).intersection(Self.bounds(of: buffer))
    if let clip = command.clip { area = area.intersection(clip) }
    guard !area.isNull, !area.isEmpty else { return }
    let surface = layerSurface(width: width, height: height)
    surface.clear()
    paintCommands(inPixels(contents).commands, into: surface)
    setClip(command.clip, on: buffer)
    let region = area.integral
    // Source coordinates count from the region's corner, so they stay small (see xTransform).
    let regionToLayer = ProjectiveTransform(
      CGAffineTransform(translationX: region.minX, y: region.minY)
    ).concatenating(inverse)
    var transform = Self.xTransform(regionToLayer, over: region.size)
    XRenderSetPictureTransform(display, surface.picture.raw, &transform)
    let mask: Picture =
      command.alpha >= 0.999
      ? 0
      : solidPicture(XRenderColor(red: 0, green: 0, blue: 0, alpha: Self.channel(command.alpha)))
    XRenderComposite(
      display, Int32(PictOpOver), surface.picture.raw, mask, buffer.picture.raw, 0, 0, 0, 0,
      Int32(region.minX), Int32(region.minY), UInt32(region.width), UInt32(region.height))
  }

  /// Where a layer of `size` lands through `projection`: its projected corners' bounds.
  static func bounds(ofLayer size: CGSize, through projection: ProjectiveTransform) -> CGRect {
    let corners = CGRect(origin: .zero, size: size).corners.map(projection.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// A cleared picture of at least the size, for the next layer of this frame.
  private func layerSurface(width: Int32, height: Int32) -> LayerSurface {
    defer { layerSurfacesInUse += 1 }
    if layerSurfacesInUse < layerSurfaces.count {
      let surface = layerSurfaces[layerSurfacesInUse]
      if surface.width == width, surface.height == height { return surface }
      surface.destroy()
      layerSurfaces[layerSurfacesInUse] = LayerSurface(
        connection: connection, drawable: drawable, width: width, height: height)
      return layerSurfaces[layerSurfacesInUse]
    }
    layerSurfaces.append(
      LayerSurface(connection: connection, drawable: drawable, width: width, height: height))
    return layerSurfaces[layerSurfacesInUse]
  }

  // MARK: Clipping

  private func setClip(_ clip: CGRect?, on buffer: PaintSurface) {
    if case .some(let current) = currentClip, current == clip { return }
    currentClip = .some(clip)
    var rectangles = buffer.paintRegion
    if let clip {
      let snapped = Self.snap(clip)
      rectangles = (rectangles ?? [snapped]).map { $0.intersection(snapped) }
        .filter { !$0.isNull && !$0.isEmpty }
    }
    if let rectangles {
      var xRectangles = rectangles.map { rect in
        XRectangle(
          x: Int16(clamping: Int(rect.minX)), y: Int16(clamping: Int(rect.minY)),
          width: UInt16(clamping: Int(max(rect.width, 0))),
          height: UInt16(clamping: Int(max(rect.height, 0))))
      }
      let count = Int32(xRectangles.count)
      XRenderSetPictureClipRectangles(display, buffer.picture.raw, 0, 0, &xRectangles, count)
      if let textDraw = buffer.textDraw {
        XftDrawSetClipRectangles(textDraw, 0, 0, &xRectangles, count)
      }
    } else {
      var attributes = XRenderPictureAttributes()
      attributes.clip_mask = 0
      XRenderChangePicture(display, buffer.picture.raw, UInt(CPClipMask), &attributes)
      if let textDraw = buffer.textDraw { XftDrawSetClip(textDraw, nil) }
    }
  }

  // MARK: Shapes

  private func fill(
    _ rect: CGRect, color: UIColor, radius: CGFloat, command: DrawCommand, buffer: PaintSurface
  ) {
    let transform = command.transform
    var xcolor = Self.renderColor(color, alpha: command.alpha)
    if transform.isAxisAligned {
      let device = Self.snap(rect.applying(transform))
      guard device.width > 0, device.height > 0 else { return }
      let scale = min(abs(transform.a), abs(transform.d))
      let r = min((radius * scale).rounded(), device.width / 2, device.height / 2)
      if r < 1 {
        fillRectangle(device, color: &xcolor, buffer: buffer)
        return
      }
      // The body as three rectangles, the corners as anti-aliased quarter discs whose
      // straight edges lie on pixel boundaries, so nothing overlaps or leaves a seam.
      fillRectangle(device.insetBy(dx: r, dy: 0), color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(x: device.minX, y: device.minY + r, width: r, height: device.height - 2 * r),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(x: device.maxX - r, y: device.minY + r, width: r, height: device.height - 2 * r),
        color: &xcolor, buffer: buffer)
      if r <= Self.largestCachedRadius {
        fillCorners(of: device, radius: Int(r), color: xcolor, buffer: buffer)
        return
      }
      let centres = [
        (CGPoint(x: device.minX + r, y: device.minY + r), CGFloat.pi),
        (CGPoint(x: device.maxX - r, y: device.minY + r), CGFloat.pi * 1.5),
        (CGPoint(x: device.maxX - r, y: device.maxY - r), 0),
        (CGPoint(x: device.minX + r, y: device.maxY - r), CGFloat.pi * 0.5),
      ]
      for (centre, start) in centres {
        var points = [centre]
        points += Self.arc(
          centre: centre, radius: r, from: start, to: start + .pi / 2,
          steps: Self.arcSteps(radius: r))
        fillFan(points, color: xcolor, buffer: buffer)
      }
      return
    }
    let outline = Self.roundedOutline(
      rect, radius: radius, arcSteps: Self.arcSteps(radius: radius * transform.scale.x)
    ).map { $0.applying(transform) }
    fillFan(outline, color: xcolor, buffer: buffer)
  }

  private func stroke(
    _ rect: CGRect, color: UIColor, width: CGFloat, radius: CGFloat, command: DrawCommand,
    buffer: PaintSurface
  ) {
    var xcolor = Self.renderColor(color, alpha: command.alpha)
    let transform = command.transform
    if transform.isAxisAligned, radius <= 0 {
      let device = Self.snap(rect.applying(transform))
      let line = max(1, (width * min(abs(transform.a), abs(transform.d))).rounded())
      fillRectangle(
        CGRect(x: device.minX, y: device.minY, width: device.width, height: line),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(x: device.minX, y: device.maxY - line, width: device.width, height: line),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(
          x: device.minX, y: device.minY + line, width: line, height: device.height - 2 * line),
        color: &xcolor, buffer: buffer)
      fillRectangle(
        CGRect(
          x: device.maxX - line, y: device.minY + line, width: line,
          height: device.height - 2 * line),
        color: &xcolor, buffer: buffer)
      return
    }
    // A ring: a strip between the outer outline and the outline inset by the line width (a
    // line as wide as half the rectangle leaves no hole: the inner outline is its centre).
    let steps = Self.arcSteps(radius: radius * transform.scale.x)
    let outer = Self.roundedOutline(rect, radius: radius, arcSteps: steps)
    let hole = rect.insetBy(
      dx: min(width, rect.width / 2), dy: min(width, rect.height / 2))
    let inner = Self.roundedOutline(hole, radius: max(radius - width, 0), arcSteps: steps)
    var strip: [XPointFixed] = []
    for (outerPoint, innerPoint) in zip(outer + [outer[0]], inner + [inner[0]]) {
      strip.append(Self.fixed(outerPoint.applying(transform)))
      strip.append(Self.fixed(innerPoint.applying(transform)))
    }
    let source = solidPicture(xcolor)
    XRenderCompositeTriStrip(
      display, Int32(PictOpOver), source, buffer.picture.raw, connection.alphaFormat, 0, 0,
      strip, Int32(strip.count))
  }

  private func fillRectangle(_ rect: CGRect, color: inout XRenderColor, buffer: PaintSurface) {
    let rect = rect.intersection(Self.bounds(of: buffer))
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
    XRenderFillRectangle(
      display, Int32(PictOpOver), buffer.picture.raw, &color, Int32(rect.minX), Int32(rect.minY),
      UInt32(rect.width), UInt32(rect.height))
  }

  /// The four corners of a rounded rectangle, each a quadrant of a cached anti-aliased disc
  /// drawn through as a mask: after the first frame, no rasterising at all.
  private func fillCorners(
    of device: CGRect, radius r: Int, color: XRenderColor, buffer: PaintSurface
  ) {
    let mask = discMask(radius: r)
    let source = solidPicture(color)
    let side = CGFloat(r)
    let corners: [(x: CGFloat, y: CGFloat, maskX: Int32, maskY: Int32)] = [
      (device.minX, device.minY, 0, 0),
      (device.maxX - side, device.minY, Int32(r), 0),
      (device.maxX - side, device.maxY - side, Int32(r), Int32(r)),
      (device.minX, device.maxY - side, 0, Int32(r)),
    ]
    let visible = Self.bounds(of: buffer)
    for corner in corners
    where visible.intersects(CGRect(x: corner.x, y: corner.y, width: side, height: side)) {
      XRenderComposite(
        display, Int32(PictOpOver), source, mask, buffer.picture.raw, 0, 0, corner.maskX,
        corner.maskY, Int32(corner.x), Int32(corner.y), UInt32(r), UInt32(r))
    }
  }

  /// An 8-bit alpha picture of an anti-aliased disc of `radius` pixels, made once.
  private func discMask(radius r: Int) -> Picture {
    if let mask = discMasks[r] { return mask }
    if discMasks.count >= 64 { freeDiscMasks() }
    let side = UInt32(2 * r)
    let pixmap = XCreatePixmap(display, drawable.raw, side, side, 8)
    let mask = XRenderCreatePicture(display, pixmap, connection.alphaFormat, 0, nil)
    // The picture keeps the pixmap alive.
    XFreePixmap(display, pixmap)
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(display, Int32(PictOpSrc), mask, &clear, 0, 0, side, side)
    let disc = Self.roundedOutline(
      CGRect(x: 0, y: 0, width: Int(side), height: Int(side)), radius: CGFloat(r),
      arcSteps: Self.arcSteps(radius: CGFloat(r))
    ).map(Self.fixed)
    let opaque = solidPicture(XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF))
    XRenderCompositeTriFan(
      display, Int32(PictOpOver), opaque, mask, connection.alphaFormat, 0, 0, disc,
      Int32(disc.count))
    discMasks[r] = mask
    return mask
  }

  private func freeDiscMasks() {
    for mask in discMasks.values { XRenderFreePicture(display, mask) }
    discMasks.removeAll()
  }

  /// A convex polygon, filled anti-aliased as a triangle fan from its first point.
  private func fillFan(_ points: [CGPoint], color: XRenderColor, buffer: PaintSurface) {
    guard points.count >= 3 else { return }
    let fixedPoints = points.map(Self.fixed)
    XRenderCompositeTriFan(
      display, Int32(PictOpOver), solidPicture(color), buffer.picture.raw,
      connection.alphaFormat, 0, 0, fixedPoints, Int32(fixedPoints.count))
  }

  private func solidPicture(_ color: XRenderColor) -> Picture {
    let key =
      UInt64(color.red) << 48 | UInt64(color.green) << 32 | UInt64(color.blue) << 16
      | UInt64(color.alpha)
    if let picture = solidPictures[key] { return picture }
    if solidPictures.count > 256 { freeSolidPictures() }
    var value = color
    let picture = XRenderCreateSolidFill(display, &value)
    solidPictures[key] = picture
    return picture
  }

  private func freeSolidPictures() {
    for picture in solidPictures.values { XRenderFreePicture(display, picture) }
    solidPictures.removeAll()
  }

  // MARK: Images

  private func draw(_ image: UIImage, in rect: CGRect, command: DrawCommand, buffer: PaintSurface) {
    guard rect.width > 0, rect.height > 0 else { return }
    let entry = images.entry(for: image)
    // Image pixels → local rect → window.
    let imageToDevice = CGAffineTransform(
      a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height),
      tx: rect.minX, ty: rect.minY
    ).concatenating(command.transform)
    guard imageToDevice.determinant != 0 else { return }
    let bounds = CGRect(origin: .zero, size: image.size).applying(imageToDevice)
    let isUpright =
      imageToDevice.b == 0 && imageToDevice.c == 0 && imageToDevice.a > 0 && imageToDevice.d > 0
    // Upright, it fills whole pixels as a fill does, and is sampled from its own corner: the
    // same pixels whether drawn scaled or from a copy kept at that size.
    let device = isUpright ? Self.snap(bounds) : bounds
    var area = device.intersection(Self.whole(buffer))
    if let clip = command.clip { area = area.intersection(clip) }
    guard device.width >= 1, device.height >= 1, !area.isNull, !area.isEmpty else { return }
    let region = area.integral
    var source = entry.picture
    var origin = CGPoint.zero
    if isUpright {
      let (width, height) = (Int(device.width), Int(device.height))
      origin = device.origin
      if let copy = images.scaledCopy(of: entry, width: width, height: height) {
        source = copy
      } else {
        images.set(ImageCache.scale(of: entry, toWidth: width, height: height), on: entry)
      }
    } else {
      images.set(imageToDevice.inverted(), on: entry)
    }
    let mask: Picture =
      command.alpha >= 0.999
      ? 0
      : solidPicture(XRenderColor(red: 0, green: 0, blue: 0, alpha: Self.channel(command.alpha)))
    XRenderComposite(
      display, Int32(PictOpOver), source.raw, mask, buffer.picture.raw,
      Int32(region.minX - origin.x), Int32(region.minY - origin.y), 0, 0, Int32(region.minX),
      Int32(region.minY), UInt32(region.width), UInt32(region.height))
  }

  // MARK: Text

  private func draw(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment,
    command: DrawCommand, buffer: PaintSurface
  ) {
    guard let textDraw = buffer.textDraw,
      rect.applying(command.transform).intersects(Self.bounds(of: buffer)),
      let placement = place(text, in: rect, font: font, alignment: alignment, command)
    else { return }
    let premultiplied = Self.renderColor(color, alpha: command.alpha)
    var xftColor = XftColor(pixel: 0, color: premultiplied)
    let utf8 = Array(text.utf8)
    XftDrawStringUtf8(
      textDraw, &xftColor, placement.font, Int32(Self.pixel(placement.x)),
      Int32(Self.pixel(placement.baseline)), utf8, Int32(utf8.count))
  }

  /// Where a text command's line goes: its font at the command's scale, the left end and
  /// baseline in device pixels, and its advance; nil when it is too small to draw.
  private func place(
    _ text: String, in rect: CGRect, font: UIFont, alignment: NSTextAlignment,
    _ command: DrawCommand
  ) -> (font: UnsafeMutablePointer<XftFont>, x: CGFloat, baseline: CGFloat, advance: CGFloat)? {
    let scale = command.transform.scale.y
    guard scale > 0.05, let xft = fonts.xftFont(for: font, scale: scale) else { return nil }
    let device = rect.applying(command.transform)
    let advance = CGFloat(fonts.advance(of: text, font: xft))
    let x: CGFloat
    switch alignment {
    case .left: x = device.minX
    case .center: x = device.midX - advance / 2
    case .right: x = device.maxX - advance
    }
    let baseline = device.midY + CGFloat(xft.pointee.ascent - xft.pointee.descent) / 2
    return (xft, x, baseline, advance)
  }

  func releaseResources() {
    for surface in layerSurfaces { surface.destroy() }
    layerSurfaces.removeAll()
    images.removeAll()
    fonts.removeAll()
    freeSolidPictures()
    freeDiscMasks()
  }

  // MARK: Conversions

  /// Whether a command's numbers are all finite: a NaN or infinite transform (a degenerate
  /// animation, say) is skipped rather than drawn.
  static func isDrawable(_ command: DrawCommand) -> Bool {
    let rect: CGRect
    switch command.kind {
    case .fill(let r, _, let radius):
      guard radius.isFinite else { return false }
      rect = r
    case .stroke(let r, _, let width, let radius):
      guard width.isFinite, radius.isFinite else { return false }
      rect = r
    case .image(_, let r), .text(_, let r, _, _, _):
      rect = r
    case .layer(_, let size, let projection):
      rect = CGRect(origin: .zero, size: size)
      guard projection.rows.joined().allSatisfy(\.isFinite) else { return false }
    }
    let t = command.transform
    let clip = command.clip ?? .zero
    // A sum is finite only when every term is.
    let sum =
      t.a + t.b + t.c + t.d + t.tx + t.ty + command.alpha + rect.origin.x + rect.origin.y
      + rect.size.width + rect.size.height + clip.origin.x + clip.origin.y + clip.size.width
      + clip.size.height
    return sum.isFinite
  }

  /// The buffer's area, with a pixel's margin for anti-aliased edges.
  static func bounds(of buffer: PaintSurface) -> CGRect {
    CGRect(x: -1, y: -1, width: Int(buffer.width) + 2, height: Int(buffer.height) + 2)
  }

  /// The pixel boundary nearest `position`, halves rounded up: the same after a move by whole
  /// pixels, on either side of 0 (which a scroll's copy of the last frame relies on).
  static func pixel(_ position: CGFloat) -> CGFloat { (position + 0.5).rounded(.down) }

  /// A rectangle with its edges rounded to whole pixels.
  static func snap(_ rect: CGRect) -> CGRect {
    let minX = pixel(rect.minX)
    let minY = pixel(rect.minY)
    return CGRect(x: minX, y: minY, width: pixel(rect.maxX) - minX, height: pixel(rect.maxY) - minY)
  }

  /// A colour channel at the 8 bits the screen shows (as 16-bit XRender, ×257): fades then
  /// reuse 256 solid pictures instead of making a new one every frame.
  static func channel(_ value: CGFloat) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 255).rounded()) * 257
  }

  /// XRender colours are premultiplied.
  static func renderColor(_ color: UIColor, alpha: CGFloat) -> XRenderColor {
    let a = color.alpha * alpha
    return XRenderColor(
      red: channel(color.red * a), green: channel(color.green * a), blue: channel(color.blue * a),
      alpha: channel(a))
  }

  static func fixed(_ point: CGPoint) -> XPointFixed {
    XPointFixed(x: fixed(point.x), y: fixed(point.y))
  }

  /// 16.16 fixed point, clamped to its range (±32767; NaN is 0).
  static func fixed(_ value: CGFloat) -> XFixed {
    guard !value.isNaN else { return 0 }
    return XFixed(clamping: Int((min(max(value, -32767), 32767) * 65536).rounded()))
  }

  /// XRender's matrix maps destination to source.
  static func xTransform(_ t: CGAffineTransform) -> XTransform {
    XTransform(
      matrix: (
        (fixed(t.a), fixed(t.c), fixed(t.tx)),
        (fixed(t.b), fixed(t.d), fixed(t.ty)),
        (0, 0, fixed(1))
      ))
  }

  /// XRender's matrix for a projective transform (it maps destination to source, column
  /// vectors) used over destination points in `size`. Pixman keeps the homogeneous
  /// coordinates in 16.16 fixed point, so the matrix is scaled as a whole (a homogeneous
  /// matrix means the same scaled) until they reach about half that range over the area:
  /// large enough that the small perspective terms keep their precision, small enough not
  /// to overflow.
  static func xTransform(_ t: ProjectiveTransform, over size: CGSize) -> XTransform {
    let r = t.rows
    let corners = CGRect(origin: .zero, size: size).corners
    var largest: CGFloat = 0
    for p in corners {
      for j in 0..<3 {
        let component: CGFloat = p.x * r[0][j] + p.y * r[1][j] + r[2][j]
        largest = max(largest, abs(component))
      }
    }
    let k = largest > 0 ? 16384 / largest : 1
    func f(_ value: CGFloat) -> XFixed { fixed(value * k) }
    return XTransform(
      matrix: (
        (f(r[0][0]), f(r[1][0]), f(r[2][0])),
        (f(r[0][1]), f(r[1][1]), f(r[2][1])),
        (f(r[0][2]), f(r[1][2]), f(r[2][2]))
      ))
  }

  /// Segments for a quarter circle of `radius` device pixels: about one per 1.3 pixels.
  static func arcSteps(radius: CGFloat) -> Int {
    // At most 128: a quarter circle of any size on screen, without a runaway allocation.
    Int(min(max(2, (radius * .pi / 4).rounded(.up)), 128))
  }

  /// Points on a circular arc, clockwise on screen, end points included.
  static func arc(
    centre: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, steps: Int
  ) -> [CGPoint] {
    (0...steps).map { step in
      let angle = start + (end - start) * CGFloat(step) / CGFloat(steps)
      return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
  }

  /// The outline of a rounded rectangle, clockwise, with `arcSteps` segments per corner (a
  /// radius of 0 repeats each corner point, so outlines of one step count always match).
  static func roundedOutline(_ rect: CGRect, radius: CGFloat, arcSteps steps: Int) -> [CGPoint] {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi),
      (CGPoint(x: rect.maxX - r, y: rect.minY + r), .pi * 1.5),
      (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
      (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi * 0.5),
    ]
    return corners.flatMap { centre, start in
      arc(centre: centre, radius: r, from: start, to: start + .pi / 2, steps: steps)
    }
  }
}
