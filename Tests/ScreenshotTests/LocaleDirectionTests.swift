import MiniUIKit
import XCTest

@testable import X11Host

/// Which way the app reads, from the POSIX locale variables as `setlocale` weighs them.
final class LocaleDirectionTests: XCTestCase {
  private func direction(_ environment: [String: String]) -> UIUserInterfaceLayoutDirection {
    .ofLocale(in: environment)
  }

  func testArabicHebrewAndPersianReadRightToLeft() {
    XCTAssertEqual(direction(["LANG": "ar_EG.UTF-8"]), .rightToLeft)
    XCTAssertEqual(direction(["LANG": "he_IL"]), .rightToLeft)
    XCTAssertEqual(direction(["LANG": "fa_IR.UTF-8@calendar=persian"]), .rightToLeft)
    XCTAssertEqual(direction(["LANG": "en_GB.UTF-8"]), .leftToRight)
  }

  func testTheFirstVariableSetWins() {
    XCTAssertEqual(direction(["LC_ALL": "en_US.UTF-8", "LANG": "ar_EG.UTF-8"]), .leftToRight)
    XCTAssertEqual(direction(["LC_MESSAGES": "he_IL.UTF-8", "LANG": "en_US"]), .rightToLeft)
    XCTAssertEqual(direction(["LC_ALL": "", "LANG": "ar_SA"]), .rightToLeft, "empty is unset")
  }

  func testNoLocaleOrThePOSIXOneReadsLeftToRight() {
    XCTAssertEqual(direction([:]), .leftToRight)
    XCTAssertEqual(direction(["LANG": "C"]), .leftToRight)
    XCTAssertEqual(direction(["LANG": "C.UTF-8"]), .leftToRight)
    XCTAssertEqual(direction(["LANG": "POSIX"]), .leftToRight)
  }
}
