import Foundation

/// Drawing: a layer subtree becomes display-list commands, in presentation values, flat,
/// projected through a 3D transform, or cut by a mask.
extension CALayer {
  /// Appends this subtree's drawing to `list`. `sublayerTransform` is the superlayer's,
  /// about its anchor point, when it has one.
  func render(
    into list: inout DisplayList, parentTransform: CGAffineTransform, parentAlpha: CGFloat,
    clip: CGRect?, sublayerTransform: CATransform3D? = nil
  ) {
    // The view this layer backs, loaded once a layer and passed on.
    let view = owningView
    guard !storedIsHidden else { return }
    let values = presentationProperties(view: view)
    let alpha = parentAlpha * values.opacity
    guard alpha > 0.001 else { return }
    if values.transform.isAffine, sublayerTransform == nil {
      let toWindow = values.transformToSuperlayer.concatenating(parentTransform)
      if let view, view.isDrawnOnlyWhereItShows, let clip {
        let frame = values.bounds.applying(toWindow)
        if !frame.isEmpty, !frame.intersects(clip) { return }
      }
      renderPlaced(values, view: view, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
      return
    }
    // In 3D: the layer's plane, projected.
    let bounds = values.bounds
    var toSuperlayer = CATransform3DMakeTranslation(
      -UIView.anchorX(bounds, values.anchorPoint), -UIView.anchorY(bounds, values.anchorPoint), 0)
    toSuperlayer = toSuperlayer.concatenating(values.transform)
    toSuperlayer = toSuperlayer.concatenating(
      CATransform3DMakeTranslation(values.position.x, values.position.y, 0))
    if let sublayerTransform { toSuperlayer = toSuperlayer.concatenating(sublayerTransform) }
    let projection = toSuperlayer.planeProjection.concatenating(
      ProjectiveTransform(parentTransform))
    if let affine = projection.affineTransform {
      renderPlaced(values, view: view, into: &list, toWindow: affine, alpha: alpha, clip: clip)
      return
    }
    // Drawn flat into its own picture, then projected, as Core Animation flattens a
    // transformed layer. Nothing shows of a layer that reaches behind the viewer, or of the
    // back of one that is not double sided.
    guard bounds.corners.allSatisfy({ projection.weight(of: $0) > 1e-6 }) else { return }
    if !isDoubleSided, projection.reversesOrientation(of: bounds) { return }
    let layerToWindow = ProjectiveTransform(
      CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
    ).concatenating(projection)
    list.commands.append(
      DrawCommand(
        kind: .layer(
          renderedPicture(values, view: view), size: bounds.size, projection: layerToWindow,
          mask: renderedMask(values, view: view)),
        transform: .identity, alpha: alpha, clip: clip))
  }

  /// The layer drawn where `toWindow` puts it: straight into the list, or, when a mask cuts
  /// it, into a picture of its own drawn through the mask. `view` is the view the layer
  /// backs, if any.
  private func renderPlaced(
    _ values: LayerProperties, view: UIView?, into list: inout DisplayList,
    toWindow: CGAffineTransform, alpha: CGFloat, clip: CGRect?
  ) {
    if let (transition, progress) = runningTransition {
      renderTransition(
        transition, at: progress, values, view: view, into: &list, toWindow: toWindow,
        alpha: alpha, clip: clip)
      return
    }
    renderPlacedNow(values, view: view, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
  }

  /// The last transition added, while it shows, and how far it is.
  private var runningTransition: (CATransition, CGFloat)? {
    // A loop, not `last(where:)`: this runs for every layer drawn (see UIView+Presentation).
    var found: CATransition?
    for entry in animationEntries.reversed() {
      if let transition = entry.animation as? CATransition {
        found = transition
        break
      }
    }
    guard let transition = found, transition.oldPicture != nil else { return nil }
    return transition.progress(at: currentTime).map { (transition, $0) }
  }

  /// The old look (the picture taken when the transition was added) and the new one, placed
  /// as the transition says.
  private func renderTransition(
    _ transition: CATransition, at progress: CGFloat, _ values: LayerProperties, view: UIView?,
    into list: inout DisplayList, toWindow: CGAffineTransform, alpha: CGFloat, clip: CGRect?
  ) {
    let bounds = values.bounds
    let placement = transition.placement(at: progress, size: bounds.size)
    func moved(_ offset: CGPoint) -> CGAffineTransform {
      CGAffineTransform(translationX: offset.x, y: offset.y).concatenating(toWindow)
    }
    var old = DisplayList()
    old.commands.append(
      DrawCommand(
        kind: .layer(
          transition.oldPicture ?? DisplayList(), size: bounds.size,
          projection: ProjectiveTransform(
            CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
              .concatenating(moved(placement.old))), mask: nil),
        transform: .identity, alpha: alpha, clip: clip))
    var new = DisplayList()
    renderPlacedNow(
      values, view: view, into: &new, toWindow: moved(placement.new),
      alpha: alpha * placement.newAlpha, clip: clip)
    let layers = placement.newOnTop ? [old, new] : [new, old]
    for picture in layers { list.commands += picture.commands }
  }

  private func renderPlacedNow(
    _ values: LayerProperties, view: UIView?, into list: inout DisplayList,
    toWindow: CGAffineTransform, alpha: CGFloat, clip: CGRect?
  ) {
    let rounds = mask == nil && roundsCorners(values, view: view)
    if rounds, !fadesAsOnePicture(values), toWindow.b == 0, toWindow.c == 0, toWindow.a > 0,
      toWindow.d > 0
    {
      renderRounded(values, view: view, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
      return
    }
    if mask == nil, fadesAsOnePicture(values) || rounds {
      renderGroup(values, view: view, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
      return
    }
    guard mask != nil else {
      renderContents(
        values, view: view, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
      return
    }
    let bounds = values.bounds
    let pictureToWindow = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
      .concatenating(toWindow)
    list.commands.append(
      DrawCommand(
        kind: .layer(
          renderedPicture(values, view: view), size: bounds.size,
          projection: ProjectiveTransform(pictureToWindow), mask: renderedMask(values, view: view)),
        transform: .identity, alpha: alpha, clip: clip))
  }

  /// Whether the layer is translucent with sublayers that would show through each other if
  /// each faded on its own: with `allowsGroupOpacity`, it fades as one picture.
  private func fadesAsOnePicture(_ values: LayerProperties) -> Bool {
    allowsGroupOpacity && values.opacity < 0.999 && storedSublayers.contains { !$0.isHidden }
  }

  /// Whether `masksToBounds` clips content to rounded corners: there are corners, and
  /// something besides the layer's own rounded background and border can reach into them
  /// (sublayers, `contents`, what the view draws).
  func roundsCorners(_ values: LayerProperties, view: UIView?) -> Bool {
    storedMasksToBounds && values.cornerRadius > 0 && !maskedCorners.isEmpty
      && (contents != nil || storedSublayers.contains { !$0.isHidden }
        || (view?.drawsContent ?? drawnContent.map { !$0.commands.isEmpty } ?? false))
  }

  /// The upright layer drawn straight into the list, cut to its rounded corners (see
  /// `RoundedClip`).
  private func renderRounded(
    _ values: LayerProperties, view: UIView?, into list: inout DisplayList,
    toWindow: CGAffineTransform, alpha: CGFloat, clip: CGRect?
  ) {
    var drawn = DisplayList()
    renderContents(values, view: view, into: &drawn, toWindow: toWindow, alpha: alpha, clip: clip)
    list.commands += roundedClip(values, toWindow: toWindow).cut(drawn.commands)
  }

  /// The rounded corners that clip the layer, where the upright `toWindow` puts it.
  func roundedClip(_ values: LayerProperties, toWindow: CGAffineTransform) -> RoundedClip {
    let bounds = values.bounds
    let radius = min(values.cornerRadius, bounds.width / 2, bounds.height / 2)
    // A continuous corner reaches further along its sides than its radius.
    let reach =
      cornerCurve == .continuous
      ? min(radius * CGPath.continuousCornerReach, bounds.width / 2, bounds.height / 2)
      : radius
    return RoundedClip(
      bounds: bounds.applying(toWindow),
      radius: CGSize(width: reach * abs(toWindow.a), height: reach * abs(toWindow.d)),
      corners: maskedCorners,
      outline: roundedElements(bounds, radius: radius).map { $0.applying(toWindow) })
  }

  /// The layer's rounded bounds as a mask, `toMask` taking the layer's coordinates to the
  /// mask's.
  private func roundedMask(_ values: LayerProperties, toMask: CGAffineTransform) -> DisplayList {
    var mask = DisplayList()
    mask.commands = [
      DrawCommand(
        kind: .shape(
          ShapeDrawing.filled(
            roundedElements(values.bounds, radius: values.cornerRadius), color: .black)),
        transform: toMask, alpha: 1, clip: nil)
    ]
    return mask
  }

  /// The layer and its sublayers drawn opaque into a picture of the window area they cover
  /// (so nothing is resampled), which is then drawn at the layer's opacity, through its
  /// rounded corners when they clip.
  private func renderGroup(
    _ values: LayerProperties, view: UIView?, into list: inout DisplayList,
    toWindow: CGAffineTransform, alpha: CGFloat, clip: CGRect?
  ) {
    var group = DisplayList()
    renderContents(values, view: view, into: &group, toWindow: toWindow, alpha: 1, clip: clip)
    // Backdrops that the group starts with (a material fading) blur what lies behind it:
    // they go before its picture, faded with it. In the picture they would blur nothing.
    let rounds = roundsCorners(values, view: view)
    let backdrops = group.commands.prefix { $0.isBackdrop }
    for backdrop in backdrops {
      let faded = backdrop.placed(by: .identity, alpha: alpha, clip: clip)
      let outline = roundedElements(values.bounds, radius: values.cornerRadius).map {
        $0.applying(toWindow)
      }
      list.commands.append(rounds ? faded.backdrop(within: outline) ?? faded : faded)
    }
    group.commands.removeFirst(backdrops.count)
    let reach = group.commands.map(\.reach).filter { !$0.isNull && !$0.isEmpty }
    guard let first = reach.first else { return }
    var area = reach.dropFirst().reduce(first) { $0.union($1) }
    // Only what can show: the picture stays within what clips it (the window, at least).
    if let clip { area = area.intersection(clip) }
    area = area.integral
    guard !area.isNull, area.width.isFinite, area.height.isFinite, area.width * area.height < 1e8
    else { return }
    let toPicture = CGAffineTransform(translationX: -area.minX, y: -area.minY)
    group.commands = group.commands.map { $0.placed(by: toPicture, alpha: 1, clip: nil) }
    let mask =
      rounds
      ? roundedMask(values, toMask: toWindow.concatenating(toPicture)) : nil
    list.commands.append(
      DrawCommand(
        kind: .layer(
          group, size: area.size,
          projection: ProjectiveTransform(
            CGAffineTransform(translationX: area.minX, y: area.minY)), mask: mask),
        transform: .identity, alpha: alpha, clip: clip))
  }

  /// The layer's own picture: its bounds from (0, 0).
  func renderedPicture(_ values: LayerProperties, view: UIView?) -> DisplayList {
    var picture = DisplayList()
    let bounds = values.bounds
    renderContents(
      values, view: view, into: &picture,
      toWindow: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY), alpha: 1,
      clip: storedMasksToBounds ? CGRect(origin: .zero, size: bounds.size) : nil)
    return picture
  }

  /// The mask, in the layer's picture space (nil without one): `mask`, or the rounded
  /// corners that clip.
  private func renderedMask(_ values: LayerProperties, view: UIView?) -> DisplayList? {
    guard let mask else {
      guard roundsCorners(values, view: view) else { return nil }
      return roundedMask(
        values,
        toMask: CGAffineTransform(translationX: -values.bounds.minX, y: -values.bounds.minY))
    }
    var picture = DisplayList()
    mask.render(
      into: &picture,
      parentTransform: CGAffineTransform(
        translationX: -values.bounds.minX, y: -values.bounds.minY),
      parentAlpha: 1, clip: nil)
    return picture
  }

  /// The layer in its own coordinates (`toWindow` takes them to the window): its shadow,
  /// background, contents, content, sublayers and border. `view` is the view it backs, if
  /// any.
  func renderContents(
    _ values: LayerProperties, view: UIView?, into list: inout DisplayList,
    toWindow: CGAffineTransform, alpha: CGFloat, clip: CGRect?
  ) {
    let localBounds = values.bounds
    let start = list.commands.count
    // The view's traits are those its content and sublayers draw with.
    let stage = UIApplication.shared.stage
    let inherited = stage.currentTraits
    // Drawn on its own (a snapshot), the view inherits what it would in its window.
    let traits = inherited ?? view?.superview?.traitCollection ?? UITraitCollection.current
    let ownTraits = view.map { $0.drawingTraits(inheriting: traits) } ?? traits
    stage.currentTraits = ownTraits
    defer {
      view?.layerDidDraw(from: start, into: &list)
      stage.currentTraits = inherited
    }
    var childClip = clip
    if storedMasksToBounds {
      let mine = localBounds.applying(toWindow)
      if let clip { childClip = clip.intersection(mine) } else { childClip = mine }
    }
    view?.layerWillDraw(bounds: localBounds, toWindow: toWindow, clip: clip, into: &list)
    // masksToBounds clips the layer's own content (an aspect-fill image, long text) and its
    // shadow too, as in Core Animation. The contexts draw straight into the list: each takes
    // the list's commands while it draws (a swap moves no command).
    var context = DrawingContext(transform: toWindow, alpha: alpha, clip: childClip)
    context.traits = ownTraits
    swap(&context.commands, &list.commands)
    drawShadow(values, in: &context)
    if let color = values.backgroundColor, color.alpha > 0 {
      fillRounded(localBounds, color: color, values: values, in: &context)
    }
    drawContentsImage(values, in: &context)
    // The content draws in a context of its own: what it concatenates stays its own.
    var content = DrawingContext(transform: toWindow, alpha: alpha, clip: childClip)
    content.traits = ownTraits
    swap(&content.commands, &context.commands)
    drawContent(values, view: view, in: &content)
    swap(&list.commands, &content.commands)
    if childClip?.isEmpty != true, !storedSublayers.isEmpty {
      var aroundAnchor: CATransform3D?
      if sublayerTransform != CATransform3DIdentity {
        let x = UIView.anchorX(localBounds, values.anchorPoint)
        let y = UIView.anchorY(localBounds, values.anchorPoint)
        aroundAnchor = CATransform3DMakeTranslation(-x, -y, 0)
          .concatenating(sublayerTransform)
          .concatenating(CATransform3DMakeTranslation(x, y, 0))
      }
      for sublayer in sublayersInDrawingOrder {
        sublayer.render(
          into: &list, parentTransform: toWindow, parentAlpha: alpha, clip: childClip,
          sublayerTransform: aroundAnchor)
      }
    }
    if values.borderWidth > 0, let color = values.borderColor, color.alpha > 0 {
      swap(&context.commands, &list.commands)
      if (maskedCorners == .all && cornerCurve == .circular) || values.cornerRadius <= 0 {
        context.stroke(
          localBounds, color: color, width: values.borderWidth, cornerRadius: values.cornerRadius)
      } else {
        // The border's centre line runs half its width inside the bounds.
        let inset = values.borderWidth / 2
        context.draw(
          ShapeDrawing(
            elements: roundedElements(
              localBounds.insetBy(dx: inset, dy: inset), radius: values.cornerRadius - inset),
            fillColor: nil, fillRule: .winding, strokeColor: color, lineWidth: values.borderWidth,
            lineCap: .butt, lineJoin: .miter, miterLimit: 10, lineDashPattern: [],
            lineDashPhase: 0, strokeStart: 0, strokeEnd: 1))
      }
      swap(&list.commands, &context.commands)
    }
  }

  /// Sublayers back to front: in order, stably sorted by `zPosition`.
  var sublayersInDrawingOrder: [CALayer] {
    var raised = false
    for sublayer in storedSublayers where sublayer.modelValues.zPosition != 0 {
      raised = true
      break
    }
    guard raised else { return storedSublayers }
    return storedSublayers.enumerated().sorted {
      ($0.element.modelValues.zPosition, $0.offset) < ($1.element.modelValues.zPosition, $1.offset)
    }.map(\.element)
  }

  /// The rounded rectangle of the layer's corners (only those in `maskedCorners`), circular
  /// or continuous as `cornerCurve` says.
  func roundedElements(_ rect: CGRect, radius: CGFloat) -> [PathElement] {
    let corners: [CACornerMask] = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner,
    ]
    if cornerCurve == .continuous {
      return CGPath.continuousRoundedRectElements(
        rect, radius: radius, rounded: corners.map { maskedCorners.contains($0) })
    }
    let radii = corners.map { corner in
      maskedCorners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
    }
    return CGPath.roundedRectElements(rect, radii: radii)
  }

  private func fillRounded(
    _ rect: CGRect, color: UIColor, values: LayerProperties, in context: inout DrawingContext
  ) {
    if (maskedCorners == .all && cornerCurve == .circular) || values.cornerRadius <= 0 {
      context.fill(rect, color: color, cornerRadius: values.cornerRadius)
    } else {
      context.draw(
        ShapeDrawing.filled(roundedElements(rect, radius: values.cornerRadius), color: color))
    }
  }

  /// The shadow: `shadowPath`, or the rounded bounds of a layer with a background, or the
  /// shape of a shape layer.
  private func drawShadow(_ values: LayerProperties, in context: inout DrawingContext) {
    guard values.shadowOpacity > 0, let color = values.shadowColor,
      let shape = values.shadowPath?.elements ?? shadowShape(values)
    else { return }
    let offset = CGAffineTransform(
      translationX: values.shadowOffset.width, y: values.shadowOffset.height)
    context.draw(
      ShadowDrawing(
        elements: shape.map { $0.applying(offset) },
        color: color.withAlphaComponent(color.alpha * min(values.shadowOpacity, 1)),
        radius: max(values.shadowRadius, 0)))
  }

  /// `contents`, placed in the bounds as `contentsGravity` says.
  private func drawContentsImage(_ values: LayerProperties, in context: inout DrawingContext) {
    guard let contents, let image = contents as? UIImage ?? (contents as? CGImage)?.image else {
      return
    }
    let bounds = values.bounds
    let scale = max(contentsScale, 0.01)
    let natural = CGSize(width: image.size.width / scale, height: image.size.height / scale)
    context.draw(image, in: contentsGravity.rect(for: natural, in: bounds))
  }
}

extension CALayerContentsGravity {
  /// Where an image of `size` goes in `bounds`.
  func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      let ratios = (bounds.width / size.width, bounds.height / size.height)
      let scale = self == .resizeAspect ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
        width: fitted.width, height: fitted.height)
    default:
      let name = rawValue.lowercased()
      let x =
        name.contains("left")
        ? bounds.minX
        : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y =
        name.hasPrefix("top")
        ? bounds.minY
        : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
