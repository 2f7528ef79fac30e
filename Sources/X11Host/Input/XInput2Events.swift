import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// XInput 2 input for the host's window: smooth scrolling (XI 2.1: touchpads and
/// high-resolution wheels scroll by their exact amounts), touch screens (XI 2.2) and touchpad
/// pinch gestures (XI 2.4), each used when the server has it.
///
/// Selecting XI2 motion on the window means the server no longer sends this client core
/// motion events there, so pointer motion also comes through here (as drags while button 1
/// is held). Without XInput 2.1 none of this is there, and core events do it all.
@MainActor
final class XInput2Events {
  /// What an XI2 event meant for the toolkit.
  enum Input {
    /// Scrolled by `clicks` (x right, y down) at `location`; from a touchpad, zero clicks
    /// end a scroll (the fingers lifted).
    case scroll(
      clicks: CGPoint, location: CGPoint, modifiers: UIKeyModifierFlags, isTouchpad: Bool)
    /// The pointer moved to `location` with button 1 held.
    case drag(location: CGPoint, modifiers: UIKeyModifierFlags)
    /// Fingers went down, moved or lifted (touch screen touches, or a touchpad pinch).
    case touches([Int: CGPoint], phase: UITouch.Phase, modifiers: UIKeyModifierFlags)
    /// A device was removed or disabled: the touches it had down end with no event.
    case devicesRemoved
  }

  private let display: OpaquePointer
  private let opcode: Int32
  private var translator = SmoothScrollTranslator()
  private var touchTranslator = XInputTouchTranslator()
  /// The slave pointers that are touchpads (their events name them as `sourceid`).
  private var touchpads: Set<Int32> = []
  /// The X time of the last event decoded.
  private(set) var lastTime: UInt = 0

  /// Sets it up for `window`; nil when the server lacks XInput 2.1.
  init?(connection: X11Connection, window: XWindowID) {
    display = connection.display
    var opcode: Int32 = 0
    var firstEvent: Int32 = 0
    var firstError: Int32 = 0
    guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0
    else { return nil }
    // Ask for 2.4; the server answers with what it has.
    var major: Int32 = 2
    var minor: Int32 = 4
    guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || minor >= 1 else {
      return nil
    }
    self.opcode = opcode
    loadDevices()
    var events = [XI_Motion, XI_Enter, XI_DeviceChanged]
    if major > 2 || minor >= 2 { events += [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] }
    if major > 2 || minor >= 4 {
      events += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd]
    }
    var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
    for event in events {
      bits[Int(event) >> 3] |= UInt8(1 << (Int(event) & 7))
    }
    bits.withUnsafeMutableBufferPointer { buffer in
      var mask = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      _ = XISelectEvents(display, window.raw, &mask, 1)
    }
    // Devices coming and going, which only XIAllDevices hears.
    var hierarchy = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
    hierarchy[Int(XI_HierarchyChanged) >> 3] |= UInt8(1 << (Int(XI_HierarchyChanged) & 7))
    hierarchy.withUnsafeMutableBufferPointer { buffer in
      var mask = XIEventMask(
        deviceid: XIAllDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
      _ = XISelectEvents(display, window.raw, &mask, 1)
    }
  }

  /// Reads the scroll axes of the master devices, and which pointers are touchpads.
  private func loadDevices() {
    loadAxes()
    touchpads = findTouchpads()
  }

  /// The slave pointers that are touchpads, found as GTK finds them: a boolean property
  /// only touchpad drivers give (libinput's tapping, synaptics', the cmt driver's), or touch
  /// that moves a pointer rather than points at the screen (XIDependentTouch).
  private func findTouchpads() -> Set<Int32> {
    var count: Int32 = 0
    guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return [] }
    defer { XIFreeDeviceInfo(devices) }
    var found: Set<Int32> = []
    for device in UnsafeBufferPointer(start: devices, count: Int(count))
    where device.use == XISlavePointer {
      let properties = Set(
        Self.touchpadProperties.filter { hasBooleanProperty($0, device: device.deviceid) })
      var dependentTouch = false
      for index in 0..<Int(device.num_classes) {
        guard let info = device.classes[index], info.pointee.type == XITouchClass else { continue }
        let touch = UnsafeRawPointer(info).assumingMemoryBound(to: XITouchClassInfo.self).pointee
        dependentTouch = dependentTouch || (touch.mode == XIDependentTouch && touch.num_touches > 0)
      }
      if Self.isTouchpad(booleanProperties: properties, hasDependentTouch: dependentTouch) {
        found.insert(device.deviceid)
      }
    }
    return found
  }

  /// The properties that only touchpad drivers give their devices.
  nonisolated static let touchpadProperties = [
    "libinput Tapping Enabled", "Synaptics Off", "Raw Touch Passthrough",
  ]

  /// Whether a pointer with these of `touchpadProperties` (as one-byte integers) and touch of
  /// its own is a touchpad.
  nonisolated static func isTouchpad(booleanProperties: Set<String>, hasDependentTouch: Bool)
    -> Bool
  {
    !booleanProperties.isDisjoint(with: touchpadProperties) || hasDependentTouch
  }

  /// Whether `device` has the property `name` as one 8-bit integer.
  private func hasBooleanProperty(_ name: String, device: Int32) -> Bool {
    let atom = XInternAtom(display, name, 1)
    guard atom != 0 else { return false }
    var type: Atom = 0
    var format: Int32 = 0
    var items: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XIGetProperty(
      display, device, atom, 0, 1, 0, Atom(AnyPropertyType), &type, &format, &items, &after,
      &data)
    defer { if let data { XFree(data) } }
    return status == Success && type == CX11_XA_INTEGER && format == 8 && items == 1
  }

  /// Reads the scroll axes of the master devices.
  private func loadAxes() {
    var count: Int32 = 0
    guard let devices = XIQueryDevice(display, XIAllMasterDevices, &count) else { return }
    defer { XIFreeDeviceInfo(devices) }
    for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
      var axes: [SmoothScrollTranslator.Axis] = []
      for index in 0..<Int(device.num_classes) {
        guard let info = device.classes[index], info.pointee.type == XIScrollClass else { continue }
        let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
        axes.append(
          SmoothScrollTranslator.Axis(
            valuator: Int(scroll.number), isVertical: scroll.scroll_type == XIScrollTypeVertical,
            increment: scroll.increment))
      }
      translator.setAxes(axes, forDevice: Int(device.deviceid))
    }
  }

  /// The meaning of a GenericEvent, if it is one of ours.
  func input(from event: inout XEvent) -> Input? {
    guard event.xcookie.extension == opcode, XGetEventData(display, &event.xcookie) != 0 else {
      return nil
    }
    defer { XFreeEventData(display, &event.xcookie) }
    switch event.xcookie.evtype {
    case XI_Enter:
      translator.resetBaselines()
    case XI_DeviceChanged:
      loadDevices()
      translator.resetBaselines()
    case XI_HierarchyChanged:
      guard let data = event.xcookie.data else { return nil }
      let change = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
      loadDevices()
      // A pointer (or touch) device gone; a keyboard pulled out ends no touch.
      let gone = XIMasterRemoved | XISlaveRemoved | XIDeviceDisabled | XISlaveDetached
      let pointers: Set<Int32> = [XIMasterPointer, XISlavePointer, XIFloatingSlave]
      let devices = UnsafeBufferPointer(start: change.info, count: Int(change.num_info))
      guard devices.contains(where: { $0.flags & gone != 0 && pointers.contains($0.use) })
      else { return nil }
      return .devicesRemoved
    case XI_Motion:
      guard let data = event.xcookie.data else { return nil }
      let motion = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
      lastTime = UInt(motion.time)
      let location = CGPoint(x: motion.event_x.rounded(), y: motion.event_y.rounded())
      let modifiers = EventTranslator.modifiers(UInt32(truncatingIfNeeded: motion.mods.effective))
      let isTouchpad = touchpads.contains(motion.sourceid)
      if let clicks = translator.clicks(
        device: Int(motion.deviceid), values: Self.values(of: motion.valuators),
        isEmulated: motion.flags & XIPointerEmulated != 0, time: UInt(motion.time)),
        clicks != .zero || isTouchpad
      {
        return .scroll(
          clicks: clicks, location: location, modifiers: modifiers, isTouchpad: isTouchpad)
      }
      if Self.isSet(1, in: motion.buttons.mask, length: motion.buttons.mask_len) {
        return .drag(location: location, modifiers: modifiers)
      }
    case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
      guard let data = event.xcookie.data else { return nil }
      let touch = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
      lastTime = UInt(touch.time)
      let phase: UITouch.Phase =
        switch event.xcookie.evtype {
        case XI_TouchBegin: .began
        case XI_TouchUpdate: .moved
        default: .ended
        }
      let location = CGPoint(x: touch.event_x.rounded(), y: touch.event_y.rounded())
      return .touches(
        [XInputTouchTranslator.touch(forDetail: Int(touch.detail)): location], phase: phase,
        modifiers: EventTranslator.modifiers(UInt32(truncatingIfNeeded: touch.mods.effective)))
    case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
      guard let data = event.xcookie.data else { return nil }
      let pinch = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
      lastTime = UInt(pinch.time)
      return pinchInput(pinch, type: event.xcookie.evtype)
    default:
      break
    }
    return nil
  }

  /// A touchpad pinch's begin, update or end, as the fingers of an emulated pinch.
  private func pinchInput(_ pinch: XIGesturePinchEvent, type: Int32) -> Input {
    let modifiers = EventTranslator.modifiers(UInt32(truncatingIfNeeded: pinch.mods.effective))
    switch type {
    case XI_GesturePinchBegin:
      let centre = CGPoint(x: pinch.event_x, y: pinch.event_y)
      return .touches(
        touchTranslator.pinchBegan(at: centre, scale: pinch.scale), phase: .began,
        modifiers: modifiers)
    case XI_GesturePinchUpdate:
      let delta = CGPoint(x: pinch.delta_x, y: pinch.delta_y)
      return .touches(
        touchTranslator.pinchUpdated(
          delta: delta, scale: pinch.scale, angleDelta: pinch.delta_angle), phase: .moved,
        modifiers: modifiers)
    default:
      let cancelled = pinch.flags & Int32(XIGesturePinchEventCancelled) != 0
      return .touches(
        touchTranslator.pinchFingers(), phase: cancelled ? .cancelled : .ended,
        modifiers: modifiers)
    }
  }

  /// Whether a core wheel press at server time `time` repeats smooth scrolling.
  func isDuplicateWheelPress(at time: Time) -> Bool {
    translator.isDuplicateWheelPress(at: UInt(time))
  }

  /// The valuators an event carries: set bits of the mask, values in order.
  private static func values(of state: XIValuatorState) -> [Int: Double] {
    var values: [Int: Double] = [:]
    var next = 0
    for bit in 0..<(Int(state.mask_len) * 8)
    where isSet(bit, in: state.mask, length: state.mask_len) {
      values[bit] = state.values[next]
      next += 1
    }
    return values
  }

  private static func isSet(_ bit: Int, in mask: UnsafeMutablePointer<UInt8>?, length: Int32)
    -> Bool
  {
    guard let mask, bit >> 3 < Int(length) else { return false }
    return mask[bit >> 3] & UInt8(1 << (bit & 7)) != 0
  }
}
