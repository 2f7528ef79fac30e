import CBench
import Foundation

/// Child processes measured from outside: CPU time and wake-ups from /proc, peak memory from
/// wait4, X server resources through the X-Resource extension.
enum Probes {
  /// A child started with posix_spawn, its output going to a file.
  struct Child {
    let pid: pid_t
    let output: String
  }

  static func spawn(_ arguments: [String], output: String) -> Child? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    return status == 0 ? Child(pid: pid, output: output) : nil
  }

  /// Waits for `child`; its exit status.
  @discardableResult
  static func wait(_ child: Child) -> Int32 {
    var status: Int32 = 0
    _ = waitpid(child.pid, &status, 0)
    return status
  }

  /// Waits for `child`, reading its peak resident set (KiB) from /proc every millisecond until
  /// it ends; its exit status and that peak. Not `wait4`'s `ru_maxrss`: posix_spawn starts the
  /// child in this process's memory, and exec records that memory's peak as the child's.
  static func waitMeasuringPeak(_ child: Child) -> (status: Int32, peakRSSKiB: Int) {
    var status: Int32 = 0
    var peak = 0
    while waitpid(child.pid, &status, WNOHANG) == 0 {
      if let text = try? String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
      {
        peak = max(peak, kib)
      }
      usleep(1000)
    }
    return (status, peak)
  }

  static func stop(_ child: Child) {
    kill(child.pid, SIGTERM)
    _ = wait(child)
  }

  /// CPU time (ns, every thread) and context switches (every thread: each is a wake-up or a
  /// preemption) of a process, from /proc.
  static func cpuAndSwitches(of pid: pid_t) -> (cpuNanoseconds: Int, switches: Int) {
    var cpu = 0
    var switches = 0
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for task in tasks {
      let base = "/proc/\(pid)/task/\(task)"
      if let schedstat = try? String(contentsOfFile: base + "/schedstat", encoding: .utf8),
        let first = schedstat.split(separator: " ").first, let value = Int(first)
      {
        cpu += value
      }
      if let status = try? String(contentsOfFile: base + "/status", encoding: .utf8) {
        for line in status.split(separator: "\n")
        where line.hasPrefix("voluntary_ctxt_switches")
          || line.hasPrefix("nonvoluntary_ctxt_switches")
        {
          switches +=
            Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        }
      }
    }
    return (cpu, switches)
  }

  /// The X server's process: the Xvfb whose command line names our display.
  static func xServerPID() -> pid_t? {
    guard let display = ProcessInfo.processInfo.environment["DISPLAY"] else { return nil }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { continue }
      let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      if let first = words.first, first.hasSuffix("Xvfb") || first.hasSuffix("Xorg"),
        words.contains(display)
      {
        return pid
      }
    }
    return nil
  }

  /// The X-Resource extension's count of each resource type a client holds, by the client's
  /// process id (nil when the server does not say).
  static func xResources(ofProcess pid: pid_t, display: OpaquePointer) -> [String: Int]? {
    var spec = XResClientIdSpec(client: 0, mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue))
    var count: Int = 0
    var ids: UnsafeMutablePointer<XResClientIdValue>?
    guard XResQueryClientIds(display, 1, &spec, &count, &ids) == 0, let ids else { return nil }
    defer { XResClientIdsDestroy(count, ids) }
    var client: XID?
    for index in 0..<count where XResGetClientPid(ids + index) == pid {
      client = ids[index].spec.client
    }
    guard let client else { return nil }
    var types: Int32 = 0
    var list: UnsafeMutablePointer<XResType>?
    guard XResQueryClientResources(display, client, &types, &list) != 0, let list else {
      return nil
    }
    defer { XFree(list) }
    var result: [String: Int] = [:]
    for index in 0..<Int(types) {
      let type = list[index]
      var name = "atom \(type.resource_type)"
      if let atomName = XGetAtomName(display, type.resource_type) {
        name = String(cString: atomName)
        XFree(atomName)
      }
      result[name] = Int(type.count)
    }
    return result
  }
}
