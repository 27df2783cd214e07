import Testing

@testable import SwiftScanning

struct SwiftLexerTests {
  /// Each line's lexemes as `kind:text`, whitespace left out, lines separated by " / ".
  static func described(_ source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    return zip(lines, SwiftLexer.lines(of: source)).map { characters, lexemes in
      lexemes.filter { $0.kind != .whitespace }.map { "\($0.kind.rawValue):\(String(characters[$0.range]))" }
        .joined(separator: " ")
    }.joined(separator: " / ")
  }

  @Test(arguments: [
    // Keywords, contextual keywords, attributes, directives, types and names.
    (
      "@MainActor public final class A: B<Self> {",
      "keyword:@MainActor keyword:public keyword:final keyword:class typeName:A punctuation:: typeName:B "
        + "punctuation:< keyword:Self punctuation:> punctuation:{"
    ),
    (
      "#if DEBUG weak var `default` = $0.some",
      "keyword:#if typeName:DEBUG keyword:weak keyword:var identifier:`default` punctuation:= "
        + "identifier:$0 punctuation:. keyword:some"
    ),
    (
      "guard let x else { return }",
      "keyword:guard keyword:let identifier:x keyword:else punctuation:{ keyword:return punctuation:}"
    ),
    // Strings: escapes, interpolation (its contents are code), raw strings.
    (
      #"let s = "a \"q\" \(count + 1) b""#,
      #"keyword:let identifier:s punctuation:= string:"a \"q\" \( identifier:count punctuation:+ number:1 string:) b""#
    ),
    (
      #"f("\(g("{"))")"#,
      #"identifier:f punctuation:( string:"\( identifier:g punctuation:( string:"{" punctuation:) string:)" punctuation:)"#
    ),
    (
      ##"let r = #"a \(x) "b" "#; h()"##,
      ##"keyword:let identifier:r punctuation:= string:#"a \(x) "b" "# punctuation:; identifier:h punctuation:( punctuation:)"##
    ),
    (##"#"\#(x)"#"##, ##"string:#"\#( identifier:x string:)"#"##),
    (#""// not a comment" // but this is"#, #"string:"// not a comment" comment:// but this is"#),
    // Multi-line strings and comments across lines.
    (
      "let m = \"\"\"\n  { // \\(x)\n  \"\"\"\nk()",
      "keyword:let identifier:m punctuation:= string:\"\"\" / string:  { // \\( identifier:x string:) / "
        + "string:  \"\"\" / identifier:k punctuation:( punctuation:)"
    ),
    ("a /* b /* c */ d */ e", "identifier:a comment:/* b /* c */ d */ identifier:e"),
    (
      "x /* one\n /* two */\n still */ y",
      "identifier:x comment:/* one / comment: /* two */ / comment: still */ identifier:y"
    ),
    // Numbers.
    (
      "1_000 + 0x1F - 1.5e3 * 1e-3 / 0x1p-2 + t.0.1",
      "number:1_000 punctuation:+ number:0x1F punctuation:- number:1.5e3 punctuation:* number:1e-3 "
        + "punctuation:/ number:0x1p-2 punctuation:+ identifier:t punctuation:. number:0 punctuation:. number:1"
    ),
  ])
  func lexemesClassifyEveryPieceOfALine(source: String, expected: String) {
    #expect(Self.described(source) == expected)
  }

  @Test(arguments: [
    "let s = \"a\\tb\"\t// tab\r\nlet t = 1",
    "let m = \"\"\"\n  a \\(b) c\n  \"\"\"",
    "/* unclosed\n comment",
    "\"unterminated\nnext()",
    "",
  ])
  func lexemesCoverEveryCharacterOfEveryLineInOrder(source: String) {
    let lines = source.replacingOccurrences(of: "\r\n", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
    let lexemes = SwiftLexer.lines(of: source)
    #expect(lexemes.count == lines.count)
    for (line, lexemes) in zip(lines, lexemes) {
      #expect(
        lexemes.map(\.range.lowerBound) == [0] + lexemes.dropLast().map(\.range.upperBound) || line.isEmpty)
      #expect((lexemes.last?.range.upperBound ?? 0) == line.count)
    }
  }
}
