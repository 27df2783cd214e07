import SwiftScanning

/// Runs of operator characters: the scanner's tokens hold one character of punctuation each.
extension MutationScan {
  private static let operatorCharacters: Set<Character> = [
    "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", ".",
  ]

  /// Whether a token is a character an operator is made of.
  func isOperatorCharacter(_ token: Int) -> Bool {
    let text = tokens[token].text
    return text.count == 1 && Self.operatorCharacters.contains(text.first!)
  }

  /// The operator that starts at a token (with the characters right after it), or nil when the
  /// token is inside one or is no operator character.
  func operatorRun(at token: Int) -> Range<Int>? {
    guard isOperatorCharacter(token), !continuesRun(token) else { return nil }
    var end = token + 1
    while end < tokens.count, isOperatorCharacter(end), continuesRun(end) { end += 1 }
    return token..<end
  }

  /// Whether a token sits right after the token before it, which is an operator character.
  private func continuesRun(_ token: Int) -> Bool {
    token > 0 && isOperatorCharacter(token - 1) && tokens[token - 1].line == tokens[token].line
      && tokens[token - 1].column + 1 == tokens[token].column
  }

  /// Whether an operator has whitespace (or a line's end) on both sides: a binary operator as
  /// written here, never a generic's angle bracket.
  func isSpacedBinary(_ run: Range<Int>) -> Bool {
    let before = offset(of: run.lowerBound) - 1
    let after = end(of: run.upperBound - 1)
    let spaceBefore = before < 0 || characters[before].isWhitespace
    let spaceAfter = after >= characters.count || characters[after].isWhitespace
    return spaceBefore && spaceAfter
  }

  /// The operator's text.
  func text(of run: Range<Int>) -> String {
    run.map { tokens[$0].text }.joined()
  }
}
