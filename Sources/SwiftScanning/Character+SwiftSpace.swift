extension Character {
  /// Whitespace, spaces and tabs first (Unicode's properties are a table lookup).
  var isSpace: Bool {
    self == " " || self == "\t" || (!isASCII && isWhitespace)
  }
}
