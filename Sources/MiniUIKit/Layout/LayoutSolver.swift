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
  private struct Symbol: Hashable {
    enum Kind { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static let invalid = Symbol(id: 0, kind: .invalid)
    var isPivotable: Bool { kind == .slack || kind == .error }
  }

  /// `constant + Σ coefficient·symbol`.
  private struct Row {
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

  private struct Tag {
    var marker: Symbol
    var other: Symbol
  }

  private struct EditInfo {
    let tag: Tag
    let constraint: LayoutSolverConstraint
    var constant: Double
  }

  private var constraints: [LayoutSolverConstraint: Tag] = [:]
  /// The tableau: each basic symbol's row.
  private var rows: [Symbol: Row] = [:]
  /// For each symbol, the basic symbols whose rows hold it: a pivot or a substitution then
  /// touches only those rows, not the whole tableau (Cassowary's column lists).
  private var columns: [Symbol: Set<Symbol>] = [:]
  private var variables: [LayoutVariable: Symbol] = [:]
  private var variableOrder: [LayoutVariable] = []
  private var edits: [LayoutVariable: EditInfo] = [:]
  private var infeasibleRows: [Symbol] = []
  private var objective = Row(constant: 0)
  private var artificial: Row?
  private var nextID = 1

  fileprivate static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  // MARK: Constraints

  func hasConstraint(_ constraint: LayoutSolverConstraint) -> Bool {
    constraints[constraint] != nil
  }

  /// Adds `constraint`; a required one that contradicts the others throws `.unsatisfiable`
  /// and leaves the system as it was.
  func add(_ constraint: LayoutSolverConstraint) throws {
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
    guard edits[variable] == nil else { throw Failure.duplicateEditVariable }
    guard strength < LayoutStrength.required else { throw Failure.requiredEditVariable }
    let constraint = LayoutSolverConstraint(LinearExpression(variable), .equal, strength: strength)
    try add(constraint)
    edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
  }

  func removeEditVariable(_ variable: LayoutVariable) throws {
    guard let info = edits.removeValue(forKey: variable) else {
      throw Failure.unknownEditVariable
    }
    try remove(info.constraint)
  }

  /// Moves an edit variable towards `value`; the solution follows at once (dual simplex).
  func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
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
    for variable in variableOrder {
      let symbol = variables[variable]!
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  /// Forgets a variable no constraint uses any more.
  func forgetVariable(_ variable: LayoutVariable) {
    guard let symbol = variables[variable] else { return }
    let used = rows[symbol] != nil || columns[symbol]?.isEmpty == false
    guard !used else { return }
    variables[variable] = nil
    variableOrder.removeAll { $0 === variable }
  }

  // MARK: Tableau

  private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  private func symbol(for variable: LayoutVariable) -> Symbol {
    if let symbol = variables[variable] { return symbol }
    let symbol = newSymbol(.external)
    variables[variable] = symbol
    variableOrder.append(variable)
    return symbol
  }

  /// The constraint as a tableau row, with its marker (and error) symbols in `tag` and the
  /// objective weighted by its errors.
  private func makeRow(for constraint: LayoutSolverConstraint, tag: inout Tag) -> Row {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    for term in expression.terms where !Self.nearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack)
      tag.marker = slack
      row.insert(slack, coefficient)
      if !constraint.isRequired {
        let error = newSymbol(.error)
        tag.other = error
        row.insert(error, -coefficient)
        objective.insert(error, constraint.strength)
      }
    case .equal:
      if constraint.isRequired {
        let dummy = newSymbol(.dummy)
        tag.marker = dummy
        row.insert(dummy)
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, constraint.strength)
        objective.insert(minus, constraint.strength)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// Undoes `makeRow`'s side effects for a constraint that could not be added.
  private func forget(_ row: Row, _ tag: Tag) {
    for symbol in [tag.marker, tag.other] where symbol.kind == .error {
      objective.cells[symbol] = nil
    }
  }

  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
    if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) {
      return external
    }
    if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
    if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
    return .invalid
  }

  private func allDummies(_ row: Row) -> Bool {
    row.cells.keys.allSatisfy { $0.kind == .dummy }
  }

  /// Adds a row with no usable subject through an artificial variable: true if the row could
  /// be satisfied.
  private func addWithArtificialVariable(_ row: Row) throws -> Bool {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    optimize(.artificial)
    let success = Self.nearZero(artificial!.constant)
    artificial = nil
    if rows[art] != nil {
      var basic = removeRow(art)
      if basic.cells.isEmpty { return success }
      guard let entering = anyPivotableSymbol(basic) else { return false }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      setRow(entering, basic)
    }
    for key in columns.removeValue(forKey: art) ?? [] { rows[key]!.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  /// Replaces `symbol` by `row` in every row that holds it, and in the objectives.
  private func substitute(_ symbol: Symbol, _ row: Row) {
    for basic in columns.removeValue(forKey: symbol) ?? [] {
      // Taken out of the tableau while it changes, so that its cells change in place rather
      // than being copied.
      guard var target = rows.removeValue(forKey: basic) else { continue }
      guard let coefficient = target.cells.removeValue(forKey: symbol) else {
        rows[basic] = target
        continue
      }
      target.constant += row.constant * coefficient
      for (cell, value) in row.cells {
        let old = target.cells[cell]
        let new = (old ?? 0) + value * coefficient
        if Self.nearZero(new) {
          if old != nil {
            target.cells[cell] = nil
            columns[cell]?.remove(basic)
          }
        } else {
          target.cells[cell] = new
          if old == nil { columns[cell, default: []].insert(basic) }
        }
      }
      rows[basic] = target
      if basic.kind != .external, target.constant < 0 { infeasibleRows.append(basic) }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// Stores `row` as `basic`'s, with its column entries.
  private func setRow(_ basic: Symbol, _ row: Row) {
    rows[basic] = row
    for cell in row.cells.keys { columns[cell, default: []].insert(basic) }
  }

  /// Takes `basic`'s row out of the tableau, with its column entries.
  private func removeRow(_ basic: Symbol) -> Row {
    let row = rows.removeValue(forKey: basic)!
    for cell in row.cells.keys { columns[cell]?.remove(basic) }
    return row
  }

  private enum Objective { case main, artificial }

  /// Primal simplex: pivots until the objective can decrease no further. Coefficients of
  /// the objective far below its largest are rounding residue (strengths span nine orders of
  /// magnitude), not a direction to improve in.
  private func optimize(_ which: Objective) {
    while true {
      guard let entering = enteringSymbol(which == .main ? objective : artificial!) else { return }
      guard let leaving = leavingRow(for: entering) else {
        // Nothing bounds it: only a residue can say so. Drop it rather than fail.
        if which == .main {
          objective.cells[entering] = nil
        } else {
          artificial?.cells[entering] = nil
        }
        continue
      }
      var row = removeRow(leaving)
      row.solve(for: leaving, entering)
      substitute(entering, row)
      setRow(entering, row)
    }
  }

  /// The objective's negative coefficient of the lowest symbol (Bland's rule), if any is not
  /// rounding residue.
  private func enteringSymbol(_ objective: Row) -> Symbol? {
    let scale = objective.cells.values.reduce(1) { max($0, abs($1)) }
    var entering: Symbol?
    for (symbol, coefficient) in objective.cells
    where symbol.kind != .dummy && coefficient < -1e-12 * scale
      && symbol.id < (entering?.id ?? .max)
    {
      entering = symbol
    }
    return entering
  }

  /// Dual simplex: restores feasibility after edits, keeping optimality.
  private func dualOptimize() {
    while let leaving = infeasibleRows.popLast() {
      guard let row = rows[leaving], !Self.nearZero(row.constant), row.constant < 0 else {
        continue
      }
      // No way back to feasibility (a residue again): leave the row as it is.
      guard let entering = dualEnteringSymbol(row) else { continue }
      var pivot = removeRow(leaving)
      pivot.solve(for: leaving, entering)
      substitute(entering, pivot)
      setRow(entering, pivot)
    }
  }

  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: (symbol: Symbol, ratio: Double)?
    for (symbol, coefficient) in row.cells where symbol.kind != .dummy && coefficient > 0 {
      let ratio = objective.coefficient(for: symbol) / coefficient
      if best == nil || ratio < best!.ratio
        || (ratio == best!.ratio && symbol.id < best!.symbol.id)
      {
        best = (symbol, ratio)
      }
    }
    return best?.symbol
  }

  private func anyPivotableSymbol(_ row: Row) -> Symbol? {
    row.cells.keys.filter(\.isPivotable).min { $0.id < $1.id }
  }

  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (symbol: Symbol, ratio: Double)?
    for symbol in columns[entering] ?? [] where symbol.kind != .external {
      let row = rows[symbol]!
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if best == nil || ratio < best!.ratio
        || (ratio == best!.ratio && symbol.id < best!.symbol.id)
      {
        best = (symbol, ratio)
      }
    }
    return best?.symbol
  }

  /// The row to pivot a removed constraint's marker out of.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for symbol in (columns[marker] ?? []).sorted(by: { $0.id < $1.id }) {
      let row = rows[symbol]!
      let coefficient = row.coefficient(for: marker)
      guard coefficient != 0 else { continue }
      if symbol.kind == .external {
        if third == nil { third = symbol }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.1 { first = (symbol, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.1 { second = (symbol, ratio) }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }

  private func removeEffects(of constraint: LayoutSolverConstraint, _ tag: Tag) {
    guard !constraint.isRequired else { return }
    for symbol in [tag.marker, tag.other] where symbol.kind == .error {
      if let row = rows[symbol] {
        objective.insert(row, -constraint.strength)
      } else {
        objective.insert(symbol, -constraint.strength)
      }
    }
  }
}

private func nearZero(_ value: Double) -> Bool { LayoutSolver.nearZero(value) }
