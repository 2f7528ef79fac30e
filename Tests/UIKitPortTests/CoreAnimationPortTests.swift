import MiniUIKit
import XCTest

// Core Animation code as iOS developers write it; only the import differs.

/// Apple's Technical Q&A QA1673, "How to pause the animation of a layer tree".
extension CALayer {
  func pauseAnimations() {
    let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
    speed = 0.0
    timeOffset = pausedTime
  }

  func resumeAnimations() {
    let pausedTime = timeOffset
    speed = 1.0
    timeOffset = 0.0
    beginTime = 0.0
    let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    beginTime = timeSincePause
  }
}

/// A view controller that hears its animations, as apps make one the delegate.
final class FadingViewController: UIViewController, CAAnimationDelegate {
  private(set) var starts = 0
  private(set) var stops: [Bool] = []

  func fadeOut(_ target: UIView, key: String) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
    fade.delegate = self
    target.layer.add(fade, forKey: key)
  }

  func animationDidStart(_ anim: CAAnimation) {
    starts += 1
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops.append(flag)
  }
}

@MainActor
final class CoreAnimationPortTests: PortTestCase {
  /// A root view controller's view, 480 × 800, in a window.
  private func makeCanvas() -> UIView {
    let controller = UIViewController()
    show(controller)
    return controller.view
  }

  /// A label's text changes with a push from the bottom, as a ticker does it.
  func testTransitionPushesTheNewTextIn() async {
    let canvas = makeCanvas()
    let ticker = UILabel(frame: CGRect(x: 40, y: 40, width: 200, height: 30))
    ticker.text = "AAPL 100"
    canvas.addSubview(ticker)
    frame()

    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromBottom
    transition.duration = 0.4
    transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    ticker.layer.add(transition, forKey: kCATransition)
    ticker.text = "AAPL 101"

    XCTAssertNotNil(ticker.layer.animation(forKey: kCATransition))
    XCTAssertEqual(ticker.layer.animationKeys(), [kCATransition])
    advance(seconds: 0.2)
    XCTAssertNotNil(ticker.layer.animation(forKey: kCATransition), "still moving")
    advance(seconds: 0.3)
    XCTAssertNil(ticker.layer.animation(forKey: kCATransition), "removed at its end")
    XCTAssertEqual(ticker.text, "AAPL 101")
  }

  func testCircularLoaderStrokesItsPathWhileTheModelStays() async {
    let canvas = makeCanvas()
    let loader = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
    canvas.addSubview(loader)
    let circle = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    let shapeLayer = CAShapeLayer()
    shapeLayer.path = circle.cgPath
    shapeLayer.strokeColor = UIColor.blue.cgColor
    shapeLayer.fillColor = UIColor.clear.cgColor
    shapeLayer.lineWidth = 6
    shapeLayer.lineCap = .round
    shapeLayer.strokeEnd = 0
    loader.layer.addSublayer(shapeLayer)

    let basicAnimation = CABasicAnimation(keyPath: "strokeEnd")
    basicAnimation.fromValue = 0
    basicAnimation.toValue = 1
    basicAnimation.duration = 1
    basicAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
    shapeLayer.add(basicAnimation, forKey: "loader")

    let ring = shapeLayer.path?.boundingBox ?? .null
    XCTAssertEqual(ring.minX, 10, accuracy: 1e-9)
    XCTAssertEqual(ring.minY, 10, accuracy: 1e-9)
    XCTAssertEqual(ring.width, 80, accuracy: 1e-9)
    XCTAssertEqual(ring.height, 80, accuracy: 1e-9)
    advance(seconds: 0.5)
    XCTAssertEqual(shapeLayer.presentation()!.strokeEnd, 0.5, accuracy: 0.01)
    XCTAssertEqual(shapeLayer.strokeEnd, 0, "the model keeps what was set")
    advance(seconds: 0.25)
    XCTAssertEqual(shapeLayer.presentation()!.strokeEnd, 0.75, accuracy: 0.01)
    advance(seconds: 0.35)
    XCTAssertEqual(shapeLayer.presentation()!.strokeEnd, 0, "removed: the model shows again")
    XCTAssertNil(shapeLayer.animation(forKey: "loader"))
  }

  func testPulseAutoreversesForever() async {
    let canvas = makeCanvas()
    let heart = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    canvas.addSubview(heart)
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1.0
    pulse.toValue = 1.2
    pulse.duration = 0.5
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    heart.layer.add(pulse, forKey: "pulse")

    advance(seconds: 0.25)
    XCTAssertEqual(heart.layer.presentation()!.transform.m11, 1.1, accuracy: 0.001)
    XCTAssertEqual(heart.layer.presentation()!.transform.m22, 1.1, accuracy: 0.001)
    advance(seconds: 0.25)
    XCTAssertEqual(heart.layer.presentation()!.transform.m11, 1.2, accuracy: 0.001)
    advance(seconds: 0.25)
    XCTAssertEqual(
      heart.layer.presentation()!.transform.m11, 1.1, accuracy: 0.001, "on its way back")
    advance(seconds: 0.25)
    XCTAssertEqual(heart.layer.presentation()!.transform.m11, 1.0, accuracy: 0.001)
    advance(seconds: 5.25)
    XCTAssertEqual(heart.layer.presentation()!.transform.m11, 1.1, accuracy: 0.001, "still beating")
    XCTAssertTrue(CATransform3DIsIdentity(heart.layer.transform), "the model is untouched")
    XCTAssertEqual(heart.layer.animationKeys(), ["pulse"])

    heart.layer.removeAnimation(forKey: "pulse")
    XCTAssertNil(heart.layer.animationKeys())
    XCTAssertTrue(CATransform3DIsIdentity(heart.layer.presentation()!.transform))
  }

  func testAdditiveKeyframeShake() async {
    let canvas = makeCanvas()
    let field = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 40))
    canvas.addSubview(field)
    let animation = CAKeyframeAnimation(keyPath: "position.x")
    animation.values = [0, 10, -10, 10, 0]
    animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
    animation.duration = 0.4
    animation.isAdditive = true
    field.layer.add(animation, forKey: "shake")

    XCTAssertEqual(field.layer.position.x, 140)
    advance(seconds: 0.1)
    XCTAssertEqual(field.layer.presentation()!.position.x, 150, accuracy: 0.01)
    advance(seconds: 0.05)
    XCTAssertEqual(field.layer.presentation()!.position.x, 140, accuracy: 0.01)
    advance(seconds: 0.05)
    XCTAssertEqual(field.layer.presentation()!.position.x, 130, accuracy: 0.01)
    XCTAssertEqual(field.layer.presentation()!.position.y, 120, accuracy: 0.01)
    advance(seconds: 0.1)
    XCTAssertEqual(field.layer.presentation()!.position.x, 150, accuracy: 0.01)
    XCTAssertEqual(field.layer.position.x, 140, "the model never moves")
    advance(seconds: 0.15)
    XCTAssertEqual(field.layer.presentation()!.position.x, 140, accuracy: 0.01)
    XCTAssertNil(field.layer.animationKeys())
  }

  func testForwardsFillHoldsTheEndAndTheDefaultRemovesIt() async {
    let canvas = makeCanvas()
    let kept = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let dropped = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
    canvas.addSubview(kept)
    canvas.addSubview(dropped)

    let hold = CABasicAnimation(keyPath: "position")
    hold.toValue = CGPoint(x: 210, y: 10)
    hold.duration = 0.5
    hold.fillMode = .forwards
    hold.isRemovedOnCompletion = false
    kept.layer.add(hold, forKey: "move")

    let plain = CABasicAnimation(keyPath: "position")
    plain.toValue = CGPoint(x: 210, y: 110)
    plain.duration = 0.5
    dropped.layer.add(plain, forKey: "move")

    advance(seconds: 1)
    XCTAssertEqual(kept.layer.presentation()!.position, CGPoint(x: 210, y: 10))
    XCTAssertEqual(kept.layer.position, CGPoint(x: 10, y: 10), "the model is where it was")
    XCTAssertEqual(kept.center, CGPoint(x: 10, y: 10))
    XCTAssertNotNil(kept.layer.animation(forKey: "move"))
    XCTAssertEqual(kept.layer.animationKeys(), ["move"])

    XCTAssertEqual(dropped.layer.presentation()!.position, CGPoint(x: 10, y: 110))
    XCTAssertNil(dropped.layer.animation(forKey: "move"))

    kept.layer.removeAllAnimations()
    XCTAssertEqual(kept.layer.presentation()!.position, CGPoint(x: 10, y: 10))
  }

  func testPauseAndResumeALayerAsQA1673Does() async {
    let canvas = makeCanvas()
    let ball = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    canvas.addSubview(ball)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    move.timingFunction = CAMediaTimingFunction(name: .linear)
    ball.layer.add(move, forKey: "move")

    advance(seconds: 0.25)
    XCTAssertEqual(ball.layer.presentation()!.position.x, 25, accuracy: 0.01)
    ball.layer.pauseAnimations()
    XCTAssertEqual(ball.layer.speed, 0)
    advance(seconds: 0.5)
    XCTAssertEqual(ball.layer.presentation()!.position.x, 25, accuracy: 0.01, "paused")
    XCTAssertEqual(ball.layer.animationKeys(), ["move"])

    ball.layer.resumeAnimations()
    XCTAssertEqual(ball.layer.presentation()!.position.x, 25, accuracy: 0.01, "no jump")
    advance(seconds: 0.25)
    XCTAssertEqual(ball.layer.presentation()!.position.x, 50, accuracy: 0.01)
    advance(seconds: 0.55)
    XCTAssertEqual(ball.layer.presentation()!.position.x, 10, accuracy: 0.01, "ended: the model")
    XCTAssertNil(ball.layer.animationKeys())
  }

  func testLayerSpeedAndTimeOffsetScrubAnimations() async {
    let canvas = makeCanvas()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    canvas.addSubview(host)
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    host.layer.addSublayer(dot)
    dot.speed = 0
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    dot.add(fade, forKey: "fade")
    dot.timeOffset = 0.3
    frame()
    XCTAssertEqual(dot.presentation()!.opacity, 0.7, accuracy: 0.001)
    dot.timeOffset = 0.8
    advance(seconds: 0.5)
    XCTAssertEqual(dot.presentation()!.opacity, 0.2, accuracy: 0.001, "the slider's value")

    let slow = CALayer()
    host.layer.addSublayer(slow)
    slow.speed = 0.5
    let grow = CABasicAnimation(keyPath: "bounds.size.width")
    grow.fromValue = 0
    grow.toValue = 100
    grow.duration = 1
    slow.add(grow, forKey: "grow")
    advance(seconds: 1)
    XCTAssertEqual(slow.presentation()!.bounds.width, 50, accuracy: 0.01, "half speed")
    advance(seconds: 1.05)
    XCTAssertNil(slow.animationKeys())
    dot.removeAllAnimations()
  }

  func testTransactionsTimeImplicitAnimationsAndRunTheirCompletion() async {
    let canvas = makeCanvas()
    let badge = CALayer()
    badge.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    badge.backgroundColor = UIColor.red.cgColor
    XCTAssertNil(badge.animationKeys(), "not in a tree yet: no implicit animation")
    canvas.layer.addSublayer(badge)

    var completed = false
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    CATransaction.setCompletionBlock {
      completed = true
    }
    badge.opacity = 0
    CATransaction.commit()

    XCTAssertEqual(badge.opacity, 0, "the model changes at once")
    XCTAssertEqual(badge.animationKeys(), ["opacity"])
    advance(seconds: 0.5)
    XCTAssertEqual(badge.presentation()!.opacity, 0.5, accuracy: 0.01)
    XCTAssertFalse(completed)
    advance(seconds: 0.55)
    XCTAssertTrue(completed)
    XCTAssertEqual(badge.presentation()!.opacity, 0)

    // Outside a transaction: the default 0.25 s.
    badge.position = CGPoint(x: 130, y: 30)
    XCTAssertEqual(badge.position, CGPoint(x: 130, y: 30))
    frame()
    let early = badge.presentation()!.position.x
    XCTAssertGreaterThan(early, 30)
    XCTAssertLessThan(early, 130)
    advance(seconds: 0.25)
    XCTAssertEqual(badge.presentation()!.position.x, 130, accuracy: 0.01)

    // Without actions.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    badge.position = CGPoint(x: 230, y: 30)
    badge.backgroundColor = UIColor.blue.cgColor
    CATransaction.commit()
    XCTAssertNil(badge.animationKeys())
    XCTAssertEqual(badge.presentation()!.position, CGPoint(x: 230, y: 30))
    XCTAssertEqual(badge.presentation()!.backgroundColor, UIColor.blue.cgColor)

  }

  func testViewsOwnLayerChangesAtOnceOutsideAnimationBlocks() async {
    let canvas = makeCanvas()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    canvas.addSubview(card)
    card.layer.opacity = 0.5
    card.layer.position = CGPoint(x: 200, y: 200)
    card.layer.backgroundColor = UIColor.green.cgColor
    XCTAssertNil(card.layer.animationKeys())
    XCTAssertEqual(card.layer.presentation()!.opacity, 0.5)
    XCTAssertEqual(card.layer.presentation()!.position, CGPoint(x: 200, y: 200))
    XCTAssertEqual(card.alpha, 0.5)
    XCTAssertEqual(card.center, CGPoint(x: 200, y: 200))
    XCTAssertEqual(card.backgroundColor, .green)

    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.layer.cornerRadius = 20
      card.alpha = 1
    }
    advance(seconds: 0.5)
    XCTAssertEqual(card.layer.presentation()!.cornerRadius, 10, accuracy: 0.01)
    XCTAssertEqual(card.layer.presentation()!.opacity, 0.75, accuracy: 0.01)
    XCTAssertEqual(card.layer.cornerRadius, 20)
  }

  func testAnimationGroupRunsPositionAndOpacityTogether() async {
    let canvas = makeCanvas()
    let toast = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    canvas.addSubview(toast)

    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = CGPoint(x: 50, y: 20)
    move.toValue = CGPoint(x: 250, y: 220)
    move.duration = 1
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
    fade.beginTime = 0.5
    let group = CAAnimationGroup()
    group.animations = [move, fade]
    group.duration = 1
    toast.layer.add(group, forKey: "dismiss")

    advance(seconds: 0.25)
    XCTAssertEqual(toast.layer.presentation()!.position.x, 100, accuracy: 0.01)
    XCTAssertEqual(toast.layer.presentation()!.position.y, 70, accuracy: 0.01)
    XCTAssertEqual(toast.layer.presentation()!.opacity, 1, accuracy: 0.001, "not begun")
    advance(seconds: 0.5)
    XCTAssertEqual(toast.layer.presentation()!.position.x, 200, accuracy: 0.01)
    XCTAssertEqual(toast.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
    XCTAssertEqual(toast.layer.position, CGPoint(x: 50, y: 20), "the model stays")
    advance(seconds: 0.3)
    XCTAssertEqual(toast.layer.presentation()!.position, CGPoint(x: 50, y: 20))
    XCTAssertEqual(toast.layer.presentation()!.opacity, 1)
    XCTAssertNil(toast.layer.animationKeys())
  }

  func testSpringOvershootsWithLowDampingAndSettles() async {
    let canvas = makeCanvas()
    let button = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    canvas.addSubview(button)
    button.layer.position = CGPoint(x: 20, y: 120)

    let spring = CASpringAnimation(keyPath: "position.y")
    spring.fromValue = 20
    spring.toValue = 120
    spring.mass = 1
    spring.stiffness = 100
    spring.damping = 5
    spring.initialVelocity = 0
    spring.duration = spring.settlingDuration
    XCTAssertGreaterThan(spring.settlingDuration, 0)
    button.layer.add(spring, forKey: "drop")

    var highest: CGFloat = 0
    var frames = 0
    while button.layer.animation(forKey: "drop") != nil, frames < 600 {
      frame()
      frames += 1
      highest = max(highest, button.layer.presentation()!.position.y)
    }
    XCTAssertGreaterThan(highest, 140, "a bouncy spring goes well past its end")
    XCTAssertEqual(Double(frames) / 60, spring.settlingDuration, accuracy: 0.05)
    XCTAssertEqual(button.layer.presentation()!.position.y, 120)

    let stiff = CASpringAnimation(keyPath: "position.y")
    stiff.fromValue = 20
    stiff.toValue = 120
    stiff.damping = 20
    stiff.duration = stiff.settlingDuration
    button.layer.add(stiff, forKey: "drop")
    highest = 0
    frames = 0
    while button.layer.animation(forKey: "drop") != nil, frames < 600 {
      frame()
      frames += 1
      highest = max(highest, button.layer.presentation()!.position.y)
    }
    XCTAssertLessThanOrEqual(highest, 120.01, "critically damped: no overshoot")
    XCTAssertLessThan(stiff.settlingDuration, spring.settlingDuration)
  }

  func testSpringByPerceptualDurationAndBounce() async {
    let canvas = makeCanvas()
    let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    canvas.addSubview(sheet)
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-6)
    XCTAssertEqual(spring.mass, 1)
    XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-6)
    XCTAssertEqual(spring.damping, 2 * 0.7 * (2 * .pi / 0.5), accuracy: 1e-6)
    XCTAssertGreaterThan(spring.settlingDuration, 0.5)
    spring.keyPath = "transform.scale"
    spring.fromValue = 0.5
    spring.toValue = 1.0
    spring.duration = spring.settlingDuration
    sheet.layer.add(spring, forKey: "pop")
    var largest: CGFloat = 0
    for _ in 0..<Int(spring.settlingDuration * 60) - 1 {
      frame()
      largest = max(largest, sheet.layer.presentation()!.transform.m11)
    }
    XCTAssertGreaterThan(largest, 1.01, "bounce 0.3 overshoots")
    XCTAssertEqual(sheet.layer.presentation()!.transform.m11, 1, accuracy: 0.01, "settled")
  }

  func testGradientBelowTheSubviewsAnimatesItsColorsAndPoints() async {
    let canvas = makeCanvas()
    let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    title.text = "Welcome"
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
    canvas.addSubview(title)
    canvas.addSubview(button)

    let gradient = CAGradientLayer()
    gradient.frame = canvas.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0.0, 1.0]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    canvas.layer.insertSublayer(gradient, at: 0)

    XCTAssertTrue(canvas.layer.sublayers?.first === gradient)
    XCTAssertEqual(canvas.layer.sublayers?.count, 3)
    XCTAssertTrue(canvas.layer.sublayers?[1] === title.layer)
    XCTAssertTrue(canvas.layer.sublayers?[2] === button.layer)
    XCTAssertTrue(gradient.superlayer === canvas.layer)
    XCTAssertTrue(title.layer.superlayer === canvas.layer)
    XCTAssertEqual(gradient.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
    XCTAssertEqual(gradient.locations?.map(\.doubleValue), [0, 1])
    let shownColors = gradient.colors as? [CGColor]
    XCTAssertEqual(shownColors, [UIColor.red.cgColor, UIColor.blue.cgColor])

    let footer = UIView()
    canvas.addSubview(footer)
    XCTAssertTrue(canvas.layer.sublayers?.last === footer.layer, "a new subview goes on top")
    XCTAssertTrue(canvas.layer.sublayers?.first === gradient)

    let newColors = [UIColor.blue.cgColor, UIColor.red.cgColor]
    let colorChange = CABasicAnimation(keyPath: "colors")
    colorChange.fromValue = gradient.colors
    colorChange.toValue = newColors
    colorChange.duration = 1
    gradient.colors = newColors
    gradient.add(colorChange, forKey: "colorChange")

    let sweep = CABasicAnimation(keyPath: "startPoint")
    sweep.fromValue = CGPoint(x: 0, y: 0)
    sweep.toValue = CGPoint(x: 1, y: 0)
    sweep.duration = 1
    sweep.fillMode = .forwards
    sweep.isRemovedOnCompletion = false
    gradient.add(sweep, forKey: "sweep")

    advance(seconds: 0.5)
    let halfway = gradient.presentation()!.colors as? [CGColor]
    XCTAssertEqual(halfway?.count, 2)
    let first = halfway?.first?.components ?? []
    XCTAssertEqual(first.count, 4)
    if first.count == 4 {
      XCTAssertEqual(first[0], 0.5, accuracy: 0.02, "red half gone")
      XCTAssertEqual(first[2], 0.5, accuracy: 0.02, "blue half come")
      XCTAssertEqual(first[3], 1, accuracy: 0.001)
    }
    XCTAssertEqual(gradient.presentation()!.startPoint.x, 0.5, accuracy: 0.01)
    XCTAssertEqual(gradient.presentation()!.endPoint, CGPoint(x: 1, y: 1))
    XCTAssertEqual(gradient.colors as? [CGColor], newColors, "the model has the new colours")
    advance(seconds: 0.6)
    XCTAssertEqual(gradient.presentation()!.colors as? [CGColor], newColors)
    XCTAssertEqual(gradient.presentation()!.startPoint, CGPoint(x: 1, y: 0), "held")
    XCTAssertEqual(gradient.startPoint, CGPoint(x: 0, y: 0))
    XCTAssertEqual(gradient.animationKeys(), ["sweep"])
    gradient.removeFromSuperlayer()
    XCTAssertNil(gradient.superlayer)
    XCTAssertEqual(canvas.layer.sublayers?.count, 3)
  }

  func testCircularMaskRevealAnimatesItsPath() async {
    let canvas = makeCanvas()
    let photo = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
    photo.backgroundColor = .orange
    canvas.addSubview(photo)

    let center = CGPoint(x: 100, y: 100)
    let small = UIBezierPath(
      ovalIn: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20))
    let large = UIBezierPath(
      ovalIn: CGRect(x: center.x - 90, y: center.y - 90, width: 180, height: 180))
    let maskLayer = CAShapeLayer()
    maskLayer.path = small.cgPath
    photo.layer.mask = maskLayer
    XCTAssertTrue(photo.layer.mask === maskLayer)

    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = small.cgPath
    animation.toValue = large.cgPath
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    maskLayer.path = large.cgPath
    maskLayer.add(animation, forKey: "path")

    advance(seconds: 0.5)
    let box = maskLayer.presentation()!.path!.boundingBox
    XCTAssertEqual(box.midX, 100, accuracy: 0.01)
    XCTAssertEqual(box.midY, 100, accuracy: 0.01)
    XCTAssertEqual(box.width, 100, accuracy: 0.01, "the circle of the mean radius")
    XCTAssertEqual(box.height, 100, accuracy: 0.01)
    XCTAssertEqual(
      maskLayer.path?.boundingBox ?? .null, CGRect(x: 10, y: 10, width: 180, height: 180))
    advance(seconds: 0.55)
    XCTAssertEqual(
      maskLayer.presentation()!.path?.boundingBox ?? .null,
      CGRect(x: 10, y: 10, width: 180, height: 180))
    XCTAssertNil(maskLayer.animationKeys())
  }

  func testDelegateHearsStartAndStopFinishedOrNot() async {
    let controller = FadingViewController()
    show(controller)
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    controller.view.addSubview(banner)

    controller.fadeOut(banner, key: "fade")
    XCTAssertEqual(banner.layer.animationKeys(), ["fade"])
    XCTAssertTrue(banner.layer.animation(forKey: "fade")?.delegate === controller)
    XCTAssertTrue(banner.layer.animation(forKey: "fade") is CABasicAnimation)
    frame()
    XCTAssertEqual(controller.starts, 1)
    XCTAssertEqual(controller.stops, [])
    advance(seconds: 0.55)
    XCTAssertEqual(controller.stops, [true])
    XCTAssertNil(banner.layer.animationKeys())

    controller.fadeOut(banner, key: "fade")
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 300
    move.duration = 2
    banner.layer.add(move, forKey: "slide")
    XCTAssertEqual(banner.layer.animationKeys(), ["fade", "slide"])
    advance(seconds: 0.2)
    XCTAssertEqual(controller.starts, 2)
    banner.layer.removeAnimation(forKey: "fade")
    XCTAssertEqual(controller.stops, [true, false], "removed before its end")
    XCTAssertEqual(banner.layer.animationKeys(), ["slide"])

    controller.fadeOut(banner, key: "fade")
    controller.fadeOut(banner, key: "fade")
    XCTAssertEqual(controller.stops, [true, false, false], "replaced under the same key")
    banner.layer.removeAllAnimations()
    XCTAssertEqual(controller.stops, [true, false, false, false])
    XCTAssertNil(banner.layer.animationKeys())
  }

  func testStaggeredLoadingDotsBeginLaterAndFillBackwards() async {
    let canvas = makeCanvas()
    let indicator = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
    canvas.addSubview(indicator)
    var dots: [CALayer] = []
    for index in 0..<3 {
      let dot = CALayer()
      dot.frame = CGRect(x: CGFloat(index) * 30, y: 0, width: 20, height: 20)
      dot.cornerRadius = 10
      dot.backgroundColor = UIColor.gray.cgColor
      indicator.layer.addSublayer(dot)
      let blink = CABasicAnimation(keyPath: "opacity")
      blink.fromValue = 0.2
      blink.toValue = 1
      blink.duration = 0.5
      blink.beginTime = CACurrentMediaTime() + Double(index) * 0.25
      blink.fillMode = .backwards
      blink.timingFunction = CAMediaTimingFunction(name: .linear)
      dot.add(blink, forKey: "blink")
      dots.append(dot)
    }
    XCTAssertEqual(dots[2].presentation()!.opacity, 0.2, accuracy: 0.001, "filled backwards")
    advance(seconds: 0.25)
    XCTAssertEqual(dots[0].presentation()!.opacity, 0.6, accuracy: 0.01)
    XCTAssertEqual(dots[1].presentation()!.opacity, 0.2, accuracy: 0.01)
    XCTAssertEqual(dots[2].presentation()!.opacity, 0.2, accuracy: 0.01)
    advance(seconds: 0.25)
    XCTAssertEqual(dots[0].presentation()!.opacity, 1, accuracy: 0.01, "ended: the model")
    XCTAssertEqual(dots[1].presentation()!.opacity, 0.6, accuracy: 0.01)
    XCTAssertEqual(dots[2].presentation()!.opacity, 0.2, accuracy: 0.01)
    advance(seconds: 0.25)
    XCTAssertEqual(dots[1].presentation()!.opacity, 1, accuracy: 0.01)
    XCTAssertEqual(dots[2].presentation()!.opacity, 0.6, accuracy: 0.01)
    advance(seconds: 0.3)
    XCTAssertTrue(dots.allSatisfy { $0.animationKeys() == nil })
  }

  func testKeyframeAnimationAlongACirclePath() async {
    let canvas = makeCanvas()
    let planet = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    canvas.addSubview(planet)
    let orbit = UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 200, height: 200))
    let animation = CAKeyframeAnimation(keyPath: "position")
    animation.path = orbit.cgPath
    animation.duration = 2
    animation.calculationMode = .paced
    animation.repeatCount = 2
    planet.layer.add(animation, forKey: "orbit")

    advance(seconds: 1)
    let across = planet.layer.presentation()!.position
    XCTAssertEqual(across.x, 100, accuracy: 0.5, "half way round: the opposite side")
    XCTAssertEqual(across.y, 200, accuracy: 0.5)
    advance(seconds: 0.5)
    let quarter = planet.layer.presentation()!.position
    XCTAssertEqual(quarter.x, 200, accuracy: 0.5)
    XCTAssertEqual(abs(quarter.y - 200), 100, accuracy: 0.5)
    advance(seconds: 0.5)
    let round = planet.layer.presentation()!.position
    XCTAssertEqual(round.x, 300, accuracy: 0.5, "the second lap starts")
    XCTAssertEqual(round.y, 200, accuracy: 0.5)
    XCTAssertEqual(planet.layer.position, CGPoint(x: 5, y: 5))
    advance(seconds: 2.05)
    XCTAssertEqual(planet.layer.presentation()!.position, CGPoint(x: 5, y: 5))
  }

  func testLayerDefaultsAreCoreAnimations() async {
    let layer = CALayer()
    XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
    XCTAssertEqual(layer.opacity, 1)
    XCTAssertEqual(layer.cornerRadius, 0)
    XCTAssertFalse(layer.masksToBounds)
    XCTAssertNil(layer.backgroundColor)
    XCTAssertNil(layer.sublayers)
    XCTAssertNil(layer.superlayer)
    XCTAssertNil(layer.mask)
    XCTAssertEqual(layer.shadowOpacity, 0)
    XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
    XCTAssertEqual(layer.shadowRadius, 3)
    XCTAssertEqual(layer.borderWidth, 0)
    XCTAssertEqual(layer.speed, 1)
    XCTAssertEqual(layer.zPosition, 0)
    XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
    XCTAssertEqual(
      layer.maskedCorners,
      [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])

    let shape = CAShapeLayer()
    XCTAssertEqual(shape.fillColor, UIColor.black.cgColor)
    XCTAssertNil(shape.strokeColor)
    XCTAssertEqual(shape.lineWidth, 1)
    XCTAssertEqual(shape.strokeStart, 0)
    XCTAssertEqual(shape.strokeEnd, 1)
    XCTAssertEqual(shape.lineCap, .butt)
    XCTAssertEqual(shape.lineJoin, .miter)
    XCTAssertEqual(shape.fillRule, .nonZero)

    let gradient = CAGradientLayer()
    XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
    XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
    XCTAssertEqual(gradient.type, .axial)
    XCTAssertNil(gradient.colors)
    XCTAssertNil(gradient.locations)

    let animation = CABasicAnimation(keyPath: "opacity")
    XCTAssertEqual(animation.duration, 0)
    XCTAssertTrue(animation.isRemovedOnCompletion)
    XCTAssertEqual(animation.fillMode, .removed)
    XCTAssertNil(animation.timingFunction)
    XCTAssertEqual(animation.repeatCount, 0)
    XCTAssertFalse(animation.isAdditive)
    let spring = CASpringAnimation(keyPath: "position")
    XCTAssertEqual(spring.mass, 1)
    XCTAssertEqual(spring.stiffness, 100)
    XCTAssertEqual(spring.damping, 10)
    XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    XCTAssertFalse(CATransaction.disableActions())
  }

  func testStandaloneLayerTreeGeometry() async {
    let canvas = makeCanvas()
    let container = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    canvas.addSubview(container)
    let back = CALayer()
    back.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let front = CALayer()
    front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    let middle = CALayer()
    middle.name = "middle"
    container.layer.addSublayer(back)
    container.layer.addSublayer(front)
    container.layer.insertSublayer(middle, below: front)
    XCTAssertEqual(container.layer.sublayers?.map { $0.name ?? "" }, ["", "middle", ""])
    XCTAssertTrue(container.layer.sublayers?[1] === middle)
    let top = CALayer()
    container.layer.insertSublayer(top, above: front)
    XCTAssertTrue(container.layer.sublayers?.last === top)
    top.removeFromSuperlayer()
    XCTAssertNil(top.superlayer)
    XCTAssertEqual(container.layer.sublayers?.count, 3)

    XCTAssertEqual(front.position, CGPoint(x: 100, y: 100))
    XCTAssertEqual(front.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
    front.anchorPoint = CGPoint(x: 0, y: 0)
    XCTAssertEqual(front.frame, CGRect(x: 100, y: 100, width: 100, height: 100))
    front.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    XCTAssertEqual(
      front.convert(CGPoint(x: 10, y: 10), to: canvas.layer), CGPoint(x: 160, y: 160))
    XCTAssertEqual(
      canvas.layer.convert(CGPoint(x: 160, y: 160), to: front), CGPoint(x: 10, y: 10))
    XCTAssertEqual(
      container.layer.convert(front.frame, to: canvas.layer),
      CGRect(x: 150, y: 150, width: 100, height: 100))

    let hit = container.layer.hitTest(CGPoint(x: 200, y: 200))
    XCTAssertTrue(hit === front, "the topmost layer under the point")
    XCTAssertTrue(container.layer.hitTest(CGPoint(x: 110, y: 110)) === back)
    XCTAssertNil(container.layer.hitTest(CGPoint(x: 10, y: 10)))
    front.zPosition = -1
    XCTAssertEqual(front.zPosition, -1)

    front.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    XCTAssertEqual(front.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
    XCTAssertEqual(front.affineTransform(), CGAffineTransform(scaleX: 2, y: 2))
  }

  func testRoundedCardWithShadowAndBorder() async {
    let canvas = makeCanvas()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
    canvas.addSubview(card)
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.lightGray.cgColor
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 8
    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 16).cgPath
    card.layer.masksToBounds = false

    XCTAssertEqual(card.layer.cornerRadius, 16)
    XCTAssertEqual(card.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    XCTAssertEqual(card.layer.borderColor, UIColor.lightGray.cgColor)
    XCTAssertEqual(card.layer.shadowOpacity, 0.2)
    XCTAssertEqual(card.layer.shadowOffset, CGSize(width: 0, height: 4))
    XCTAssertEqual(card.layer.shadowPath?.boundingBox, card.bounds)
    XCTAssertEqual(card.layer.backgroundColor, UIColor.white.cgColor)
    XCTAssertFalse(card.clipsToBounds)

    let avatar = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    card.addSubview(avatar)
    avatar.layer.cornerRadius = avatar.frame.height / 2
    avatar.layer.masksToBounds = true
    XCTAssertTrue(avatar.clipsToBounds)

    let glow = CABasicAnimation(keyPath: "shadowOpacity")
    glow.fromValue = 0.2
    glow.toValue = 0.6
    glow.duration = 1
    card.layer.add(glow, forKey: "glow")
    advance(seconds: 0.5)
    XCTAssertEqual(card.layer.presentation()!.shadowOpacity, 0.4, accuracy: 0.01)
    XCTAssertEqual(card.layer.presentation()!.model().shadowOpacity, 0.2)
    XCTAssertTrue(card.layer.presentation()!.model() === card.layer)
  }
}
