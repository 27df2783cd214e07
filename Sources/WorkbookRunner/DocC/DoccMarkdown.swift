import Foundation

/// The lesson's Markdown made fit for a DocC tutorial: what reads the same in both is kept, what
/// DocC would misread or cannot resolve is changed.
enum DoccMarkdown {
  /// - Links relative to the lesson (`[Steps/2-MVP](Steps/2-MVP)`, `(#the-branches)`) keep their
  ///   text only: the tutorial lives elsewhere, and DocC would keep them as dead relative links;
  ///   unless `resolve` gives their absolute address (the diff pages of docs/chapters).
  /// - HTML comments (the generated tables' markers) are dropped.
  /// - Subheadings become bold paragraphs: a tutorial section's text has no headings.
  /// - A line starting with `@` is escaped: DocC would read it as a directive.
  static func fromLesson(_ lines: [String], resolve: (String) -> String? = { _ in nil }) -> [String] {
    var result: [String] = []
    var inFence = false
    for line in lines {
      if line.hasPrefix("```") {
        inFence.toggle()
        result.append(line)
        continue
      }
      if inFence {
        result.append(line)
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") { continue }
      if let heading = subheading(trimmed) {
        result.append("**\(unlinked(heading, resolve: resolve))**")
        continue
      }
      let text = unlinked(line, resolve: resolve)
      result.append(text.trimmingCharacters(in: .whitespaces).hasPrefix("@") ? "\\" + text : text)
    }
    return trimmedBlankLines(result)
  }

  /// The text of a heading line, nil if the line is not one.
  private static func subheading(_ line: String) -> String? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).hasPrefix(" ") else { return nil }
    return String(line.dropFirst(hashes + 1))
  }

  /// A line whose links to relative targets keep only their text, or get the absolute address
  /// `resolve` gives; absolute links stay.
  static func unlinked(_ line: String, resolve: (String) -> String? = { _ in nil }) -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "[") {
      guard let close = rest[open...].firstIndex(of: "]"),
        rest[close...].dropFirst().first == "(",
        let end = rest[close...].firstIndex(of: ")")
      else {
        result += rest[...open]
        rest = rest[rest.index(after: open)...]
        continue
      }
      let text = rest[rest.index(after: open)..<close]
      let target = rest[rest.index(close, offsetBy: 2)..<end]
      let isImage = open > rest.startIndex && rest[rest.index(before: open)] == "!"
      let absolute = target.hasPrefix("https://") || target.hasPrefix("http://")
      result += rest[..<open]
      if isImage || absolute {
        result += rest[open...end]
      } else if let address = resolve(String(target)) {
        result += "[\(text)](\(address))"
      } else {
        result += text
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// Lines without the blank lines that begin and end them.
  static func trimmedBlankLines(_ lines: [String]) -> [String] {
    let isBlank = { (line: String) in line.trimmingCharacters(in: .whitespaces).isEmpty }
    guard let first = lines.firstIndex(where: { !isBlank($0) }),
      let last = lines.lastIndex(where: { !isBlank($0) })
    else { return [] }
    return Array(lines[first...last])
  }

  /// A directive's argument: DocC does not unescape `\"`, so a quote becomes a typographic one.
  static func argument(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "”") + "\""
  }
}
