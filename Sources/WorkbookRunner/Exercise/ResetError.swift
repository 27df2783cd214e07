import Foundation

/// Why `workbook reset` changed nothing, or could not finish (exit 1): each says what was wrong
/// and what to do.
enum ResetError: Error, Equatable {
  /// The exercise folder, or files in it, cannot be written: the paths.
  case readOnly([String])
  /// The current exercise could not be kept: the backup folder, and why.
  case backupFailed(URL, String)
  /// The step's files could not be copied: the step's folder, and why.
  case copyFailed(URL, String)
  /// The copy could not take the exercise's place: why.
  case swapFailed(String)
  /// The step's sources name a step's module, which the exercise's module is not: where.
  case namesAStepModule([String])
  /// The exercise was reset and its tests kept, but removing them failed: why.
  case testsNotRemoved(String)

  /// The message, paths relative to the package's root.
  func message(relativePath: (URL) -> String) -> String {
    switch self {
    case .readOnly(let paths):
      let shown = paths.prefix(3).map { relativePath(URL(fileURLWithPath: $0)) }.joined(separator: ", ")
      let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
      return
        "cannot reset: \(shown)\(more) \(paths.count == 1 ? "is" : "are") read-only, and reset would replace"
        + " \(paths.count == 1 ? "it" : "them"); make the exercise writable (chmod -R u+w) if that is what you"
        + " want. Nothing was changed."
    case .backupFailed(let folder, let reason):
      return "cannot keep your exercise in \(relativePath(folder)) (\(reason)), so it was not reset."
        + " Nothing was changed."
    case .copyFailed(let step, let reason):
      return "cannot copy \(relativePath(step)) (\(reason)). The exercise was not changed."
    case .swapFailed(let reason):
      return "cannot put the copy in the exercise's place (\(reason)). The exercise was not changed."
    case .namesAStepModule(let places):
      return "cannot reset from this step: its sources name its own module, and the exercise is another"
        + " module, so the copy would not compile:\n" + places.map { "  " + $0 }.joined(separator: "\n")
    case .testsNotRemoved(let reason):
      return "the exercise was reset and your tests kept in the backup, but removing them failed (\(reason));"
        + " remove them from the chapter's test target by hand, or it will not build."
    }
  }
}
