import Foundation
import Workbook

/// Why a step is there, as every page of its diff opens (HTML, Markdown, the terminal's header,
/// `--json`): the catalog's reason, the smell it removes and the move it makes (the catalog's
/// `smell:` and `move:`, which the lesson shows too: one source), what to read first, and the
/// step's place in the chapter's tree, its neighbours labelled by the line they are on.
struct StepStory: Equatable, Encodable {
  /// A neighbouring step, labelled: "previous", "next on the main line", "next on the VIP branch".
  struct Neighbour: Equatable, Encodable {
    let label: String
    let id: String
    let title: String
  }

  let reason: String
  let smell: String
  let move: String
  /// What to read first, in Markdown: the lesson's "Read …" paragraph for the step, else the
  /// file the diff opens with (the one that loses the most lines).
  let readFirst: String
  /// "the main line", "the VIP branch (from 5-coredatastore)".
  let line: String
  /// The parent, labelled "previous" (nil for the root).
  let previous: Neighbour?
  /// The children, each labelled with its line.
  let next: [Neighbour]

  /// Whether no step follows on its own line (a branch may fork from it): the page says it is
  /// the last of its line.
  let isLast: Bool

  /// The story of `step`; `lesson` is the chapter's README (nil when it has none), `diff` the
  /// step's diff with its parent.
  init(step: Chapter.VariantInfo, in chapter: Chapter, lesson: LessonSections?, diff: SourceDiff) {
    reason = step.reason
    smell = step.smell
    move = step.move
    readFirst = Self.readFirst(step, in: chapter, lesson: lesson, diff: diff)
    let lines = Self.namedLines(of: chapter)
    func lineName(of id: String) -> String { lines.first { $0.steps.contains(id) }?.name ?? "the main line" }
    line =
      lines.first { $0.steps.contains(step.id) }.map {
        $0.name + ($0.forksFrom.map { " (from \($0))" } ?? "")
      }
      ?? "the main line"
    previous = step.parent.flatMap(chapter.variant).map {
      Neighbour(label: "previous", id: $0.id, title: $0.title)
    }
    next = chapter.children(of: step.id).map { child in
      Neighbour(label: "next on \(lineName(of: child.id))", id: child.id, title: child.title)
    }
    let ownName = lineName(of: step.id)
    isLast = !next.contains { $0.label == "next on \(ownName)" }
  }

  /// The chapter's lines as a reader names them: the timeline's lines, each cut again where one
  /// architecture's leaf is followed by a step of another (02's view data after 2-mvp, 05's after
  /// 4-fixes), so that every branch is named after the architecture it ends in ("the VIP
  /// branch"), the first line "the main line".
  private static func namedLines(of chapter: Chapter) -> [(name: String, forksFrom: String?, steps: [String])]
  {
    func architecture(of id: String) -> String? {
      chapter.architectures.first { $0.metBy.contains(id) }?.name
    }
    var named: [(name: String, forksFrom: String?, steps: [String])] = []
    for line in chapter.timeline {
      var forksFrom = line.forksFrom
      var steps: [Chapter.VariantInfo] = []
      func close() {
        let leaf = steps.last { architecture(of: $0.id) != nil }
        let name =
          forksFrom == nil && named.isEmpty
          ? "the main line"
          : "the \(leaf.flatMap { architecture(of: $0.id) } ?? steps.last?.title ?? "other") branch"
        named.append((name, forksFrom, steps.map(\.id)))
      }
      for step in line.steps {
        if let last = steps.last, let ended = architecture(of: last.id), architecture(of: step.id) != ended {
          close()
          forksFrom = last.id
          steps = []
        }
        steps.append(step)
      }
      close()
    }
    return named
  }

  /// "the VIP branch (from 5-coredatastore)" → "the VIP branch".
  private static func shortName(_ line: String) -> String {
    line.range(of: " (from ").map { String(line[..<$0.lowerBound]) } ?? line
  }

  private static func readFirst(
    _ step: Chapter.VariantInfo, in chapter: Chapter, lesson: LessonSections?, diff: SourceDiff
  ) -> String {
    if let section = lesson?.section(for: step, chapter: chapter.number),
      let guide = readingGuide(LessonSections.readingGuide(section), of: step, chapter: chapter.number)
    {
      return guide
    }
    guard let first = diff.changedFiles.first else { return "" }
    return "Read `\(first.path)` first (\(first.status.rawValue), \(diff.countsDescription(of: first))): "
      + "the diff opens with the file that loses the most lines, then the files that receive its code."
  }

  /// The lesson's "Read …" paragraph as the diff page says it: without its label ("Read:", "Read
  /// the diff:"), the command that opens this very diff and the links to its pages, each other
  /// link reduced to its text (it points from the lesson's folder); nil when nothing is left, or
  /// when the paragraph gives another step's diff (a section that tells several steps) or goes
  /// on to another command (`workbook verify`).
  static func readingGuide(_ lines: [String], of step: Chapter.VariantInfo, chapter: String) -> String? {
    var text = unlinked(lines.filter { !$0.isEmpty }.joined(separator: " "))
    let own = "workbook diff \(chapter) \(step.parent.map { "\($0) " } ?? "")\(step.id)"
    if text.contains("workbook diff "), !text.contains(own + " ") && !text.contains(own + "`") {
      return nil
    }
    for label in ["Read the diff:", "Read:"] where text.hasPrefix(label) {
      text = String(text.dropFirst(label.count))
    }
    text = text.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("`swift run workbook diff "), let close = text.dropFirst().firstIndex(of: "`") {
      text = String(text[text.index(after: close)...]).trimmingCharacters(in: .whitespaces)
      // What followed the command: its pages, "(the diff, HTML)", now plain text.
      if text.hasPrefix("(the diff"), let end = text.firstIndex(of: ")") {
        text = String(text[text.index(after: end)...])
      }
    }
    text = String(text.drop { ".,;:—– ".contains($0) })
    guard text.contains(where: \.isLetter), !text.hasPrefix("`workbook ") else { return nil }
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Markdown links `[text](target)` reduced to their text.
  static func unlinked(_ markdown: String) -> String {
    var text = markdown
    while let open = text.range(of: "]("), let start = text[..<open.lowerBound].lastIndex(of: "["),
      let close = text[open.upperBound...].firstIndex(of: ")")
    {
      text.replaceSubrange(start...close, with: text[text.index(after: start)..<open.lowerBound])
    }
    return text
  }

  // MARK: Formats

  /// The place in a sentence: "On the main line, after 5-coredatastore; next on the main line:
  /// 7-sectioninsertionlogic; next on the View model branch: 7-upcomingtasksviewmodel."
  var placeSentence: String {
    var parts = ["On \(line)"]
    if let previous { parts[0] += ", after \(previous.id)" }
    parts += next.map { "\($0.label): \($0.id)" }
    if isLast { parts.append("the last step of \(Self.shortName(line))") }
    return parts.joined(separator: "; ") + "."
  }

  /// The Markdown block a diff page opens with.
  var markdown: [String] {
    [
      "**Why.** \(reason)", "",
      "**Smell.** \(smell)", "",
      "**Move.** \(move)", "",
      "**Read first.** \(readFirst)", "",
      "**Where.** \(placeSentence)",
    ]
  }

  /// The terminal's header: a label and a paragraph each, the labels bold, wrapped at words to
  /// `columns`.
  func terminal(style: TextStyle, columns: Int) -> String {
    [("Why", reason), ("Smell", smell), ("Move", move), ("Read first", readFirst), ("Where", placeSentence)]
      .filter { !$0.1.isEmpty }
      .map { label, text in
        let lines = Self.wrapped("\(label): \(text)", columns: columns)
        return ([style.bold("\(label):") + lines[0].dropFirst(label.count + 1)] + lines.dropFirst())
          .joined(separator: "\n")
      }
      .joined(separator: "\n") + "\n"
  }

  /// A paragraph cut into lines of at most `columns` columns, at spaces (a longer word alone).
  static func wrapped(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if !line.isEmpty, line.displayWidth + 1 + word.displayWidth > columns {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " \(word)"
    }
    return lines + [line]
  }

  /// The HTML section a diff page opens with, under its title: what the Markdown block says,
  /// the lesson's `code` spans and **bold** kept, its links reduced to their text (they point
  /// into the chapter's folder, outside the generated pages).
  var html: String {
    let rows = [
      ("Why", reason), ("Smell", smell), ("Move", move), ("Read first", readFirst), ("Where", placeSentence),
    ]
    return
      (["<section class=\"story\">"]
      + rows.filter { !$0.1.isEmpty }.map { "<p><strong>\($0.0).</strong> \(Self.inlineHTML($0.1))</p>" }
      + ["</section>"]).joined(separator: "\n")
  }

  /// A line of the lesson's Markdown as HTML: escaped, `code` and **bold** rendered, a link
  /// `[text](target)` shown as its text.
  static func inlineHTML(_ markdown: String) -> String {
    let text = unlinked(markdown)
    var html = ""
    var inCode = false
    for (index, part) in text.components(separatedBy: "`").enumerated() {
      if index > 0 { html += inCode ? "</code>" : "<code>" }
      if index > 0 { inCode.toggle() }
      html += inCode ? HTMLPage.escape(part) : bold(HTMLPage.escape(part))
    }
    return inCode ? html + "</code>" : html
  }

  /// `**text**` → `<strong>text</strong>`.
  private static func bold(_ text: String) -> String {
    let parts = text.components(separatedBy: "**")
    guard parts.count >= 3, parts.count % 2 == 1 else { return text }
    return parts.enumerated().map { index, part in
      index == 0 ? part : (index % 2 == 1 ? "<strong>" : "</strong>") + part
    }.joined()
  }
}
