import Foundation
import Logging
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Records what an animation tells its delegate.
@MainActor
private final class DelegateRecorder: CAAnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \(flag)")
  }
}

/// Layer animations as Core Animation documents them: key paths, from/to/by, timing through
/// the layer tree, removal and delegates, implicit animations, bad input, and the layer tree
/// kept in step with views.
@MainActor
final class LayerAnimationTests: AnimationTestCase {
  private let messages = RecordingLogHandler.Messages()
  private let accuracy: CGFloat = 1e-6

  nonisolated override func setUp() {
    super.setUp()
    let messages = messages
    MainActor.assumeIsolated {
      UIApplication.shared.environment.logger = Logger(label: "test") { _ in
        RecordingLogHandler(messages: messages)
      }
    }
  }

  // MARK: Helpers

  /// A linear animation of `keyPath` from `from` to `to` over 1 s.
  private func basic(_ keyPath: String, from: Any?, to: Any?, by: Any? = nil) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = 1
    return animation
  }

  /// Adds a linear 1 s animation of `keyPath` to `layer`, lets half of it pass, and returns
  /// the values on screen.
  private func halfway(
    _ layer: CALayer = CALayer(), _ keyPath: String, from: Any, to: Any
  ) -> LayerProperties {
    layer.add(basic(keyPath, from: from, to: to), forKey: "test")
    step(frames: 30)
    return layer.presentationProperties()
  }

  private func assertEqual(
    _ a: CATransform3D, _ b: CATransform3D, file: StaticString = #filePath, line: UInt = #line
  ) {
    let pairs: [(CGFloat, CGFloat)] = [
      (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
      (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
      (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
      (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    for (index, (x, y)) in pairs.enumerated() {
      XCTAssertEqual(x, y, accuracy: accuracy, "element \(index)", file: file, line: line)
    }
  }

  private func assertEqual(
    _ a: UIColor?, _ b: UIColor, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let a else { return XCTFail("no colour", file: file, line: line) }
    XCTAssertEqual(a.red, b.red, accuracy: accuracy, "red", file: file, line: line)
    XCTAssertEqual(a.green, b.green, accuracy: accuracy, "green", file: file, line: line)
    XCTAssertEqual(a.blue, b.blue, accuracy: accuracy, "blue", file: file, line: line)
    XCTAssertEqual(a.alpha, b.alpha, accuracy: accuracy, "alpha", file: file, line: line)
  }

  private func opacity(_ layer: CALayer) -> CGFloat { layer.presentationProperties().opacity }

  /// The colours of the fills in `window`'s display list, in drawing order, without the
  /// window's own background.
  private func fillColors(_ window: UIWindow) -> [UIColor] {
    window.displayList().commands.compactMap {
      if case .fill(_, let color, _) = $0.kind, color != window.backgroundColor { return color }
      return nil
    }
  }

  // MARK: 1. Key paths

  func testGeometryKeyPathsInterpolateToTheMidpoint() async {
    XCTAssertEqual(
      halfway(.init(), "position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200))
        .position, CGPoint(x: 50, y: 100))

    let layer = CALayer()
    layer.position = CGPoint(x: 7, y: 9)
    let x = halfway(layer, "position.x", from: 0, to: 100).position
    XCTAssertEqual(x.x, 50, accuracy: accuracy)
    XCTAssertEqual(x.y, 9, accuracy: accuracy, "y is left alone")

    XCTAssertEqual(
      halfway(
        .init(), "bounds", from: CGRect(x: 0, y: 0, width: 10, height: 20),
        to: CGRect(x: 20, y: 40, width: 30, height: 60)
      ).bounds, CGRect(x: 10, y: 20, width: 20, height: 40))

    let sized = CALayer()
    sized.bounds = CGRect(x: 5, y: 6, width: 1, height: 1)
    XCTAssertEqual(
      halfway(
        sized, "bounds.size", from: CGSize(width: 10, height: 20), to: CGSize(width: 30, height: 60)
      )
      .bounds, CGRect(x: 5, y: 6, width: 20, height: 40))

    XCTAssertEqual(
      halfway(.init(), "opacity", from: Float(0), to: Float(1)).opacity, 0.5, accuracy: accuracy)
    XCTAssertEqual(
      halfway(.init(), "cornerRadius", from: 0, to: 10).cornerRadius, 5, accuracy: accuracy)
    XCTAssertEqual(
      halfway(.init(), "borderWidth", from: 0, to: 4).borderWidth, 2, accuracy: accuracy)
    XCTAssertEqual(
      halfway(.init(), "shadowOffset", from: CGSize.zero, to: CGSize(width: 10, height: 20))
        .shadowOffset, CGSize(width: 5, height: 10))
    XCTAssertEqual(
      halfway(
        .init(), "shadowPath", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
        to: CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
      ).shadowPath, CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 30)))
    let colored = halfway(
      .init(), "backgroundColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor)
    assertEqual(colored.backgroundColor, UIColor(red: 0.5, green: 0, blue: 0.5))
  }

  func testTransformKeyPathsInterpolateToTheMidpoint() async {
    assertEqual(
      halfway(
        .init(), "transform", from: CATransform3DIdentity, to: CATransform3DMakeScale(3, 3, 1)
      ).transform, CATransform3DMakeScale(2, 2, 1))
    assertEqual(
      halfway(.init(), "transform.scale", from: 1, to: 3).transform,
      CATransform3DMakeScale(2, 2, 2))
    assertEqual(
      halfway(.init(), "transform.rotation.z", from: 0, to: CGFloat.pi / 2).transform,
      CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
    assertEqual(
      halfway(.init(), "transform.translation.x", from: 0, to: 100).transform,
      CATransform3DMakeTranslation(50, 0, 0))
  }

  func testShapeKeyPathsInterpolateToTheMidpoint() async {
    let path = halfway(
      CAShapeLayer(), "path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
      to: CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 50)))
    XCTAssertEqual(path.path, CGPath(rect: CGRect(x: 5, y: 10, width: 20, height: 30)))
    XCTAssertEqual(
      halfway(CAShapeLayer(), "strokeStart", from: 0, to: 0.5).strokeStart, 0.25,
      accuracy: accuracy)
    XCTAssertEqual(
      halfway(CAShapeLayer(), "strokeEnd", from: 0, to: 1).strokeEnd, 0.5, accuracy: accuracy)
    XCTAssertEqual(
      halfway(CAShapeLayer(), "lineWidth", from: 0, to: 10).lineWidth, 5, accuracy: accuracy)
    assertEqual(
      halfway(CAShapeLayer(), "fillColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor)
        .fillColor, UIColor(white: 0.5))

    // The public face says the same: the presentation copy is a shape layer with the path.
    let shape = CAShapeLayer()
    shape.add(
      basic("strokeEnd", from: 0, to: 1), forKey: "stroke")
    step(frames: 15)
    XCTAssertEqual(shape.presentation()?.strokeEnd ?? -1, 0.25, accuracy: accuracy)
    XCTAssertEqual(shape.strokeEnd, 1, "the model keeps its value")
  }

  func testRarelySetValuesStayWithTheirOwnLayer() async {
    // Layers share the defaults of their rarely set values until one sets its own.
    let first = CALayer()
    let second = CALayer()
    first.shadowRadius = 12
    first.borderColor = UIColor.red.cgColor
    XCTAssertEqual(first.shadowRadius, 12)
    XCTAssertEqual(second.shadowRadius, 3)
    XCTAssertEqual(CALayer().shadowRadius, 3)
    assertEqual(second.borderColor.map(UIColor.init(cgColor:)), .black)

    first.add(basic("shadowRadius", from: 0, to: 20), forKey: "radius")
    step(frames: 15)
    XCTAssertEqual(first.presentation()?.shadowRadius ?? -1, 5, accuracy: accuracy)
    XCTAssertEqual(first.shadowRadius, 12, "the model keeps its value")
    XCTAssertEqual(second.presentation()?.shadowRadius ?? -1, 3, accuracy: accuracy)
  }

  func testGradientKeyPathsInterpolateToTheMidpoint() async {
    let colors = halfway(
      CAGradientLayer(), "colors", from: [UIColor.red.cgColor, UIColor.black.cgColor],
      to: [UIColor.blue.cgColor, UIColor.white.cgColor]
    ).colors
    XCTAssertEqual(colors?.count, 2)
    assertEqual(colors?.first, UIColor(red: 0.5, green: 0, blue: 0.5))
    assertEqual(colors?.last, UIColor(white: 0.5))

    let locations = halfway(
      CAGradientLayer(), "locations", from: [NSNumber(value: 0), NSNumber(value: 1)],
      to: [NSNumber(value: 0.5), NSNumber(value: 1)]
    ).locations
    XCTAssertEqual(locations?.count, 2)
    XCTAssertEqual(locations?.first ?? -1, 0.25, accuracy: accuracy)
    XCTAssertEqual(locations?.last ?? -1, 1, accuracy: accuracy)

    XCTAssertEqual(
      halfway(CAGradientLayer(), "startPoint", from: CGPoint.zero, to: CGPoint(x: 1, y: 1))
        .startPoint, CGPoint(x: 0.5, y: 0.5))
  }

  // MARK: 2. From, to, by

  func testFromToByRules() async {
    // The model value is 100; each pair of values (or one, with the model) gives the ends.
    let cases: [(name: String, from: Any?, to: Any?, by: Any?, expected: CGFloat)] = [
      ("from+to", 20, 60, nil, 40),
      ("from+by", 20, nil, 40, 40),
      ("by+to", nil, 60, 40, 40),
      ("only from", 20, nil, nil, 60),
      ("only to", nil, 60, nil, 80),
      ("only by", nil, nil, 40, 120),
    ]
    var layers: [CALayer] = []
    for entry in cases {
      let layer = CALayer()
      layer.position = CGPoint(x: 100, y: 0)
      layer.add(basic("position.x", from: entry.from, to: entry.to, by: entry.by), forKey: "x")
      layers.append(layer)
    }
    let additive = CALayer()
    additive.position = CGPoint(x: 100, y: 0)
    let animation = basic("position.x", from: 0, to: 40)
    animation.isAdditive = true
    additive.add(animation, forKey: "x")

    step(frames: 30)
    for (entry, layer) in zip(cases, layers) {
      XCTAssertEqual(
        layer.presentation()?.position.x ?? -1, entry.expected, accuracy: accuracy, entry.name)
    }
    XCTAssertEqual(
      additive.presentation()?.position.x ?? -1, 120, accuracy: accuracy, "added to the model")
  }

  // MARK: 3. Timing

  func testFillModesWithABeginTimeInTheFuture() async {
    let modes: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
    let layers = modes.map { mode -> CALayer in
      let layer = CALayer()
      let animation = basic("opacity", from: 0.2, to: 0.8)
      animation.beginTime = CACurrentMediaTime() + 0.5
      animation.fillMode = mode
      animation.isRemovedOnCompletion = false
      layer.add(animation, forKey: "fade")
      return layer
    }
    step(toTime: now + 0.25)
    XCTAssertEqual(layers.map(opacity), [1, 1, 0.2, 0.2], "before the begin time")
    step(frames: 45)  // 1 s: half way
    for layer in layers { XCTAssertEqual(opacity(layer), 0.5, accuracy: accuracy) }
    step(frames: 45)  // 1.75 s: after the end
    XCTAssertEqual(layers.map(opacity), [1, 0.8, 1, 0.8], "after the end")
  }

  func testBeginTimeInThePastStartsPartWay() async {
    let layer = CALayer()
    let animation = basic("opacity", from: 0, to: 1)
    animation.beginTime = CACurrentMediaTime() - 0.5
    layer.add(animation, forKey: "fade")
    XCTAssertEqual(opacity(layer), 0.5, accuracy: accuracy)
    step(frames: 15)
    XCTAssertEqual(opacity(layer), 0.75, accuracy: accuracy)
  }

  func testAutoreversesRepeatedTwice() async {
    let layer = CALayer()
    let animation = basic("opacity", from: 0, to: 1)
    animation.autoreverses = true
    animation.repeatCount = 2
    layer.add(animation, forKey: "pulse")
    // One repeat is there and back (2 s): 4 s in all.
    let expected: [(Int, CGFloat)] = [(15, 0.25), (45, 0.75), (75, 0.75), (135, 0.25), (210, 0.5)]
    var frames = 0
    for (frame, value) in expected {
      step(frames: frame - frames)
      frames = frame
      XCTAssertEqual(opacity(layer), value, accuracy: accuracy, "at frame \(frame)")
    }
    step(frames: 234 - frames)
    XCTAssertNotNil(layer.animation(forKey: "pulse"), "still running at 3.9 s")
    step(frames: 8)
    XCTAssertNil(layer.animation(forKey: "pulse"), "over after 4 s")
    XCTAssertEqual(opacity(layer), 1)
  }

  func testSpeedOfTheAnimationAndOfTheLayer() async {
    let fast = CALayer()
    let animation = basic("opacity", from: 0, to: 1)
    animation.speed = 2
    fast.add(animation, forKey: "fade")

    let fastLayer = CALayer()
    fastLayer.speed = 2
    fastLayer.add(basic("opacity", from: 0, to: 1), forKey: "fade")

    step(frames: 15)
    XCTAssertEqual(opacity(fast), 0.5, accuracy: accuracy)
    XCTAssertEqual(opacity(fastLayer), 0.5, accuracy: accuracy)
    step(frames: 16)
    XCTAssertNil(fast.animation(forKey: "fade"), "over after 0.5 s")
    XCTAssertNil(fastLayer.animation(forKey: "fade"), "over after 0.5 s")
  }

  func testPausedLayerHoldsItsAnimation() async {
    let layer = CALayer()
    layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
    step(frames: 18)
    // QA1673: pause.
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    XCTAssertEqual(opacity(layer), 0.3, accuracy: accuracy)
    step(frames: 120)
    XCTAssertEqual(opacity(layer), 0.3, accuracy: accuracy, "held while paused")
    XCTAssertNotNil(layer.animation(forKey: "fade"), "not ended while paused")
    // QA1673: resume.
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    XCTAssertEqual(opacity(layer), 0.3, accuracy: accuracy, "resumes where it stopped")
    step(frames: 12)
    XCTAssertEqual(opacity(layer), 0.5, accuracy: accuracy)
  }

  func testPausedSuperlayerPausesItsSublayers() async {
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    child.add(basic("opacity", from: 0, to: 1), forKey: "fade")
    step(frames: 18)
    let pausedTime = parent.convertTime(CACurrentMediaTime(), from: nil)
    parent.speed = 0
    parent.timeOffset = pausedTime
    step(frames: 120)
    XCTAssertEqual(opacity(child), 0.3, accuracy: accuracy)
    XCTAssertNotNil(child.animation(forKey: "fade"))
  }

  // MARK: 4. Removal and delegates

  func testAnimationIsRemovedAtItsEndAndTheModelShows() async {
    let layer = CALayer()
    layer.opacity = 0.4
    let animation = basic("opacity", from: 0, to: 1)
    XCTAssertTrue(animation.isRemovedOnCompletion)
    layer.add(animation, forKey: "fade")
    XCTAssertEqual(layer.animationKeys(), ["fade"])
    step(frames: 59)
    XCTAssertNotNil(layer.animation(forKey: "fade"))
    step(frames: 2)
    XCTAssertNil(layer.animation(forKey: "fade"))
    XCTAssertNil(layer.animationKeys())
    XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.4, accuracy: 1e-6)
  }

  func testDelegateHearsStartAndStop() async {
    let finishing = DelegateRecorder()
    let removed = DelegateRecorder()
    let replaced = DelegateRecorder()
    let layer = CALayer()
    let other = CALayer()

    let first = basic("opacity", from: 0, to: 1)
    first.delegate = finishing
    layer.add(first, forKey: "fade")
    let second = basic("position.x", from: 0, to: 1)
    second.delegate = removed
    other.add(second, forKey: "move")
    let third = basic("position.y", from: 0, to: 1)
    third.delegate = replaced
    other.add(third, forKey: "drop")

    step()
    XCTAssertEqual(finishing.events, ["start"])
    XCTAssertEqual(removed.events, ["start"])
    other.removeAnimation(forKey: "move")
    XCTAssertEqual(removed.events, ["start", "stop false"], "removed early")
    other.add(basic("position.y", from: 5, to: 6), forKey: "drop")
    XCTAssertEqual(replaced.events, ["start", "stop false"], "replaced under its key")

    step(toTime: now + 1)
    step()
    XCTAssertEqual(finishing.events, ["start", "stop true"])
    XCTAssertEqual(removed.events, ["start", "stop false"], "told once")
    XCTAssertEqual(replaced.events, ["start", "stop false"], "told once")
  }

  // MARK: 5. Implicit animations

  func testStandaloneLayerInATreeAnimatesImplicitly() async {
    let parent = CALayer()
    let layer = CALayer()
    parent.addSublayer(layer)
    layer.opacity = 0
    XCTAssertEqual(layer.opacity, 0, "the model changes at once")
    let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
    XCTAssertNotNil(implicit)
    XCTAssertEqual(implicit?.duration, CATransaction.animationDuration())
    XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    XCTAssertEqual(opacity(layer), 1, accuracy: accuracy, "from the value on screen")
    step(frames: 6)
    let onScreen = opacity(layer)
    XCTAssertLessThan(onScreen, 1)
    XCTAssertGreaterThan(onScreen, 0)
    // A new change starts from what is on screen now.
    layer.opacity = 1
    XCTAssertEqual(opacity(layer), onScreen, accuracy: accuracy)
    step(frames: 16)
    XCTAssertEqual(opacity(layer), 1, accuracy: accuracy)
    XCTAssertNil(layer.animationKeys(), "over after 0.25 s")
  }

  func testNoImplicitAnimationWithoutSuperlayerOrWhenDisabled() async {
    let alone = CALayer()
    alone.opacity = 0
    XCTAssertNil(alone.animationKeys(), "no superlayer")
    XCTAssertEqual(opacity(alone), 0)

    let parent = CALayer()
    let disabled = CALayer()
    parent.addSublayer(disabled)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    disabled.opacity = 0
    CATransaction.commit()
    XCTAssertNil(disabled.animationKeys(), "setDisableActions(true)")
    XCTAssertEqual(opacity(disabled), 0)

    let nulled = CALayer()
    parent.addSublayer(nulled)
    nulled.actions = ["opacity": NSNull()]
    nulled.opacity = 0
    nulled.position = CGPoint(x: 10, y: 10)
    XCTAssertNil(nulled.animation(forKey: "opacity"), "NSNull action")
    XCTAssertEqual(opacity(nulled), 0)
    XCTAssertNotNil(nulled.animation(forKey: "position"), "other keys still animate")
  }

  func testViewsOwnLayerNeverAnimatesImplicitly() async {
    let root = makeView()
    let view = makeView()
    root.addSubview(view)
    view.layer.opacity = 0.5
    view.layer.cornerRadius = 10
    view.layer.position = CGPoint(x: 70, y: 80)
    view.layer.backgroundColor = UIColor.red.cgColor
    XCTAssertNil(view.layer.animationKeys())
    let shown = view.layer.presentationProperties()
    XCTAssertEqual(shown.opacity, 0.5, accuracy: accuracy)
    XCTAssertEqual(shown.cornerRadius, 10)
    XCTAssertEqual(shown.position, CGPoint(x: 70, y: 80))
    XCTAssertEqual(view.alpha, 0.5, accuracy: accuracy)
  }

  func testTransactionCompletionRunsAfterItsAnimations() async {
    let parent = CALayer()
    let layer = CALayer()
    parent.addSublayer(layer)
    var done = false
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setCompletionBlock { done = true }
    layer.opacity = 0
    CATransaction.commit()
    XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, 0.5)
    XCTAssertFalse(done)
    step(frames: 27)
    XCTAssertFalse(done, "the animation still runs")
    step(frames: 4)
    XCTAssertTrue(done)

    var immediate = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { immediate = true }
    CATransaction.commit()
    XCTAssertTrue(immediate, "no animations: at once")
  }

  // MARK: 6. Bad input

  func testUnknownKeyPathIsIgnoredWithAWarning() async {
    let layer = CALayer()
    layer.add(basic("notAProperty", from: 0, to: 1), forKey: "odd")
    XCTAssertNil(layer.animationKeys())
    XCTAssertEqual(messages.warnings.count, 1)
    XCTAssertTrue(messages.warnings.first?.contains("\"notAProperty\"") == true)
    step(frames: 2)
    XCTAssertEqual(layer.presentationProperties(), layer.modelValues)
  }

  func testValueOfTheWrongTypeIsNotDrawnAndReportedOnce() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    layer.backgroundColor = UIColor.red.cgColor
    layer.opacity = 0.6
    window.layer.addSublayer(layer)
    layer.add(basic("opacity", from: "zero", to: "one"), forKey: "fade")
    step(frames: 10)
    let first = window.displayList()
    step(frames: 10)
    let second = window.displayList()
    XCTAssertEqual(opacity(layer), 0.6, accuracy: accuracy, "the model shows")
    for list in [first, second] {
      let red = list.commands.first {
        if case .fill(_, let color, _) = $0.kind { return color == .red }
        return false
      }
      XCTAssertEqual(red?.alpha ?? -1, 0.6, accuracy: accuracy)
    }
    let reports = messages.warnings.filter { $0.contains("opacity") }
    XCTAssertEqual(reports.count, 1, "\(messages.warnings)")
  }

  func testAnimatedPathWithNaNPointsIsNotDrawn() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    window.layer.addSublayer(shape)
    let bad = CGMutablePath()
    bad.move(to: CGPoint(x: 0, y: 0))
    bad.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
    bad.addLine(to: CGPoint(x: 10, y: 10))
    shape.add(
      basic("path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), to: bad),
      forKey: "path")
    func shapes() -> [ShapeDrawing] {
      window.displayList().commands.compactMap {
        if case .shape(let drawing) = $0.kind { return drawing }
        return nil
      }
    }
    step(frames: 20)
    XCTAssertEqual(
      shapes().map(\.elements), [CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).elements],
      "the first half shows the start")
    for _ in 0..<2 {
      step(frames: 20)
      for drawing in shapes() {
        XCTAssertTrue(CGPath(elements: drawing.elements).hasFinitePoints, "\(drawing.elements)")
      }
    }
    XCTAssertEqual(messages.warnings.filter { $0.contains("\"path\"") }.count, 1)
  }

  func testMaskThatIsAnAncestorIsRefused() async {
    let root = CALayer()
    let parent = CALayer()
    let child = CALayer()
    root.addSublayer(parent)
    parent.addSublayer(child)
    child.mask = parent
    XCTAssertNil(child.mask)
    XCTAssertTrue(parent.superlayer === root, "the ancestor stays where it was")
    child.mask = child
    XCTAssertNil(child.mask)
    XCTAssertEqual(messages.warnings.count, 2)
    XCTAssertTrue(messages.warnings.allSatisfy { $0.contains("mask") })
    let fine = CALayer()
    child.mask = fine
    XCTAssertTrue(child.mask === fine)
  }

  // MARK: 7. Layers and views in step

  func testLayerTreeFollowsTheViews() async {
    let view = makeView()
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    let c = UIView(frame: .zero)
    view.addSubview(a)
    view.addSubview(b)
    XCTAssertEqual(
      view.layer.sublayers?.map(ObjectIdentifier.init),
      [a.layer, b.layer].map(ObjectIdentifier.init))
    XCTAssertTrue(a.layer.superlayer === view.layer)

    let standalone = CALayer()
    view.layer.insertSublayer(standalone, at: 0)
    func order() -> [ObjectIdentifier]? { view.layer.sublayers?.map(ObjectIdentifier.init) }
    XCTAssertEqual(order(), [standalone, a.layer, b.layer].map(ObjectIdentifier.init))

    view.insertSubview(c, at: 1)
    XCTAssertEqual(view.subviews.map(ObjectIdentifier.init), [a, c, b].map(ObjectIdentifier.init))
    XCTAssertEqual(order(), [standalone, a.layer, c.layer, b.layer].map(ObjectIdentifier.init))

    view.bringSubviewToFront(a)
    XCTAssertEqual(order(), [standalone, c.layer, b.layer, a.layer].map(ObjectIdentifier.init))

    b.removeFromSuperview()
    XCTAssertEqual(order(), [standalone, c.layer, a.layer].map(ObjectIdentifier.init))
    XCTAssertNil(b.layer.superlayer)
  }

  func testZPositionReordersDrawing() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(container)
    let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    below.backgroundColor = .red
    let above = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    above.backgroundColor = .blue
    container.addSubview(below)
    container.addSubview(above)
    XCTAssertEqual(fillColors(window), [.red, .blue])
    below.layer.zPosition = 1
    XCTAssertEqual(fillColors(window), [.blue, .red])
    XCTAssertEqual(
      container.subviews.map(ObjectIdentifier.init), [below, above].map(ObjectIdentifier.init),
      "the views keep their order")
  }

  func testPresentationIsACopyWhoseModelIsTheLayer() async {
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 20)
    layer.add(basic("position.x", from: 0, to: 100), forKey: "x")
    step(frames: 30)
    guard let presentation = layer.presentation() else { return XCTFail("no presentation") }
    XCTAssertFalse(presentation === layer)
    XCTAssertTrue(presentation.model() === layer)
    XCTAssertTrue(layer.model() === layer)
    XCTAssertEqual(presentation.position.x, 50, accuracy: accuracy)
    XCTAssertEqual(layer.position.x, 10, "the model keeps its value")
    step(frames: 15)
    XCTAssertEqual(presentation.position.x, 50, accuracy: accuracy, "a copy: it does not move")
  }
}
