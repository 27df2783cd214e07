import Foundation

/// The step the attendee's exercise started from: the one its catalog declares (step 0, which the
/// repository's Exercise/ is a copy of), or the one `workbook reset --from` copied into it, which
/// reset records in a one-line file inside the exercise, `Exercise/.workbook-start`.
///
/// The exercise is the child of that step in the variant tree: it inherits the step's approved
/// transcripts (declared divergences included), so the suite and `verify` expect it to behave as
/// the step it was copied from, and the goals that step already meets are given, not earned. The
/// file is hidden, so SwiftPM does not compile it (nor warn about it) and goals and diffs do not
/// read it; it travels with the exercise (a backup, a commit) and `workbook reset` without
/// `--from` removes it.
public struct ExerciseStart: Sendable, Equatable {
  /// The file inside Exercise/ that names the step it was reset from.
  public static let fileName = ".workbook-start"

  /// The step the exercise started from: its parent in the variant tree.
  public let step: String
  /// The step the catalog declares as the exercise's parent.
  public let declared: String
  /// What the file names when that is no step of the chapter (then it is ignored).
  public let unknownStep: String?

  public init(step: String, declared: String, unknownStep: String? = nil) {
    self.step = step
    self.declared = declared
    self.unknownStep = unknownStep
  }

  /// Whether `workbook reset --from` put another step than the declared one in the exercise.
  public var isRecorded: Bool { step != declared }

  /// Reads the start recorded in an exercise folder: the declared step when there is no file, or
  /// when it names none of `steps` (the chapter's steps' ids).
  public static func read(exerciseFolder: URL, declared: String, steps: [String]) -> ExerciseStart {
    let file = exerciseFolder.appendingPathComponent(fileName)
    guard let text = try? String(contentsOf: file, encoding: .utf8), let named = recordedStep(in: text) else {
      return ExerciseStart(step: declared, declared: declared)
    }
    guard steps.contains(named) else {
      return ExerciseStart(step: declared, declared: declared, unknownStep: named)
    }
    return ExerciseStart(step: named, declared: declared)
  }

  /// The step a start file names: its first line that is neither blank nor a `#` comment.
  static func recordedStep(in text: String) -> String? {
    text.split(separator: "\n").lazy
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("#") }
      .map { VariantID($0).rawValue }
  }

  /// What `workbook reset` writes into the file.
  public static func fileContents(step: String, command: String) -> String {
    """
    \(step)
    # The step this exercise started from, written by `\(command)`.
    # `workbook verify` and the chapter's tests expect the exercise to behave as that step does,
    # and show the goals it already met as given. `workbook reset` without --from (back to the
    # chapter's first step) removes this file.

    """
  }
}
