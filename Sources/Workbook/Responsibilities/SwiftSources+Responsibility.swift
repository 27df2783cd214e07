import SwiftScanning

extension SwiftSources {
  /// Where these sources hold a responsibility: every identifier token that is one of its symbols
  /// is counted for the innermost type (or extension of a type) whose braces enclose it; the type
  /// with the most wins (on a tie, one that declares a function, property or type of those names,
  /// then the first met in the files' order). Nil: no symbol is named anywhere.
  public func holder(of responsibility: Responsibility) -> ResponsibilityHolder? {
    let symbols = Set(responsibility.symbols)
    var counts: [String: Int] = [:]
    var files: [String: [String: Int]] = [:]
    var order: [String] = []
    var declaring: Set<String> = []
    for file in self.files {
      let regions = file.typeRegions()
      let declared = Set(file.declarations.filter { symbols.contains($0.name) }.map { $0.keyword + 1 })
      // A type's own name where it is declared (`class IngredientCell`) is not a use of it.
      let typeNames = Set(
        file.declarations.filter { $0.isType || $0.kind == .protocol }.map { $0.keyword + 1 })
      for (index, token) in file.tokens.enumerated()
      where symbols.contains(token.text) && !typeNames.contains(index) {
        let type =
          regions.filter { $0.open < index && index < $0.close }.max { $0.open < $1.open }?.name
          ?? ResponsibilityHolder.topLevel
        if declared.contains(index) { declaring.insert(type) }
        if counts[type] == nil { order.append(type) }
        counts[type, default: 0] += 1
        files[type, default: [:]][file.path, default: 0] += 1
      }
    }
    // Most names first; on a tie, a type that declares one of the symbols, then the first met.
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
