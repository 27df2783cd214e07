import Foundation
import Workbook

/// `workbook reset <chapter> [--from <step>]`: the exercise back to a copy of a step, the
/// attendee's work kept in a dated backup.
struct ResetCommand: WorkbookCommand, Equatable {
  static let from = Option(
    "from", value: "STEP",
    help:
      "the step to start from (default: the chapter's first step): its id (\"3-mvp\"), step number (\"3\") or "
      + "title (\"mvp\"); a branch's step by its id")

  static let signature = CommandSignature(
    name: "reset",
    summary: "start the exercise again from step 0, or from any step; your work is kept in a backup",
    details: """
      Replaces the chapter's Exercise/ with a copy of a step's sources: the chapter's first step, \
      or the one --from names (a step of the main line or of a branch), so that a workshop can \
      start mid-chapter. Steps share type names, so nothing is renamed. Your tests of the exercise \
      (Tests/<Chapter>Tests/Exercise/, and any test file that imports the exercise's module) go \
      with it: they test types the step may not have. First, unless it is an untouched copy of the \
      step it started from and has no tests, the current exercise is copied to \
      Chapters/NN-Name/.exercise-backups/<date>/Exercise and its tests to …/<date>/Tests (UTC; git \
      ignores the folder), and the command says where. The copy is made beside Exercise/ and then renamed into its place, so a failure \
      leaves the exercise as it was. A reset --from another step than the first records that \
      step in Exercise/.workbook-start: `workbook verify`, `workbook progress` and the chapter's \
      tests then expect the exercise to behave as that step does (its declared divergences \
      included) and show the goals it already meets as given. Exits 1, changing nothing, when the \
      exercise cannot be kept (the backup cannot be written) or replaced (it is read-only).
      """,
    arguments: [.chapter], accepting: [.option(from)])

  var chapter: String
  /// The step to start from; nil: the chapter's declared start.
  var from: String?

  init(chapter: String, from: String? = nil) {
    self.chapter = chapter
    self.from = from
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let steps = arguments.values(of: Self.from)
    guard steps.count <= 1 else {
      throw UsageError(
        "`\(Self.signature.invocation)` starts from one step; got --\(Self.from.name) "
          + steps.joined(separator: " and "))
    }
    self.init(chapter: arguments.positionals[0], from: steps.first)
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    guard let exercise = chapter.variant("exercise"), let start = chapter.exerciseStart else {
      throw UsageError("\(chapter.name) has no exercise to reset")
    }
    let step = try from.map { try Self.step(named: $0, in: chapter) } ?? chapter.variant(start.declared)!
    do {
      try Self.refuseStepModules(of: step, in: chapter)
      let reset = ExerciseReset(
        exercise: exercise.sourceFolder, step: step.sourceFolder,
        startFile: step.id == start.declared
          ? nil
          : ExerciseStart.fileContents(
            step: step.id, command: "workbook reset \(chapter.number) --from \(step.id)"),
        backups: chapter.folder.appendingPathComponent(".exercise-backups", isDirectory: true),
        date: runner.environment.now(), tests: try ExerciseTestFiles(of: chapter))
      let untouched = try FolderContents.exerciseIsUntouched(chapter)
      let empty = try FolderContents(of: exercise.sourceFolder).files.isEmpty
      let result = try reset.perform(keep: !untouched && !empty || reset.tests?.paths.isEmpty == false)
      runner.console.write(report(result, step: step, untouched: untouched, chapter: chapter, in: runner))
      return .success
    } catch let error as ResetError {
      runner.console.writeError("workbook: \(error.message(relativePath: runner.relativePath))\n")
      return .checksFailed
    }
  }

  /// The step `--from` names: a step (not the exercise) that an exercise may start from.
  static func step(named name: String, in chapter: Chapter) throws(UsageError) -> Chapter.VariantInfo {
    let step = try chapter.variant(named: name)
    let steps = chapter.variants.filter { $0.kind != .exercise && startable($0.id, in: chapter) }
    let list = steps.map(\.id).joined(separator: ", ")
    guard step.kind != .exercise else {
      throw UsageError("the exercise cannot start from itself; name one of \(chapter.name)'s steps: \(list)")
    }
    guard startable(step.id, in: chapter) else {
      throw UsageError(
        "\(step.id) is kept to show a crash the suite catches (an expected failure), and the exercise is not"
          + " declared to crash there; start from another step: \(list)")
    }
    return step
  }

  /// Whether an exercise copied from a step would hold: the step is declared to crash only where
  /// the exercise is declared to crash too (chapter 04's steps before its fix).
  private static func startable(_ step: String, in chapter: Chapter) -> Bool {
    chapter.expectedFailures.filter { $0.variant == step }.allSatisfy { failure in
      failure.scenarios.allSatisfy { scenario in
        chapter.expectedFailures.contains { $0.governs(variant: "exercise", scenario: scenario) }
      }
    }
  }

  /// A step whose code names a step's module would not compile as the exercise's module.
  private static func refuseStepModules(of step: Chapter.VariantInfo, in chapter: Chapter) throws {
    let modules = Set(
      chapter.variants.filter { $0.kind != .exercise }.map {
        StepModules.module(chapter: chapter.name, sourceFolder: $0.sourceFolder)
      })
    let references = try StepModules.references(to: modules, in: step.sourceFolder)
    guard references.isEmpty else {
      throw ResetError.namesAStepModule(references.map { "\(step.sourcePath)/\($0)" })
    }
  }

  /// What was kept where, what the exercise now is, and what follows from it.
  @MainActor
  private func report(
    _ result: ExerciseReset.Result, step: Chapter.VariantInfo, untouched: Bool, chapter: Chapter,
    in runner: Runner
  ) -> String {
    let exercise = "\(runner.relativePath(chapter.folder))/Exercise"
    let start = chapter.exerciseStart!
    var lines: [String] = []
    let tests = result.testsRemoved.count
    let testFiles = "\(tests) test file\(tests == 1 ? "" : "s")"
    if let backup = result.backup {
      let kept = runner.relativePath(backup)
      lines.append(
        tests == 0
          ? "Kept your exercise in \(kept)/Exercise/ (git ignores it)."
          : "Kept your exercise in \(kept)/Exercise/ and your \(testFiles) in \(kept)/Tests/ (git ignores it)."
      )
    } else if untouched {
      lines.append("Nothing to keep: the exercise was an untouched copy of \(start.step).")
    } else {
      lines.append("Nothing to keep: there was no exercise (\(exercise)/ was missing or empty).")
    }
    let files = "\(result.files) file\(result.files == 1 ? "" : "s")"
    lines.append("\(exercise) is now a copy of \(step.id) (\(step.title)), \(files).")
    if tests > 0, let target = (try? ExerciseTestFiles(of: chapter))?.target {
      lines.append(
        "Removed your \(testFiles) from \(runner.relativePath(target))/ (they tested the exercise you reset): "
          + result.testsRemoved.joined(separator: ", ") + ".")
    }
    if step.id != start.declared {
      lines.append(
        "It starts from \(step.id): `workbook verify \(chapter.number)` expects it to behave as \(step.id) does"
          + " and shows the goals \(step.id) meets as given; `workbook reset \(chapter.number)` goes back to"
          + " \(start.declared).")
    }
    lines.append("Next: swift run workbook verify \(chapter.number)")
    return lines.joined(separator: "\n") + "\n"
  }
}
