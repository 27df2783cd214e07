/// Two arguments of a call swapped, where the text shows they have the same type.
extension MutationScan {
  /// One argument of a call: its value's characters and what the text says its type is.
  private struct Argument {
    let value: Range<Int>
    let type: String?
  }

  /// Every pair of neighbouring arguments of a call that the text shows are of one type (two
  /// integer literals, two string literals, two parameters of the enclosing function declared
  /// with the same type) and differ: `IndexPath(row: row, section: section)` becomes
  /// `IndexPath(row: (MutantSwitch.isActive(7) ? section : row), section: (… ? row : section))`.
  func argumentSwapSites() -> [MutationSite] {
    tokens.indices.flatMap { open -> [MutationSite] in
      guard tokens[open].text == "(", isCall(open), isPlantable(open), let close = match[open] else {
        return []
      }
      let arguments = self.arguments(open, close)
      return zip(arguments, arguments.dropFirst()).compactMap { first, second in
        guard let type = first.type, type == second.type,
          characters[first.value] != characters[second.value]
        else { return nil }
        return swapSite(first.value, second.value, type: typeName(around: open))
      }
    }
  }

  private func swapSite(_ first: Range<Int>, _ second: Range<Int>, type: String?) -> MutationSite {
    let firstText = String(characters[first])
    let secondText = String(characters[second])
    let prefix = "(MutantSwitch.isActive($MUTANT) ? "
    return MutationSite(
      mutationOperator: .swappedArguments, offset: first.lowerBound,
      lines: line(of: first.lowerBound)...line(of: second.upperBound - 1), type: type,
      original: oneLine(first.lowerBound..<second.upperBound),
      replacement: "\(secondText), \(firstText)",
      edits: [
        .insert(prefix + secondText + " : ", at: first.lowerBound, opening: first.count),
        .insert(")", at: first.upperBound, closing: first.count),
        .insert(prefix + firstText + " : ", at: second.lowerBound, opening: second.count),
        .insert(")", at: second.upperBound, closing: second.count),
      ])
  }

  /// Whether a `(` opens a call's arguments: right after a name or a call, and not a declaration's
  /// parameters.
  private func isCall(_ open: Int) -> Bool {
    guard open > 0, end(of: open - 1) == offset(of: open) else { return false }
    let before = tokens[open - 1]
    guard before.isIdentifier || [")", "]", "?", "!"].contains(before.text) else { return false }
    if before.text == "init" || before.text == "subscript" { return open > 1 && tokens[open - 2].text == "." }
    return open < 2 || tokens[open - 2].text != "func"
  }

  /// A call's arguments, between its parentheses.
  private func arguments(_ open: Int, _ close: Int) -> [Argument] {
    var arguments: [Argument] = []
    var start = open + 1
    var position = open + 1
    while position <= close {
      if position == close || tokens[position].text == "," {
        arguments.append(
          argument(start..<position, from: end(of: start - 1), to: offset(of: position), in: open))
        start = position + 1
      } else if ["(", "[", "{"].contains(tokens[position].text), let match = match[position] {
        position = match
      }
      position += 1
    }
    return arguments
  }

  /// One argument: its tokens, between two offsets (a string literal is no token), its label
  /// taken off.
  private func argument(_ tokenRange: Range<Int>, from start: Int, to end: Int, in open: Int) -> Argument {
    var valueTokens = tokenRange
    var valueStart = skippingSpace(from: start)
    if valueTokens.count >= 2, tokens[valueTokens.lowerBound].isIdentifier,
      tokens[valueTokens.lowerBound + 1].text == ":"
    {
      valueStart = skippingSpace(from: self.end(of: valueTokens.lowerBound + 1))
      valueTokens = (valueTokens.lowerBound + 2)..<valueTokens.upperBound
    }
    let value = valueStart..<max(valueStart, trimmingSpace(before: end))
    return Argument(value: value, type: typeOf(valueTokens, value, in: open))
  }

  /// What the text says an argument's type is, if it says.
  private func typeOf(_ valueTokens: Range<Int>, _ value: Range<Int>, in open: Int) -> String? {
    if valueTokens.isEmpty {
      let literal = plainLiterals.first { $0.range == value }
      return literal == nil ? nil : "String literal"
    }
    guard valueTokens.count == 1 else { return nil }
    let text = tokens[valueTokens.lowerBound].text
    if text.allSatisfy({ $0.isASCII && $0.isNumber }) { return "Integer literal" }
    if text == "true" || text == "false" { return "Bool" }
    return parameterTypes(around: open)[text]
  }

  /// The parameters of the function around a token, by name, with their declared types as
  /// written.
  private func parameterTypes(around token: Int) -> [String: String] {
    var brace = enclosingBrace[token]
    while let open = brace, functions[open] == nil { brace = enclosingBrace[open] }
    guard let body = brace, let declaration = functions[body],
      let list = (declaration.keyword..<body).first(where: { tokens[$0].text == "(" }),
      let close = match[list]
    else { return [:] }
    var types: [String: String] = [:]
    var position = list + 1
    while position < close {
      if tokens[position].text == ":", position > list + 1 {
        var typeEnd = position + 1
        while typeEnd < close, ![",", "="].contains(tokens[typeEnd].text) {
          if let match = match[typeEnd], ["(", "["].contains(tokens[typeEnd].text) { typeEnd = match }
          typeEnd += 1
        }
        types[tokens[position - 1].text] = tokens[(position + 1)..<typeEnd].map(\.text).joined(separator: " ")
        position = typeEnd
      }
      position += 1
    }
    return types
  }
}
