import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Timing hooks for `--benchmark-frames` and the `transitions-bench` tool (bench/): a frame
/// split by stage, the bare present that is a frame's floor, and the back buffer for a peer
/// painter to draw the same display list into.
extension X11Host {
  /// Per-frame costs measured by `benchmark(frames:)`, in milliseconds.
  public struct BenchmarkResult: Sendable {
    /// Whole frames: toolkit frame, XRender painting, present, and the server's work (XSync).
    public var frames: [Double]
    /// The present alone (XCopyArea of the back buffer + XSync): the floor of a frame.
    public var presents: [Double]

    /// The p-th percentile (0…1) of the frame costs.
    public func framePercentile(_ p: Double) -> Double { FrameTimes.percentile(p, of: frames) }
    /// The p-th percentile (0…1) of the present costs.
    public func presentPercentile(_ p: Double) -> Double {
      FrameTimes.percentile(p, of: presents)
    }
  }

  /// Draws `frames` frames back to back (the clock advancing as usual) and then as many bare
  /// presents, timing each with the server's work included.
  public func benchmark(frames count: Int) -> BenchmarkResult {
    let clock = UIApplication.shared.clock
    var result = BenchmarkResult(frames: [], presents: [])
    for _ in 0..<count {
      let start = AnimationClock.systemUptime()
      if framesDrawn > 0 { clock.advanceFrame() }
      UIApplication.shared.setNeedsDisplay()
      drawFrame()
      XSync(connection.display, 0)
      result.frames.append((AnimationClock.systemUptime() - start) * 1000)
    }
    for _ in 0..<count {
      let start = AnimationClock.systemUptime()
      backBuffer.present(to: window, gc: gc)
      XSync(connection.display, 0)
      result.presents.append((AnimationClock.systemUptime() - start) * 1000)
    }
    return result
  }

  /// One frame's cost by stage, in milliseconds, each with the X server's work included.
  public struct FrameStages: Sendable {
    /// Animation, layout and the display list (`UIApplication.renderFrame`).
    public var toolkit: Double
    /// The XRender calls that paint the list into the back buffer, up to XSync.
    public var paint: Double
    /// XCopyArea of the back buffer to the window, up to XSync.
    public var present: Double
    /// The three together.
    public var total: Double { toolkit + paint + present }
  }

  /// The toolkit's next frame, timed: the clock advances (except before the first frame) and
  /// the toolkit animates, lays out and makes its display list. Returns the milliseconds
  /// taken and the list, for `benchmarkPaint` (and a peer painter) to draw.
  public func benchmarkBuild() -> (milliseconds: Double, list: DisplayList) {
    if framesDrawn > 0 { UIApplication.shared.clock.advanceFrame() }
    XSync(connection.display, 0)
    let start = AnimationClock.systemUptime()
    let list = UIApplication.shared.renderFrame()
    let milliseconds = (AnimationClock.systemUptime() - start) * 1000
    framesDrawn += 1
    return (milliseconds, list)
  }

  /// The next frame, timed by stage: `benchmarkBuild`, `benchmarkPaint`, `benchmarkPresent`.
  public func benchmarkFrame() -> (stages: FrameStages, list: DisplayList) {
    let (toolkit, list) = benchmarkBuild()
    let paint = benchmarkPaint(list)
    let present = benchmarkPresent()
    return (FrameStages(toolkit: toolkit, paint: paint, present: present), list)
  }

  /// The next frame as the run loop draws it, timed whole: the toolkit's frame, its paint and
  /// its present issued back to back, then one XSync for the server to finish them (the run
  /// loop waits for the present's completion instead). Returns the milliseconds taken.
  public func benchmarkFrameSyncedOnce() -> Double {
    if framesDrawn > 0 { UIApplication.shared.clock.advanceFrame() }
    XSync(connection.display, 0)
    let start = AnimationClock.systemUptime()
    let list = UIApplication.shared.renderFrame()
    lastPlan = painter.paint(list, into: backBuffer)
    backBuffer.present(lastPlan.presented, to: window, gc: gc)
    XSync(connection.display, 0)
    let milliseconds = (AnimationClock.systemUptime() - start) * 1000
    framesDrawn += 1
    backBufferIsDrawn = true
    return milliseconds
  }

  /// Paints `list` into the back buffer with the host's painter (no present), up to XSync,
  /// as a frame does: only what changed since the last paint, or all of it when `whole`.
  /// Returns the milliseconds taken.
  public func benchmarkPaint(_ list: DisplayList, whole: Bool = false) -> Double {
    if whole { backBuffer.shownFrame = nil }
    XSync(connection.display, 0)
    let start = AnimationClock.systemUptime()
    lastPlan = painter.paint(list, into: backBuffer)
    XSync(connection.display, 0)
    return (AnimationClock.systemUptime() - start) * 1000
  }

  /// How a frame is painted over the last one: a part of the last frame copied `offset`
  /// away (a scroll) first, if any, then the rectangles repainted (device pixels).
  public struct BenchmarkPlan {
    public var move: (area: CGRect, offset: CGPoint)?
    public var region: [CGRect]
  }

  /// What the last paint did.
  public var benchmarkLastPlan: BenchmarkPlan { BenchmarkPlan(lastPlan) }

  /// What painting `list` next would do.
  public func benchmarkPlan(toPaint list: DisplayList) -> BenchmarkPlan {
    BenchmarkPlan(
      painter.planner.plan(
        from: backBuffer.shownFrame, to: painter.planner.frame(list),
        within: XRenderPainter.whole(backBuffer)))
  }

  /// Presents what the last paint changed (an XCopyArea a rectangle + XSync), as a frame
  /// does. Returns the milliseconds taken.
  public func benchmarkPresent() -> Double {
    XSync(connection.display, 0)
    let start = AnimationClock.systemUptime()
    backBuffer.present(lastPlan.presented, to: window, gc: gc)
    XSync(connection.display, 0)
    backBufferIsDrawn = true
    return (AnimationClock.systemUptime() - start) * 1000
  }

  /// Presents the whole back buffer as it is (XCopyArea + XSync): the floor of a frame.
  /// Returns the milliseconds taken.
  public func benchmarkBarePresent() -> Double {
    XSync(connection.display, 0)
    let start = AnimationClock.systemUptime()
    backBuffer.present(to: window, gc: gc)
    XSync(connection.display, 0)
    backBufferIsDrawn = true
    return (AnimationClock.systemUptime() - start) * 1000
  }

  /// What a peer painter needs to draw into the back buffer: the display connection, the
  /// back buffer's pixmap (drawn with the screen's default visual) and its size in pixels.
  public struct BenchmarkTarget {
    public var display: OpaquePointer
    public var pixmap: UInt
    public var window: UInt
    public var width: Int32
    public var height: Int32
  }

  /// The back buffer as it is now (a resize makes a new one).
  public var benchmarkTarget: BenchmarkTarget {
    BenchmarkTarget(
      display: connection.display, pixmap: backBuffer.pixmap.raw, window: window.raw,
      width: backBuffer.width, height: backBuffer.height)
  }

  /// Resizes the window to `size` points and the back buffer and toolkit with it, at once.
  public func benchmarkResize(to newSize: CGSize) {
    XResizeWindow(
      connection.display, window.raw, UInt32((newSize.width * scale).rounded()),
      UInt32((newSize.height * scale).rounded()))
    XSync(connection.display, 0)
    processPendingEvents()
    if newSize != size { resize(to: newSize) }
  }

  /// Handles the X events that have arrived (a benchmark drives the toolkit itself).
  public func benchmarkHandleEvents() {
    processPendingEvents()
  }

  /// Waits until the X server has done everything asked of it.
  public func synchronize() {
    XSync(connection.display, 0)
  }
}

extension X11Host.BenchmarkPlan {
  init(_ plan: FramePlanner.Plan) {
    self.init(move: plan.move.map { ($0.area, $0.offset) }, region: plan.region)
  }
}
