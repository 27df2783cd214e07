import Foundation

extension String {
  /// Whether `text` occurs in the string, as Foundation's `contains(_:)` answers. Reading the
  /// screen asks it of every element and row, and Foundation's answer goes through NSString.
  /// Where both strings are made of plain scalars only (ASCII and the render's own symbols, none
  /// of which combines with another or has a canonical equivalent), Foundation's search matches
  /// exactly the same bytes: the bytes are searched instead. Anything else is Foundation's.
  func containsText(_ text: String) -> Bool {
    guard isPlain, text.isPlain else { return contains(text) }
    let haystack = utf8
    let needle = text.utf8
    // Foundation finds the empty text nowhere.
    guard let first = needle.first, needle.count <= haystack.count else { return false }
    var start = haystack.startIndex
    let last = haystack.index(haystack.endIndex, offsetBy: -needle.count)
    while start <= last {
      if haystack[start] == first, haystack[start...].starts(with: needle) { return true }
      start = haystack.index(after: start)
    }
    return false
  }

  /// Whether every scalar is ASCII or one of `plainSymbols`.
  private var isPlain: Bool {
    unicodeScalars.allSatisfy { $0.isASCII || Self.plainSymbols.contains($0.value) }
  }

  /// Symbols the render writes that neither decompose nor combine: · × ‹ › … ‼ ⊕ ⊖ ⓘ ▶ ★ ☆ ✓ ✗ ’,
  /// and the narrow no-break space dates are written with.
  private static let plainSymbols: Set<UInt32> = [
    0xB7, 0xD7, 0x2039, 0x203A, 0x2026, 0x203C, 0x2295, 0x2296, 0x24D8, 0x25B6, 0x2605, 0x2606, 0x2713,
    0x2717, 0x2019, 0x202F,
  ]
}
