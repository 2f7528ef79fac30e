import CBench
import Foundation

struct AdwaitaReport: Codable {
  struct Subject: Codable {
    var name: String
    var cycles: Int
    /// CPU over the whole loop of push + pop cycles, milliseconds.
    var clientCPUMilliseconds: Double
    var serverCPUMilliseconds: Double
    /// How long each push and each pop kept the client busy (the span of 10 ms bins in which
    /// it used CPU), median, seconds: the measured length of its animation.
    var animationSeconds: Double
    /// (client + server CPU) ÷ (cycles × 2 × animationSeconds): CPU per second of animation.
    var cpuPerAnimationSecond: Double
    var cpuPerCycleMilliseconds: Double
  }
  var size: String
  var renderer: String
  var subjects: [Subject]
  var note: String
}

/// libadwaita's own navigation push against ours, both driven with XTest in the same Xvfb at
/// the same size: adwaita-1-demo folded to one column (its leaflet slides the page in when a
/// sidebar row is clicked and out with the back button), and our push scene (the button
/// pushes, Esc pops).
@MainActor
struct AdwaitaProbe {
  let display: OpaquePointer
  var cycles = 8
  var size = (width: 480, height: 800)

  func run(demo: String?) -> AdwaitaReport? {
    var subjects: [AdwaitaReport.Subject] = []
    if let demo, let ours = measureOurs(demo: demo) { subjects.append(ours) }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/adwaita-1-demo"),
      let theirs = measureAdwaita()
    {
      subjects.append(theirs)
    }
    guard !subjects.isEmpty else { return nil }
    return AdwaitaReport(
      size: "\(size.width)x\(size.height)", renderer: "GSK_RENDERER=cairo (software, as ours)",
      subjects: subjects,
      note:
        "push + pop cycles driven with XTest, 1 s apart; CPU from /proc (every thread of the client, and Xvfb)"
    )
  }

  private func measureOurs(demo: String) -> AdwaitaReport.Subject? {
    guard
      let child = Probes.spawn(
        [demo, "--scene", "push", "--size", "\(size.width)x\(size.height)"],
        output: NSTemporaryDirectory() + "transitions-bench-ours.txt")
    else { return nil }
    defer { Probes.stop(child) }
    Thread.sleep(forTimeInterval: 2)
    return loop(
      name: "transitions-demo push scene", pid: child.pid,
      push: { click(x: size.width / 2, y: size.height / 2) },
      pop: { key(0xFF1B) })
  }

  private func measureAdwaita() -> AdwaitaReport.Subject? {
    setenv("GSK_RENDERER", "cairo", 1)
    defer { unsetenv("GSK_RENDERER") }
    guard
      let child = Probes.spawn(
        ["/usr/bin/adwaita-1-demo"], output: NSTemporaryDirectory() + "transitions-bench-adw.txt")
    else { return nil }
    defer { Probes.stop(child) }
    Thread.sleep(forTimeInterval: 3)
    guard let window = topLevel(ofProcess: child.pid) else { return nil }
    XMoveResizeWindow(display, window, 0, 0, UInt32(size.width), UInt32(size.height))
    XRaiseWindow(display, window)
    XSync(display, 0)
    Thread.sleep(forTimeInterval: 1)
    // Folded, it shows the welcome page: back to the sidebar first.
    click(x: 28, y: 27)
    Thread.sleep(forTimeInterval: 1)
    // A row already selected does not navigate: the pushes alternate between the "Clamp"
    // and "Welcome" rows; the back button pops.
    var pushes = 0
    return loop(
      name: "adwaita-1-demo leaflet (libadwaita 1.2)", pid: child.pid,
      push: {
        pushes += 1
        click(x: size.width / 2, y: pushes % 2 == 1 ? 151 : 75)
      },
      pop: { click(x: 28, y: 27) })
  }

  /// `cycles` of push and pop, 1 s apart, sampling the client's CPU every 10 ms.
  private func loop(
    name: String, pid: pid_t, push: () -> Void, pop: () -> Void
  ) -> AdwaitaReport.Subject? {
    let server = Probes.xServerPID()
    let clientStart = Probes.cpuAndSwitches(of: pid).cpuNanoseconds
    let serverStart = server.map { Probes.cpuAndSwitches(of: $0).cpuNanoseconds } ?? 0
    var spans: [Double] = []
    for _ in 0..<cycles {
      push()
      spans.append(busySpan(of: pid, seconds: 1))
      pop()
      spans.append(busySpan(of: pid, seconds: 1))
    }
    let client = Double(Probes.cpuAndSwitches(of: pid).cpuNanoseconds - clientStart) / 1e6
    let serverCPU =
      Double((server.map { Probes.cpuAndSwitches(of: $0).cpuNanoseconds } ?? 0) - serverStart)
      / 1e6
    let animation = Percentiles(spans).p50
    let animationTotal = Double(cycles * 2) * animation
    return AdwaitaReport.Subject(
      name: name, cycles: cycles, clientCPUMilliseconds: client,
      serverCPUMilliseconds: serverCPU, animationSeconds: animation,
      cpuPerAnimationSecond: animationTotal > 0 ? (client + serverCPU) / animationTotal : 0,
      cpuPerCycleMilliseconds: (client + serverCPU) / Double(cycles))
  }

  /// Samples `pid`'s CPU in 10 ms bins for `seconds`; the time from the first to the last bin
  /// in which it ran more than 0.1 ms.
  private func busySpan(of pid: pid_t, seconds: Double) -> Double {
    var last = Probes.cpuAndSwitches(of: pid).cpuNanoseconds
    var first: Int?
    var final = 0
    let bins = Int(seconds * 100)
    let start = ProcessInfo.processInfo.systemUptime
    for bin in 0..<bins {
      let target = start + Double(bin + 1) * 0.01
      let wait = target - ProcessInfo.processInfo.systemUptime
      if wait > 0 { Thread.sleep(forTimeInterval: wait) }
      let now = Probes.cpuAndSwitches(of: pid).cpuNanoseconds
      if now - last > 100_000 {
        if first == nil { first = bin }
        final = bin
      }
      last = now
    }
    guard let first else { return 0 }
    return Double(final - first + 1) * 0.01
  }

  private func click(x: Int, y: Int) {
    XTestFakeMotionEvent(display, XDefaultScreen(display), Int32(x), Int32(y), 0)
    XTestFakeButtonEvent(display, 1, 1, 0)
    XTestFakeButtonEvent(display, 1, 0, 0)
    XFlush(display)
  }

  private func key(_ keysym: UInt) {
    let code = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
    XTestFakeKeyEvent(display, code, 1, 0)
    XTestFakeKeyEvent(display, code, 0, 0)
    XFlush(display)
  }

  /// The largest mapped top-level window whose _NET_WM_PID is `pid`.
  private func topLevel(ofProcess pid: pid_t) -> Window? {
    let root = XDefaultRootWindow(display)
    var rootReturn: Window = 0
    var parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children
    else { return nil }
    defer { XFree(children) }
    let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
    let xaCardinal: Atom = 6  // XA_CARDINAL, a macro Swift does not import
    var best: (Window, Int32)?
    for index in 0..<Int(count) {
      let window = children[index]
      var type: Atom = 0
      var format: Int32 = 0
      var items: UInt = 0
      var after: UInt = 0
      var data: UnsafeMutablePointer<UInt8>?
      guard
        XGetWindowProperty(
          display, window, pidAtom, 0, 1, 0, xaCardinal, &type, &format, &items,
          &after, &data)
          == Success, let data, items == 1
      else { continue }
      let value = data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
      XFree(data)
      guard value == UInt(pid) else { continue }
      var attributes = XWindowAttributes()
      XGetWindowAttributes(display, window, &attributes)
      guard attributes.map_state == IsViewable else { continue }
      let area = attributes.width * attributes.height
      if best == nil || area > best!.1 { best = (window, area) }
    }
    return best?.0
  }
}
