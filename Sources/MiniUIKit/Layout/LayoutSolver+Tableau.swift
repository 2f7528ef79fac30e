import Foundation

/// The tableau: rows made from constraints, pivots, and the primal and dual simplex, as kiwi's.
extension LayoutSolver {
  func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  func symbol(for variable: LayoutVariable) -> Symbol {
    if let symbol = variables[variable] { return symbol }
    let symbol = newSymbol(.external)
    variables[variable] = symbol
    variableOrder.append((variable, symbol))
    return symbol
  }

  /// The constraint as a tableau row, with its marker (and error) symbols in `tag` and the
  /// objective weighted by its errors.
  func makeRow(for constraint: LayoutSolverConstraint, tag: inout Tag) -> Row {
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
  func forget(_ row: Row, _ tag: Tag) {
    for symbol in [tag.marker, tag.other] where symbol.kind == .error {
      objective.cells[symbol] = nil
    }
  }

  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
    if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) {
      return external
    }
    if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
    if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
    return .invalid
  }

  func allDummies(_ row: Row) -> Bool {
    row.cells.keys.allSatisfy { $0.kind == .dummy }
  }

  /// Adds a row with no usable subject through an artificial variable: true if the row could
  /// be satisfied.
  func addWithArtificialVariable(_ row: Row) throws -> Bool {
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
  func substitute(_ symbol: Symbol, _ row: Row) {
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
  func setRow(_ basic: Symbol, _ row: Row) {
    rows[basic] = row
    for cell in row.cells.keys { columns[cell, default: []].insert(basic) }
  }

  /// Takes `basic`'s row out of the tableau, with its column entries.
  func removeRow(_ basic: Symbol) -> Row {
    let row = rows.removeValue(forKey: basic)!
    for cell in row.cells.keys { columns[cell]?.remove(basic) }
    return row
  }

  enum Objective { case main, artificial }

  /// Primal simplex: pivots until the objective can decrease no further. Coefficients of
  /// the objective far below its largest are rounding residue (strengths span nine orders of
  /// magnitude), not a direction to improve in.
  func optimize(_ which: Objective) {
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
  func enteringSymbol(_ objective: Row) -> Symbol? {
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
  func dualOptimize() {
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

  func dualEnteringSymbol(_ row: Row) -> Symbol? {
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

  func anyPivotableSymbol(_ row: Row) -> Symbol? {
    row.cells.keys.filter(\.isPivotable).min { $0.id < $1.id }
  }

  func leavingRow(for entering: Symbol) -> Symbol? {
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
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
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

  func removeEffects(of constraint: LayoutSolverConstraint, _ tag: Tag) {
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
