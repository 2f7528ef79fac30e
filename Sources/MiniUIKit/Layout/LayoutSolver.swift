import Foundation

/// The incremental Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), as kiwi implements it: a
/// simplex tableau kept optimal as constraints come and go, with edit variables whose
/// suggested values are taken in by a dual simplex step.
final class LayoutSolver {
  enum Failure: Error, Equatable {
    /// A required constraint contradicts the required ones already there.
    case unsatisfiable
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    case requiredEditVariable
  }

  /// A tableau symbol: a variable's own, or a slack, error or dummy variable. Its id alone
  /// tells it apart.
  struct Symbol: Hashable {
    enum Kind { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static let invalid = Symbol(id: 0, kind: .invalid)
    var isPivotable: Bool { kind == .slack || kind == .error }
  }

  /// `constant + Σ coefficient·symbol`.
  struct Row {
    var cells: [Symbol: Double] = [:]
    var constant: Double

    init(constant: Double) { self.constant = constant }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
      let value = (cells[symbol] ?? 0) + coefficient
      cells[symbol] = nearZero(value) ? nil : value
    }

    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
      constant += other.constant * coefficient
      for (symbol, value) in other.cells { insert(symbol, value * coefficient) }
    }

    mutating func reverseSign() {
      constant = -constant
      cells = cells.mapValues { -$0 }
    }

    /// Rewrites `0 = self` as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
      let coefficient = -1 / cells.removeValue(forKey: symbol)!
      constant *= coefficient
      cells = cells.mapValues { $0 * coefficient }
    }

    /// Rewrites `lhs = self` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
      guard let coefficient = cells.removeValue(forKey: symbol) else { return }
      insert(row, coefficient)
    }
  }

  struct Tag {
    var marker: Symbol
    var other: Symbol
  }

  struct EditInfo {
    let tag: Tag
    let constraint: LayoutSolverConstraint
    var constant: Double
  }

  var constraints: [LayoutSolverConstraint: Tag] = [:]
  /// The tableau: each basic symbol's row.
  var rows: [Symbol: Row] = [:]
  /// For each symbol, the basic symbols whose rows hold it: a pivot or a substitution then
  /// touches only those rows, not the whole tableau (Cassowary's column lists).
  var columns: [Symbol: Set<Symbol>] = [:]
  var variables: [LayoutVariable: Symbol] = [:]
  /// The variables in the order they came, with their symbols: what `updateVariables` walks.
  var variableOrder: [(variable: LayoutVariable, symbol: Symbol)] = []
  var edits: [LayoutVariable: EditInfo] = [:]
  var infeasibleRows: [Symbol] = []
  var objective = Row(constant: 0)
  var artificial: Row?
  var nextID = 1
  /// Where every call is written down, when Auto Layout is being recorded.
  let log: LayoutSolverLog?

  init(log: LayoutSolverLog? = nil) {
    self.log = log
    log?.record(.reset)
  }

  static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  // MARK: Constraints

  func hasConstraint(_ constraint: LayoutSolverConstraint) -> Bool {
    constraints[constraint] != nil
  }

  /// Adds `constraint`; a required one that contradicts the others throws `.unsatisfiable`
  /// and leaves the system as it was.
  func add(_ constraint: LayoutSolverConstraint) throws {
    log?.recordAdd(constraint)
    try insert(constraint)
  }

  /// `add` without the log (an edit variable's constraint is the solver's own).
  private func insert(_ constraint: LayoutSolverConstraint) throws {
    guard constraints[constraint] == nil else { throw Failure.duplicateConstraint }
    var tag = Tag(marker: .invalid, other: .invalid)
    var row = makeRow(for: constraint, tag: &tag)
    var subject = chooseSubject(row, tag)
    if subject.kind == .invalid, allDummies(row) {
      guard Self.nearZero(row.constant) else {
        forget(row, tag)
        throw Failure.unsatisfiable
      }
      subject = tag.marker
    }
    if subject.kind == .invalid {
      // The artificial variable's pivots change the tableau even when the row turns out
      // unsatisfiable (kiwi leaves it so): keep the state to go back to.
      let saved = (rows, columns, objective, infeasibleRows)
      guard try addWithArtificialVariable(row) else {
        (rows, columns, objective, infeasibleRows) = saved
        forget(row, tag)
        throw Failure.unsatisfiable
      }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    }
    constraints[constraint] = tag
    optimize(.main)
  }

  func remove(_ constraint: LayoutSolverConstraint) throws {
    if let log { log.record(.remove(constraint: log.number(of: constraint))) }
    try delete(constraint)
  }

  /// `remove` without the log.
  private func delete(_ constraint: LayoutSolverConstraint) throws {
    guard let tag = constraints.removeValue(forKey: constraint) else {
      throw Failure.unknownConstraint
    }
    removeEffects(of: constraint, tag)
    if rows[tag.marker] != nil {
      _ = removeRow(tag.marker)
    } else if let leaving = markerLeavingRow(tag.marker) {
      var pivot = removeRow(leaving)
      pivot.solve(for: leaving, tag.marker)
      substitute(tag.marker, pivot)
    }
    optimize(.main)
  }

  // MARK: Edit variables

  func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

  /// Lets `variable` be moved with `suggestValue(_:for:)`, held at `strength` (not required).
  func addEditVariable(_ variable: LayoutVariable, strength: Double) throws {
    if let log {
      log.record(.addEditVariable(variable: log.number(of: variable), strength: strength))
    }
    guard edits[variable] == nil else { throw Failure.duplicateEditVariable }
    guard strength < LayoutStrength.required else { throw Failure.requiredEditVariable }
    let constraint = LayoutSolverConstraint(LinearExpression(variable), .equal, strength: strength)
    try insert(constraint)
    edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
  }

  func removeEditVariable(_ variable: LayoutVariable) throws {
    if let log { log.record(.removeEditVariable(variable: log.number(of: variable))) }
    guard let info = edits.removeValue(forKey: variable) else {
      throw Failure.unknownEditVariable
    }
    try delete(info.constraint)
  }

  /// Moves an edit variable towards `value`; the solution follows at once (dual simplex).
  func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
    if let log { log.record(.suggestValue(variable: log.number(of: variable), value: value)) }
    guard var info = edits[variable] else { throw Failure.unknownEditVariable }
    let delta = value - info.constant
    info.constant = value
    edits[variable] = info
    guard !Self.nearZero(delta) else { return }
    let tag = info.tag
    if rows[tag.marker] != nil {
      rows[tag.marker]!.constant -= delta
      if rows[tag.marker]!.constant < 0 { infeasibleRows.append(tag.marker) }
    } else if rows[tag.other] != nil {
      rows[tag.other]!.constant += delta
      if rows[tag.other]!.constant < 0 { infeasibleRows.append(tag.other) }
    } else {
      for symbol in columns[tag.marker] ?? [] {
        let coefficient = rows[symbol]!.coefficient(for: tag.marker)
        rows[symbol]!.constant += coefficient * delta
        if rows[symbol]!.constant < 0, symbol.kind != .external { infeasibleRows.append(symbol) }
      }
    }
    dualOptimize()
  }

  /// Writes the solution into the variables' `value`s.
  func updateVariables() {
    log?.record(.updateVariables)
    for (variable, symbol) in variableOrder {
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  /// Forgets a variable no constraint uses any more.
  func forgetVariable(_ variable: LayoutVariable) {
    guard let symbol = variables[variable] else { return }
    let used = rows[symbol] != nil || columns[symbol]?.isEmpty == false
    guard !used else { return }
    variables[variable] = nil
    variableOrder.removeAll { $0.variable === variable }
  }
}

private func nearZero(_ value: Double) -> Bool { LayoutSolver.nearZero(value) }
