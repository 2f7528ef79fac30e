import Foundation

/// 3D transforms interpolate as Core Animation's do: decomposed into translation, scale,
/// skew, a rotation quaternion and perspective (the unmatrix algorithm of CSS Transforms,
/// which follows Core Animation), each component moving in a straight line, the quaternion
/// renormalised.
extension CATransform3D: Animatable {
  /// The index of the quaternion's first component in `animatableData`.
  static let quaternionComponents = 9..<13

  /// [translate x y z, scale x y z, skew xy xz yz, quaternion x y z w, perspective 4].
  public var animatableData: [Double] { decomposed().map(Double.init) }

  /// Creates a transform from its decomposition, the quaternion renormalised.
  public init(animatableData v: [Double]) {
    self = Self.recomposed(v.map { CGFloat($0) })
  }

  /// A degenerate matrix (with no inverse) decomposes as well as it can: an axis scaled to
  /// nothing keeps a unit direction and a scale of 0, so scaling up from 0 animates.
  private func decomposed() -> [CGFloat] {
    var m = rows
    guard m[3][3] != 0 else { return CATransform3D().decomposed() }
    m = m.map { $0.map { $0 / rows[3][3] } }
    var perspectiveMatrix = m
    for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
    perspectiveMatrix[3][3] = 1
    var perspective: [CGFloat] = [0, 0, 0, 1]
    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0,
      let inverse = Matrix4.inverse(perspectiveMatrix)
    {
      let rightHandSide = [m[0][3], m[1][3], m[2][3], m[3][3]]
      // rightHandSide · transpose(inverse)
      perspective = inverse.map { dot(rightHandSide, $0) }
    }
    let translate = [m[3][0], m[3][1], m[3][2]]
    var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
    var scale: [CGFloat] = [0, 0, 0]
    var skew: [CGFloat] = [0, 0, 0]
    scale[0] = length(row[0])
    row[0] = scale[0] > 1e-12 ? row[0].map { $0 / scale[0] } : [1, 0, 0]
    skew[0] = dot(row[0], row[1])
    row[1] = combine(row[1], row[0], -skew[0])
    scale[1] = length(row[1])
    if scale[1] > 1e-12 {
      row[1] = row[1].map { $0 / scale[1] }
      skew[0] /= scale[1]
    } else {
      row[1] = cross(cross(row[0], [0, 1, 0]), row[0])
      if length(row[1]) < 1e-6 { row[1] = [0, 0, 1] }
      skew[0] = 0
    }
    skew[1] = dot(row[0], row[2])
    row[2] = combine(row[2], row[0], -skew[1])
    skew[2] = dot(row[1], row[2])
    row[2] = combine(row[2], row[1], -skew[2])
    scale[2] = length(row[2])
    if scale[2] > 1e-12 {
      row[2] = row[2].map { $0 / scale[2] }
      skew[1] /= scale[2]
      skew[2] /= scale[2]
    } else {
      row[2] = cross(row[0], row[1])
      skew[1] = 0
      skew[2] = 0
    }
    if dot(row[0], cross(row[1], row[2])) < 0 {
      scale = scale.map { -$0 }
      row = row.map { $0.map { -$0 } }
    }
    var q: [CGFloat] = [
      0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
      0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
    ]
    if row[2][1] > row[1][2] { q[0] = -q[0] }
    if row[0][2] > row[2][0] { q[1] = -q[1] }
    if row[1][0] > row[0][1] { q[2] = -q[2] }
    return translate + scale + skew + q + perspective
  }

  private static func recomposed(_ v: [CGFloat]) -> CATransform3D {
    let translate = Array(v[0..<3])
    let scale = Array(v[3..<6])
    let skew = Array(v[6..<9])
    var q = Array(v[9..<13])
    let perspective = Array(v[13..<17])
    let norm = (q.reduce(0) { $0 + $1 * $1 }).squareRoot()
    q = norm > 0 ? q.map { $0 / norm } : [0, 0, 0, 1]
    var m = CATransform3D().rows
    for i in 0..<4 { m[i][3] = perspective[i] }
    for i in 0..<4 {
      for j in 0..<3 { m[3][i] += translate[j] * m[j][i] }
    }
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    // Row-vector form (the transpose of the column-vector matrix).
    let rotation: [[CGFloat]] = [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
      [0, 0, 0, 1],
    ]
    m = matrixProduct(rotation, m)
    var temp = CATransform3D().rows
    if skew[2] != 0 {
      temp[2][1] = skew[2]
      m = matrixProduct(temp, m)
    }
    if skew[1] != 0 {
      temp[2][1] = 0
      temp[2][0] = skew[1]
      m = matrixProduct(temp, m)
    }
    if skew[0] != 0 {
      temp[2][0] = 0
      temp[1][0] = skew[0]
      m = matrixProduct(temp, m)
    }
    for i in 0..<3 {
      for j in 0..<4 { m[i][j] *= scale[i] }
    }
    return CATransform3D(rows: m)
  }
}

private func length(_ v: [CGFloat]) -> CGFloat { dot(v, v).squareRoot() }

private func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat {
  zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
}

private func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
  [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

/// `a + b · factor`.
private func combine(_ a: [CGFloat], _ b: [CGFloat], _ factor: CGFloat) -> [CGFloat] {
  zip(a, b).map { $0 + $1 * factor }
}
