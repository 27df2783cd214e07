import Foundation

/// The Markdown the lessons are written in, to HTML: ATX headings (with GitHub's anchors),
/// paragraphs, fenced code, GitHub's tables, lists (nested, tight or loose), block quotes,
/// thematic breaks, and the inline syntax of `MarkdownInline`. HTML comments (the generated
/// blocks' markers) are dropped; any other HTML is shown as text. A subset written for the
/// lessons rather than a package: docs/Design-notes.md says why.
struct MarkdownHTML {
  /// What a link's destination becomes on the page.
  enum Destination: Equatable {
    /// A link to this address.
    case href(String)
    /// No link: the text, then this note of where it points (a file without a page).
    case unlinked(String)
  }

  private let inline: MarkdownInline
  private var anchors = HeadingAnchors()

  init(destination: @escaping (String) -> Destination = { .href($0) }) {
    inline = MarkdownInline(destination: destination)
  }

  /// A rendered block; paragraphs are kept apart so that a tight list item drops their `<p>`.
  private struct Block {
    let html: String
    var paragraph: String? = nil
  }

  /// The whole document.
  mutating func html(_ markdown: String) -> String {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    return blocks(lines).map(\.html).joined(separator: "\n") + "\n"
  }

  private mutating func blocks(_ lines: [Substring]) -> [Block] {
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      if Self.isBlank(lines[index]) {
        index += 1
        continue
      }
      if let (block, next) = leaf(lines, at: index) ?? container(lines, at: index) {
        if let block { blocks.append(block) }
        index = next
        continue
      }
      let (text, next) = Self.paragraph(lines, at: index)
      let html = inline.html(text)
      blocks.append(Block(html: "<p>\(html)</p>", paragraph: html))
      index = next
    }
    return blocks
  }

  /// A comment, a fence, a heading, a thematic break or a table at `index`; nil when none.
  private mutating func leaf(_ lines: [Substring], at index: Int) -> (Block?, Int)? {
    let line = lines[index]
    if Self.stripped(line).hasPrefix("<!--") {
      var end = index
      while end < lines.count && !lines[end].contains("-->") { end += 1 }
      return (nil, min(end + 1, lines.count))
    }
    if let fence = Self.fence(line) { return codeBlock(lines, at: index, fence: fence) }
    if let (level, text) = Self.heading(line) {
      let html = inline.html(text)
      let id = anchors.anchor(forHTML: html)
      return (
        Block(html: "<h\(level) id=\"\(id)\">\(html) <a class=\"anchor\" href=\"#\(id)\">#</a></h\(level)>"),
        index + 1
      )
    }
    if Self.isThematicBreak(line) { return (Block(html: "<hr>"), index + 1) }
    if index + 1 < lines.count, let table = MarkdownTable(lines, at: index) {
      return (Block(html: table.html(inline)), index + table.lineCount)
    }
    return nil
  }

  /// A block quote or a list at `index`; nil when none.
  private mutating func container(_ lines: [Substring], at index: Int) -> (Block?, Int)? {
    if Self.stripped(lines[index]).hasPrefix(">") {
      var quoted: [Substring] = []
      var end = index
      while end < lines.count, !Self.isBlank(lines[end]) {
        var line = Self.stripped(lines[end])
        if line.hasPrefix(">") {
          line = line.dropFirst()
          if line.hasPrefix(" ") { line = line.dropFirst() }
        }
        quoted.append(line)
        end += 1
      }
      return (
        Block(
          html: "<blockquote>\n" + blocks(quoted).map(\.html).joined(separator: "\n") + "\n</blockquote>"),
        end
      )
    }
    guard let list = MarkdownList(lines, at: index) else { return nil }
    return (Block(html: listHTML(list)), list.end)
  }

  private mutating func listHTML(_ list: MarkdownList) -> String {
    let tag = list.isOrdered ? "ol" : "ul"
    let start = list.start.map { $0 == 1 ? "" : " start=\"\($0)\"" } ?? ""
    var html = ["<\(tag)\(start)>"]
    for item in list.items {
      let blocks = blocks(item)
      let inner =
        list.isLoose
        ? blocks.map(\.html).joined(separator: "\n")
        : blocks.map { $0.paragraph ?? $0.html }.joined(separator: "\n")
      html.append("<li>\(inner)</li>")
    }
    return (html + ["</\(tag)>"]).joined(separator: "\n")
  }

  private func codeBlock(_ lines: [Substring], at index: Int, fence: (marker: Substring, info: Substring))
    -> (Block?, Int)
  {
    var end = index + 1
    var code: [Substring] = []
    while end < lines.count {
      let line = Self.stripped(lines[end])
      if line.hasPrefix(fence.marker), line.allSatisfy({ $0 == fence.marker.first || $0 == " " }) { break }
      code.append(lines[end])
      end += 1
    }
    let language = fence.info.split(separator: " ").first.map {
      " class=\"language-\(HTMLPage.escape(String($0)))\""
    }
    let text = HTMLPage.escape(code.joined(separator: "\n"))
    return (Block(html: "<pre><code\(language ?? "")>\(text)</code></pre>"), min(end + 1, lines.count))
  }

  /// The lines of a paragraph from `index`, up to a blank line or a line that starts another block.
  private static func paragraph(_ lines: [Substring], at index: Int) -> (String, Int) {
    var end = index + 1
    while end < lines.count, !isBlank(lines[end]), !interruptsParagraph(lines[end]) { end += 1 }
    let text = lines[index..<end].map { line in
      // Leading spaces go; trailing ones stay, for a hard break.
      String(line.drop { $0 == " " || $0 == "\t" })
    }
    return (text.joined(separator: "\n").trimmingCharacters(in: .whitespaces), end)
  }

  /// Lines that end a paragraph without a blank line: a heading, a fence, a break, a quote, a
  /// bullet, or a numbered list starting at 1 (CommonMark: "2019. was…" does not interrupt).
  static func interruptsParagraph(_ line: Substring) -> Bool {
    let start = stripped(line)
    if heading(line) != nil || fence(line) != nil || isThematicBreak(line) || start.hasPrefix(">")
      || start.hasPrefix("<!--")
    {
      return true
    }
    guard let marker = MarkdownList.marker(line), !marker.isBlankItem else { return false }
    return marker.number == nil || marker.number == 1
  }

  // MARK: - Lines

  static func isBlank(_ line: Substring) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// The line without up to three spaces of indentation.
  static func stripped(_ line: Substring) -> Substring {
    let spaces = line.prefix { $0 == " " }.count
    return spaces <= 3 ? line.dropFirst(spaces) : line
  }

  static func heading(_ line: Substring) -> (level: Int, text: String)? {
    let line = stripped(line)
    let level = line.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let rest = line.dropFirst(level)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var text = rest.trimmingCharacters(in: .whitespaces)
    // A closing sequence of #s, after a space, is not part of the heading.
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0, closing == text.count || text.dropLast(closing).hasSuffix(" ") {
      text = String(text.dropLast(closing)).trimmingCharacters(in: .whitespaces)
    }
    return (level, text)
  }

  static func fence(_ line: Substring) -> (marker: Substring, info: Substring)? {
    let line = stripped(line)
    guard let first = line.first, first == "`" || first == "~" else { return nil }
    let marker = line.prefix { $0 == first }
    guard marker.count >= 3 else { return nil }
    let info = line.dropFirst(marker.count).drop { $0 == " " }
    if first == "`" && info.contains("`") { return nil }
    return (marker, info)
  }

  static func isThematicBreak(_ line: Substring) -> Bool {
    let line = stripped(line).filter { $0 != " " && $0 != "\t" }
    guard let first = line.first, "-*_".contains(first) else { return false }
    return line.count >= 3 && line.allSatisfy { $0 == first }
  }
}
