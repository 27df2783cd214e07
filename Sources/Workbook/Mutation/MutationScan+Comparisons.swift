/// Comparisons flipped at their boundary or their sense.
extension MutationScan {
  /// Every spaced binary comparison in code (`a < b`, not `Array<Int>`), except in an operator's
  /// own declaration (`static func == (…)`).
  func comparisonSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      guard let run = operatorRun(at: index), isPlantable(index), isSpacedBinary(run) else { return nil }
      let original = text(of: run)
      guard let replacement = ComparisonMutation.flips[original] else { return nil }
      if index > 0, ["func", "operator"].contains(tokens[index - 1].text) { return nil }
      let range = offset(of: run.lowerBound)..<end(of: run.upperBound - 1)
      let line = line(of: range.lowerBound)
      var site = MutationSite(
        mutationOperator: .comparison, offset: range.lowerBound, lines: line...line,
        type: typeName(around: index), original: original, replacement: replacement,
        edits: [.replace(range, with: "$OPERATOR")])
      site.declarations = ComparisonMutation.declarations(original: original, replacement: replacement)
      return site
    }
  }
}
