extension Character {
  /// A letter, digit or underscore: what Swift identifiers are made of.
  package var isIdentifierCharacter: Bool {
    // ASCII first: Unicode's properties are a table lookup, and source is mostly ASCII.
    if let ascii = asciiValue {
      return (ascii >= 0x61 && ascii <= 0x7A) || (ascii >= 0x41 && ascii <= 0x5A)
        || (ascii >= 0x30 && ascii <= 0x39)
        || ascii == 0x5F
    }
    return isLetter || isNumber
  }
}
