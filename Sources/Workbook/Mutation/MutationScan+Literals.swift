import SwiftScanning

/// Integer and string literals changed.
extension MutationScan {
  /// Every decimal integer literal and every one-line string literal without interpolation, in
  /// code or in a stored property's initial value, wrapped so the switch picks:
  /// `(MutantSwitch.isActive(8) ? 4 : 3)`. Not an enum case's raw value, an attribute's argument,
  /// a tuple's element number (`pair.0`), a directive, nor the inside of an interpolation.
  func literalSites() -> [MutationSite] {
    let integers = tokens.indices.compactMap { index -> MutationSite? in
      let text = tokens[index].text
      guard text.first?.isNumber == true, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
        isLiteralPlace(index), !isTupleElement(index)
      else { return nil }
      // A negative number's sign goes inside the wrap: `-(c ? 0 : 1)` has no type to infer.
      let start = offset(of: index) - (isNegated(index) ? 1 : 0)
      let value = Int(String(characters[start..<end(of: index)]).filter { $0 != "_" }) ?? 0
      let replacement = value == 0 ? "1" : value == 1 ? "0" : String(value + 1)
      return literalSite(start..<end(of: index), token: index, replacement: replacement)
    }
    let strings = plainLiterals.compactMap { literal -> MutationSite? in
      guard let token = tokenBefore(literal.range.lowerBound), isLiteralPlace(token, literalAt: literal)
      else { return nil }
      let isEmpty = literal.range.count == 2 * (literal.hashes + 1)
      return literalSite(literal.range, token: token, replacement: isEmpty ? "\"mutated\"" : "\"\"")
    }
    return integers + strings
  }

  /// Whether a number has a prefix `-` right before it (`= -1`, `(-2)`), not a binary one (`n-1`).
  private func isNegated(_ token: Int) -> Bool {
    let start = offset(of: token)
    guard start > 0, characters[start - 1] == "-" else { return false }
    guard start > 1 else { return true }
    let before = characters[start - 2]
    return !(before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]")
  }

  /// Whether a number names a tuple's element, `pair.0`: after one `.`, not after `...`.
  private func isTupleElement(_ token: Int) -> Bool {
    let start = offset(of: token)
    return start > 0 && characters[start - 1] == "." && (start < 2 || characters[start - 2] != ".")
  }

  private func literalSite(_ range: Range<Int>, token: Int, replacement: String) -> MutationSite {
    let original = String(characters[range])
    let line = line(of: range.lowerBound)
    return MutationSite(
      mutationOperator: .literal, offset: range.lowerBound, lines: line...line,
      type: typeName(around: token), original: original, replacement: replacement,
      edits: [
        .insert(
          "(MutantSwitch.isActive($MUTANT) ? \(replacement) : ", at: range.lowerBound, opening: range.count),
        .insert(")", at: range.upperBound, closing: range.count),
      ])
  }

  /// The last token before an offset (a string literal is no token: the token before it tells
  /// what encloses it).
  private func tokenBefore(_ offset: Int) -> Int? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if self.offset(of: middle) < offset { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }

  /// Whether a literal at (or right after) a token may change: in code, or after the `=` of a
  /// stored property's declaration (not a `case`'s raw value, not an attribute's argument).
  private func isLiteralPlace(_ token: Int, literalAt literal: SwiftStringLiteral? = nil) -> Bool {
    if let literal {
      guard isOutsideDirectives(offset: literal.range.lowerBound) else { return false }
    } else {
      guard isPlain(token) else { return false }
    }
    // A string literal right after `{` is inside the block that brace opens.
    let container = literal != nil && tokens[token].text == "{" ? token : enclosingBrace[token]
    if let container, blocks[container]?.holdsCode == true {
      return !isInAttribute(token) && !isTrapMessage(token)
    }
    // Among declarations: only a property's initial value.
    let first = firstToken(onLineOf: token)
    let line = tokens[first...token].map(\.text)
    return (line.contains("let") || line.contains("var")) && line.contains("=")
      && !line.contains("func") && !isInAttribute(token)
  }

  /// Whether a token is inside the parentheses of `fatalError(…)` or an assertion: a message
  /// that no passing run shows.
  private func isTrapMessage(_ token: Int) -> Bool {
    var position = token + 1
    while position > 0 {
      position -= 1
      let text = tokens[position].text
      if text == "{" || text == "}" || text == ";" { return false }
      if text == "(", let close = match[position], close >= token, position > 0,
        Self.trapCalls.contains(tokens[position - 1].text)
      {
        return true
      }
    }
    return false
  }

  /// Whether a token is inside an attribute's parentheses: `@available(iOS 13, *)`.
  private func isInAttribute(_ token: Int) -> Bool {
    var position = token
    while position > 0 {
      position -= 1
      if tokens[position].text == "(", let close = match[position], close >= token {
        return position > 0 && tokens[position - 1].text.hasPrefix("@")
      }
      if tokens[position].line != tokens[token].line { return false }
    }
    return false
  }
}
