/// Calls on their own, as statements, dropped.
extension MutationScan {
  /// Calls whose removal does not compile (a `guard`'s `else` must leave; an initialiser must
  /// delegate) or that only check (a dropped assertion is equivalent in a run that passes).
  static let trapCalls: Set<String> = [
    "fatalError", "preconditionFailure", "precondition", "assert", "assertionFailure",
  ]
  /// Words that start a statement which is not a call.
  private static let statementKeywords: Set<String> = [
    "return", "let", "var", "if", "guard", "for", "while", "switch", "case", "default", "defer", "do",
    "repeat", "throw", "break", "continue", "fallthrough", "else", "catch", "in", "import", "func",
    "init", "deinit", "class", "struct", "enum", "extension", "protocol", "typealias", "static",
    "private", "fileprivate", "public", "internal", "open", "override", "final", "lazy", "weak",
    "unowned", "mutating", "nonisolated", "where", "true", "false", "nil", "is", "as", "subscript",
  ]

  /// Every statement that starts its line and is a call (a chain of members and calls, with an
  /// optional `try`, `try!`, `try?` or `await`), not its block's only statement where that
  /// statement is the block's value: `tableView.reloadData()` becomes
  /// `if !MutantSwitch.isActive(7) { tableView.reloadData() }`.
  func statementSites() -> [MutationSite] {
    tokens.indices.compactMap { index in
      guard startsLine(index), isPlantable(index), let last = callStatementEnd(from: index) else {
        return nil
      }
      let brace = enclosingBrace[index]!
      if isOnlyStatement(index...last, in: brace), blocks[brace]?.singleStatementIsValue == true {
        return nil
      }
      let start = offset(of: index)
      let end = end(of: last)
      return MutationSite(
        mutationOperator: .droppedStatement, offset: start, lines: line(of: start)...line(of: end - 1),
        type: typeName(around: index), original: oneLine(start..<end), replacement: "",
        edits: [
          .insert("if !MutantSwitch.isActive($MUTANT) { ", at: start, opening: end - start),
          .insert(" }", at: end, closing: end - start),
        ])
    }
  }

  /// The last token of a call statement starting at `start`, or nil when the statement there is
  /// something else.
  private func callStatementEnd(from start: Int) -> Int? {
    var position = start
    while position < tokens.count, ["try", "await"].contains(tokens[position].text) {
      position += 1
      if position < tokens.count, ["!", "?"].contains(tokens[position].text) { position += 1 }
    }
    guard position < tokens.count, tokens[position].isIdentifier,
      !Self.statementKeywords.contains(tokens[position].text),
      !Self.trapCalls.contains(tokens[position].text)
    else { return nil }
    if position + 2 < tokens.count, ["self", "super"].contains(tokens[position].text),
      tokens[position + 2].text == "init"
    {
      return nil
    }
    return chainEnd(from: position)
  }

  /// Where a chain of names, members, calls, subscripts and trailing closures ends, if it ends
  /// with a call (or a closure) where its statement ends.
  private func chainEnd(from start: Int) -> Int? {
    var position = start
    var last = start
    while position < tokens.count {
      let text = tokens[position].text
      let continues = tokens[position].line == tokens[last].line || text == "."
      guard position == start || continues else { break }
      if text == "(" || text == "[" || text == "{", let close = match[position] {
        last = close
        position = close + 1
      } else if text == "." || text == "?" || text == "!" || tokens[position].isIdentifier,
        !Self.statementKeywords.contains(text) || position == start
      {
        last = position
        position += 1
      } else if text == "}" || text == ";" {
        break
      } else {
        return nil
      }
    }
    let closer = tokens[last].text
    return closer == ")" || closer == "}" ? last : nil
  }

  /// Whether a statement is all its block holds (after a closure's `in`).
  private func isOnlyStatement(_ statement: ClosedRange<Int>, in brace: Int) -> Bool {
    guard statement.upperBound + 1 < tokens.count, match[brace] == statement.upperBound + 1 else {
      return false
    }
    let before = statement.lowerBound - 1
    return before == brace || tokens[before].text == "in"
  }
}
