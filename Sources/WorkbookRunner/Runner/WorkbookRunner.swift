import Foundation
import Workbook

/// The `workbook` command: parses the arguments, runs the command against the library of
/// chapters, writes to a console and answers an exit status. Everything but the process itself
/// (arguments, environment, `isatty`, `exit`) lives here, so that tests can drive it.
@MainActor
public final class WorkbookRunner {
  /// What the runner knows of the process it runs in.
  public struct Environment: Sendable {
    /// Colour or plain.
    public var style: TextStyle
    /// The terminal's width, for side-by-side diffs.
    public var columns: Int
    /// The runner's own executable, for `--isolate` (nil: isolation unavailable).
    public var executable: URL?
    /// The package's root folder: where docs/ is.
    public var packageRoot: URL

    public init(style: TextStyle = .plain, columns: Int = 160, executable: URL? = nil, packageRoot: URL) {
      self.style = style
      self.columns = columns
      self.executable = executable
      self.packageRoot = packageRoot
    }

    /// The environment of this process: colour only on a terminal and without `NO_COLOR`,
    /// width from `COLUMNS` (else 160), root from the chapters' folders (else the current folder).
    public static func current(
      library: [Chapter], isTerminal: Bool, variables: [String: String] = ProcessInfo.processInfo.environment,
      executable: URL? = Bundle.main.executableURL
    ) -> Environment {
      Environment(
        style: TextStyle.forOutput(isTerminal: isTerminal, environment: variables),
        columns: variables["COLUMNS"].flatMap(Int.init).flatMap { $0 >= 40 ? $0 : nil } ?? 160,
        executable: executable,
        packageRoot: library.first?.packageRoot
          ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }
  }

  public let library: [Chapter]
  public let environment: Environment
  public let console: Console

  public init(library: [Chapter], environment: Environment, console: Console) {
    self.library = library
    self.environment = environment
    self.console = console
  }

  private var style: TextStyle { environment.style }

  /// Runs the command the arguments (without the executable's name) ask for.
  public func run(_ arguments: [String]) -> ExitCode {
    do {
      switch try RunnerCommand.parse(arguments) {
      case .help(let text):
        console.write(text)
        return .success
      case .matrix(let request): return try matrix(request)
      case .list(let json): return try list(json: json)
      case .show(let request): return try show(request)
      case .diff(let request): return try diff(request)
      case .approve(let chapter): return try approve(chapter)
      case .docs(let check): return try docs(check: check)
      case .verify(let request): return try verify(request)
      case .cells(let chapter, let variant, let scenarios):
        return try cells(chapter: chapter, variant: variant, scenarios: scenarios)
      }
    } catch let error as UsageError {
      console.writeError("workbook: \(error.message)\n")
      return .usage
    } catch {
      console.writeError("workbook: \(error)\n")
      return .checksFailed
    }
  }

  // MARK: - workbook, workbook run

  private func matrix(_ request: RunnerCommand.MatrixRequest) throws -> ExitCode {
    let chapters = try request.chapter.map { [try library.chapter(named: $0)] } ?? library
    // Resolve every name first: a typo is a usage error before anything runs.
    let plans = try chapters.map { chapter in
      let variants = try request.variants.map { try chapter.variant(named: $0).id }
      let scenarios = try request.scenarios.map { try chapter.scenario(named: $0).id }
      return MatrixPlan(
        chapter: chapter, variants: variants.isEmpty ? chapter.variants.map(\.id) : unique(variants),
        scenarios: scenarios.isEmpty ? chapter.scenarios.map(\.id) : unique(scenarios))
    }
    let isolated = request.isolate ? try isolatedRunner() : nil
    let report = MatrixReport(
      chapters: plans.map { plan in
        let cells = plan.variants.flatMap { variant in
          if let isolated {
            return isolated.cells(
              chapter: plan.chapter.number, chapterName: plan.chapter.name, variant: variant,
              scenarios: plan.scenarios)
          }
          return plan.scenarios.map { Self.cell(plan.chapter, variant: variant, scenario: $0) }
        }
        return ChapterMatrix(
          number: plan.chapter.number, name: plan.chapter.name, title: plan.chapter.title,
          variants: plan.variants, scenarios: plan.scenarios, cells: cells, problems: plan.chapter.problems)
      })
    if request.json {
      console.write(try Self.json(report))
    } else {
      if chapters.isEmpty {
        console.writeError("workbook: no chapter is built (is UNMASSIVE_CHAPTERS set?)\n")
      }
      console.write(report.rendered(style: style))
    }
    return report.exitCode
  }

  /// The runner of child processes for `--isolate`.
  private func isolatedRunner() throws(UsageError) -> IsolatedRunner {
    guard let executable = environment.executable else {
      throw UsageError("--isolate needs the runner's own executable, which this process cannot locate")
    }
    return IsolatedRunner(executable: executable, packageRoot: environment.packageRoot)
  }

  /// What to run of one chapter: which variants against which scenarios.
  private struct MatrixPlan {
    let chapter: Chapter
    let variants: [String]
    let scenarios: [String]
  }

  /// Checks one cell in this process.
  static func cell(_ chapter: Chapter, variant: String, scenario: String) -> MatrixCell {
    guard let result = chapter.check(variant: variant, scenario: scenario) else {
      return MatrixCell(
        chapter: chapter.name, variant: variant, scenario: scenario, status: .missing,
        message: "\(chapter.name) · variant \(variant) · scenario \(scenario): no such variant or scenario")
    }
    return MatrixCell(result)
  }

  private func unique(_ ids: [String]) -> [String] {
    var seen = Set<String>()
    return ids.filter { seen.insert($0).inserted }
  }

  /// The hidden command of `--isolate`: one JSON line per cell, written as soon as it is known.
  private func cells(chapter name: String, variant: String, scenarios: [String]) throws -> ExitCode {
    let chapter = try library.chapter(named: name)
    let variant = try chapter.variant(named: variant)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for scenario in scenarios {
      let id = try chapter.scenario(named: scenario).id
      let cell = Self.cell(chapter, variant: variant.id, scenario: id)
      console.write(String(decoding: try encoder.encode(cell), as: UTF8.self) + "\n")
    }
    return .success
  }

  // MARK: - workbook verify

  private func verify(_ request: RunnerCommand.VerifyRequest) throws -> ExitCode {
    let chapter = try library.chapter(named: request.chapter)
    let variant = try chapter.variant(named: request.variant)
    let scenarios = chapter.scenarios.map(\.id)
    let cells =
      request.isolate
      ? try isolatedRunner().cells(
        chapter: chapter.number, chapterName: chapter.name, variant: variant.id, scenarios: scenarios)
      : scenarios.map { Self.cell(chapter, variant: variant.id, scenario: $0) }
    let report = VerifyReport(
      number: chapter.number, chapter: chapter.name, variant: variant.id, cells: cells,
      goals: chapter.goalResults(variant: variant.id) ?? [], problems: chapter.problems)
    console.write(request.json ? try Self.json(report) : report.rendered(style: style))
    return report.exitCode
  }

  // MARK: - workbook list

  private func list(json: Bool) throws -> ExitCode {
    if json {
      console.write(try Self.json(library.map { ChapterListing($0, root: environment.packageRoot) }))
      return .success
    }
    if library.isEmpty {
      console.write("No chapter is built (is UNMASSIVE_CHAPTERS set?).\n")
      return .success
    }
    console.write(library.map { ChapterListing.rendered($0, style: style) }.joined(separator: "\n\n") + "\n")
    return .success
  }

  // MARK: - workbook show

  private func show(_ request: RunnerCommand.ShowRequest) throws -> ExitCode {
    let chapter = try library.chapter(named: request.chapter)
    let variant = try chapter.variant(named: request.variant)
    let scenario = try chapter.scenario(named: request.scenario)
    if request.approved {
      guard let url = chapter.approvedTranscriptURL(variant: variant.id, scenario: scenario.id),
        FileManager.default.fileExists(atPath: url.path)
      else {
        console.writeError(
          "workbook: no approved transcript for \(scenario.id) on \(variant.id) yet;"
            + " record it with `workbook approve \(chapter.number)`\n")
        return .checksFailed
      }
      let text = try String(contentsOf: url, encoding: .utf8)
      if request.json {
        console.write(
          try Self.json(
            ShownTranscript(
              chapter: chapter.name, variant: variant.id, scenario: scenario.id, approved: true, text: text,
              entries: nil)))
      } else {
        console.write(styledTranscript(text))
      }
      return .success
    }
    guard let transcript = chapter.transcript(variant: variant.id, scenario: scenario.id) else {
      throw UsageError("\(chapter.name) cannot run \(scenario.id) on \(variant.id)")
    }
    if request.json {
      console.write(
        try Self.json(
          ShownTranscript(
            chapter: chapter.name, variant: variant.id, scenario: scenario.id, approved: false,
            text: transcript.text, entries: transcript.entries.map(ShownTranscript.Entry.init))))
    } else {
      console.write(styledTranscript(transcript.text))
    }
    return .success
  }

  /// A transcript with its action headings in bold and its problems in colour.
  private func styledTranscript(_ text: String) -> String {
    guard style.colour else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let line = String(line)
      if line.hasPrefix(Transcript.entryMarker) { return style.bold(line) }
      if line.hasPrefix(Transcript.crashMarker) { return style.magenta(line) }
      if line.hasPrefix(Transcript.failureMarker) { return style.red(line) }
      if line.hasPrefix("log: ") || line.hasPrefix("console: ") { return style.dim(line) }
      return line
    }.joined(separator: "\n")
  }

  // MARK: - workbook diff

  private func diff(_ request: RunnerCommand.DiffRequest) throws -> ExitCode {
    let chapter = try library.chapter(named: request.chapter)
    let new = try chapter.variant(named: request.to)
    let old: Chapter.VariantInfo
    if let from = request.from {
      old = try chapter.variant(named: from)
    } else {
      guard let parent = new.parent.flatMap({ chapter.variant($0) }) else {
        throw UsageError(
          "\(new.id) is the root of \(chapter.name): it has no parent to compare with;"
            + " name both variants: workbook diff \(chapter.number) <from> <to>")
      }
      old = parent
    }
    let diff = try SourceDiff(
      old: old.sourceFolder, new: new.sourceFolder, oldLabel: relativePath(old.sourceFolder),
      newLabel: relativePath(new.sourceFolder))
    let title = "\(chapter.number) \(chapter.name): \(old.id) → \(new.id)"
    switch request.format {
    case .html:
      console.write(
        diff.html(title: title, subtitle: "\(old.title) → \(new.title)", context: request.context))
    case .markdown:
      console.write(
        "## \(title)\n\n\(diff.summary).\n"
          + (diff.isEmpty ? "" : "\n" + diff.markdown(context: request.context ?? Int.max)))
    case .unified:
      console.write(diff.unified(context: request.context ?? Int.max, style: style))
      if diff.isEmpty { console.writeError("workbook: \(old.id) and \(new.id) have the same sources\n") }
    case .sideBySide:
      console.write(style.bold(title) + " · \(diff.summary)\n")
      if !diff.isEmpty {
        console.write(
          "\n"
            + diff.sideBySide(
              width: request.width ?? environment.columns, context: request.context, style: style))
      }
    }
    return .success
  }

  private func relativePath(_ url: URL) -> String {
    let root = environment.packageRoot.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  // MARK: - workbook approve

  private func approve(_ name: String) throws -> ExitCode {
    let chapter = try library.chapter(named: name)
    guard chapter.problems.isEmpty else {
      console.writeError(
        "workbook: \(chapter.name)'s catalog has problems; fix them before approving:\n"
          + chapter.problems.map { "  - \($0)\n" }.joined())
      return .checksFailed
    }
    let before = Self.transcripts(in: chapter.transcriptsFolder)
    let written = try chapter.approve()
    let after = Self.transcripts(in: chapter.transcriptsFolder)
    let report = ApprovalReport(before: before, after: after, written: written.map(\.lastPathComponent))
    console.write(
      report.rendered(chapter: chapter, folder: relativePath(chapter.transcriptsFolder), style: style))
    return .success
  }

  /// Every approved transcript in a folder, by file name.
  static func transcripts(in folder: URL) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var transcripts: [String: String] = [:]
    for name in names where name.hasSuffix(".txt") {
      transcripts[name] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return transcripts
  }

  // MARK: - workbook docs

  private func docs(check: Bool) throws -> ExitCode {
    let generator = DocsGenerator(chapters: library, packageRoot: environment.packageRoot)
    if library.isEmpty {
      console.writeError(
        "workbook: no chapter is built (is UNMASSIVE_CHAPTERS set?); docs left as they are\n")
      return check ? .checksFailed : .success
    }
    let comparison = try generator.compareWithDisk()
    if check {
      if comparison.isCurrent {
        console.write("docs/chapters is current (\(comparison.current.count) files).\n")
        return .success
      }
      console.write(
        "docs/chapters is stale; run `swift run workbook docs` (or `make docs`) and commit the result:\n"
          + comparison.problems.map { "  \($0)\n" }.joined())
      return .checksFailed
    }
    let outcome = try generator.write(comparison)
    console.write(outcome)
    return .success
  }

  // MARK: - JSON

  nonisolated static func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}

/// `workbook show --json`.
struct ShownTranscript: Encodable {
  struct Entry: Encodable {
    let number: Int
    let action: String
    let screen: String
    let log: [String]
    let console: [String]
    let problems: [String]

    init(_ entry: Transcript.Entry) {
      number = entry.number
      action = entry.action
      screen = entry.screen
      log = entry.log
      console = entry.console
      problems = entry.problems
    }
  }

  let chapter: String
  let variant: String
  let scenario: String
  /// Whether this is the approved transcript rather than a run.
  let approved: Bool
  let text: String
  let entries: [Entry]?
}
