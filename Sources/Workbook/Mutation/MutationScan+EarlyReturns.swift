/// Functions that return nothing made to return at once.
extension MutationScan {
  /// Every function (not an initialiser) with a body, that returns nothing and does something:
  /// `func save() {` becomes `func save() { if MutantSwitch.isActive(7) { return };`.
  func earlyReturnSites() -> [MutationSite] {
    functions.compactMap { open, declaration in
      guard case .function(returnsValue: false, isInitializer: false) = blocks[open], isPlain(open),
        let close = match[open], close > open + 1
      else { return nil }
      let at = end(of: open)
      let line = line(of: at)
      return MutationSite(
        mutationOperator: .earlyReturn, offset: at, lines: line...line,
        type: typeName(around: open), original: "func \(declaration.name) {",
        replacement: "func \(declaration.name) { return",
        edits: [.insert(" if MutantSwitch.isActive($MUTANT) { return };", at: at, opening: 0)])
    }
  }
}
