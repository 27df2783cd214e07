import Foundation

/// What each code step of a chapter's DocC tutorial says: a sentence or two per file a step
/// changes or adds, written in the chapter's lesson, in its section "The tutorial, file by file":
///
///     ### 2-mealtablepresenter
///
///     - `MealTablePresenter.swift`: Create MealTablePresenter.swift, and move the private
///       extension into it as it stands: …
///
/// A heading per step (its id), a bullet per file (its path in the step's folder, in backticks),
/// the sentence after the colon, continued on lines indented by two spaces. The lesson is the
/// one source: the tutorial and the lesson's page say the same thing.
struct TutorialProse: Equatable {
  /// One sentence: the file it is about and where the lesson says it.
  struct Sentence: Equatable {
    let path: String
    let text: String
    /// Its line in the lesson, from 1.
    let line: Int
  }

  /// The section's heading, as the lessons write it.
  static let heading = "The tutorial, file by file"

  /// Step id → its sentences, in the lesson's order.
  let steps: [String: [Sentence]]
  /// Each step heading's line in the lesson, from 1, and what the section says that is not a
  /// sentence (a stray line, a bullet without a file), as problems.
  let stepLines: [String: Int]
  let malformed: [String]

  /// Whether the lesson has the section at all.
  let isPresent: Bool

  init(markdown: String) {
    var steps: [String: [Sentence]] = [:]
    var stepLines: [String: Int] = [:]
    var malformed: [String] = []
    var step: String?
    var inSection = false
    var isPresent = false
    for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("## ") {
        inSection = line == "## \(Self.heading)"
        isPresent = isPresent || inSection
        step = nil
        continue
      }
      guard inSection else { continue }
      if line.hasPrefix("### ") {
        let id = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
        if stepLines[id] != nil { malformed.append("line \(index + 1): a second heading for \(id)") }
        stepLines[id] = index + 1
        step = id
      } else if line.hasPrefix("- ") {
        guard let step, let sentence = Self.sentence(line, at: index + 1) else {
          malformed.append(
            "line \(index + 1): a bullet that is not \"- `path`: sentence\" under a step's heading")
          continue
        }
        steps[step, default: []].append(sentence)
      } else if line.hasPrefix("  "), let current = step, let last = steps[current]?.popLast() {
        let text = last.text + " " + line.trimmingCharacters(in: .whitespaces)
        steps[current]?.append(Sentence(path: last.path, text: text, line: last.line))
      }
    }
    self.steps = steps
    self.stepLines = stepLines
    self.malformed = malformed
    self.isPresent = isPresent
  }

  /// "- `Path.swift`: Text." → its sentence.
  private static func sentence(_ line: String, at number: Int) -> Sentence? {
    let rest = line.dropFirst(2)
    guard rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`") else { return nil }
    let path = String(rest[rest.index(after: rest.startIndex)..<close])
    let after = rest[rest.index(after: close)...]
    guard after.hasPrefix(": ") else { return nil }
    let text = after.dropFirst(2).trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : Sentence(path: path, text: text, line: number)
  }

  /// The sentence for a step's file.
  func sentence(_ step: String, _ path: String) -> Sentence? {
    steps[step]?.first { $0.path == path }
  }

  /// What keeps the prose from matching the code, one line each: a code step without its
  /// sentence, a sentence for a file the step does not change (renamed, removed, or never
  /// there) or for a step the chapter does not have, a new file not introduced as new, and
  /// whatever the section holds that is not a sentence.
  func problems(_ code: StepCode) -> [String] {
    guard isPresent else { return ["no section \"## \(Self.heading)\": its code steps have no prose"] }
    var problems = malformed
    let ids = Set(code.steps.map(\.variant.id))
    for (id, line) in stepLines.sorted(by: { $0.value < $1.value }) where !ids.contains(id) {
      problems.append("line \(line): prose for \(id), which is not a step of the chapter")
    }
    for step in code.steps {
      let id = step.variant.id
      let paths = Set(step.changes.map(\.path))
      for change in step.changes {
        guard let sentence = sentence(id, change.path) else {
          let what = change.status == .added ? "the new file " : ""
          problems.append("\(id): no sentence for \(what)`\(change.path)`")
          continue
        }
        if change.status == .added && !sentence.text.hasPrefix("Create ") {
          problems.append("line \(sentence.line): \(id) adds `\(change.path)`: say so, \"Create …\"")
        }
      }
      var seen = Set<String>()
      for sentence in steps[id] ?? [] {
        if !paths.contains(sentence.path) {
          problems.append(
            "line \(sentence.line): a sentence for `\(sentence.path)`, which \(id) does not change or add")
        } else if !seen.insert(sentence.path).inserted {
          problems.append("line \(sentence.line): a second sentence for `\(sentence.path)` in \(id)")
        }
      }
    }
    return problems
  }
}
