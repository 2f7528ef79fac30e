import Foundation

/// A key path that animations name (`"position.x"`, `"transform.scale"`, `"path"`, …): how
/// to read it from a layer's values and write it back.
@MainActor
struct LayerKeyPath {
  let read: (LayerProperties) -> LayerValue
  let write: (inout LayerProperties, LayerValue) -> Void

  /// The key path called `name`, or nil for one Core Animation does not animate here.
  static func named(_ name: String) -> LayerKeyPath? { table[name] }

  private static func number(_ keyPath: WritableKeyPath<LayerProperties, CGFloat>) -> LayerKeyPath {
    LayerKeyPath(
      read: { .number($0[keyPath: keyPath]) },
      write: { if case .number(let n) = $1 { $0[keyPath: keyPath] = n } })
  }

  private static func point(_ keyPath: WritableKeyPath<LayerProperties, CGPoint>) -> LayerKeyPath {
    LayerKeyPath(
      read: { .point($0[keyPath: keyPath]) },
      write: { if case .point(let p) = $1 { $0[keyPath: keyPath] = p } })
  }

  private static func color(_ keyPath: WritableKeyPath<LayerProperties, UIColor?>) -> LayerKeyPath {
    LayerKeyPath(
      read: { .color($0[keyPath: keyPath]) },
      write: { if case .color(let c) = $1 { $0[keyPath: keyPath] = c } })
  }

  private static func path(_ keyPath: WritableKeyPath<LayerProperties, CGPath?>) -> LayerKeyPath {
    LayerKeyPath(
      read: { .path($0[keyPath: keyPath]) },
      write: { if case .path(let p) = $1 { $0[keyPath: keyPath] = p } })
  }

  /// One component of the decomposed transform (translation 0–2, scale 3–5).
  private static func transformComponents(_ indices: [Int]) -> LayerKeyPath {
    LayerKeyPath(
      read: { .number(CGFloat($0.transform.animatableData[indices[0]])) },
      write: { values, value in
        guard case .number(let n) = value else { return }
        var vector = values.transform.animatableData
        for index in indices { vector[index] = Double(n) }
        values.transform = CATransform3D(animatableData: vector)
      })
  }

  /// The turn about the z axis, in radians.
  private static let rotationZ = LayerKeyPath(
    read: { values in
      let q = values.transform.animatableData[CATransform3D.quaternionComponents]
      let (z, w) = (q[q.startIndex + 2], q[q.startIndex + 3])
      return .number(CGFloat(2 * atan2(z, w)))
    },
    write: { values, value in
      guard case .number(let angle) = value else { return }
      var vector = values.transform.animatableData
      let start = CATransform3D.quaternionComponents.lowerBound
      vector[start] = 0
      vector[start + 1] = 0
      vector[start + 2] = sin(Double(angle) / 2)
      vector[start + 3] = cos(Double(angle) / 2)
      values.transform = CATransform3D(animatableData: vector)
    })

  private static let table: [String: LayerKeyPath] = [
    "position": point(\.position),
    "position.x": number(\.position.x),
    "position.y": number(\.position.y),
    "anchorPoint": point(\.anchorPoint),
    "bounds": LayerKeyPath(
      read: { .rect($0.bounds) },
      write: { if case .rect(let r) = $1 { $0.bounds = r } }),
    "bounds.size": LayerKeyPath(
      read: { .size($0.bounds.size) },
      write: { if case .size(let s) = $1 { $0.bounds.size = s } }),
    "bounds.origin": point(\.bounds.origin),
    "bounds.size.width": number(\.bounds.size.width),
    "bounds.size.height": number(\.bounds.size.height),
    "zPosition": number(\.zPosition),
    "opacity": number(\.opacity),
    "transform": LayerKeyPath(
      read: { .transform($0.transform) },
      write: { if case .transform(let t) = $1 { $0.transform = t } }),
    "transform.scale": transformComponents([3, 4, 5]),
    "transform.scale.x": transformComponents([3]),
    "transform.scale.y": transformComponents([4]),
    "transform.scale.z": transformComponents([5]),
    "transform.translation.x": transformComponents([0]),
    "transform.translation.y": transformComponents([1]),
    "transform.translation.z": transformComponents([2]),
    "transform.rotation": rotationZ,
    "transform.rotation.z": rotationZ,
    "cornerRadius": number(\.cornerRadius),
    "backgroundColor": color(\.backgroundColor),
    "borderWidth": number(\.borderWidth),
    "borderColor": color(\.borderColor),
    "shadowColor": color(\.shadowColor),
    "shadowOpacity": number(\.shadowOpacity),
    "shadowRadius": number(\.shadowRadius),
    "shadowOffset": LayerKeyPath(
      read: { .size($0.shadowOffset) },
      write: { if case .size(let s) = $1 { $0.shadowOffset = s } }),
    "shadowPath": path(\.shadowPath),
    "path": path(\.path),
    "fillColor": color(\.fillColor),
    "strokeColor": color(\.strokeColor),
    "lineWidth": number(\.lineWidth),
    "strokeStart": number(\.strokeStart),
    "strokeEnd": number(\.strokeEnd),
    "lineDashPhase": number(\.lineDashPhase),
    "miterLimit": number(\.miterLimit),
    "colors": LayerKeyPath(
      read: { .colors($0.colors) },
      write: { if case .colors(let c) = $1 { $0.colors = c } }),
    "locations": LayerKeyPath(
      read: { .numbers($0.locations) },
      write: { if case .numbers(let n) = $1 { $0.locations = n } }),
    "startPoint": point(\.startPoint),
    "endPoint": point(\.endPoint),
  ]
}
