import MiniUIKit

/// A scene's autoplay, on the animation clock: each step runs once, when the time since
/// `play` reaches its own; `everyFrame`, if given, runs every frame with that time, and the
/// script ends when it returns false (without it, after the last step). Playing again starts
/// afresh; the script stops with its scene.
@MainActor
final class AutoplayScript {
  typealias Step = (at: TimeInterval, run: () -> Void)
  private var link: CADisplayLink?

  func play(_ steps: [Step], everyFrame: ((TimeInterval) -> Bool)? = nil) {
    link?.invalidate()
    let start = CACurrentMediaTime()
    var pending = steps.sorted { $0.at < $1.at }
    let link = CADisplayLink { link in
      let elapsed = link.targetTimestamp - start
      while let next = pending.first, elapsed >= next.at {
        pending.removeFirst()
        next.run()
      }
      let goesOn = everyFrame.map { $0(elapsed) } ?? !pending.isEmpty
      if !goesOn { link.invalidate() }
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  isolated deinit { link?.invalidate() }
}
