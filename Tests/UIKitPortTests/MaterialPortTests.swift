@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

// A frosted header with vibrant text over content, as UIKit samples build it, pasted with
// only the import changed; a real host paints it.

func addFrostedHeader(to content: UIView, height: CGFloat) -> UIVisualEffectView {
  let blurEffect = UIBlurEffect(style: .systemMaterial)
  let blurView = UIVisualEffectView(effect: blurEffect)
  blurView.frame = CGRect(x: 0, y: 0, width: content.bounds.width, height: height)
  blurView.autoresizingMask = [.flexibleWidth]
  blurView.layer.cornerRadius = 12
  blurView.clipsToBounds = true

  let vibrancyEffect = UIVibrancyEffect(blurEffect: blurEffect, style: .secondaryLabel)
  let vibrancyView = UIVisualEffectView(effect: vibrancyEffect)
  vibrancyView.frame = blurView.contentView.bounds
  vibrancyView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  let label = UILabel()
  label.text = "Frosted"
  label.frame = vibrancyView.contentView.bounds
  vibrancyView.contentView.addSubview(label)
  blurView.contentView.addSubview(vibrancyView)
  content.addSubview(blurView)
  return blurView
}

final class MaterialPortTests: HostedPortTestCase {
  /// Red and blue stripes, 8 points wide, 120 × 80.
  private func stripes() -> UIView {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    for index in 0..<15 {
      let stripe = UIView(frame: CGRect(x: index * 8, y: 0, width: 8, height: 80))
      stripe.backgroundColor = index % 2 == 0 ? .red : .blue
      content.addSubview(stripe)
    }
    return content
  }

  /// (red, green, blue) at a point of `view` drawn with drawHierarchy.
  private func colours(of view: UIView, at points: [(Int, Int)]) -> [(Int, Int, Int)] {
    let picture = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
      view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    return points.map { x, y in
      let value = picture.pixels[y * picture.width + x]
      return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }
  }

  func testABlurViewBlursWhatLiesBehindItWithinItsCorners() throws {
    XCTAssertNotNil(host, "an X server to paint with")
    let content = stripes()
    _ = addFrostedHeader(to: content, height: 40)
    let seen = colours(of: content, at: [(100, 20), (108, 20), (100, 60), (1, 1)])
    // Under the material, a red stripe and a blue one look alike: both purple, lightened.
    let (red, blue) = (seen[0], seen[1])
    XCTAssertGreaterThan(red.2, 100, "blue shows in the red stripe: \(red)")
    XCTAssertGreaterThan(blue.0, 100, "red shows in the blue stripe: \(blue)")
    XCTAssertLessThan(abs(red.0 - blue.0), 40, "blurred alike: \(red) \(blue)")
    XCTAssertGreaterThan(red.1, 80, "the material's white tint: \(red)")
    XCTAssertTrue(seen[2] == (255, 0, 0), "below the header, the stripe as it is: \(seen[2])")
    XCTAssertTrue(seen[3] == (255, 0, 0), "the rounded corner leaves the stripe: \(seen[3])")
  }

  func testABlurViewInARoundedCardBlursTheCardsContent() throws {
    XCTAssertNotNil(host)
    let card = stripes()
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    _ = addFrostedHeader(to: card, height: 40)
    let seen = colours(of: card, at: [(100, 20), (108, 20), (0, 79)])
    XCTAssertLessThan(abs(seen[0].0 - seen[1].0), 40, "the stripes, blurred: \(seen)")
    XCTAssertEqual(seen[2].0 + seen[2].1 + seen[2].2, 0, "the card's own corner is cut off")
  }

  func testTakingTheEffectAwayInAnAnimationFadesTheBlur() throws {
    XCTAssertNotNil(host)
    let content = stripes()
    let header = addFrostedHeader(to: content, height: 40)
    let blurred = colours(of: content, at: [(100, 20)])[0]
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      header.effect = nil
    }
    for _ in 0..<30 { frame() }
    let halfway = colours(of: content, at: [(100, 20)])[0]
    XCTAssertLessThan(
      halfway.2, blurred.2 - 20, "less of the blue blurred in: \(blurred) → \(halfway)")
    XCTAssertLessThan(halfway.1, blurred.1 - 20, "less of the tint: \(blurred) → \(halfway)")
    for _ in 0..<40 { frame() }
    XCTAssertTrue(colours(of: content, at: [(100, 20)])[0] == (255, 0, 0), "no blur left")
    XCTAssertNil(header.effect)
  }

  func testAFadedBlurViewStillBlursWhatLiesBehindIt() throws {
    XCTAssertNotNil(host)
    let content = stripes()
    let header = addFrostedHeader(to: content, height: 40)
    let blurred = colours(of: content, at: [(100, 20)])[0]
    header.alpha = 0.5
    let faded = colours(of: content, at: [(100, 20), (1, 1)])
    XCTAssertTrue(
      (blurred.1 / 2 - 10...blurred.1 / 2 + 10).contains(faded[0].1),
      "half of the blur's green over the red stripe: \(blurred) → \(faded[0])")
    XCTAssertTrue(faded[1] == (255, 0, 0), "still within its corners: \(faded[1])")
  }
}
