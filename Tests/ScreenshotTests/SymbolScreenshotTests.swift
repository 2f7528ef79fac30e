import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Every symbol drawn, at three weights, by the real host: a sheet compared with a golden,
/// and checked where a symbol is solid.
@MainActor
final class SymbolScreenshotTests: SceneScreenshotTestCase {
  /// Ten symbols a row, 36 points apart, a block for each weight.
  private final class Sheet: UIViewController {
    static let weights: [UIImage.SymbolConfiguration.Weight] = [.ultraLight, .regular, .black]

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      view.tintColor = .black
      let names = UIImage.drawnSymbolNames
      let rows = (names.count + 9) / 10
      for (block, weight) in Self.weights.enumerated() {
        for (index, name) in names.enumerated() {
          let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: weight)
          let symbol = UIImageView(
            image: UIImage(systemName: name, withConfiguration: configuration))
          let cell = CGRect(
            x: 8 + CGFloat(index % 10) * 36,
            y: 8 + CGFloat(block * (rows * 36 + 12) + index / 10 * 36), width: 32, height: 32)
          symbol.contentMode = UIView.ContentMode.center
          symbol.frame = cell
          view.addSubview(symbol)
        }
      }
    }
  }

  func testEverySymbolAtThreeWeights() async throws {
    let stage = try SceneStage(Sheet(), size: CGSize(width: 376, height: 600))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "symbols")
    // circle.fill is solid at its middle in every block; circle (stroked) is not.
    let names = UIImage.drawnSymbolNames
    let rows = (names.count + 9) / 10
    for block in 0..<3 {
      func middle(_ name: String) -> (Int, Int) {
        let index = names.firstIndex(of: name)!
        return (
          8 + index % 10 * 36 + 16, 8 + block * (rows * 36 + 12) + index / 10 * 36 + 16
        )
      }
      let (fx, fy) = middle("circle.fill")
      XCTAssertEqual(frame.pixel(x: fx, y: fy).r, 0, "circle.fill is solid, weight \(block)")
      let (sx, sy) = middle("circle")
      XCTAssertEqual(frame.pixel(x: sx, y: sy).r, 255, "circle is an outline, weight \(block)")
    }
  }

  /// The documentation (docs/uikit.md) names every symbol drawn, and no other.
  func testTheDocumentationListsTheSymbolsDrawn() async throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/uikit.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let line = try XCTUnwrap(
      text.components(separatedBy: "The 48 drawn: ").dropFirst().first?
        .components(separatedBy: ".\n").first)
    let listed = line.components(separatedBy: ", ").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "`\n ").union(.whitespacesAndNewlines))
    }
    XCTAssertEqual(listed.sorted(), UIImage.drawnSymbolNames)
    XCTAssertEqual(UIImage.drawnSymbolNames.count, 48)
  }
}
