import Foundation

/// A time interval in seconds, as Core Foundation's CFTimeInterval (Foundation on Linux has none).
public typealias CFTimeInterval = Double

/// A hierarchical timing system, as Core Animation's CAMediaTiming: each object maps its parent's
/// time to its own local time.
///
/// Follows Apple's "CAMediaTiming" reference and header: parent time t becomes active local time
/// (t − beginTime) · speed + timeOffset, which repeats the basic duration `repeatCount` times (or
/// for `repeatDuration` seconds), playing backwards after each pass when `autoreverses`; outside
/// the active duration `fillMode` says what shows. The arithmetic lives in `MediaTimingValues`.
@MainActor
public protocol CAMediaTiming: AnyObject {
  /// When the object begins, in its parent's time. Defaults to 0.
  var beginTime: CFTimeInterval { get set }
  /// The basic duration, in seconds. Defaults to 0 (an animation then lasts 0.25 s).
  var duration: CFTimeInterval { get set }
  /// How fast local time runs relative to the parent's. Defaults to 1; 0 freezes it.
  var speed: Float { get set }
  /// An offset added to active local time. Defaults to 0.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the basic duration repeats; may be fractional, 0 means once, `.infinity`
  /// forever. Defaults to 0.
  var repeatCount: Float { get set }
  /// How long the object repeats for, in seconds; 0 means unused. Defaults to 0.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each pass plays forwards and then backwards. Defaults to false.
  var autoreverses: Bool { get set }
  /// What shows outside the active duration. Defaults to `.removed`.
  var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
  /// The object's eight timing properties, as one value to compute with.
  var mediaTimingValues: MediaTimingValues {
    get {
      MediaTimingValues(
        beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
        repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
        fillMode: fillMode)
    }
    set {
      beginTime = newValue.beginTime
      duration = newValue.duration
      speed = newValue.speed
      timeOffset = newValue.timeOffset
      repeatCount = newValue.repeatCount
      repeatDuration = newValue.repeatDuration
      autoreverses = newValue.autoreverses
      fillMode = newValue.fillMode
    }
  }
}
