import Foundation
import Logging
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A solver call that only the engine's own bookkeeping could make fail is said, in a debug
/// build, instead of being dropped silently.
@MainActor
final class LayoutBookkeepingTests: XCTestCase {
  func testABookkeepingFailureIsSaidOncePerPlace() async {
    UIApplication.shared.environment = HostEnvironment()
    let messages = RecordingLogHandler.Messages()
    UIApplication.shared.environment.logger = Logger(label: "bookkeeping") { _ in
      RecordingLogHandler(messages: messages)
    }
    let engine = LayoutEngine(root: UIView())
    let unknown = LayoutVariable("unknown")
    for _ in 0..<3 { engine.expect { try engine.solver.suggestValue(1, for: unknown) } }
    engine.expect { throw LayoutSolver.Failure.unsatisfiable }
    let said = messages.all.map(\.message).filter { $0.contains("the solver refused") }
    #if DEBUG
      XCTAssertEqual(said.count, 1, "\(said)")
      XCTAssertTrue(said.first?.contains("unknownEditVariable") == true)
    #else
      XCTAssertEqual(said, [])
    #endif
  }
}
