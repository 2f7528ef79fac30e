import CX11
import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// The system font is Inter, drawn to SF Pro's metrics: UIKit's weights open Inter's faces,
/// and text sized for iOS fits as it does there.
@MainActor
final class FontTests: SceneScreenshotTestCase {
  func testTheSystemFontIsInterInEachWeight() async throws {
    let host = try X11Host(
      displayName: nil, size: CGSize(width: 320, height: 480), title: "FontTests",
      programName: "FontTests", clock: AnimationClock(mode: .virtual))
    let fonts = host.painter.fonts
    let faces: [(UIFont.Weight, String)] = [
      (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"),
      (.black, "Black"),
    ]
    for (weight, face) in faces {
      let font = try XCTUnwrap(fonts.xftFont(for: .systemFont(ofSize: 17, weight: weight)))
      XCTAssertEqual(FontCache.fileName(of: font), "Inter-\(face).otf", "\(weight)")
    }
    let italic = try XCTUnwrap(fonts.xftFont(for: .italicSystemFont(ofSize: 17)))
    XCTAssertEqual(FontCache.fileName(of: italic), "Inter-Italic.otf")
    // The guide's "Show Controller One" button is 150 points wide: on iOS the title fits
    // (in DejaVu Sans it took 169).
    let title = fonts.size(of: "Show Controller One", font: .systemFont(ofSize: 15))
    XCTAssertLessThanOrEqual(title.width, 150)
  }
}

extension FontCache {
  /// The name of the file `font` was opened from ("Inter-Bold.otf").
  static func fileName(of font: UnsafeMutablePointer<XftFont>) -> String? {
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(font.pointee.pattern, FC_FILE, 0, &file) == FcResultMatch,
      let file
    else { return nil }
    return (String(cString: file) as NSString).lastPathComponent
  }
}
