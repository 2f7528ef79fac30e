import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Drawing a frame into a back buffer and putting it on the window.
extension X11Host {
  /// Renders the toolkit's frame into a back buffer and presents it at once.
  public func drawFrame() {
    drawFrame(
      for: FramePresenter.Target(displayTime: AnimationClock.systemUptime(), msc: nil), atOnce: true
    )
  }

  /// Renders the toolkit's frame for `target` into a back buffer and presents it then, or at
  /// once.
  func drawFrame(for target: FramePresenter.Target, atOnce: Bool) {
    let start = AnimationClock.systemUptime()
    var list = UIApplication.shared.renderFrame()
    if showsFrameTimes {
      list.commands += frameTimes.overlay(
        in: CGRect(origin: .zero, size: size), avoiding: tools?.overlaysShown ?? [],
        detail: overlayDetail?())
    }
    let buffer = presenter.bufferForNextFrame()
    frameSync?.frameWillDraw()
    lastPlan = painter.paint(list, into: buffer)
    presenter.present(
      buffer, region: lastPlan.presented, at: atOnce ? nil : target,
      followsFrame: lastFrameWantedMore)
    frameSync?.frameDidDraw(
      at: AnimationClock.systemUptime(), atOnce: atOnce, drawnFor: target.displayTime,
      followsFrame: lastFrameWantedMore)
    lastFrameWantedMore = UIApplication.shared.needsFrame
    if showsFrameTimes { XSync(connection.display, 0) }
    backBufferIsDrawn = true
    framesDrawn += 1
    frameTimes.record(AnimationClock.systemUptime() - start)
  }

  /// Draws `window` (of any size, shown or not) into a buffer of its own and reads it back:
  /// pictures composed with the toolkit, such as a filmstrip.
  public func render(_ window: UIWindow) -> RGBAImage? {
    let buffer = BackBuffer(
      connection: connection, window: self.window,
      width: Int32((window.bounds.width * scale).rounded()),
      height: Int32((window.bounds.height * scale).rounded()))
    defer { buffer.destroy() }
    painter.paint(window.displayList(), into: buffer)
    XSync(connection.display, 0)
    return Screenshot.capture(
      display: connection.display, drawable: buffer.pixmap.raw, width: Int(buffer.width),
      height: Int(buffer.height))
  }

  /// What the X server holds for this process (X-Resource); nil when it cannot say.
  public func serverResources() -> ServerResources? {
    ServerResources.query(display: connection.display, ownerOf: window.raw)
  }

  /// The last frame's pixels.
  public func captureFrame() -> RGBAImage? {
    XSync(connection.display, 0)
    return Screenshot.capture(
      display: connection.display, drawable: backBuffer.pixmap.raw,
      width: Int(backBuffer.width), height: Int(backBuffer.height))
  }

  func writeScreenshot(to path: String) -> Int32 {
    guard let image = captureFrame() else {
      FileHandle.standardError.write(
        Data("\(X11ErrorHandlers.programName): cannot read the frame back\n".utf8))
      return 1
    }
    do {
      try PNGFile.write(image, to: path)
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(X11ErrorHandlers.programName): \(error)\n".utf8))
      return 1
    }
  }

  /// Gives the window and everything drawn for it back to the server and closes the
  /// connection: once, at the end of `run()` or when the host goes.
  func shutDown() {
    guard !isShutDown else { return }
    isShutDown = true
    accessibilityBus = nil
    // The toolkit measures text with this host's fonts until another environment comes in:
    // not once their connection is closed.
    if UIApplication.shared.environment.textMeasurer === painter.fonts {
      UIApplication.shared.environment = HostEnvironment(
        clock: UIApplication.shared.environment.clock)
    }
    inputMethod?.close()
    inputMethod = nil
    painter.releaseResources()
    presenter.ring.destroy()
    frameSync?.destroy()
    XFreeGC(connection.display, gc)
    XDestroyWindow(connection.display, window.raw)
    connection.close()
  }

  /// The display's pixels per point: `$GDK_SCALE` if set, else the `Xft.dpi` resource over
  /// 96 rounded (a 192-dpi screen draws at 2), else 1.
  static func displayScale(
    connection: X11Connection,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    if let value = environment["GDK_SCALE"].flatMap(Int.init), value >= 1 { return min(value, 4) }
    guard let resources = XResourceManagerString(connection.display) else { return 1 }
    return scale(fromResources: String(cString: resources))
  }

  /// The scale an X resource string's `Xft.dpi` gives (1 without one).
  nonisolated static func scale(fromResources resources: String) -> Int {
    for line in resources.split(separator: "\n") where line.hasPrefix("Xft.dpi:") {
      let value = line.dropFirst("Xft.dpi:".count).trimmingCharacters(in: .whitespaces)
      if let dpi = Double(value), dpi > 0 { return min(max(Int((dpi / 96).rounded()), 1), 4) }
    }
    return 1
  }
}
