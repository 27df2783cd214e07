import Foundation

/// The inline part of the lessons' Markdown, to HTML: backslash escapes, code spans, autolinks,
/// links and images, emphasis (`*`, `_`, `**`, nested, by CommonMark's delimiter rules) and hard
/// line breaks. Everything else is text, escaped: raw HTML is shown, not interpreted.
struct MarkdownInline {
  /// What each link's destination becomes on the page.
  let destination: (String) -> MarkdownHTML.Destination

  /// A piece of the line: HTML already made, or a run of `*` or `_` that may become emphasis.
  private enum Node {
    case html(String)
    case delimiter(Delimiter)
  }

  private struct Delimiter {
    let character: Character
    var count: Int
    let canOpen: Bool
    let canClose: Bool
    /// Tags a match put on its inner side: opening tags after the run, closing tags before it.
    var opening: [String] = []
    var closing: [String] = []
    var active = true
  }

  /// The HTML of a paragraph's or a cell's text.
  func html(_ text: String) -> String {
    var nodes = self.nodes(Array(text))
    matchEmphasis(&nodes)
    return nodes.map { node in
      switch node {
      case .html(let html): return html
      case .delimiter(let run):
        return run.closing.reversed().joined() + String(repeating: run.character, count: run.count)
          + run.opening.joined()
      }
    }.joined()
  }

  /// The text of a line scanned once, left to right.
  private func nodes(_ text: [Character]) -> [Node] {
    var nodes: [Node] = []
    // Plain characters gather into one node (a node per character made emphasis matching walk
    // every character); a space stays a node of its own, since a line break counts them.
    var plain = ""
    func endPlain() {
      if !plain.isEmpty { nodes.append(.html(HTMLPage.escape(plain))) }
      plain = ""
    }
    var index = 0
    while index < text.count {
      let character = text[index]
      if let (node, next) = special(text, at: index) {
        endPlain()
        nodes.append(node)
        index = next
      } else if character == "*" || character == "_" {
        endPlain()
        let end = Self.runEnd(text, from: index)
        nodes.append(.delimiter(Self.run(text, index, end)))
        index = end
      } else if character == "\n" || character == " " {
        endPlain()
        nodes.append(.html(character == " " ? " " : Self.lineBreak(&nodes)))
        index += 1
      } else {
        plain.append(character)
        index += 1
      }
    }
    endPlain()
    return nodes
  }

  /// An escape, a code span, an autolink, a link or an image starting at `index`.
  private func special(_ text: [Character], at index: Int) -> (Node, Int)? {
    switch text[index] {
    case "\\":
      guard index + 1 < text.count else { return nil }
      let next = text[index + 1]
      if next == "\n" { return (.html("<br>\n"), index + 2) }
      guard next.isASCII, next.isPunctuation || next.isSymbol else { return nil }
      return (.html(HTMLPage.escape(String(next))), index + 2)
    case "`": return codeSpan(text, at: index)
    case "<": return autolink(text, at: index)
    case "[": return link(text, at: index, image: false)
    case "!" where index + 1 < text.count && text[index + 1] == "[":
      return link(text, at: index + 1, image: true)
    default: return nil
    }
  }

  /// A newline in a paragraph: a hard break after two spaces, else a newline; the spaces go.
  private static func lineBreak(_ nodes: inout [Node]) -> String {
    var spaces = 0
    while case .html(" ") = nodes.last {
      nodes.removeLast()
      spaces += 1
    }
    return spaces >= 2 ? "<br>\n" : "\n"
  }

  /// A run of backticks, up to the next run of the same length: `` `a * b` `` is code, stars and all.
  private func codeSpan(_ text: [Character], at index: Int) -> (Node, Int)? {
    let open = Self.runEnd(text, from: index)
    guard let close = Self.closingRun(text, from: open, length: open - index) else {
      // No closing run: the backticks are text.
      return (.html(String(repeating: "`", count: open - index)), open)
    }
    var code = String(text[open..<close]).replacingOccurrences(of: "\n", with: " ")
    if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" "), code.contains(where: { $0 != " " }) {
      code = String(code.dropFirst().dropLast())
    }
    return (.html("<code>\(HTMLPage.escape(code))</code>"), close + open - index)
  }

  /// Where the run of the character at `index` ends.
  private static func runEnd(_ text: [Character], from index: Int) -> Int {
    var end = index
    while end < text.count && text[end] == text[index] { end += 1 }
    return end
  }

  /// The start of the next run of exactly `length` backticks from `index`.
  private static func closingRun(_ text: [Character], from index: Int, length: Int) -> Int? {
    var cursor = index
    while cursor < text.count {
      guard text[cursor] == "`" else {
        cursor += 1
        continue
      }
      let end = runEnd(text, from: cursor)
      if end - cursor == length { return cursor }
      cursor = end
    }
    return nil
  }

  /// `<https://…>`: a link showing its address.
  private func autolink(_ text: [Character], at index: Int) -> (Node, Int)? {
    guard let end = text[index...].firstIndex(of: ">") else { return nil }
    let address = String(text[(index + 1)..<end])
    guard let colon = address.firstIndex(of: ":"), address.distance(from: address.startIndex, to: colon) >= 2,
      address[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
      !address.contains(where: { $0 == " " || $0 == "<" || $0 == "\n" })
    else { return nil }
    return (.html(anchor(address, inner: HTMLPage.escape(address))), end + 1)
  }

  /// `[text](destination "title")` or `![alt](source)`; nil (the bracket is text) when it is not one.
  private func link(_ text: [Character], at index: Int, image: Bool) -> (Node, Int)? {
    guard let close = Self.closingBracket(text, from: index), close + 1 < text.count, text[close + 1] == "("
    else { return nil }
    guard let (target, end) = Self.destination(text, from: close + 2) else { return nil }
    let label = String(text[(index + 1)..<close])
    if image {
      let alt = label.filter { $0 != "*" && $0 != "_" && $0 != "`" }
      guard case .href(let source) = destination(target) else { return (.html(HTMLPage.escape(alt)), end) }
      return (.html("<img src=\"\(HTMLPage.escape(source))\" alt=\"\(HTMLPage.escape(alt))\">"), end)
    }
    return (.html(anchor(target, inner: html(label))), end)
  }

  /// The link itself, or its text and where it points when it has no page.
  private func anchor(_ target: String, inner: String) -> String {
    switch destination(target) {
    case .href(let href): return "<a href=\"\(HTMLPage.escape(href))\">\(inner)</a>"
    case .unlinked(let note): return "\(inner) <span class=\"unlinked\">(\(HTMLPage.escape(note)))</span>"
    }
  }

  /// The `]` closing the `[` at `index`, brackets nested and code spans skipped.
  private static func closingBracket(_ text: [Character], from index: Int) -> Int? {
    var depth = 0
    var cursor = index
    while cursor < text.count {
      switch text[cursor] {
      case "\\": cursor += 1
      case "`":
        let open = runEnd(text, from: cursor)
        if let close = closingRun(text, from: open, length: open - cursor) {
          cursor = close + open - cursor - 1
        } else {
          cursor = open - 1
        }
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { return cursor }
      default: break
      }
      cursor += 1
    }
    return nil
  }

  /// The destination after `(`, up to the `)`: an optional title is dropped; nil when malformed.
  private static func destination(_ text: [Character], from index: Int) -> (String, Int)? {
    guard let close = text[index...].firstIndex(of: ")") else { return nil }
    var inside = String(text[index..<close]).trimmingCharacters(in: .whitespaces)
    if let space = inside.firstIndex(of: " "), inside[space...].dropFirst().first == "\"" {
      inside = String(inside[..<space])
    }
    if inside.hasPrefix("<") && inside.hasSuffix(">") { inside = String(inside.dropFirst().dropLast()) }
    guard !inside.contains(where: { $0 == " " || $0 == "\n" }) else { return nil }
    return (inside, close + 1)
  }

  // MARK: - Emphasis

  /// A run of `*` or `_` from `start` to `end`, and whether it may open or close emphasis
  /// (CommonMark's flanking rules: `_` inside a word, as in snake_case, does neither).
  private static func run(_ text: [Character], _ start: Int, _ end: Int) -> Delimiter {
    let before: Character = start > 0 ? text[start - 1] : " "
    let after: Character = end < text.count ? text[end] : " "
    let leftFlanking =
      !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
    let rightFlanking =
      !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
    let character = text[start]
    if character == "*" {
      return Delimiter(
        character: character, count: end - start, canOpen: leftFlanking, canClose: rightFlanking)
    }
    return Delimiter(
      character: character, count: end - start,
      canOpen: leftFlanking && (!rightFlanking || isPunctuation(before)),
      canClose: rightFlanking && (!leftFlanking || isPunctuation(after)))
  }

  private static func isPunctuation(_ character: Character) -> Bool {
    character.isPunctuation || character.isSymbol
  }

  /// Pairs closers with the nearest opener before them (CommonMark's "process emphasis"): two of
  /// each side make `<strong>`, one `<em>`; what stays unmatched is text.
  private func matchEmphasis(_ nodes: inout [Node]) {
    for closer in nodes.indices {
      while case .delimiter(var close) = nodes[closer], close.active, close.canClose, close.count > 0 {
        guard let opener = self.opener(for: close, before: closer, in: nodes),
          case .delimiter(var open) = nodes[opener]
        else { break }
        let use = open.count >= 2 && close.count >= 2 ? 2 : 1
        let tag = use == 2 ? "strong" : "em"
        open.count -= use
        close.count -= use
        open.opening.insert("<\(tag)>", at: 0)
        close.closing.insert("</\(tag)>", at: 0)
        nodes[opener] = .delimiter(open)
        nodes[closer] = .delimiter(close)
        // Runs between the pair can no longer match anything outside it.
        for inner in (opener + 1)..<closer {
          if case .delimiter(var run) = nodes[inner] {
            run.active = false
            nodes[inner] = .delimiter(run)
          }
        }
      }
    }
  }

  /// The nearest active opener of the same character before `closer`, by the rule of three.
  private func opener(for close: Delimiter, before closer: Int, in nodes: [Node]) -> Int? {
    for index in stride(from: closer - 1, through: 0, by: -1) {
      guard case .delimiter(let open) = nodes[index], open.active, open.canOpen, open.count > 0,
        open.character == close.character
      else { continue }
      let bothWays = open.canClose || close.canOpen
      let sum = open.count + close.count
      if bothWays && sum % 3 == 0 && !(open.count % 3 == 0 && close.count % 3 == 0) { continue }
      return index
    }
    return nil
  }
}
