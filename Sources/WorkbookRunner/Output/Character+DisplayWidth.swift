extension Character {
  /// How many terminal columns the character takes: 2 for East Asian wide and fullwidth
  /// characters and for emoji shown as pictures (🍰, 食), 0 for zero-width marks, else 1.
  var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    // A text-style emoji made a picture by VARIATION SELECTOR-16 (❤️).
    if first.properties.isEmoji, unicodeScalars.contains("\u{FE0F}") { return 2 }
    if Self.isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// Unicode's East Asian Width "W" and "F" blocks (UAX #11), the ones text uses.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default: false
    }
  }
}
