import Workbook

extension SourceDiff {
  /// The name of a file on one side, as a patch header gives it: "Steps/0-Massive/Meal.swift",
  /// or "/dev/null" when it does not exist on that side.
  func headerName(of file: File, old: Bool) -> String {
    let exists = old ? file.old != nil : file.new != nil
    guard exists else { return "/dev/null" }
    let label = old ? oldLabel : newLabel
    return label.isEmpty ? file.path : "\(label)/\(file.path)"
  }

  // MARK: Unified

  /// The diff as `diff -u` prints it, file after file: `---`/`+++` headers, `@@` hunks with
  /// `context` lines of context. Empty when nothing changed.
  public func unified(context: Int = 3, style: TextStyle = .plain) -> String {
    var lines: [String] = []
    for file in changedFiles {
      lines.append(style.bold("--- \(headerName(of: file, old: true))"))
      lines.append(style.bold("+++ \(headerName(of: file, old: false))"))
      for hunk in file.diff.hunks(context: context) {
        for line in hunk.unifiedLines {
          switch line.first {
          case "@": lines.append(style.cyan(line))
          case "-": lines.append(style.red(line))
          case "+": lines.append(style.green(line))
          default: lines.append(line)
          }
        }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  // MARK: Markdown

  /// The diff for Markdown documents: the moves listed first, then per changed file a heading
  /// (its path, what happened, the line counts) and a fenced `diff` block of its hunks.
  public func markdown(context: Int = 3, headingLevel: Int = 3) -> String {
    let hashes = String(repeating: "#", count: max(1, headingLevel))
    var blocks: [String] = []
    if !moves.isEmpty { blocks.append(movesList) }
    for file in changedFiles {
      let body = file.diff.hunks(context: context).flatMap(\.unifiedLines)
      let fence = Self.fence(for: body)
      blocks.append(
        """
        \(hashes) `\(file.path)` — \(file.status.rawValue), \(countsDescription(of: file))

        \(fence)diff
        \(body.joined(separator: "\n"))
        \(fence)
        """)
    }
    return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
  }

  /// "Moved, unchanged or nearly:" and a line per move: "`A.swift` lines 143–157 → `B.swift`
  /// lines 12–26" (1-based; ", edited" when more than whitespace changed).
  private var movesList: String {
    func lines(_ range: Range<Int>) -> String {
      range.count == 1 ? "line \(range.lowerBound + 1)" : "lines \(range.lowerBound + 1)–\(range.upperBound)"
    }
    let items = moves.map { move in
      "- `\(move.fromPath)` \(lines(move.fromLines)) → `\(move.toPath)` \(lines(move.toLines))"
        + (move.isExact ? "" : ", edited")
    }
    let heading = "Moved blocks (their `-` lines where they leave, their `+` lines where they arrive):"
    return ([heading, ""] + items).joined(separator: "\n")
  }

  /// A backtick fence longer than any run of backticks that starts a line of the body.
  static func fence(for body: [String]) -> String {
    let longest =
      body.map { line in line.drop(while: { $0 != "`" }).prefix(while: { $0 == "`" }).count }.max() ?? 0
    return String(repeating: "`", count: max(3, longest + 1))
  }
}
