import Foundation

/// An unknown of a layout system: a view's left edge, its width, a guide's top.
final class LayoutVariable: Hashable, CustomStringConvertible {
  /// For messages: "<UILabel: 5f1a>.width".
  let name: String
  /// The solver's answer, once `LayoutSolver.updateVariables()` has run.
  var value = 0.0

  init(_ name: String) { self.name = name }

  static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  var description: String { name }
}

/// `c₀ + Σ aᵢ·xᵢ`: a linear expression of layout variables.
struct LinearExpression: CustomStringConvertible {
  var terms: [(variable: LayoutVariable, coefficient: Double)] = []
  var constant = 0.0

  init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  init(_ variable: LayoutVariable) { self.init([(variable, 1)]) }

  static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    var sum = a
    sum.terms += b.terms
    sum.constant += b.constant
    return sum
  }

  static func * (a: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(
      a.terms.map { ($0.variable, $0.coefficient * factor) }, constant: a.constant * factor)
  }

  static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }

  static func + (a: LinearExpression, constant: Double) -> LinearExpression {
    var sum = a
    sum.constant += constant
    return sum
  }

  /// The expression's value with the variables' current values.
  var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

  var description: String {
    (terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
  }
}

/// How strongly the solver holds a constraint, as Cassowary's strengths: required ones
/// always (or the system is unsatisfiable), the others as far as they can, a stronger one
/// always before any number of weaker ones.
enum LayoutStrength {
  static let required = 1_001_001_000.0
  static let strong = 1_000_000.0
  static let medium = 1_000.0
  static let weak = 1.0

  /// UIKit's priority 1…1000: 1000 is required; below, a strength that grows by about 2 %
  /// a priority point (10^(9p/1000)): each constraint weighs 178 times one 250 points below
  /// it, so UIKit's usual levels (250, 500, 750, 999) act as its engine's strict order does.
  static func priority(_ priority: Float) -> Double {
    let clamped = Double(min(max(priority, 1), 1000))
    return clamped >= 1000 ? required : pow(10, clamped * 9 / 1000)
  }
}

/// `expression (≤ | = | ≥) 0`, held with `strength`.
final class LayoutSolverConstraint: Hashable {
  enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

  let expression: LinearExpression
  let relation: Relation
  let strength: Double

  init(_ expression: LinearExpression, _ relation: Relation, strength: Double) {
    // Terms of one variable combined, zeros dropped.
    var combined: [LayoutVariable: Double] = [:]
    var order: [LayoutVariable] = []
    for term in expression.terms {
      if combined[term.variable] == nil { order.append(term.variable) }
      combined[term.variable, default: 0] += term.coefficient
    }
    self.expression = LinearExpression(
      order.compactMap { variable in
        let coefficient = combined[variable]!
        return abs(coefficient) < 1e-8 ? nil : (variable, coefficient)
      }, constant: expression.constant)
    self.relation = relation
    self.strength = min(max(strength, 0), LayoutStrength.required)
  }

  var isRequired: Bool { strength >= LayoutStrength.required }

  static func == (a: LayoutSolverConstraint, b: LayoutSolverConstraint) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
