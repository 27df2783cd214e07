import SwiftScanning
import Workbook

extension SourceDiff {
  // MARK: HTML

  /// A self-contained HTML page showing the diff side by side (one column when narrow or
  /// printed), with Swift highlighted, changed words and moved blocks marked, and unchanged runs
  /// longer than twice `context` folded into `<details>` (no scripts, no external files).
  /// `preamble`, HTML, follows the title: a step's story (why, smell, move), above the fold.
  /// `lexemes` lexes a Swift file's text for its colours (a `SourceCache`'s, when many pages show
  /// the same versions of a file).
  public func html(
    title: String, subtitle: String? = nil, context: Int? = 3,
    navigation: [(title: String, href: String)] = [], preamble: String? = nil,
    lexemes: (String) -> [[SwiftLexeme]] = SwiftLexer.lines(of:)
  ) -> String {
    var body: [String] = ["<h1>\(Self.escape(title))</h1>"]
    if let subtitle { body.append("<p class=\"subtitle\">\(Self.escape(subtitle))</p>") }
    if let preamble { body.append(preamble) }
    body.append("<p class=\"summary\">\(Self.escape(summary))</p>")
    if !changedFiles.isEmpty {
      body.append("<ul class=\"files\">")
      for (index, file) in changedFiles.enumerated() {
        body.append(
          "<li><a href=\"#file-\(index + 1)\"><code>\(Self.escape(file.path))</code></a> "
            + "\(file.status.rawValue), \(Self.escape(countsDescription(of: file)))</li>")
      }
      body.append("</ul>")
    }
    for (index, file) in changedFiles.enumerated() {
      body.append(
        HTMLDiffFile(diff: self, file: file, number: index + 1, context: context, lexemes: lexemes).html)
    }
    return HTMLPage(
      title: title, navigation: navigation, stylesheet: Self.diffStylesheet,
      body: body.joined(separator: "\n")
    ).html
  }

  /// Text made safe inside HTML elements and attribute values.
  public static func escape(_ text: String) -> String {
    HTMLPage.escape(text)
  }
}
