import Foundation

/// Clipping. A rectangle the transform keeps upright narrows the state's clip rectangle; any
/// other shape opens a group: what is drawn inside it is recorded as one picture, drawn
/// through the shape as a mask (anti-aliased), when the clip ends.
extension CGContext {
  /// Narrows the clip to the path (by `rule`), and ends the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    let elements = takePath()
    let box = CGPath(elements: elements).boundingBox
    if box.isNull {
      state.clipRect = .null
    } else if rule == .winding, elements == CGPath.rectElements(box) {
      state.clipRect = state.clipRect.intersection(box)
    } else {
      addClipShape(elements, rule: rule)
    }
  }

  /// Narrows the clip to `rect`.
  public func clip(to rect: CGRect) {
    if state.ctm.b == 0, state.ctm.c == 0 {
      state.clipRect = state.clipRect.intersection(rect.applying(state.ctm))
    } else {
      addClipShape(CGPath.rectElements(rect).map { $0.applying(state.ctm) }, rule: .winding)
    }
  }

  /// Narrows the clip to where `rects` lie.
  public func clip(to rects: [CGRect]) {
    guard rects.count != 1 else { return clip(to: rects[0]) }
    addClipShape(
      rects.flatMap(CGPath.rectElements).map { $0.applying(state.ctm) }, rule: .winding)
  }

  /// Takes the clip back to the whole area.
  public func resetClip() {
    state.clipRect = area
    state.clipShapes = []
  }

  /// The box round the clip, in user space.
  public var boundingBoxOfClipPath: CGRect {
    var box = state.clipRect
    for shape in state.clipShapes {
      box = box.intersection(CGPath(elements: shape.elements).boundingBox)
    }
    return box.isNull ? box : box.applying(state.ctm.inverted())
  }

  private func addClipShape(_ elements: [PathElement], rule: CGPathFillRule) {
    nextClipID += 1
    state.clipShapes.append(ClipShape(id: nextClipID, elements: elements, rule: rule))
  }

  /// Opens and closes groups so that those open are the state's clip shapes, before
  /// something is drawn.
  func openClipGroups() {
    let wanted = state.clipShapes
    var kept = 0
    while kept < wanted.count, kept + 1 < groups.count,
      groups[kept + 1].shape?.id == wanted[kept].id
    {
      kept += 1
    }
    while groups.count > kept + 1 { closeInnermostGroup() }
    for shape in wanted[kept...] { groups.append(ClipGroup(shape: shape)) }
  }

  private func closeInnermostGroup() {
    closeInnermostGroup(of: &groups)
  }

  private func closeInnermostGroup(of groups: inout [ClipGroup]) {
    let group = groups.removeLast()
    guard let shape = group.shape, let picture = masked(group.commands, by: shape) else {
      return
    }
    groups[groups.count - 1].commands.append(picture)
  }

  /// Everything drawn so far, in the context's own space, as it looks with every clip
  /// ended; drawing may go on.
  func drawing() -> [DrawCommand] {
    var closed = groups
    while closed.count > 1 { closeInnermostGroup(of: &closed) }
    return closed[0].commands
  }

  /// Erases `elements` (in the context's own space) from what the innermost clip group
  /// holds so far.
  func erase(_ elements: [PathElement]) {
    openClipGroups()
    let keep = ClipShape(
      id: 0, elements: CGPath.rectElements(area) + elements, rule: .evenOdd)
    let last = groups.count - 1
    groups[last].commands = masked(groups[last].commands, by: keep).map { [$0] } ?? []
  }

  /// `commands` drawn as one picture through `shape`: nil when nothing shows.
  private func masked(_ commands: [DrawCommand], by shape: ClipShape) -> DrawCommand? {
    let box = CGPath(elements: shape.elements).boundingBox.intersection(area).integral
    guard !commands.isEmpty, !box.isNull, !box.isEmpty else { return nil }
    let toPicture = CGAffineTransform(translationX: -box.minX, y: -box.minY)
    var contents = DisplayList()
    contents.commands = commands.map { $0.placed(by: toPicture, alpha: 1, clip: nil) }
    var mask = DisplayList()
    mask.commands = [
      DrawCommand(
        kind: .shape(ShapeDrawing.filled(shape.elements, color: .black, rule: shape.rule)),
        transform: toPicture, alpha: 1, clip: nil)
    ]
    return DrawCommand(
      kind: .layer(
        contents, size: box.size,
        projection: ProjectiveTransform(CGAffineTransform(translationX: box.minX, y: box.minY)),
        mask: mask),
      transform: .identity, alpha: 1, clip: area)
  }
}
