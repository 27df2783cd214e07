/// `if`, `guard` and `while` conditions negated.
extension MutationScan {
  /// What makes a condition more than a plain Boolean expression (at its top level: a binding,
  /// a pattern, a list of conditions), or unsafe to wrap (`try` and `await` must not follow an
  /// operator; availability is no expression).
  private static let notPlainAtTop: Set<String> = ["let", "var", "case", ","]
  private static let notPlainAnywhere: Set<String> = [
    "try", "await", "#available", "#unavailable", "{", "}",
  ]

  /// Every `if`, `guard` and `while` (not `repeat … while`) whose condition is one Boolean
  /// expression: `if a < b {` becomes `if MutantSwitch.isActive(7) != (a < b) {`.
  func conditionSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      let keyword = tokens[index].text
      guard keyword == "if" || keyword == "guard" || keyword == "while", isPlantable(index) else {
        return nil
      }
      if index > 0, tokens[index - 1].text == "." || (keyword == "while" && tokens[index - 1].text == "}") {
        return nil
      }
      guard let last = conditionEnd(after: index, until: keyword == "guard" ? "else" : "{") else {
        return nil
      }
      let start = skippingSpace(from: end(of: index))
      let end = trimmingSpace(before: offset(of: last + 1))
      guard start < end else { return nil }
      let span = end - start
      return MutationSite(
        mutationOperator: .negatedCondition, offset: offset(of: index),
        lines: line(of: start)...line(of: end - 1), type: typeName(around: index),
        original: "\(keyword) \(oneLine(start..<end))", replacement: "\(keyword) !(\(oneLine(start..<end)))",
        edits: [
          .insert("MutantSwitch.isActive($MUTANT) != (", at: start, opening: span),
          .insert(")", at: end, closing: span),
        ])
    }
  }

  /// The last token of a plain condition that follows a keyword and ends before `terminator` (at
  /// bracket depth 0), or nil when it is not plain.
  private func conditionEnd(after keyword: Int, until terminator: String) -> Int? {
    var position = keyword + 1
    while position < tokens.count {
      let text = tokens[position].text
      if text == terminator { return position > keyword + 1 ? position - 1 : nil }
      if Self.notPlainAtTop.contains(text) || Self.notPlainAnywhere.contains(text) { return nil }
      if text == "(" || text == "[", let close = match[position] {
        let inside = tokens[(position + 1)..<close].contains { Self.notPlainAnywhere.contains($0.text) }
        if inside { return nil }
        position = close + 1
      } else {
        position += 1
      }
    }
    return nil
  }
}
