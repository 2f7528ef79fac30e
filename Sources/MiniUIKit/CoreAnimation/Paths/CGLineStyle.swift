import Foundation

/// How the ends of an open stroked line are drawn, as in Core Graphics.
public enum CGLineCap: Int32, Sendable {
  /// The line stops square at its end point.
  case butt
  /// A half disc of the line's width rounds the end.
  case round
  /// The line goes on half its width past the end point, square.
  case square
}

/// How two segments of a stroked line meet, as in Core Graphics.
public enum CGLineJoin: Int32, Sendable {
  /// The outer edges meet in a point, unless that point is further out than the miter
  /// limit allows; then the corner is bevelled.
  case miter
  /// A disc of the line's width rounds the corner.
  case round
  /// The corner is cut straight across.
  case bevel
}

/// Which points a filled path covers, as in Core Graphics.
public enum CGPathFillRule: Int, Sendable {
  /// Points the path winds round a nonzero number of times (the nonzero rule).
  case winding
  /// Points inside an odd number of the path's edges.
  case evenOdd
}
