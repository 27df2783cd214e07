extension String {
  /// Whether the line carries no code of its own: blank, or punctuation only (`}`, `{`, `})`).
  var isTrivialCode: Bool {
    !contains { $0.isLetter || $0.isNumber }
  }
}
