import Foundation
import XCTest

/// The soak: the tour played many times in one process must hold its memory and its X server
/// resources steady. `make soak LOOPS=…` runs 1,000 loops; `make test` runs 12.
final class SoakTests: DemoProcessTestCase {
  /// One "tour: loop N of M: …" line.
  private struct Loop {
    var number: Int
    var peakRSS: Int
    var serverResources: String
  }

  func testToursInOneProcessHoldMemoryAndXResourcesSteady() throws {
    let loops = ProcessInfo.processInfo.environment["SOAK_LOOPS"].flatMap(Int.init) ?? 12
    XCTAssertGreaterThanOrEqual(loops, 10, "the comparison starts at loop 10")
    let outcome = try runDemo(
      ["--tour", "--virtual-clock", "--repeat", "\(loops)"], seconds: Double(loops) * 5 + 60)
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let report = outcome.standardOutput.split(separator: "\n").compactMap(Self.loop)
    XCTAssertEqual(report.map(\.number), Array(1...loops), "a line per loop")
    guard let first = report.first, let tenth = report.dropFirst(9).first, let last = report.last
    else { return }
    let growth = last.peakRSS - first.peakRSS
    XCTAssertLessThan(growth, 2048, "peak RSS grows less than 2 MB after the first loop")
    XCTAssertTrue(tenth.serverResources.contains("PIXMAP"), tenth.serverResources)
    XCTAssertEqual(
      last.serverResources, tenth.serverResources,
      "the same X resources after loop 10 and loop \(loops)")
    print(
      "soak: \(loops) loops; peak RSS \(first.peakRSS) kB after loop 1, \(last.peakRSS) kB after "
        + "loop \(loops) (+\(growth) kB); X server after loop 10 and \(loops): \(last.serverResources)"
    )
  }

  private static func loop(_ line: Substring) -> Loop? {
    let pattern = #/tour: loop (\d+) of \d+: peak RSS (\d+) kB; X server: (.*)/#
    guard let match = line.wholeMatch(of: pattern), let number = Int(match.1),
      let rss = Int(match.2)
    else { return nil }
    return Loop(number: number, peakRSS: rss, serverResources: String(match.3))
  }
}
