import Foundation
import Workbook

/// A chapter's lesson (its README) read as sections, so that each step of a DocC tutorial says
/// why, in the lesson's own words: the lesson is where every step's reason is written.
struct LessonSections {
  /// A heading and the lines under it, up to the next heading of the same or a higher level.
  struct Section: Equatable {
    /// 2 for `##`, 3 for `###`…
    let level: Int
    /// The heading's text, without its `#`s.
    let heading: String
    /// The lines under the heading (subsections included).
    let lines: [String]
  }

  let sections: [Section]

  /// Reads a lesson: headings inside fenced code blocks are code, not headings. A paragraph that
  /// opens with a bold step title (`**6 · UpcomingTasksWorker — the worker wraps the store.**`)
  /// is a section too, as deep as can be, that ends with its paragraph.
  init(markdown: String) {
    let lines = markdown.components(separatedBy: "\n")
    var headings: [(index: Int, level: Int, text: String)] = []
    var inFence = false
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence else { continue }
      if let level = Self.headingLevel(line) {
        headings.append((index, level, String(line.dropFirst(level + 1))))
      } else if let title = Self.boldStepTitle(line) {
        headings.append((index, Self.paragraphLevel, title))
      }
    }
    sections = headings.enumerated().map { position, heading in
      var end = headings[(position + 1)...].first { $0.level <= heading.level }?.index ?? lines.count
      if heading.level == Self.paragraphLevel {
        end =
          lines[(heading.index + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces).isEmpty } ?? end
      }
      return Section(
        level: heading.level, heading: heading.text, lines: Array(lines[(heading.index + 1)..<end]))
    }
  }

  /// The level of a section that is a paragraph opening with a bold step title.
  static let paragraphLevel = 7

  /// `**6 · Worker — wraps the store.**` → "6 · Worker — wraps the store"; nil for other lines.
  private static func boldStepTitle(_ line: String) -> String? {
    guard line.hasPrefix("**"), line.hasSuffix("**"), line.count > 4 else { return nil }
    let title = line.dropFirst(2).dropLast(2)
    guard title.first?.isNumber == true, title.drop(while: \.isNumber).hasPrefix(" · ") else { return nil }
    return String(title.hasSuffix(".") ? title.dropLast() : title)
  }

  /// `## Title` → 2; nil for a line that is not a heading.
  private static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).hasPrefix(" ") else { return nil }
    return hashes
  }

  /// The lesson's "The smell" section: what the chapter's controller does wrong.
  var smell: Section? {
    sections.first { $0.heading.lowercased().hasPrefix("the smell") }
  }

  /// The section that explains a step, found as the lessons write them: a heading that links
  /// the step's folder (`### 2 · MVP — [Steps/2-MVP](Steps/2-MVP)`), else a heading
  /// `N · <title or folder name>`, else the section that gives the step's `workbook diff`, else
  /// the one that links the step's folder in its text.
  func section(for step: Chapter.VariantInfo, chapter: String) -> Section? {
    let folder = URL(fileURLWithPath: step.sourcePath).lastPathComponent
    if let linked = sections.first(where: { $0.heading.contains("(Steps/\(folder))") }) { return linked }
    if case .step(let number) = step.kind {
      let name = String(folder.drop { $0 != "-" }.dropFirst())
      let named = sections.first { section in
        [step.title, name].contains { Self.heading(section.heading, names: "\(number) · \($0)") }
      }
      if let named { return named }
    }
    // The lessons give the readable form, `--unified`; either spelling names the step.
    let command = "workbook diff \(chapter) \(step.parent.map { "\($0) " } ?? "")\(step.id)"
    let commands = ["\(command)`", "\(command) --unified`"]
    if let giving = sections.last(where: { section in
      section.lines.contains { line in commands.contains { line.contains($0) } }
    }) {
      return giving
    }
    return sections.last { $0.lines.contains { $0.contains("](Steps/\(folder))") } }
  }

  /// Whether a heading starts with a name, the name ending there (`2 · Model` is not
  /// `2 · Model, as printed`).
  private static func heading(_ heading: String, names name: String) -> Bool {
    guard heading.lowercased().hasPrefix(name.lowercased()) else { return false }
    let next = heading.dropFirst(name.count).first
    return next.map { $0 == " " } ?? true
  }

  /// A section's paragraphs that say what to read in the step's diff ("Read: …", "Read the
  /// diff: …"), outside code blocks.
  static func readingGuide(_ section: Section) -> [String] {
    var paragraphs: [[String]] = []
    var current: [String] = []
    var inFence = false
    for line in section.lines + [""] {
      if line.hasPrefix("```") { inFence.toggle() }
      if !inFence && line.trimmingCharacters(in: .whitespaces).isEmpty {
        if current.first?.hasPrefix("Read") == true { paragraphs.append(current) }
        current = []
      } else {
        current.append(line)
      }
    }
    return Array(paragraphs.joined(separator: [""]))
  }

  /// What a heading says after its name: `1 · Private — narrow the interface` → "narrow the
  /// interface" (nil when it says nothing more, or only links the step's folder).
  static func tagline(_ heading: String) -> String? {
    guard let dash = heading.range(of: " — ") else { return nil }
    let tagline = heading[dash.upperBound...].trimmingCharacters(in: .whitespaces)
    return tagline.isEmpty || tagline.hasPrefix("[") ? nil : tagline
  }
}
