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
@preconcurrency @MainActor
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

/// A timed object that keeps its eight timing properties as one `MediaTimingValues`
/// (`CAAnimation`, `CALayer`): the properties are written here once.
@preconcurrency @MainActor
protocol MediaTimingStorage: CAMediaTiming {
  var timing: MediaTimingValues { get set }
  /// One of the timing properties changed.
  func timingDidChange()
}

extension MediaTimingStorage {
  public var beginTime: CFTimeInterval {
    get { timing.beginTime }
    set { change { $0.beginTime = newValue } }
  }
  /// Seconds of one pass; 0 means Core Animation's default (0.25 s for an animation).
  public var duration: CFTimeInterval {
    get { timing.duration }
    set { change { $0.duration = newValue } }
  }
  public var speed: Float {
    get { timing.speed }
    set { change { $0.speed = newValue } }
  }
  public var timeOffset: CFTimeInterval {
    get { timing.timeOffset }
    set { change { $0.timeOffset = newValue } }
  }
  public var repeatCount: Float {
    get { timing.repeatCount }
    set { change { $0.repeatCount = newValue } }
  }
  public var repeatDuration: CFTimeInterval {
    get { timing.repeatDuration }
    set { change { $0.repeatDuration = newValue } }
  }
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { change { $0.autoreverses = newValue } }
  }
  public var fillMode: CAMediaTimingFillMode {
    get { timing.fillMode }
    set { change { $0.fillMode = newValue } }
  }

  private func change(_ update: (inout MediaTimingValues) -> Void) {
    var values = timing
    update(&values)
    timing = values
    timingDidChange()
  }
}
