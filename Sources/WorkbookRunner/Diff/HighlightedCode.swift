import SwiftScanning
import Workbook

/// A line of code as HTML: escaped, its lexemes coloured (`<span class="k">` for keywords…), and
/// its changed words marked (`<del>` on the old side, `<ins>` on the new).
enum HighlightedCode {
  /// The class of each highlighted kind: keyword, type, string, comment, number. Names and
  /// punctuation stay plain.
  static func cssClass(_ kind: SwiftLexeme.Kind) -> String? {
    switch kind {
    case .keyword: "k"
    case .typeName: "t"
    case .string: "s"
    case .comment: "c"
    case .number: "n"
    case .identifier, .punctuation, .whitespace: nil
    }
  }

  /// `lexemes` are the line's (from the whole file's lexing, so that a line inside a block
  /// comment is a comment); left out when they do not cover the line exactly.
  static func html(_ text: String, lexemes: [SwiftLexeme]?, marks: [Range<Int>], tag: String) -> String {
    let characters = Array(text)
    let lexemes = (lexemes?.last?.range.upperBound ?? 0) == characters.count ? lexemes ?? [] : []
    if marks.isEmpty { return html(characters, lexemes) }
    var boundaries: Set<Int> = [0, characters.count]
    for lexeme in lexemes where cssClass(lexeme.kind) != nil {
      boundaries.formUnion([lexeme.range.lowerBound, lexeme.range.upperBound])
    }
    for mark in marks { boundaries.formUnion([mark.lowerBound, mark.upperBound]) }
    let points = boundaries.filter { $0 <= characters.count }.sorted()
    var html = ""
    var marked = false
    var next = 0
    for (start, end) in zip(points, points.dropFirst()) {
      let isMarked = marks.contains { $0.contains(start) }
      if isMarked != marked {
        html += isMarked ? "<\(tag)>" : "</\(tag)>"
        marked = isMarked
      }
      while next < lexemes.count, lexemes[next].range.upperBound <= start { next += 1 }
      let piece = HTMLPage.escape(String(characters[start..<end]))
      if next < lexemes.count, let css = cssClass(lexemes[next].kind) {
        html += "<span class=\"\(css)\">\(breakable(piece))</span>"
      } else {
        html += breakable(piece)
      }
    }
    return html + (marked ? "</\(tag)>" : "")
  }

  /// A line without marks: lexeme by lexeme.
  private static func html(_ characters: [Character], _ lexemes: [SwiftLexeme]) -> String {
    guard !lexemes.isEmpty else { return breakable(HTMLPage.escape(String(characters))) }
    var html = ""
    for lexeme in lexemes {
      let piece = HTMLPage.escape(String(characters[lexeme.range]))
      if let css = cssClass(lexeme.kind) {
        html += "<span class=\"\(css)\">\(breakable(piece))</span>"
      } else {
        html += breakable(piece)
      }
    }
    return html
  }

  /// `breakable` for a short ASCII piece (most punctuation): no name in it is long enough to
  /// break, and each byte is a Character, so the breaks go after the bytes of ".([,:" and after
  /// the ";" of an escaped "<".
  private static func breakableASCII(_ escaped: String) -> String {
    var bytes: [UInt8] = []
    for byte in escaped.utf8 {
      bytes.append(byte)
      if breakingBytes.contains(byte), byte != UInt8(ascii: ";") || bytes.suffix(4).elementsEqual("&lt;".utf8)
      {
        bytes += "<wbr>".utf8
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes of ".([,:;", after which a line may break (";" ends an escaped "<", `&lt;`).
  private static let breakingBytes: Set<UInt8> = Set(".([,:;".utf8)

  /// A piece of a line (already escaped) with line-break opportunities (`<wbr>`): after `.`, `(`,
  /// `[`, `,`, `:` and `<`, and at the camel-case humps of a name longer than 24 characters
  /// ("translatesAutoresizing|MaskIntoConstraints"), so that a narrow column wraps
  /// `self.dueWithinNumberOfDays(days)` between its tokens instead of cutting a name mid-word
  /// (`overflow-wrap: anywhere` stays the last resort). `<wbr>` adds no character: copied code
  /// is unchanged.
  static func breakable(_ escaped: String) -> String {
    // Most pieces are a short name or a space: nothing to break, told from the bytes (a piece of
    // 24 bytes or fewer has 24 characters or fewer).
    guard escaped.utf8.count > 24 || escaped.utf8.contains(where: breakingBytes.contains) else {
      return escaped
    }
    if escaped.utf8.count <= 24, escaped.utf8.allSatisfy({ $0 < 0x80 }) { return breakableASCII(escaped) }
    let characters = Array(escaped)
    let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    var html = ""
    var runEnd = 0  // where the name the index is in ends
    var longName = false
    for (index, character) in characters.enumerated() {
      if isWord(character), index >= runEnd {
        runEnd = characters[index...].firstIndex { !isWord($0) } ?? characters.count
        longName = runEnd - index > 24
      }
      if longName, index < runEnd, index > 0, character.isUppercase, characters[index - 1].isLowercase {
        html += "<wbr>"
      }
      html.append(character)
      if ".([,:".contains(character) || (character == ";" && html.hasSuffix("&lt;")) { html += "<wbr>" }
    }
    return html
  }
}
