/// The first change of one action's diff, as a window of 24 rows shows it: its first changed lines
/// as `-` approved / `+` actual pairs (a side with no line says so), then the lines just before
/// them, for where they are; no header, so that the change itself comes first. What the watch
/// screen and `workbook verify` show of a scenario that behaves differently.
struct FirstDifference {
  /// Most `-`/`+` pairs shown.
  static let pairs = 3
  /// Lines shown before the first change, to say where it is.
  static let contextLines = 2
  /// What stands for the side of a pair that has no line: the entry ends, or starts, there.
  static let noLine = "(no line here)"

  /// The diff of one action (`TranscriptDifference.diff`).
  let diff: String

  /// The window's lines, each after `indent`; the changed lines it leaves out are counted, and
  /// said to be `place` ("in the files below").
  func lines(style: TextStyle, indent: String, unshownAre place: String) -> [String] {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.hasPrefix("--- ") && !$0.hasPrefix("+++ ") }
    guard let first = lines.firstIndex(where: Self.isChanged) else {
      return lines.prefix(WatchScreen.sectionLines).map { indent + $0 }
    }
    let block = lines[first...].prefix(while: Self.isChanged)
    let removed = block.filter { $0.hasPrefix("-") }.map { String($0.dropFirst(2)) }
    let inserted = block.filter { $0.hasPrefix("+") }.map { String($0.dropFirst(2)) }
    let pairs = min(max(removed.count, inserted.count), Self.pairs)
    var result: [String] = []
    for index in 0..<pairs {
      result.append(
        indent + style.red("- " + (removed.indices.contains(index) ? removed[index] : Self.noLine)))
      result.append(
        indent + style.green("+ " + (inserted.indices.contains(index) ? inserted[index] : Self.noLine)))
    }
    let unshown = removed.count + inserted.count - removed.prefix(pairs).count - inserted.prefix(pairs).count
    if unshown > 0 {
      result.append(style.dim(indent + "… \(WatchScreen.count(unshown, "more changed line")) \(place)"))
    }
    let context = lines[..<first].suffix(Self.contextLines).map { String($0.dropFirst(2)) }
    if !context.isEmpty {
      result.append(style.dim(indent + "the lines before it:"))
      result += context.map { style.dim(indent + "  " + $0) }
    }
    return result
  }

  private static func isChanged(_ line: String) -> Bool {
    line.hasPrefix("- ") || line.hasPrefix("+ ") || line == "-" || line == "+"
  }
}
