import Workbook

/// The whole matrix: what `workbook` and `workbook run` print, and their `--json`.
public struct MatrixReport: Codable, Equatable, Sendable {
  /// The counts of the summary line.
  public struct Summary: Codable, Equatable, Sendable {
    public let chapters: Int
    public let variants: Int
    public let scenarios: Int
    public let runs: Int
    public let same: Int
    public let divergences: Int
    /// Declared failures that crashed as declared.
    public let expectedFailures: Int
    /// Runs that differ, have no approved transcript, or did not fail as declared.
    public let differs: Int
    public let crashed: Int
    /// Catalog problems, each a failure.
    public let problems: Int
  }

  public let chapters: [ChapterMatrix]

  public init(chapters: [ChapterMatrix]) {
    self.chapters = chapters
  }

  private enum CodingKeys: String, CodingKey {
    case chapters, summary, exitCode
  }

  /// The summary and exit code are written for readers of the JSON, and recomputed on reading.
  public init(from decoder: any Decoder) throws {
    chapters = try decoder.container(keyedBy: CodingKeys.self).decode([ChapterMatrix].self, forKey: .chapters)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(chapters, forKey: .chapters)
    try container.encode(summary, forKey: .summary)
    try container.encode(exitCode.rawValue, forKey: .exitCode)
  }

  public var outcomes: [RunOutcome] {
    chapters.flatMap(\.outcomes)
  }

  public var summary: Summary {
    let statuses = outcomes.map(\.verdict.status)
    return Summary(
      chapters: chapters.count, variants: chapters.reduce(0) { $0 + $1.variants.count },
      scenarios: chapters.reduce(0) { $0 + $1.scenarios.count }, runs: statuses.count,
      same: statuses.count(of: [.same]), divergences: statuses.count(of: [.divergence]),
      expectedFailures: statuses.count(of: [.expectedFailure]),
      differs: statuses.count(of: [.differs, .missing, .failureNotReproduced]),
      crashed: statuses.count(of: [.crashed, .trapped, .hung]),
      problems: chapters.reduce(0) { $0 + $1.problems.count })
  }

  /// 0 when everything holds, 2 when a variant crashed, 1 when anything else failed.
  public var exitCode: ExitCode {
    let summary = summary
    if summary.crashed > 0 { return .crashed }
    if summary.differs > 0 || summary.problems > 0 { return .checksFailed }
    return .success
  }
}

// MARK: - Rendering

extension MatrixReport {
  /// The legend under the matrices.
  public static let legend =
    "✓ same as approved · ≠ declared divergence reproduced · ⚑ declared failure reproduced · ✗ differs · ‼ crashed"

  /// "3 chapters · 14 variants · 31 scenarios · 212 runs: 206 ✓, 6 ≠, 0 ✗, 0 ‼", with the ⚑
  /// count after the ≠ one when some variant is declared to fail.
  public var summaryLine: String {
    let summary = summary
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    var line =
      [
        count(summary.chapters, "chapter"), count(summary.variants, "variant"),
        count(summary.scenarios, "scenario"), count(summary.runs, "run"),
      ].joined(separator: " · ")
      + ": \(summary.same) ✓, \(summary.divergences) ≠, "
      + (summary.expectedFailures > 0 ? "\(summary.expectedFailures) ⚑, " : "")
      + "\(summary.differs) ✗, \(summary.crashed) ‼"
    if summary.problems > 0 { line += " · \(count(summary.problems, "catalog problem"))" }
    return line
  }

  /// The matrices (each fitted to `width`), legend, summary line, then the message of every
  /// failing cell.
  public func rendered(style: TextStyle = .plain, width: Int = .max) -> String {
    var blocks = chapters.map { $0.rendered(style: style, width: width) }
    let summaryLine: String
    switch exitCode {
    case .success: summaryLine = style.green(self.summaryLine)
    case .crashed: summaryLine = style.magenta(self.summaryLine)
    case .checksFailed, .usage: summaryLine = style.red(self.summaryLine)
    }
    blocks.append(style.dim(Self.legend) + "\n" + summaryLine)
    let problems = chapters.flatMap { chapter in
      chapter.problems.map { "\(style.red("✗")) \(chapter.name) catalog: \($0)" }
    }
    if !problems.isEmpty { blocks.append(problems.joined(separator: "\n")) }
    let failures = outcomes.filter { !$0.holds }
    if !failures.isEmpty {
      blocks.append(style.bold("Failures (\(failures.count))"))
      blocks += failures.map { Self.renderedMessage(of: $0, style: style) }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// A failure's message: its first line bold after its symbol, its diff in colour.
  static func renderedMessage(of outcome: RunOutcome, style: TextStyle) -> String {
    let symbol = style.symbol(outcome.verdict.status)
    let lines = outcome.message.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line -> String in
      let line = String(line)
      if index == 0 { return "\(symbol) \(style.bold(line))" }
      if line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return "  " + style.bold(line) }
      if line.hasPrefix("-") { return "  " + style.red(line) }
      if line.hasPrefix("+") { return "  " + style.green(line) }
      return "  " + line
    }
    return lines.joined(separator: "\n")
  }
}
