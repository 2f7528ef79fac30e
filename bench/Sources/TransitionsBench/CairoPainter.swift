import CBench
import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

/// The peer: paints the toolkit's display list with cairo-xlib (the 2D library GTK 3 and most
/// Linux toolkits draw with) into a pixmap like the host's back buffer, command by command as a
/// cairo renderer would, clipped to the same changed region. Geometry follows
/// `XRenderPainter`'s (axis-aligned rectangles snapped to pixels, bilinear images unless
/// pixel-exact) so that both draw the same picture; images are uploaded once into server-side
/// surfaces, as our painter's are.
@MainActor
final class CairoPainter {
  private let display: OpaquePointer
  private var surface: OpaquePointer?
  private var context: OpaquePointer?
  /// Its own back buffer: the host's size and depth.
  private(set) var pixmap: UInt = 0
  private var size = (width: Int32(0), height: Int32(0))
  /// Server-side copies of the images drawn, keyed by image; the image itself is held weakly
  /// so that this cache does not keep pictures alive for the host's painter either.
  private var images: [ObjectIdentifier: (image: WeakImage, surface: OpaquePointer)] = [:]
  private var fontFaces: [Bool: OpaquePointer] = [:]
  /// Commands this painter cannot draw (layers under 3D transforms: cairo has no projective
  /// transform), counted.
  private(set) var skippedCommands = 0

  final class WeakImage {
    weak var image: UIImage?
    init(_ image: UIImage) { self.image = image }
  }

  init(display: OpaquePointer) {
    self.display = display
  }

  /// Paints into a pixmap of `target`'s size from now on (a resize makes a new one).
  func attach(to target: X11Host.BenchmarkTarget) {
    guard target.width != size.width || target.height != size.height || pixmap == 0 else {
      return
    }
    detach()
    let screen = XDefaultScreen(display)
    size = (target.width, target.height)
    pixmap = XCreatePixmap(
      display, target.window, UInt32(target.width), UInt32(target.height),
      UInt32(XDefaultDepth(display, screen)))
    let visual = XDefaultVisual(display, screen)
    surface = cairo_xlib_surface_create(display, pixmap, visual, target.width, target.height)
    context = cairo_create(surface)
  }

  private func detach() {
    if let context { cairo_destroy(context) }
    if let surface { cairo_surface_destroy(surface) }
    if pixmap != 0 { XFreePixmap(display, pixmap) }
    context = nil
    surface = nil
    pixmap = 0
  }

  func releaseResources() {
    for entry in images.values { cairo_surface_destroy(entry.surface) }
    images.removeAll()
    for face in fontFaces.values { cairo_font_face_destroy(face) }
    fontFaces.removeAll()
    detach()
  }

  /// Copies the pixels `offset` away from `area` into it (a scroll), as GTK 3 scrolls.
  func copy(_ area: CGRect, by offset: CGPoint) {
    guard let surface else { return }
    cairo_surface_flush(surface)
    let gc = XCreateGC(display, pixmap, 0, nil)
    XSetGraphicsExposures(display, gc, 0)
    XCopyArea(
      display, pixmap, pixmap, gc, Int32(area.minX - offset.x), Int32(area.minY - offset.y),
      UInt32(area.width), UInt32(area.height), Int32(area.minX), Int32(area.minY))
    XFreeGC(display, gc)
    cairo_surface_mark_dirty(surface)
  }

  /// Paints `list` back to front within `region` (device pixels; nil: everywhere) and
  /// flushes it to the X server (the caller syncs).
  func paint(_ list: DisplayList, within region: [CGRect]?) {
    guard let cr = context else { return }
    for command in list.commands where command.alpha > 0.001 {
      cairo_save(cr)
      if let region {
        for rect in region { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_clip(cr)
      }
      if let clip = command.clip {
        let snapped = Self.snap(clip)
        cairo_rectangle(cr, snapped.minX, snapped.minY, snapped.width, snapped.height)
        cairo_clip(cr)
      }
      switch command.kind {
      case .fill(let rect, let color, let radius):
        fill(rect, color: color, radius: radius, command: command, cr)
      case .stroke(let rect, let color, let width, let radius):
        stroke(rect, color: color, width: width, radius: radius, command: command, cr)
      case .image(let image, let rect):
        draw(image, in: rect, command: command, cr)
      case .text(let text, let rect, let font, let color, let alignment):
        draw(text, in: rect, font: font, color: color, alignment: alignment, command: command, cr)
      case .shape(let shape):
        draw(shape, command: command, cr)
      case .gradient(let gradient) where gradient.kind != .conic:
        draw(gradient, command: command, cr)
      case .layer, .gradient, .shadow, .backdrop:
        skippedCommands += 1
      }
      cairo_restore(cr)
    }
    cairo_surface_flush(surface)
    purgeImages()
  }

  private func setColor(_ color: UIColor, alpha: CGFloat, _ cr: OpaquePointer) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
  }

  private static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }

  private func fill(
    _ rect: CGRect, color: UIColor, radius: CGFloat, command: DrawCommand, _ cr: OpaquePointer
  ) {
    let transform = command.transform
    setColor(color, alpha: command.alpha, cr)
    if transform.isAxisAligned {
      let device = Self.snap(rect.applying(transform))
      guard device.width > 0, device.height > 0 else { return }
      let scale = min(abs(transform.a), abs(transform.d))
      let r = min((radius * scale).rounded(), device.width / 2, device.height / 2)
      if r < 1 {
        cairo_rectangle(cr, device.minX, device.minY, device.width, device.height)
      } else {
        Self.roundedRectangle(device, radius: r, cr)
      }
    } else {
      var m = Self.matrix(transform)
      cairo_set_matrix(cr, &m)
      Self.roundedRectangle(rect, radius: radius, cr)
      cairo_identity_matrix(cr)
    }
    cairo_fill(cr)
  }

  private func stroke(
    _ rect: CGRect, color: UIColor, width: CGFloat, radius: CGFloat, command: DrawCommand,
    _ cr: OpaquePointer
  ) {
    let transform = command.transform
    setColor(color, alpha: command.alpha, cr)
    if transform.isAxisAligned, radius <= 0 {
      let d = Self.snap(rect.applying(transform))
      let line = max(1, (width * min(abs(transform.a), abs(transform.d))).rounded())
      cairo_rectangle(cr, d.minX, d.minY, d.width, line)
      cairo_rectangle(cr, d.minX, d.maxY - line, d.width, line)
      cairo_rectangle(cr, d.minX, d.minY + line, line, d.height - 2 * line)
      cairo_rectangle(cr, d.maxX - line, d.minY + line, line, d.height - 2 * line)
      cairo_fill(cr)
      return
    }
    var m = Self.matrix(transform)
    cairo_set_matrix(cr, &m)
    Self.roundedRectangle(rect, radius: radius, cr)
    Self.roundedRectangle(
      rect.insetBy(dx: width, dy: width), radius: max(radius - width, 0), cr)
    cairo_identity_matrix(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_fill(cr)
  }

  /// A shape layer's path, filled and stroked by cairo itself (trimmed strokes are left out).
  private func draw(_ shape: ShapeDrawing, command: DrawCommand, _ cr: OpaquePointer) {
    var m = Self.matrix(command.transform)
    cairo_set_matrix(cr, &m)
    for element in shape.elements {
      switch element {
      case .moveTo(let p): cairo_move_to(cr, p.x, p.y)
      case .lineTo(let p): cairo_line_to(cr, p.x, p.y)
      case .quadCurveTo(let p, let c):
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cr, &x, &y)
        cairo_curve_to(
          cr, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y), p.x + 2 / 3 * (c.x - p.x),
          p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
      case .curveTo(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
    if let fill = shape.fillColor {
      setColor(fill, alpha: command.alpha, cr)
      cairo_set_fill_rule(
        cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill_preserve(cr)
    }
    if let stroke = shape.strokeColor, shape.strokeStart <= 0, shape.strokeEnd >= 1 {
      setColor(stroke, alpha: command.alpha, cr)
      cairo_set_line_width(cr, shape.lineWidth)
      cairo_set_line_cap(
        cr,
        shape.lineCap == .round
          ? CAIRO_LINE_CAP_ROUND
          : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
      cairo_set_line_join(
        cr,
        shape.lineJoin == .round
          ? CAIRO_LINE_JOIN_ROUND
          : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
      cairo_set_miter_limit(cr, shape.miterLimit)
      let dashes = shape.lineDashPattern.map(Double.init)
      cairo_set_dash(cr, dashes, Int32(dashes.count), shape.lineDashPhase)
      cairo_stroke_preserve(cr)
    } else if shape.strokeColor != nil {
      skippedCommands += 1
    }
    cairo_new_path(cr)
    cairo_identity_matrix(cr)
  }

  /// An axial or radial gradient over its rectangle, as cairo's linear and radial patterns
  /// (a radial one's ellipse is a circle stretched by the pattern's matrix).
  private func draw(_ gradient: GradientDrawing, command: DrawCommand, _ cr: OpaquePointer) {
    let rect = gradient.rect
    func point(_ unit: CGPoint) -> CGPoint {
      CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }
    let start = point(gradient.start)
    let end = point(gradient.end)
    let pattern: OpaquePointer?
    if gradient.kind == .axial {
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    } else {
      let radiusX = max(abs(end.x - start.x), 1e-6)
      let radiusY = max(abs(end.y - start.y), 1e-6)
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, radiusX)
      // User space → pattern space: about the centre, the ellipse made a circle.
      var m = cairo_matrix_t(
        xx: 1, yx: 0, xy: 0, yy: radiusX / radiusY, x0: -start.x,
        y0: -start.y * radiusX / radiusY)
      cairo_pattern_set_matrix(pattern, &m)
    }
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in gradient.stops {
      let color = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, color.red, color.green, color.blue, color.alpha * command.alpha)
    }
    var m = Self.matrix(command.transform)
    cairo_set_matrix(cr, &m)
    Self.roundedRectangle(rect, radius: gradient.cornerRadius, cr)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
    cairo_identity_matrix(cr)
  }

  private static func roundedRectangle(_ rect: CGRect, radius: CGFloat, _ cr: OpaquePointer) {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    guard r > 0 else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, .pi * 1.5)
    cairo_close_path(cr)
  }

  private func draw(_ image: UIImage, in rect: CGRect, command: DrawCommand, _ cr: OpaquePointer) {
    guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0,
      let source = surface(for: image)
    else { return }
    let imageToDevice = CGAffineTransform(
      a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height),
      tx: rect.minX, ty: rect.minY
    ).concatenating(command.transform)
    guard imageToDevice.determinant != 0 else { return }
    let isPixelExact =
      imageToDevice.isAxisAligned && imageToDevice.a == 1 && imageToDevice.d == 1
      && imageToDevice.tx == imageToDevice.tx.rounded()
      && imageToDevice.ty == imageToDevice.ty.rounded()
    var m = Self.matrix(imageToDevice)
    cairo_set_matrix(cr, &m)
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_pattern_set_filter(
      cairo_get_source(cr), isPixelExact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
    cairo_identity_matrix(cr)
    if command.alpha >= 0.999 {
      cairo_fill(cr)
    } else {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, command.alpha)
    }
  }

  /// A server-side surface holding `image`, uploaded on first use.
  private func surface(for image: UIImage) -> OpaquePointer? {
    let key = ObjectIdentifier(image)
    if let entry = images[key], entry.image.image === image { return entry.surface }
    guard let target = surface else { return nil }
    let width = Int32(image.width)
    let height = Int32(image.height)
    guard let upload = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return nil
    }
    defer { cairo_surface_destroy(upload) }
    let stride = Int(cairo_image_surface_get_stride(upload))
    if let data = cairo_image_surface_get_data(upload) {
      image.pixels.withUnsafeBufferPointer { pixels in
        for row in 0..<Int(height) {
          let destination = UnsafeMutableRawPointer(data + row * stride)
          let source = UnsafeRawPointer(pixels.baseAddress! + row * Int(width))
          destination.copyMemory(from: source, byteCount: Int(width) * 4)
        }
      }
    }
    cairo_surface_mark_dirty(upload)
    let similar = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, width, height)
    let copy = cairo_create(similar)
    cairo_set_source_surface(copy, upload, 0, 0)
    cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
    cairo_paint(copy)
    cairo_destroy(copy)
    if let old = images[key] { cairo_surface_destroy(old.surface) }
    images[key] = (WeakImage(image), similar!)
    return similar
  }

  private func purgeImages() {
    for (key, entry) in images where entry.image.image == nil {
      cairo_surface_destroy(entry.surface)
      images[key] = nil
    }
  }

  private func fontFace(bold: Bool) -> OpaquePointer? {
    if let face = fontFaces[bold] { return face }
    let face = cairo_toy_font_face_create(
      "Inter", CAIRO_FONT_SLANT_NORMAL,
      bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    fontFaces[bold] = face
    return face
  }

  private func draw(
    _ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment,
    command: DrawCommand, _ cr: OpaquePointer
  ) {
    let transform = command.transform
    let scale = transform.scale.y
    guard scale > 0.05 else { return }
    let device = rect.applying(transform)
    cairo_set_font_face(cr, fontFace(bold: font.isBold))
    cairo_set_font_size(cr, (font.pointSize * scale).rounded())
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    var fontExtents = cairo_font_extents_t()
    cairo_font_extents(cr, &fontExtents)
    let x: CGFloat
    switch alignment {
    case .left, .justified, .natural: x = device.minX
    case .center: x = device.midX - extents.x_advance / 2
    case .right: x = device.maxX - extents.x_advance
    }
    let baseline = device.midY + (fontExtents.ascent - fontExtents.descent) / 2
    setColor(color, alpha: command.alpha, cr)
    cairo_move_to(cr, x.rounded(), baseline.rounded())
    cairo_show_text(cr, text)
  }

  /// A rectangle with its edges rounded to whole pixels (as the host's painter snaps).
  static func snap(_ rect: CGRect) -> CGRect {
    let minX = rect.minX.rounded()
    let minY = rect.minY.rounded()
    return CGRect(
      x: minX, y: minY, width: rect.maxX.rounded() - minX, height: rect.maxY.rounded() - minY)
  }
}
