import TestSupport
import XCTest

@_spi(Host) @testable import MiniUIKit

/// The Cassowary solver: the paper's and kiwi's examples, then properties of random systems.
final class LayoutSolverTests: XCTestCase {
  private func variable(_ name: String) -> LayoutVariable { LayoutVariable(name) }

  private func constraint(
    _ terms: [(LayoutVariable, Double)], _ constant: Double,
    _ relation: LayoutSolverConstraint.Relation, _ strength: Double = LayoutStrength.required
  ) -> LayoutSolverConstraint {
    LayoutSolverConstraint(
      LinearExpression(terms, constant: constant), relation, strength: strength)
  }

  func testAnEqualityIsSolved() throws {
    let solver = LayoutSolver()
    let x = variable("x")
    // x + 2 == 20
    try solver.add(constraint([(x, 1)], 2 - 20, .equal))
    solver.updateVariables()
    XCTAssertEqual(x.value, 18, accuracy: 1e-9)
  }

  func testRequiredConstraintsWinAndStrongerPreferencesBeatWeakerOnes() throws {
    let solver = LayoutSolver()
    let x = variable("x")
    let y = variable("y")
    try solver.add(constraint([(x, 1), (y, 1)], -20, .equal))  // x + y == 20
    try solver.add(constraint([(x, 1)], -5, .greaterThanOrEqual))  // x >= 5
    try solver.add(constraint([(x, 1)], -10, .equal, LayoutStrength.weak))  // x == 10, weak
    let strongY = constraint([(y, 1)], -17, .equal, LayoutStrength.strong)  // y == 17, strong
    try solver.add(strongY)
    solver.updateVariables()
    XCTAssertEqual(y.value, 15, accuracy: 1e-9, "y as near 17 as x >= 5 allows")
    XCTAssertEqual(x.value, 5, accuracy: 1e-9)
    try solver.remove(strongY)
    solver.updateVariables()
    XCTAssertEqual(x.value, 10, accuracy: 1e-9, "without it, the weak preference holds")
    XCTAssertEqual(y.value, 10, accuracy: 1e-9)
  }

  /// The paper's running example: a midpoint between two ends in a 100-point window, moved
  /// by an edit variable.
  func testTheMidpointExampleFollowsItsEditVariable() throws {
    let solver = LayoutSolver()
    let left = variable("xl")
    let middle = variable("xm")
    let right = variable("xr")
    try solver.add(constraint([(middle, 2), (left, -1), (right, -1)], 0, .equal))
    try solver.add(constraint([(right, 1), (left, -1)], -10, .greaterThanOrEqual))
    try solver.add(constraint([(right, 1)], -100, .lessThanOrEqual))
    try solver.add(constraint([(left, 1)], 0, .greaterThanOrEqual))
    try solver.add(constraint([(left, 1)], -10, .equal, LayoutStrength.weak))
    try solver.add(constraint([(right, 1)], -90, .equal, LayoutStrength.weak))
    try solver.addEditVariable(middle, strength: LayoutStrength.strong)
    for (suggested, expected) in [(60.0, 60.0), (95, 95), (99, 95), (2, 5)] {
      try solver.suggestValue(suggested, for: middle)
      solver.updateVariables()
      XCTAssertEqual(middle.value, expected, accuracy: 1e-9, "suggested \(suggested)")
      XCTAssertEqual(2 * middle.value, left.value + right.value, accuracy: 1e-9)
      XCTAssertGreaterThanOrEqual(right.value - left.value, 10 - 1e-9)
      XCTAssertLessThanOrEqual(right.value, 100 + 1e-9)
      XCTAssertGreaterThanOrEqual(left.value, -1e-9)
    }
    try solver.removeEditVariable(middle)
    XCTAssertFalse(solver.hasEditVariable(middle))
  }

  func testAContradictionIsRefusedAndTheSystemStaysAsItWas() throws {
    let solver = LayoutSolver()
    let x = variable("x")
    try solver.add(constraint([(x, 1)], -10, .greaterThanOrEqual))
    let contradiction = constraint([(x, 1)], -5, .lessThanOrEqual)
    XCTAssertThrowsError(try solver.add(contradiction)) {
      XCTAssertEqual($0 as? LayoutSolver.Failure, .unsatisfiable)
    }
    XCTAssertFalse(solver.hasConstraint(contradiction))
    try solver.add(constraint([(x, 1)], -12, .equal, LayoutStrength.medium))
    solver.updateVariables()
    XCTAssertEqual(x.value, 12, accuracy: 1e-9)
    XCTAssertThrowsError(try solver.addEditVariable(x, strength: LayoutStrength.required))
  }

  // MARK: Properties

  /// Random satisfiable systems: every required constraint holds within 1e-6.
  func testRequiredConstraintsOfRandomSatisfiableSystemsHold() throws {
    var random = SeededGenerator(seed: 7)
    for round in 0..<200 {
      let (solver, variables, required) = try randomSystem(&random)
      solver.updateVariables()
      for constraint in required {
        let value = constraint.expression.value
        switch constraint.relation {
        case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, "round \(round)")
        case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, "round \(round)")
        case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, "round \(round)")
        }
      }
      _ = variables
    }
  }

  /// Optional constraints are met in priority order: of three that pull a variable apart,
  /// the strongest holds, or comes as close as the required ones allow (UIKit's rule), the
  /// weaker ones notwithstanding.
  func testOptionalConstraintsAreMetInPriorityOrder() throws {
    var random = SeededGenerator(seed: 11)
    var rounds = 0
    while rounds < 300 {
      let solver = LayoutSolver()
      let x = variable("x")
      let y = variable("y")
      let priorities = (0..<3).map { _ in Float(Int.random(in: 1...999, using: &random)) }
      let sorted = priorities.sorted()
      // UIKit's levels lie far apart; so do these.
      guard sorted[1] - sorted[0] >= 100, sorted[2] - sorted[1] >= 100 else { continue }
      rounds += 1
      let targets = [10.0, 20.0, 30.0].shuffled(using: &random)
      for (priority, target) in zip(priorities, targets) {
        try solver.add(constraint([(x, 1)], -target, .equal, LayoutStrength.priority(priority)))
      }
      // y follows x and must stay at 25 or below (required).
      try solver.add(constraint([(y, 1), (x, -1)], 0, .equal))
      try solver.add(constraint([(y, 1)], -25, .lessThanOrEqual))
      solver.updateVariables()
      let strongest = zip(priorities, targets).max { $0.0 < $1.0 }!.1
      XCTAssertEqual(x.value, min(strongest, 25), accuracy: 1e-6, "\(priorities) → \(targets)")
    }
  }

  /// Adding a constraint and removing it again gives back the same solution.
  func testAddingThenRemovingAConstraintRestoresTheSolution() throws {
    var random = SeededGenerator(seed: 23)
    for round in 0..<200 {
      let (solver, variables, _) = try randomSystem(&random)
      solver.updateVariables()
      let before = variables.map(\.value)
      let target = variables[Int.random(in: 0..<variables.count, using: &random)]
      let extra = constraint(
        [(target, 1)], -Double.random(in: -50...50, using: &random), .equal,
        LayoutStrength.strong)
      try solver.add(extra)
      try solver.remove(extra)
      solver.updateVariables()
      for (old, new) in zip(before, variables.map(\.value)) {
        XCTAssertEqual(old, new, accuracy: 1e-6, "round \(round)")
      }
    }
  }

  /// Optional constraints of strengths from weak to near-required, edits, then every
  /// constraint removed in a random order: the solver neither fails on rounding residue nor
  /// loses track, and the edit variables end where they were last asked to be.
  func testRandomEditsAndRemovalsLeaveOnlyTheEdits() throws {
    var random = SeededGenerator(seed: 5)
    for round in 0..<300 {
      let solver = LayoutSolver()
      let variables = (0..<4).map { variable("v\($0)") }
      for variable in variables {
        try solver.addEditVariable(
          variable, strength: [1.0, 1000, 1e6].randomElement(using: &random)!)
      }
      var optional: [LayoutSolverConstraint] = []
      for _ in 0..<8 {
        let a = variables.randomElement(using: &random)!
        let b = variables.randomElement(using: &random)!
        let made = constraint(
          [(a, 1), (b, -Double.random(in: 0...2, using: &random))],
          Double.random(in: -50...50, using: &random),
          [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!,
          [1.0, 1000, 1e6, 3e8].randomElement(using: &random)!)
        try solver.add(made)
        optional.append(made)
      }
      var suggested: [Double] = []
      for variable in variables {
        let value = Double.random(in: -100...100, using: &random)
        try solver.suggestValue(value, for: variable)
        suggested.append(value)
      }
      for made in optional.shuffled(using: &random) { try solver.remove(made) }
      solver.updateVariables()
      for (variable, value) in zip(variables, suggested) {
        XCTAssertEqual(variable.value, value, accuracy: 1e-6, "round \(round)")
      }
    }
  }

  /// A system that a random point satisfies: required equalities and inequalities through
  /// it, optional pulls elsewhere, and a weak stay of a distinct weight on each variable
  /// (so that the optimum is unique).
  private func randomSystem(_ random: inout SeededGenerator) throws -> (
    LayoutSolver, [LayoutVariable], [LayoutSolverConstraint]
  ) {
    let solver = LayoutSolver()
    let count = Int.random(in: 2...6, using: &random)
    let variables = (0..<count).map { variable("v\($0)") }
    let point = variables.map { _ in Double.random(in: -100...100, using: &random) }
    var required: [LayoutSolverConstraint] = []
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let terms = variables.indices.shuffled(using: &random)
        .prefix(Int.random(in: 1...count, using: &random))
        .map { (variables[$0], Double(Int.random(in: -3...3, using: &random))) }
      let atPoint = terms.reduce(0.0) { sum, term in
        sum + term.1 * point[variables.firstIndex(of: term.0)!]
      }
      let relation: LayoutSolverConstraint.Relation =
        [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
      let margin = relation == .equal ? 0 : Double.random(in: 0...20, using: &random)
      let constant = relation == .greaterThanOrEqual ? -atPoint + margin : -atPoint - margin
      let made = constraint(terms, constant, relation)
      try solver.add(made)
      required.append(made)
    }
    for (index, variable) in variables.enumerated() {
      try solver.add(
        constraint(
          [(variable, 1)], -Double.random(in: -100...100, using: &random), .equal,
          LayoutStrength.medium * Double.random(in: 0.5...2, using: &random)))
      try solver.add(
        constraint([(variable, 1)], 0, .equal, LayoutStrength.weak * Double(index + 1)))
    }
    return (solver, variables, required)
  }
}
