import Foundation
import Workbook

extension DoccGenerator {
  /// A chapter's tutorial: the lesson's smell as its intro (without an image: DocC lays a
  /// tutorial's intro image behind its text), a section per step, and what the app does (its
  /// approved transcripts) at the end. A chapter whose prose is still to be written says so first.
  func tutorial(
    _ chapter: Chapter, _ code: StepCode, _ lesson: LessonSections, _ prose: TutorialProse,
    _ transcripts: ScenarioTranscripts
  ) -> DoccDirective {
    var sections = code.steps.map {
      DoccDirective.Child.directive(section(chapter, $0, code, lesson, prose))
    }
    if let behaviour = transcripts.section(chapter) { sections.append(.directive(behaviour)) }
    let smell = lesson.smell.map { DoccMarkdown.fromLesson($0.lines, resolve: diffPageAddress) } ?? []
    var text = smell.isEmpty ? ["Chapter \(chapter.number), \(chapter.name)."] : smell
    if let why = Self.chaptersAwaitingProse[chapter.number] {
      text =
        ["**Not yet in prose:** this tutorial's code steps say only what moved where (\(why)).", ""] + text
    }
    let intro = DoccDirective(
      "Intro", [("title", chapter.title.isEmpty ? Self.chapterName(chapter) : chapter.title)],
      [.markdown(text)])
    return DoccDirective("Tutorial", [("time", "\(5 * sections.count)")], [.directive(intro)] + sections)
  }

  /// A step's section: why (the catalog's reason, and what the lesson says to read in the diff;
  /// the lesson's whole section for a step without a reason), what DocC cannot show (linked),
  /// then a step per changed or added file.
  private func section(
    _ chapter: Chapter, _ step: StepCode.Step, _ code: StepCode, _ lesson: LessonSections,
    _ prose: TutorialProse
  ) -> DoccDirective {
    let variant = step.variant
    let lessonSection = lesson.section(for: variant, chapter: chapter.number)
    var text: [String] = []
    if !variant.reason.isEmpty {
      text += [variant.reason, ""]
      text +=
        lessonSection.map {
          DoccMarkdown.fromLesson(LessonSections.readingGuide($0), resolve: diffPageAddress) + [""]
        } ?? []
    } else if let lessonSection {
      text +=
        LessonSections.tagline(lessonSection.heading).map { ["*\(DoccMarkdown.unlinked($0))*", ""] } ?? []
      text += DoccMarkdown.fromLesson(lessonSection.lines, resolve: diffPageAddress) + [""]
    }
    text += place(of: step, in: code) + [""]
    if chapter.keptForTheirFailure.contains(variant.id) {
      text += [
        "Kept to show its failure: the chapter declares how it fails, and the suite holds it to that.", "",
      ]
    }
    text += unshown(chapter, step)
    let steps = step.changes.map { change in
      DoccDirective.Child.directive(
        self.step(change, in: step.diff, saying: prose.sentence(variant.id, change.path)?.text))
    }
    return DoccDirective(
      "Section", [("title", Self.sectionTitle(variant))],
      [
        .directive(DoccDirective("ContentAndMedia", [], [.markdown(DoccMarkdown.trimmedBlankLines(text))])),
        .directive(DoccDirective("Steps", [], steps)),
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
      // Where a removed file's code went: the file is in no code pane of this step.
      if let diff = step.diff {
        for path in removed where !Self.moves(of: path, in: diff).isEmpty {
          lines += ["", "From `\(path)`:" + Self.moves(of: path, in: diff)]
        }
      }
    }
    return lines
  }

  /// A file's step: the lesson's sentence (what to do and why); the file with the parent's version
  /// as the previous one, so that DocC highlights what the step added or changed; then, as the
  /// step's caption, what changed in it and where its code moved.
  private func step(_ change: StepCode.Change, in diff: SourceDiff?, saying sentence: String?)
    -> DoccDirective
  {
    let name = URL(fileURLWithPath: change.path).lastPathComponent
    var text: String
    switch change.status {
    case .unchanged: text = "`\(change.path)`, \(change.lineCount) lines."
    case .added:
      text =
        "A new file, `\(change.path)`: \(change.lineCount) \(change.lineCount == 1 ? "line" : "lines"), all new."
    default:
      let file = diff?.files.first { $0.path == change.path }
      let counts = diff.flatMap { diff in file.map { diff.countsDescription(of: $0) } } ?? ""
      text = "`\(change.path)`: \(counts). The highlighted lines are the ones this step added or changed."
    }
    if let diff { text += Self.moves(of: change.path, in: diff) }
    var arguments = [("name", name), ("file", change.file)]
    if let previous = change.previousFile { arguments.append(("previousFile", previous)) }
    let code = DoccDirective.Child.directive(DoccDirective("Code", arguments))
    // The sentence is the step; the summary, after the code, is its caption (DocC sets it smaller,
    // below the sentence). A chapter awaiting its prose has only the summary, as the step.
    // One paragraph (DocC takes no more): the summary, then the old lines, on the next line.
    let caption = [text] + (diff.flatMap { Self.removedHere(of: change.path, in: $0) }.map { [$0] } ?? [])
    guard let sentence else { return DoccDirective("Step", [], [.markdown(caption), code]) }
    return DoccDirective(
      "Step", [], [.markdown([DoccMarkdown.unlinked(sentence)]), code, .markdown(caption)])
  }

  /// Where a file's code went, and where its new code came from: " Lines 143–157 of the version
  /// before moved to `MealsPresenter.swift:12`." (The code panel shows the step's version: the
  /// lines a move left are numbered as they were.)
  static func moves(of path: String, in diff: SourceDiff) -> String {
    func lines(_ range: Range<Int>) -> String {
      range.count == 1 ? "Line \(range.lowerBound + 1)" : "Lines \(range.lowerBound + 1)–\(range.upperBound)"
    }
    var sentences: [String] = []
    for move in diff.moves {
      let how = move.isExact ? "moved" : "moved, nearly unchanged,"
      let before = "\(lines(move.fromLines)) of the version before"
      if move.fromPath == path && move.toPath == path {
        sentences.append("\(before) \(how) within the file, to line \(move.toLines.lowerBound + 1).")
      } else if move.fromPath == path {
        sentences.append("\(before) \(how) to `\(move.toPath):\(move.toLines.lowerBound + 1)`.")
      } else if move.toPath == path {
        sentences.append(
          "\(lines(move.toLines)) \(how) here from `\(move.fromPath):\(move.fromLines.lowerBound + 1)` "
            + "(before this step).")
      }
    }
    return sentences.map { " " + $0 }.joined()
  }
}
