import Foundation

/// Turns XInput 2 scroll valuators (touchpads, smooth-scrolling wheels) into scroll deltas,
/// and tells which core wheel button presses duplicate them.
///
/// X sends a scroll axis as an absolute valuator; one "click" of scrolling is `increment`
/// units. The delta of an event is the change since the previous event on that valuator
/// (the first event after the pointer enters only sets the baseline). Servers also emulate
/// core wheel buttons 4–7 from smooth scrolling, stamped with the time of the motion that
/// crossed a click: those presses are dropped. Motion the server itself emulates from a
/// classic wheel is ignored here (the core buttons carry it, as steps).
struct SmoothScrollTranslator {
  /// One scroll axis of a device, as XIScrollClassInfo describes it.
  struct Axis: Equatable {
    let valuator: Int
    let isVertical: Bool
    /// Valuator units per click; the sign gives the direction.
    let increment: Double
  }

  private var axes: [Int: [Axis]] = [:]
  /// Last value of each (device, valuator).
  private var lastValues: [Int: [Int: Double]] = [:]
  /// The server time of the last smooth delta given out.
  private var lastSmoothTime: UInt?

  /// Learns a device's scroll axes (replacing what was known of it).
  mutating func setAxes(_ deviceAxes: [Axis], forDevice device: Int) {
    axes[device] = deviceAxes
    lastValues[device] = nil
  }

  var hasScrollAxes: Bool { axes.values.contains { !$0.isEmpty } }

  /// Forgets the baselines (the pointer left and came back, or a device changed).
  mutating func resetBaselines() {
    lastValues = [:]
  }

  /// The scroll of a motion event of `device` carrying `values` (valuator → value), in
  /// clicks (x right, y down); zero when it carries a scroll axis that did not change (a
  /// touchpad's fingers lifting: libinput's driver ends a scroll so, and GTK calls it a scroll
  /// stop); nil when it carries no scroll axis.
  mutating func clicks(
    device: Int, values: [Int: Double], isEmulated: Bool, time: UInt
  ) -> CGPoint? {
    guard let deviceAxes = axes[device] else { return nil }
    var delta = CGPoint.zero
    var moved = false
    var stopped = false
    for axis in deviceAxes {
      guard let value = values[axis.valuator] else { continue }
      let last = lastValues[device]?[axis.valuator]
      lastValues[device, default: [:]][axis.valuator] = value
      guard let last, axis.increment != 0, !isEmulated else { continue }
      let clicks = (value - last) / axis.increment
      guard clicks != 0 else {
        stopped = true
        continue
      }
      moved = true
      if axis.isVertical { delta.y += clicks } else { delta.x += clicks }
    }
    guard moved else { return stopped ? .zero : nil }
    lastSmoothTime = time
    return delta
  }

  /// Whether a core wheel button press at server time `time` was emulated from the smooth
  /// scrolling already given out.
  func isDuplicateWheelPress(at time: UInt) -> Bool {
    lastSmoothTime == time
  }
}
