extension SwiftSources {
  /// Where these sources hold a responsibility: every identifier token that is one of its symbols
  /// is counted for the innermost type (or extension of a type) whose braces enclose it; the type
  /// with the most wins (the first declared on a tie). Nil: no symbol is named anywhere.
  public func holder(of responsibility: Responsibility) -> ResponsibilityHolder? {
    let symbols = Set(responsibility.symbols)
    var counts: [String: Int] = [:]
    var files: [String: [String: Int]] = [:]
    var order: [String] = []
    for file in self.files {
      let regions = file.typeRegions()
      for (index, token) in file.tokens.enumerated() where symbols.contains(token.text) {
        let type =
          regions.filter { $0.open < index && index < $0.close }.max { $0.open < $1.open }?.name
          ?? ResponsibilityHolder.topLevel
        if counts[type] == nil { order.append(type) }
        counts[type, default: 0] += 1
        files[type, default: [:]][file.path, default: 0] += 1
      }
    }
    let ranked = order.enumerated().sorted {
      ($0.element.rank(counts), $1.offset) > ($1.element.rank(counts), $0.offset)
    }
    .map(\.element)
    guard let type = ranked.first, let byFile = files[type] else { return nil }
    let file = byFile.keys.sorted().max { byFile[$0]! < byFile[$1]! }!
    return ResponsibilityHolder(
      type: type, file: file, occurrences: counts[type]!, sharedWith: Array(ranked.dropFirst()))
  }
}

extension String {
  fileprivate func rank(_ counts: [String: Int]) -> Int { counts[self] ?? 0 }
}

extension SwiftSourceFile {
  /// The braces of every type and extension the file declares, with the type's qualified name
  /// (an extension's is the type it extends).
  fileprivate func typeRegions() -> [(name: String, open: Int, close: Int)] {
    declarations.compactMap { declaration in
      guard declaration.isType || declaration.kind == .extension, let body = declaration.body else {
        return nil
      }
      return (TypeMap.qualifiedName(of: declaration, in: self), body.open, body.close)
    }
  }
}
