import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Paints a display list into a back buffer with XRender (and Xft for text), where the frame
/// planner says the frame differs from the one the buffer holds.
///
/// Axis-aligned rectangles snap to whole pixels and use XRenderFillRectangle, the fast path;
/// rounded corners and rotated shapes are anti-aliased triangle fans; images are cached
/// pictures drawn through a picture transform, with a bilinear filter when scaled.
@MainActor
final class XRenderPainter {
  let connection: X11Connection
  private let images: ImageCache
  /// Blurred shadows, kept between frames.
  let shadowMasks: ShadowMasks
  /// Small rings, kept between frames.
  let stripMasks: StripMasks
  /// The pictures materials are blurred in, kept between frames.
  let backdropBlur: BackdropBlur
  /// What changed since the last frame.
  let planner: FramePlanner
  var fonts: FontCache { planner.fonts }
  /// The clip set on the surface being painted (`.none`: not known).
  var currentClip: CGRect??
  /// Solid-colour source pictures, by premultiplied 16-bit colour (see `solidPicture(_:)`).
  var solidPictures: [UInt64: SolidPicture] = [:]
  /// Solid-colour pictures asked for so far.
  var solidPictureUses = 0
  /// Anti-aliased discs (for rounded corners) and whole rounded rectangles whose corners
  /// are a half pixel (circles of an odd diameter, pills of an odd height), by size and
  /// doubled radius.
  var roundedMasks: [RoundedMaskKey: Picture] = [:]
  /// The trapezoids of the shapes drawn lately.
  var tessellatedShapes = TessellatedShapes()
  let drawable: XWindowID

  /// Device pixels per point: commands in points are drawn this many times larger.
  var scale: CGFloat { planner.scale }

  init(connection: X11Connection, drawable: XWindowID, scale: CGFloat = 1) {
    self.connection = connection
    self.drawable = drawable
    images = ImageCache(connection: connection, drawable: drawable)
    shadowMasks = ShadowMasks(connection: connection, drawable: drawable)
    stripMasks = StripMasks(connection: connection, drawable: drawable)
    backdropBlur = BackdropBlur(connection: connection, drawable: drawable)
    planner = FramePlanner(fonts: FontCache(connection: connection), scale: scale)
  }

  var display: OpaquePointer { connection.display }

  /// Corner radii (device pixels) up to which corners come from cached disc masks; larger
  /// ones are rasterised each time.
  static let largestCachedRadius: CGFloat = 256

  /// Pictures for layers under 3D transforms, reused from frame to frame.
  private(set) var layerSurfaces: [LayerSurface] = []
  /// How many of them the frame being painted uses.
  private var layerSurfacesInUse = 0
  /// How many translucent fills were filled with the colour they blend to over a solid one
  /// (see `fillOverSolids`), for tests.
  private(set) var fillsOverSolids = 0

  /// Paints `list` into `buffer`, back to front: where it differs from the frame the buffer
  /// holds (after moving what only scrolled), or all of it when the buffer holds none.
  /// Returns what it did, for the present.
  @discardableResult
  func paint(_ list: DisplayList, into buffer: BackBuffer) -> FramePlanner.Plan {
    layerSurfacesInUse = 0
    let frame = planner.frame(list)
    let plan = planner.plan(from: buffer.shownFrame, to: frame, within: Self.whole(buffer))
    // Until the frame is painted, the buffer holds no frame the next one could build on.
    buffer.shownFrame = nil
    if let move = plan.move { buffer.apply(move) }
    if !plan.region.isEmpty {
      buffer.paintRegion = plan.region == [Self.whole(buffer)] ? nil : plan.region
      paintCommands(of: frame, into: buffer)
      buffer.paintRegion = nil
      currentClip = .none
      setClip(nil, on: buffer)
    }
    buffer.shownFrame = frame
    // Pictures no layer used this frame go.
    for surface in layerSurfaces[layerSurfacesInUse...] { surface.destroy() }
    layerSurfaces.removeSubrange(layerSurfacesInUse...)
    images.removeUnreferenced()
    backdropBlur.endFrame()
    return plan
  }

  /// Paints the commands of `frame` into `buffer`, within its paint region.
  private func paintCommands(of frame: FramePlanner.Frame, into buffer: PaintSurface) {
    currentClip = .none
    setClip(nil, on: buffer)
    let area = buffer.paintRegion ?? [Self.bounds(of: buffer)]
    let first = planner.firstUnhidden(in: frame, area: area, within: Self.whole(buffer))
    let visible = frame.list.commands[first...]
    let shown = planner.shown(
      in: frame, from: first, within: Self.whole(buffer), region: buffer.paintRegion)
    var solids = SolidAreas()
    for index in visible.indices {
      let extent = shown.extents[index - first]
      guard !extent.isNull else { continue }
      let command = visible[index]
      // Where only parts of it show, only those (empty: all of it).
      let parts = shown.parts[shown.partRanges[index - first]]
      setClip(command.clip, on: buffer)
      if case .fill(let rect, let color, let radius) = command.kind,
        fillOverSolids(
          rect, color: color, radius: radius, command: command, within: parts, solids: &solids,
          buffer: buffer)
      {
        fillsOverSolids += 1
        continue
      }
      solids.paint(over: extent)
      switch command.kind {
      case .fill(let rect, let color, let radius):
        fill(rect, color: color, radius: radius, command: command, within: parts, buffer: buffer)
        solids.add(
          frame.opaqueAreas[index], within: parts,
          pixel: SolidAreas.pixel(of: Self.renderColor(color, alpha: command.alpha)))
      case .stroke(let rect, let color, let width, let radius):
        stroke(rect, color: color, width: width, radius: radius, command: command, buffer: buffer)
      case .image(let image, let rect):
        draw(image, in: rect, command: command, within: parts, buffer: buffer)
      case .text(let text, let rect, let font, let color, let alignment):
        draw(
          text, in: rect, font: font, color: color, alignment: alignment, command: command,
          buffer: buffer)
      case .layer(let contents, let size, let projection, let mask):
        drawLayer(
          contents, size: size, projection: projection, mask: mask, command: command,
          buffer: buffer)
        // Painting the layer changed clips on another surface; this one's is as it was.
        currentClip = .some(command.clip)
      case .shape(let shape):
        draw(shape, command: command, buffer: buffer)
      case .gradient(let gradient):
        draw(gradient, command: command, buffer: buffer)
      case .shadow(let shadow):
        let next = index + 1 < visible.endIndex ? visible[index + 1] : nil
        draw(shadow, command: command, next: next, buffer: buffer)
      case .backdrop(let backdrop):
        draw(backdrop, command: command, buffer: buffer)
      }
    }
    setClip(nil, on: buffer)
  }

  /// Paints a layer's own commands (in points) into its picture, readied for the part of it
  /// that can show (`region`; nil: all of it), unless the picture holds them there already.
  /// Contents held from the last frame that must show somewhere new (a circle growing over
  /// a view that stays as it is) are painted whole, once: the frames after paint nothing.
  private func paint(_ contents: DisplayList, into surface: LayerSurface, region: CGRect?) {
    // A backdrop reads the picture around what shows: all of it is painted.
    var region =
      contents.commands.contains { if case .backdrop = $0.kind { true } else { false } }
      ? nil : region
    if let held = surface.held, held.contents == contents {
      guard let heldRegion = held.region else { return }
      if let region, heldRegion.contains(region) { return }
      region = nil
    }
    let frame = planner.frame(contents)
    let area = region ?? CGRect(x: 0, y: 0, width: Int(surface.width), height: Int(surface.height))
    // An opaque fill over all of it (a view's background) paints over what was there.
    surface.prepare(region: region, clearing: !planner.hides(area, in: frame))
    paintCommands(of: frame, into: surface)
    surface.held = (contents, region)
  }

  /// `list` (in points) painted into a transparent picture of `width` × `height` pixels of
  /// its own and read back, premultiplied ARGB; nil when it cannot be. Between frames only.
  func pixels(of list: DisplayList, width: Int32, height: Int32) -> [UInt32]? {
    guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
    let surface = LayerSurface(
      connection: connection, drawable: drawable, width: width, height: height)
    // The pictures its layers take are freed with it: no frame may come to trim them.
    let surfacesInUse = layerSurfacesInUse
    defer {
      surface.destroy()
      for layer in layerSurfaces[surfacesInUse...] { layer.destroy() }
      layerSurfaces.removeSubrange(surfacesInUse...)
      layerSurfacesInUse = surfacesInUse
    }
    paint(list, into: surface, region: nil)
    surface.removeClip()
    // The clip set last was the picture's: the next frame sets the buffer's again.
    currentClip = .none
    return surface.premultipliedPixels()
  }

  // MARK: Layers in 3D

  /// Paints `contents` flat into a layer picture, then draws that picture through
  /// `projection` with XRender's projective picture transform, through the alpha of `mask`
  /// (painted likewise) when there is one.
  private func drawLayer(
    _ contents: DisplayList, size pointSize: CGSize,
    projection pointProjection: ProjectiveTransform, mask maskList: DisplayList?,
    command: DrawCommand, buffer: PaintSurface
  ) {
    // The layer's own picture is in pixels too: its contents scaled, its projection from
    // those pixels.
    let size = CGSize(width: pointSize.width * scale, height: pointSize.height * scale)
    let projection = DeviceGeometry.pixelProjection(pointProjection, scale: scale)
    let width = Int32(min(max(size.width.rounded(.up), 1), 4096))
    let height = Int32(min(max(size.height.rounded(.up), 1), 4096))
    guard let inverse = projection.inverted() else { return }
    var area = DeviceGeometry.bounds(ofLayer: pointSize, through: pointProjection)
      .insetBy(dx: -1, dy: -1).intersection(Self.bounds(of: buffer))
    if let clip = command.clip { area = area.intersection(clip) }
    guard !area.isNull, !area.isEmpty else { return }
    let shown = shownRegion(
      of: area, through: projection, width: width, height: height, buffer: buffer)
    guard shown.map({ !$0.isEmpty }) ?? true else { return }
    let surface = layerSurface(width: width, height: height)
    paint(contents, into: surface, region: shown)
    surface.removeClip()
    if let maskList, let affine = projection.affineTransform,
      let shapeMask = planner.shapeMasks.shape(
        of: maskList, alpha: command.alpha, projection: projection)
    {
      // One opaque shape masks the picture: its trapezoids are the mask, no mask picture.
      setClip(command.clip, on: buffer)
      var transform = Self.xTransform(affine.inverted())
      XRenderSetPictureTransform(display, surface.picture.raw, &transform)
      composite(surface.picture, through: shapeMask, buffer: buffer)
      return
    }
    let maskSurface = maskList.map {
      paintedMask($0, alpha: command.alpha, width: width, height: height, region: shown)
    }
    setClip(command.clip, on: buffer)
    let region = area.integral
    // A picture placed a whole number of pixels away (a group drawn at an opacity) is
    // composited as it is, from its offset: through a transform and a filter, pixman takes
    // five times as long.
    var source = (x: Int32(0), y: Int32(0))
    if maskSurface == nil, let shift = Self.wholePixelShift(projection) {
      var identity = Self.xTransform(.identity)
      XRenderSetPictureTransform(display, surface.picture.raw, &identity)
      source = (Int32(region.minX) - shift.x, Int32(region.minY) - shift.y)
    } else {
      // Source coordinates count from the region's corner, so they stay small (see
      // xTransform).
      let regionToLayer = ProjectiveTransform(
        CGAffineTransform(translationX: region.minX, y: region.minY)
      ).concatenating(inverse)
      var transform = Self.xTransform(regionToLayer, over: region.size)
      XRenderSetPictureTransform(display, surface.picture.raw, &transform)
      if let maskSurface {
        XRenderSetPictureTransform(display, maskSurface.picture.raw, &transform)
      }
    }
    let mask: Picture
    if let maskSurface {
      mask = maskSurface.picture.raw
    } else if command.alpha >= 0.999 {
      mask = 0
    } else {
      mask = solidPicture(
        XRenderColor(red: 0, green: 0, blue: 0, alpha: Self.channel(command.alpha)))
    }
    XRenderComposite(
      display, Int32(PictOpOver), surface.picture.raw, mask, buffer.picture.raw, source.x,
      source.y, 0, 0, Int32(region.minX), Int32(region.minY), UInt32(region.width),
      UInt32(region.height))
  }

  /// A layer's mask painted into a picture of its own, with the command's `alpha` in it:
  /// XRender takes one mask.
  private func paintedMask(
    _ maskList: DisplayList, alpha: CGFloat, width: Int32, height: Int32, region: CGRect?
  ) -> LayerSurface {
    var faded = maskList
    faded.commands = faded.commands.map { $0.placed(by: .identity, alpha: alpha, clip: nil) }
    let maskPicture = layerSurface(width: width, height: height)
    paint(faded, into: maskPicture, region: region)
    maskPicture.removeClip()
    return maskPicture
  }

  /// Composites `source` (read at device coordinates) through `mask` over the paint region:
  /// as it is where the mask lets all of it through, through the mask's trapezoids cut to
  /// each piece round its edges. (The server rasterises trapezoids into a mask as large as
  /// their bounds: a circle over the window, for a thin ring of it repainted.)
  func composite(_ source: XPictureID, through mask: ShapeMask, buffer: PaintSurface) {
    guard let bands = mask.bands() else {
      composite(mask.trapezoids, source: source.raw, buffer: buffer)
      return
    }
    let region = buffer.paintRegion ?? [Self.bounds(of: buffer)]
    for band in bands {
      if let whole = band.whole {
        for rect in region {
          let piece = DeviceGeometry.intersection(rect, whole)
          guard !piece.isNull, piece.width > 0, piece.height > 0 else { continue }
          composite(source, mask: 0, origin: .zero, into: piece, of: buffer)
        }
      }
      // Each edge once (the clip keeps it to the region), through its trapezoids cut to
      // where it meets the region: once per rectangle, a trapezoid that crosses a cut would
      // be drawn twice where it reaches past it.
      for edge in band.edges {
        var reach = CGRect.null
        for rect in region {
          let piece = DeviceGeometry.intersection(rect, edge)
          if !piece.isNull, piece.width > 0, piece.height > 0 { reach = reach.union(piece) }
        }
        guard !reach.isNull else { continue }
        composite(mask.trapezoids(within: reach), source: source.raw, buffer: buffer)
      }
    }
  }

  /// The part of a layer's picture (`width` × `height` pixels) that can show through
  /// `projection` (affine only: nil, all of it, otherwise): what lands within `area` and the
  /// buffer's paint region, with a pixel's margin for bilinear sampling. The mask's reach is
  /// not taken off: the mask's own picture is read over all of `area`, and a shrunk layer's
  /// trapezoid mask samples its picture more than a pixel beyond the shape. Empty when
  /// nothing can show.
  private func shownRegion(
    of area: CGRect, through projection: ProjectiveTransform, width: Int32, height: Int32,
    buffer: PaintSurface
  ) -> CGRect? {
    guard let affine = projection.affineTransform, affine.determinant != 0 else { return nil }
    var device = area
    if let region = buffer.paintRegion, let first = region.first {
      device = device.intersection(region.dropFirst().reduce(first) { $0.union($1) })
    }
    let picture = CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
    let shown = device.applying(affine.inverted()).insetBy(dx: -2, dy: -2).integral
      .intersection(picture)
    return shown.isNull ? .zero : shown
  }

  /// How many whole pixels `projection` moves a picture, when that is all it does.
  private static func wholePixelShift(_ projection: ProjectiveTransform) -> (x: Int32, y: Int32)? {
    guard let affine = projection.affineTransform, affine.a == 1, affine.b == 0, affine.c == 0,
      affine.d == 1, affine.tx == affine.tx.rounded(), affine.ty == affine.ty.rounded(),
      abs(affine.tx) < 1e6, abs(affine.ty) < 1e6
    else { return nil }
    return (Int32(affine.tx), Int32(affine.ty))
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

  func setClip(_ clip: CGRect?, on buffer: PaintSurface) {
    if case .some(let current) = currentClip, current == clip { return }
    currentClip = .some(clip)
    var rectangles = buffer.paintRegion
    if let clip {
      let snapped = DeviceGeometry.snap(clip)
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

  // MARK: Images

  /// Draws `image` in `rect`, only within `parts` if there are any (see `canBeDrawnInParts`).
  private func draw(
    _ image: UIImage, in rect: CGRect, command: DrawCommand, within parts: ArraySlice<CGRect>,
    buffer: PaintSurface
  ) {
    // A vector image (a symbol) arrives as its commands; one without pixels draws nothing.
    guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0,
      image.pixels.count == image.width * image.height
    else { return }
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
    let device = isUpright ? DeviceGeometry.snap(bounds) : bounds
    let whole = Self.whole(buffer)
    var area = device.intersection(whole)
    if let clip = command.clip { area = area.intersection(clip) }
    guard device.width >= 1, device.height >= 1, !area.isNull, !area.isEmpty else { return }
    let region = area.integral
    var source = entry.picture
    var origin = CGPoint.zero
    if isUpright {
      let (width, height) = (Int(device.width), Int(device.height))
      origin = device.origin
      if let copy = images.scaledCopy(
        of: entry, width: width, height: height, largest: 2 * Int(whole.width * whole.height))
      {
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
    guard !parts.isEmpty else {
      composite(source, mask: mask, origin: origin, into: region, of: buffer)
      return
    }
    for part in parts {
      let shown = DeviceGeometry.intersection(region, part)
      guard !shown.isNull, shown.size.width > 0, shown.size.height > 0 else { continue }
      composite(source, mask: mask, origin: origin, into: shown, of: buffer)
    }
  }

  /// Composites `source` (placed with its origin at `origin`) over `region` of `buffer`.
  private func composite(
    _ source: XPictureID, mask: Picture, origin: CGPoint, into region: CGRect,
    of buffer: PaintSurface
  ) {
    XRenderComposite(
      display, Int32(PictOpOver), source.raw, mask, buffer.picture.raw,
      Int32(region.minX - origin.x), Int32(region.minY - origin.y), 0, 0, Int32(region.minX),
      Int32(region.minY), UInt32(region.width), UInt32(region.height))
  }

  func releaseResources() {
    for surface in layerSurfaces { surface.destroy() }
    layerSurfaces.removeAll()
    images.removeAll()
    fonts.removeAll()
    tessellatedShapes.removeAll()
    freeSolidPictures()
    freeRoundedMasks()
    shadowMasks.removeAll()
    stripMasks.removeAll()
    backdropBlur.removeAll()
  }
}
