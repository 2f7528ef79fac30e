import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A recorded Auto Layout replays to the same solution on a solver of its own (what the bench
/// times beside kiwi), edit variables included, and survives JSON.
@MainActor
final class LayoutSolverLogTests: XCTestCase {
  func testARecordedLayoutReplaysToTheSameSolution() async throws {
    UIApplication.shared.environment = HostEnvironment()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    // A frame-placed view (edit variables follow its origin) holding a constrained one.
    let panel = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(panel)
    panel.addSubview(label)
    let leading = label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8)
    NSLayoutConstraint.activate([
      leading, label.trailingAnchor.constraint(lessThanOrEqualTo: panel.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
    ])
    let log = LayoutSolverLog()
    root.autoLayoutLog = log
    root.layoutIfNeeded()
    let first = log.take()
    leading.constant = 30
    panel.frame.origin = CGPoint(x: 40, y: 50)
    root.layoutIfNeeded()
    let second = log.take()

    XCTAssertEqual(first.first, .reset)
    XCTAssertTrue(first.contains { if case .addEditVariable = $0 { true } else { false } })
    XCTAssertTrue(second.contains { if case .suggestValue = $0 { true } else { false } })
    XCTAssertTrue(second.contains { if case .remove = $0 { true } else { false } })

    let operations = try JSONDecoder().decode(
      [LayoutSolverLog.Operation].self, from: JSONEncoder().encode(first + second))
    XCTAssertEqual(operations, first + second)
    let replay = LayoutSolverReplay()
    replay.prepare(operations)
    replay.run(operations)
    let engine = try XCTUnwrap(LayoutEngine.engine(around: root, create: false))
    let made = try XCTUnwrap(engine.unknowns[ObjectIdentifier(label)])
    var compared = 0
    for variable in made.all {
      guard let number = log.variableNumbers[ObjectIdentifier(variable)] else { continue }
      XCTAssertEqual(replay.values[number] ?? .nan, variable.value, accuracy: 1e-9)
      compared += 1
    }
    XCTAssertEqual(compared, 4)
    XCTAssertEqual(label.frame.minX, 30)
  }
}
