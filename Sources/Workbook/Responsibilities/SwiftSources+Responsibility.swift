import SwiftScanning

extension SwiftSources {
  /// Where these sources hold a responsibility: every identifier token that is one of its symbols
  /// is counted for the innermost type (or extension of a type) whose braces enclose it; the type
  /// with the most wins (on a tie, one that declares a function, property or type of those names,
  /// then the first met in the files' order). Nil: no symbol is named anywhere.
  public func holder(of responsibility: Responsibility) -> ResponsibilityHolder? {
    holders(of: [responsibility])[0]
  }

  /// `holder(of:)` for each responsibility, in their order, from one pass over the tokens: a
  /// responsibility map asks for every row at every step.
  public func holders(of responsibilities: [Responsibility]) -> [ResponsibilityHolder?] {
    var tallies = responsibilities.map { HolderTally(symbols: Set($0.symbols)) }
    var rows: [String: [Int]] = [:]
    for (row, tally) in tallies.enumerated() {
      for symbol in tally.symbols { rows[symbol, default: []].append(row) }
    }
    for file in files {
      let regions = file.typeRegions()
      // A type's own name where it is declared (`class IngredientCell`) is not a use of it.
      let typeNames = Set(
        file.declarations.filter { $0.isType || $0.kind == .protocol }.map { $0.keyword + 1 })
      let declared = Set(file.declarations.filter { rows[$0.name] != nil }.map { $0.keyword + 1 })
      for (index, token) in file.tokens.enumerated() where !typeNames.contains(index) {
        guard let named = rows[token.text] else { continue }
        let type =
          regions.filter { $0.open < index && index < $0.close }.max { $0.open < $1.open }?.name
          ?? ResponsibilityHolder.topLevel
        for row in named {
          tallies[row].count(type, in: file.path, declaring: declared.contains(index))
        }
      }
    }
    return tallies.map { $0.holder }
  }
}

/// One responsibility's names counted by type and file, in the order the types were met.
private struct HolderTally {
  let symbols: Set<String>
  var counts: [String: Int] = [:]
  var files: [String: [String: Int]] = [:]
  var order: [String] = []
  var declaring: Set<String> = []

  init(symbols: Set<String>) {
    self.symbols = symbols
  }

  mutating func count(_ type: String, in file: String, declaring declares: Bool) {
    if declares { declaring.insert(type) }
    if counts[type] == nil { order.append(type) }
    counts[type, default: 0] += 1
    files[type, default: [:]][file, default: 0] += 1
  }

  /// Most names first; on a tie, a type that declares one of the symbols, then the first met.
  var holder: ResponsibilityHolder? {
    let ranked = order.enumerated().sorted { lhs, rhs in
      let left = (counts[lhs.element] ?? 0, declaring.contains(lhs.element) ? 1 : 0, rhs.offset)
      let right = (counts[rhs.element] ?? 0, declaring.contains(rhs.element) ? 1 : 0, lhs.offset)
      return left > right
    }
    .map(\.element)
    guard let type = ranked.first, let byFile = files[type] else { return nil }
    let file = byFile.keys.sorted().max { byFile[$0]! < byFile[$1]! }!
    return ResponsibilityHolder(
      type: type, file: file, occurrences: counts[type]!, sharedWith: Array(ranked.dropFirst()))
  }
}
