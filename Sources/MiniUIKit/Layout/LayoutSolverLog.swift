import Foundation

/// Every call a hierarchy's Auto Layout makes of its solver, in order, with variables and
/// constraints named by number: the same system can then be replayed on a fresh solver, here
/// or in another Cassowary solver (kiwi), to time the solver alone (`make bench`).
@_spi(Host) public final class LayoutSolverLog {
  /// One call of the solver.
  public enum Operation: Codable, Equatable {
    /// A new, empty solver.
    case reset
    /// `Σ coefficient·variable + constant (relation) 0` held at `strength`; relation is
    /// "<=", "==" or ">=" (kiwi's spelling).
    case add(
      constraint: Int, terms: [Term], constant: Double, relation: String, strength: Double)
    /// The constraint numbered `constraint` taken out.
    case remove(constraint: Int)
    /// Variable `variable` made an edit variable held at `strength`.
    case addEditVariable(variable: Int, strength: Double)
    /// Variable `variable` no longer an edit variable.
    case removeEditVariable(variable: Int)
    /// Edit variable `variable` moved towards `value`.
    case suggestValue(variable: Int, value: Double)
    /// The solution read into every variable.
    case updateVariables
  }

  /// `coefficient·variable`, the variable by number.
  public struct Term: Codable, Equatable {
    /// The variable's number.
    public var variable: Int
    /// What it is multiplied by.
    public var coefficient: Double
  }

  /// The calls since the last `take()`.
  public private(set) var operations: [Operation] = []
  private(set) var variableNumbers: [ObjectIdentifier: Int] = [:]
  private var constraintNumbers: [ObjectIdentifier: Int] = [:]
  /// Every numbered variable and constraint, kept alive: a new object at a freed one's
  /// address would otherwise take its number.
  private var numbered: [AnyObject] = []

  /// An empty log.
  public init() {}

  /// The calls recorded since the last time, which are then forgotten (the numbering is
  /// kept, so that what is taken next goes on from them).
  public func take() -> [Operation] {
    defer { operations = [] }
    return operations
  }

  func record(_ operation: Operation) { operations.append(operation) }

  func number(of variable: LayoutVariable) -> Int {
    number(of: variable, in: &variableNumbers)
  }

  func number(of constraint: LayoutSolverConstraint) -> Int {
    number(of: constraint, in: &constraintNumbers)
  }

  /// `object`'s number in `numbers`, the next one if it has none yet.
  private func number(of object: AnyObject, in numbers: inout [ObjectIdentifier: Int]) -> Int {
    let key = ObjectIdentifier(object)
    if let number = numbers[key] { return number }
    numbered.append(object)
    numbers[key] = numbers.count
    return numbers.count - 1
  }

  func recordAdd(_ constraint: LayoutSolverConstraint) {
    let relation =
      switch constraint.relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    record(
      .add(
        constraint: number(of: constraint),
        terms: constraint.expression.terms.map {
          Term(variable: number(of: $0.variable), coefficient: $0.coefficient)
        },
        constant: constraint.expression.constant, relation: relation,
        strength: constraint.strength))
  }
}

/// Plays a `LayoutSolverLog`'s calls on solvers of its own, call for call (a call the solver
/// refuses is skipped, as the engine skips it).
@_spi(Host) public final class LayoutSolverReplay {
  private var solver = LayoutSolver()
  private var variables: [Int: LayoutVariable] = [:]
  private var constraints: [Int: LayoutSolverConstraint] = [:]

  /// A replay with a solver of its own, empty.
  public init() {}

  /// Makes the variables and constraints `operations` name, so that `run` spends its time in
  /// the solver alone.
  public func prepare(_ operations: [LayoutSolverLog.Operation]) {
    for case .add(let number, let terms, let constant, let relation, let strength) in operations
    where constraints[number] == nil {
      let expression = LinearExpression(
        terms.map { (variable(number: $0.variable), $0.coefficient) }, constant: constant)
      let made: LayoutSolverConstraint.Relation =
        relation == "<=" ? .lessThanOrEqual : relation == ">=" ? .greaterThanOrEqual : .equal
      constraints[number] = LayoutSolverConstraint(expression, made, strength: strength)
    }
  }

  /// Runs `operations` (prepared first).
  public func run(_ operations: [LayoutSolverLog.Operation]) {
    for operation in operations {
      switch operation {
      case .reset:
        solver = LayoutSolver()
      case .add(let number, _, _, _, _):
        if let constraint = constraints[number] { try? solver.add(constraint) }
      case .remove(let number):
        // A constraint added before the calls prepared is unknown to this solver anyway.
        if let constraint = constraints[number] { try? solver.remove(constraint) }
      case .addEditVariable(let number, let strength):
        try? solver.addEditVariable(variable(number: number), strength: strength)
      case .removeEditVariable(let number):
        try? solver.removeEditVariable(variable(number: number))
      case .suggestValue(let number, let value):
        try? solver.suggestValue(value, for: variable(number: number))
      case .updateVariables:
        solver.updateVariables()
      }
    }
  }

  /// The value the last `updateVariables` gave each variable the calls named, by number.
  public var values: [Int: Double] { variables.mapValues(\.value) }

  private func variable(number: Int) -> LayoutVariable {
    if let variable = variables[number] { return variable }
    let variable = LayoutVariable("v\(number)")
    variables[number] = variable
    return variable
  }
}

extension UIView {
  /// Where the Auto Layout of this view's hierarchy writes down its solver's calls (nil: not
  /// recorded). Setting a log makes the next layout start the solver anew, so that the log
  /// holds the whole system.
  @_spi(Host) public var autoLayoutLog: LayoutSolverLog? {
    get { LayoutEngine.engine(around: self, create: false)?.solverLog }
    set {
      guard let engine = LayoutEngine.engine(around: self, create: true) else { return }
      engine.solverLog = newValue
      engine.needsRebuild = true
      engine.markDirty()
    }
  }
}
