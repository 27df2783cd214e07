import Foundation

extension DoccGenerator {
  /// At most this many old lines are named under a file's code (more are the side-by-side page's).
  static let removedLinesShown = 6

  /// The old lines a step changed or took out of a file and did not move elsewhere, named in the
  /// step's caption since DocC shows only the step's version (a step's caption is one paragraph:
  /// the lines go inline): "Before this step: `var meals = [Meal]()` · `func saveMeals() {`."
  /// Nil when there are none, more than `removedLinesShown`, or one holds a backtick.
  static func removedHere(of path: String, in diff: SourceDiff) -> String? {
    guard let file = diff.files.first(where: { $0.path == path }), file.status == .modified else {
      return nil
    }
    let moved = diff.moves.filter { $0.fromPath == path }.map(\.fromLines)
    var shown: [String] = []
    for case .removed(let text, let old) in file.diff.lines where !moved.contains(where: { $0.contains(old) })
    {
      let line = text.trimmingCharacters(in: .whitespaces)
      if !line.isEmpty { shown.append(line) }
    }
    guard !shown.isEmpty, shown.count <= removedLinesShown, !shown.contains(where: { $0.contains("`") })
    else {
      return nil
    }
    let lines = shown.map { "`\($0)`" }.joined(separator: " · ")
    return "The \(shown.count == 1 ? "line" : "lines") it changed or took out, as before: \(lines)."
  }
}
