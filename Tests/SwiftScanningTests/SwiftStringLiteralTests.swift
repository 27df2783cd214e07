import Testing

@testable import SwiftScanning

/// The scanner's string literals: where each is, and what a reader of its text must mind.
struct SwiftStringLiteralTests {
  /// Each literal as its text, with `M` (multi-line), `I` (interpolated) or `N` (nested) marks.
  static func described(_ source: String) -> [String] {
    let characters = Array(source)
    return SwiftScanner.stringLiterals(of: characters).map { literal in
      let marks =
        (literal.isMultiline ? "M" : "") + (literal.isInterpolated ? "I" : "")
        + (literal.isNested ? "N" : "") + (literal.hashes > 0 ? "#\(literal.hashes)" : "")
      return String(characters[literal.range]) + (marks.isEmpty ? "" : " " + marks)
    }
  }

  @Test(arguments: [
    (#"let a = "x", b = """#, [#""x""#, #""""#]),
    (#"f("a \(g("b")) c")"#, [#""a \(g("b")) c" I"#, #""b" N"#]),
    (##"let r = #"raw \(no)"#"##, [##"#"raw \(no)"# #1"##]),
    ("let m = \"\"\"\n  text\n  \"\"\"", ["\"\"\"\n  text\n  \"\"\" M"]),
    ("// \"not a string\"\nlet s = \"yes\" /* \"no\" */", [#""yes""#]),
    ("let open = \"unterminated\nlet next = 1", [#""unterminated"#]),
  ])
  func literals(_ source: String, _ expected: [String]) {
    #expect(Self.described(source) == expected)
  }
}
