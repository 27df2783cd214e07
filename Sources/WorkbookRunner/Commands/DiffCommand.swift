import Workbook

/// `workbook diff <chapter> [<from>] <to>`: two variants' sources, side by side.
struct DiffCommand: WorkbookCommand, Equatable {
  /// How to print a source diff.
  enum Format: String, CaseIterable, Sendable {
    case sideBySide = "side-by-side"
    case unified, markdown, html

    /// Its flag: `--unified`.
    var flag: Flag {
      switch self {
      case .sideBySide:
        Flag(rawValue, help: "side by side, however narrow the terminal (the default from 100 columns)")
      case .unified: Flag(rawValue, help: "like `diff -u`: @@ hunks with 3 lines of context")
      case .markdown: Flag(rawValue, help: "a fenced ```diff block per file, for documents")
      case .html: Flag(rawValue, help: "a self-contained side-by-side HTML page")
      }
    }
  }

  static let context = Option("context", value: "N", help: "unchanged lines around each change (default 3)")
  static let full = Flag("full", help: "show every line, unchanged ones included")
  static let width = Option(
    "width", value: "W",
    help: "the terminal's columns (default: its own, else COLUMNS, else 100); below 100, unified")
  static let wrap = Flag("wrap", help: "side by side: wrap long lines instead of cutting them")

  static let signature = CommandSignature(
    name: "diff",
    summary: "the source diff between two variants, side by side",
    details: """
      Compares the two variants' folders file by file (added and removed files too), the file \
      that loses the most lines first, then the files that receive its code. With one variant, \
      compares it with its parent. Blocks of lines that moved (within a file or to another) are \
      marked ↷ with where they went; changed words are shown in reverse video in colour. Side by \
      side in the terminal from 100 columns, as wide as the terminal (else `COLUMNS`, else 100 \
      columns), unified below that unless --side-by-side asks; a long line is cut keeping its \
      change in view, or wrapped with --wrap. A step compared with its parent opens with why: \
      its reason, the smell it removes, the move it makes, what to read first, and where it is \
      (main line or branch, the steps before and after it). --json reports the same (`story`), \
      the files in order, their hunks (changed words, moves) and the moves.
      """,
    arguments: [
      .chapter, Argument("<from>", help: "the old variant (default: the parent of <to>)", isOptional: true),
      Argument("<to>", help: "the new variant; variants are named by \(Argument.variantForms)"),
    ],
    accepting: Format.allCases.map { .flag($0.flag) }
      + [.option(context), .flag(full), .option(width), .flag(wrap), .flag(.json)])

  var chapter: String
  /// nil: the parent of `to`.
  var from: String?
  var to: String
  /// nil: side by side from `sideBySideColumns` columns, unified below.
  var format: Format?
  /// Whether to write the diff as JSON (`--json`) instead of a format.
  var json = false
  /// Unchanged lines shown around each change; nil: every line.
  var context: Int? = 3
  /// Terminal width for side by side; nil: the environment's (the terminal's, `COLUMNS`, 100).
  var width: Int?
  /// Side by side: wrap long lines instead of cutting them.
  var wrap = false

  init(
    chapter: String, from: String?, to: String, format: Format? = nil, json: Bool = false,
    context: Int? = 3, width: Int? = nil, wrap: Bool = false
  ) {
    self.chapter = chapter
    self.from = from
    self.to = to
    self.format = format
    self.json = json
    self.context = context
    self.width = width
    self.wrap = wrap
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let names = arguments.positionals
    self.init(chapter: names[0], from: names.count == 3 ? names[1] : nil, to: names[names.count - 1])
    format = try Self.format(arguments)
    json = arguments[.json]
    wrap = arguments[Self.wrap]
    if arguments[Self.full] { context = nil }
    if let lines = try arguments.number(of: Self.context, in: 0..., saying: "a number of lines") {
      context = lines
    }
    width = try arguments.number(of: Self.width, in: 40..., saying: "a number of columns")
  }

  /// The narrowest terminal that shows two sides: below it each side would get under ~48
  /// columns, and changed lines lose their start.
  static let sideBySideColumns = 100

  private static func format(_ arguments: ParsedArguments) throws(UsageError) -> Format? {
    let chosen =
      Format.allCases.filter { arguments[$0.flag] }.map { "--\($0.rawValue)" }
      + (arguments[.json] ? ["--json"] : [])
    guard chosen.count <= 1 else {
      throw UsageError(
        "choose one format, not \(chosen.joined(separator: " and "))\n\n" + signature.usage)
    }
    return Format.allCases.first { arguments[$0.flag] }
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let new = try chapter.variant(named: to)
    let old = try from.map { try chapter.variant(named: $0) } ?? parent(of: new, in: chapter)
    let diff = try SourceDiff(
      old: old.sourceFolder, new: new.sourceFolder, oldLabel: runner.relativePath(old.sourceFolder),
      newLabel: runner.relativePath(new.sourceFolder))
    // The step's story when it is compared with its parent: a step's diff says why (the
    // exercise is the attendee's, with no story of its own).
    let story =
      new.parent == old.id && new.kind != .exercise
      ? StepStory(
        step: new, in: chapter,
        lesson: (try? String(contentsOf: chapter.folder.appendingPathComponent("README.md"), encoding: .utf8))
          .map(LessonSections.init(markdown:)),
        diff: diff) : nil
    if json {
      try runner.writeJSON(StoriedReport(story: story, diff: diff.report(context: context ?? Int.max)))
      return .success
    }
    let title = "\(chapter.number) \(chapter.name): \(old.id) → \(new.id)"
    runner.console.write(
      rendered(diff, title: title, subtitle: "\(old.title) → \(new.title)", story: story, in: runner))
    if format == .unified, diff.isEmpty {
      runner.console.writeError("workbook: \(old.id) and \(new.id) have the same sources\n")
    }
    return .success
  }

  private func parent(of variant: Chapter.VariantInfo, in chapter: Chapter) throws(UsageError)
    -> Chapter.VariantInfo
  {
    guard let parent = variant.parent.flatMap({ chapter.variant($0) }) else {
      throw UsageError(
        "\(variant.id) is the root of \(chapter.name): it has no parent to compare with;"
          + " name both variants: workbook diff \(chapter.number) <from> <to>")
    }
    return parent
  }

  @MainActor
  private func rendered(
    _ diff: SourceDiff, title: String, subtitle: String, story: StepStory?, in runner: Runner
  ) -> String {
    let style = runner.style
    let columns = width ?? runner.environment.columns
    switch format ?? (columns < Self.sideBySideColumns ? nil : .sideBySide) {
    case .html:
      return diff.html(title: title, subtitle: subtitle, context: context, preamble: story?.html)
    case .markdown:
      return "## \(title)\n\n"
        + (story.map { $0.markdown.joined(separator: "\n") + "\n\n" } ?? "")
        + "\(diff.summary).\n"
        + (diff.isEmpty ? "" : "\n" + diff.markdown(context: context ?? Int.max))
    case .unified:
      return diff.unified(context: context ?? Int.max, style: style)
    case nil:
      // A narrow terminal: the heading, then the hunks one under the other, lines whole.
      let heading = terminalHeading(diff, title: title, story: story, columns: columns, style: style)
      guard !diff.isEmpty else { return heading }
      return heading + "\n" + diff.unified(context: context ?? Int.max, style: style)
    case .sideBySide:
      let heading = terminalHeading(diff, title: title, story: story, columns: columns, style: style)
      guard !diff.isEmpty else { return heading }
      return heading + "\n" + diff.sideBySide(width: columns, context: context, style: style, wrap: wrap)
    }
  }

  /// The title and the summary (on one line when both fit in the window), then the step's story.
  private func terminalHeading(
    _ diff: SourceDiff, title: String, story: StepStory?, columns: Int, style: TextStyle
  ) -> String {
    let fits = (title + " · " + diff.summary).displayWidth <= columns
    let heading = style.bold(title) + (fits ? " · " : "\n") + "\(diff.summary)\n"
    return heading + (story.map { "\n" + $0.terminal(style: style, columns: columns) } ?? "")
  }
}
