import Foundation

/// The eight CAMediaTiming properties as a plain value, with Core Animation's defaults, and the
/// arithmetic of its timing model.
///
/// The model follows Apple's "CAMediaTiming" reference and header comments (active local time
/// t = (tp − beginTime) · speed + timeOffset; `repeatCount` may be fractional, 0 is ignored;
/// `repeatDuration` 0 is ignored; `autoreverses` plays backwards after playing forwards; fill
/// modes freeze the presentation outside the active duration), Technical Q&A QA1673 for the
/// pause idiom, and David Rönnqvist's "Controlling Animation Timing" (ronnqvi.st, objc.io) for
/// how the properties combine (a whole autoreversing pass is forwards then backwards).
public struct MediaTimingValues: Equatable, Sendable {
  /// How long an animation whose duration is 0 or less lasts, as in Core Animation.
  public static let defaultAnimationDuration: CFTimeInterval = 0.25

  /// When the object starts, in its parent's time (0 by default).
  public var beginTime: CFTimeInterval
  /// The length of one pass, in seconds; 0 or less (the default) means 0.25 s for an animation.
  public var duration: CFTimeInterval
  /// How fast local time runs against the parent's (1 by default; 0 pauses).
  public var speed: Float
  /// An offset added to local time, in seconds (0 by default).
  public var timeOffset: CFTimeInterval
  /// How many passes to play, possibly fractional (0 by default: one pass).
  public var repeatCount: Float
  /// How long to repeat for, in seconds (0 by default: `repeatCount` decides).
  public var repeatDuration: CFTimeInterval
  /// Whether each pass plays backwards after playing forwards.
  public var autoreverses: Bool
  /// Where the object's effect holds outside its active duration (`.removed` by default:
  /// nowhere).
  public var fillMode: CAMediaTimingFillMode

  /// Timing values, Core Animation's defaults unless given.
  public init(
    beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Float = 1,
    timeOffset: CFTimeInterval = 0, repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0,
    autoreverses: Bool = false, fillMode: CAMediaTimingFillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Whether local time is the parent's (no `beginTime`, `speed` or `timeOffset` of its own).
  public var followsParentTime: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

  /// The active local time for parent time `t`: (t − beginTime) · speed + timeOffset. With
  /// speed 0 local time stays at `timeOffset`, the pause idiom of QA1673.
  public func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
    (t - beginTime) * Double(speed) + timeOffset
  }

  /// The length of one pass: `duration`, or `unset` when it is 0 or less (0.25 s for an
  /// animation; a layer, which lasts for ever, passes `.infinity`).
  public func simpleDuration(whenUnset unset: CFTimeInterval) -> CFTimeInterval {
    duration > 0 ? duration : unset
  }

  /// The length of one pass of an animation: `duration`, or 0.25 s when it is 0 or less.
  public var simpleDuration: CFTimeInterval {
    simpleDuration(whenUnset: Self.defaultAnimationDuration)
  }

  /// Whether `repeatCount` asks to repeat for ever (`.infinity` or `.greatestFiniteMagnitude`,
  /// as Apple documents) and `repeatDuration` does not override it.
  public var repeatsForever: Bool {
    repeatDuration <= 0 && repeatCount >= .greatestFiniteMagnitude
  }

  /// How long the object is active, from local time 0, for a simple duration of `simple`.
  ///
  /// `repeatDuration` when positive; else `simple` × `repeatCount` (1 when 0 or less), doubled
  /// when the object autoreverses; `.infinity` when it repeats for ever.
  public func activeDuration(simpleDuration simple: CFTimeInterval) -> CFTimeInterval {
    if repeatDuration > 0 { return repeatDuration }
    if repeatsForever { return .infinity }
    let passes = repeatCount > 0 ? Double(repeatCount) : 1
    return simple * passes * (autoreverses ? 2 : 1)
  }

  /// How long an animation is active: `activeDuration(simpleDuration: simpleDuration)`.
  public var activeDuration: CFTimeInterval {
    activeDuration(simpleDuration: simpleDuration)
  }

  /// The fraction 0…1 of the simple duration (before any timing function) an animation shows at
  /// parent time `t`, or nil when it has no effect then.
  ///
  /// Before local time 0 it shows 0 when filling backwards; from the end of its active duration
  /// on, the fraction it ended at when filling forwards (1, or 0 after a whole number of
  /// autoreversing passes, or mid-pass for a fractional repeat count).
  public func progress(atParentTime t: CFTimeInterval) -> Double? {
    let local = localTime(fromParent: t)
    let simple = simpleDuration
    let active = activeDuration(simpleDuration: simple)
    if local < 0 { return fillMode.fillsBackwards ? 0 : nil }
    if local >= active {
      return fillMode.fillsForwards ? endFraction(active: active, simple: simple) : nil
    }
    return fraction(atActiveTime: local, simple: simple)
  }

  /// Whether an animation's active duration is over at parent time `t` (never when it repeats
  /// for ever).
  public func isFinished(atParentTime t: CFTimeInterval) -> Bool {
    let active = activeDuration
    guard active.isFinite else { return false }
    return localTime(fromParent: t) >= active
  }

  /// The fraction shown at active local time `local`, within the active duration.
  private func fraction(atActiveTime local: CFTimeInterval, simple: CFTimeInterval) -> Double {
    guard simple > 0 else { return 1 }
    if autoreverses {
      let within = local.truncatingRemainder(dividingBy: 2 * simple)
      return within <= simple ? within / simple : (2 * simple - within) / simple
    }
    return local.truncatingRemainder(dividingBy: simple) / simple
  }

  /// The fraction shown at the very end of the active duration.
  private func endFraction(active: CFTimeInterval, simple: CFTimeInterval) -> Double {
    guard simple > 0, simple.isFinite else { return autoreverses ? 0 : 1 }
    let cycle = autoreverses ? 2 * simple : simple
    let within = active.truncatingRemainder(dividingBy: cycle)
    let tolerance = cycle * 1e-9
    if within < tolerance || cycle - within < tolerance { return autoreverses ? 0 : 1 }
    return fraction(atActiveTime: within, simple: simple)
  }
}
