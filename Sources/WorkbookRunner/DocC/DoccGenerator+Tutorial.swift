import Foundation
import Workbook

extension DoccGenerator {
  /// A chapter's tutorial: the lesson's smell as its intro (without an image: DocC lays a
  /// tutorial's intro image behind its text), a section per step, and what the app does (its
  /// approved transcripts) at the end.
  func tutorial(
    _ chapter: Chapter, _ code: StepCode, _ lesson: LessonSections, _ transcripts: ScenarioTranscripts
  ) -> DoccDirective {
    var sections = code.steps.map { DoccDirective.Child.directive(section(chapter, $0, code, lesson)) }
    if let behaviour = transcripts.section(chapter) { sections.append(.directive(behaviour)) }
    let smell = lesson.smell.map { DoccMarkdown.fromLesson($0.lines) } ?? []
    let intro = DoccDirective(
      "Intro", [("title", chapter.title.isEmpty ? Self.chapterName(chapter) : chapter.title)],
      [.markdown(smell.isEmpty ? ["Chapter \(chapter.number), \(chapter.name)."] : smell)])
    return DoccDirective("Tutorial", [("time", "\(5 * sections.count)")], [.directive(intro)] + sections)
  }

  /// A step's section: why (the lesson's words), what DocC cannot show (linked), then a step per
  /// changed or added file.
  private func section(
    _ chapter: Chapter, _ step: StepCode.Step, _ code: StepCode, _ lesson: LessonSections
  ) -> DoccDirective {
    let variant = step.variant
    let lessonSection = lesson.section(for: variant, chapter: chapter.number)
    var text: [String] = []
    if let tagline = lessonSection.flatMap({ LessonSections.tagline($0.heading) }) {
      text += ["*\(DoccMarkdown.unlinked(tagline))*", ""]
    }
    text += place(of: step, in: code) + [""]
    if chapter.keptForTheirFailure.contains(variant.id) {
      text += [
        "Kept to show its failure: the chapter declares how it fails, and the suite holds it to that.", "",
      ]
    }
    if let lessonSection { text += DoccMarkdown.fromLesson(lessonSection.lines) + [""] }
    text += unshown(chapter, step)
    let steps = step.changes.map { DoccDirective.Child.directive(self.step($0)) }
    return DoccDirective(
      "Section", [("title", Self.sectionTitle(variant))],
      [
        .directive(DoccDirective("ContentAndMedia", [], [.markdown(DoccMarkdown.trimmedBlankLines(text))])),
        .directive(
          DoccDirective(
            "Steps", [],
            steps.isEmpty ? [.directive(DoccDirective("Step", [], [.markdown(["No file changes."])]))] : steps
          )),
      ])
  }

  /// "2 · Presenter".
  static func sectionTitle(_ variant: Chapter.VariantInfo) -> String {
    guard case .step(let number) = variant.kind else { return variant.title }
    return "\(number) · \(variant.title)"
  }

  /// Where the step sits in the chapter's tree.
  private func place(of step: StepCode.Step, in code: StepCode) -> [String] {
    let variant = step.variant
    guard let parent = variant.parent else {
      return [
        "Where the chapter starts: **\(variant.id)**, every file of it below, the largest first. Every later "
          + "step is a full copy of its parent with one refactoring applied, and behaves the same."
      ]
    }
    let firstChild = code.steps.first { $0.variant.parent == parent }?.variant.id
    let branch = firstChild == variant.id ? "" : " It starts a branch from **\(parent)**."
    return [
      "**\(variant.id)** compared with its parent, **\(parent)**: \(step.diff?.summary ?? "")." + branch
    ]
  }

  /// What DocC does not show, and where to see it.
  private func unshown(_ chapter: Chapter, _ step: StepCode.Step) -> [String] {
    guard step.diff != nil else { return [] }
    var lines = [
      "DocC highlights the lines this step added or changed. The lines it removed, the words that changed "
        + "and the code that moved are on [the side-by-side diff of \(step.variant.id)](\(diffPage(chapter, step.variant)))."
    ]
    let removed = step.removed
    if !removed.isEmpty {
      lines += ["", "Removed: " + removed.map { "`\($0)`" }.joined(separator: ", ") + "."]
    }
    return lines
  }

  /// A file's step: what changed in it, and the file with the parent's version as the previous.
  private func step(_ change: StepCode.Change) -> DoccDirective {
    let name = URL(fileURLWithPath: change.path).lastPathComponent
    let text: String
    switch change.status {
    case .unchanged:
      text = "`\(change.path)`, \(change.lineCount) lines."
    case .added:
      text = "`\(change.path)` is new: \(change.lineCount) lines."
    default:
      text =
        "`\(change.path)`: \(change.counts.inserted) lines added or changed, highlighted; "
        + "\(change.counts.removed) removed."
    }
    var arguments = [("name", name), ("file", change.file)]
    if let previous = change.previousFile { arguments.append(("previousFile", previous)) }
    return DoccDirective("Step", [], [.markdown([text]), .directive(DoccDirective("Code", arguments))])
  }
}
