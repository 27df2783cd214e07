import Foundation
import WorldKit

/// A chapter as the runner sees it: its catalog with the World type erased, so that chapters
/// with different Worlds sit in one list.
public struct Chapter: Sendable {
  /// A variant's description.
  public struct VariantInfo: Sendable, Equatable, Encodable {
    public let id: String
    public let title: String
    public let kind: VariantKind
    public let parent: String?
    /// Why the step is there (see `Variant.reason`).
    public let reason: String
    /// Its source folder.
    public let sourceFolder: URL
    /// Its source folder relative to the package's root: "Chapters/01-FoodTracker/Steps/0-Massive".
    public let sourcePath: String

    private enum CodingKeys: String, CodingKey {
      case id, title, kind, step, parent, sourceFolder
    }

    /// As `workbook list --json` shows it: `kind` "step" (with its `step` number) or "exercise",
    /// and the source folder relative to the package's root.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      switch kind {
      case .step(let number):
        try container.encode("step", forKey: .kind)
        try container.encode(number, forKey: .step)
      case .exercise:
        try container.encode("exercise", forKey: .kind)
      }
      try container.encodeIfPresent(parent, forKey: .parent)
      try container.encode(sourcePath, forKey: .sourceFolder)
    }
  }

  /// A scenario's description.
  public struct ScenarioInfo: Sendable, Equatable, Encodable {
    public let id: String
    public let summary: String
    /// Its actions' descriptions.
    public let actions: [String]
  }

  public let number: String
  public let name: String
  public let title: String
  /// The chapter's folder.
  public let folder: URL
  public let variants: [VariantInfo]
  public let scenarios: [ScenarioInfo]
  public let divergences: [DeclaredDivergence]
  /// Its variants declared to crash (see `ChapterCatalog.expectedFailures`).
  public let expectedFailures: [ExpectedFailure]
  /// The exercise's refactoring goals (see `ChapterCatalog.goals`).
  public let goals: [RefactoringGoal]
  /// The architectures its exercise may be refactored to (see `ChapterCatalog.architectures`).
  public let architectures: [Architecture]
  /// Its massive controller's responsibilities (see `ChapterCatalog.responsibilities`).
  public let responsibilities: [Responsibility]
  /// Its steps kept to show their failure (see `ChapterCatalog.isKeptForItsFailure`).
  public let keptForTheirFailure: Set<String>
  /// What is wrong with the catalog itself (see `ChapterCatalog.problems`).
  public let problems: [String]
  /// The step the exercise started from (see `ChapterCatalog.exerciseStart`).
  public let exerciseStart: ExerciseStart?

  private let runScenario: @MainActor @Sendable (_ variant: String, _ scenario: String) -> Transcript?
  private let checkScenario: @MainActor @Sendable (_ variant: String, _ scenario: String) -> RunOutcome?
  private let approveAll: @MainActor @Sendable () throws -> [URL]
  private let fuzzChapter: @MainActor @Sendable (FuzzOptions, (FuzzProgress) -> Void) -> FuzzReport
  private let approvedURL: @Sendable (_ variant: String, _ scenario: String) -> URL?
  private let checkGoals: @Sendable (_ variant: String, _ testRunner: (any TestRunning)?) -> GoalCheckup?

  /// Erases a catalog's World type.
  public init<AppWorld: World>(_ catalog: ChapterCatalog<AppWorld>) {
    number = catalog.number
    name = catalog.name
    title = catalog.title
    folder = catalog.folder
    let chapterPath = Self.relativePath(of: catalog.folder)
    variants = catalog.variants.map {
      VariantInfo(
        id: $0.id, title: $0.title, kind: $0.kind, parent: $0.parent, reason: $0.reason,
        sourceFolder: catalog.folder.appendingPathComponent($0.sourceFolder, isDirectory: true),
        sourcePath: "\(chapterPath)/\($0.sourceFolder)")
    }
    scenarios = catalog.scenarios.map {
      ScenarioInfo(id: $0.id, summary: $0.summary, actions: $0.actions.map(\.description))
    }
    divergences = catalog.divergences
    expectedFailures = catalog.expectedFailures
    goals = catalog.goals
    architectures = catalog.architectures
    responsibilities = catalog.responsibilities
    keptForTheirFailure = Set(catalog.variants.filter(catalog.isKeptForItsFailure).map(\.id))
    problems = catalog.problems
    exerciseStart = catalog.exerciseStart
    runScenario = { variant, scenario in
      guard let variant = catalog.variant(variant), let scenario = catalog.scenario(scenario) else {
        return nil
      }
      return catalog.transcript(of: scenario, on: variant)
    }
    checkScenario = { variant, scenario in
      guard let variant = catalog.variant(variant), let scenario = catalog.scenario(scenario) else {
        return nil
      }
      return catalog.check(scenario, on: variant)
    }
    approveAll = { try catalog.approve() }
    fuzzChapter = { options, progress in catalog.fuzz(options, progress: progress) }
    approvedURL = { variant, scenario in
      catalog.variant(variant).map { catalog.approvedTranscriptURL(for: $0, scenario: scenario) }
    }
    checkGoals = { variant, testRunner in
      catalog.variant(variant).map { catalog.goalCheckup(for: $0, testRunner: testRunner) }
    }
  }

  /// The folder of approved transcripts: `<folder>/Transcripts`.
  public var transcriptsFolder: URL {
    folder.appendingPathComponent("Transcripts", isDirectory: true)
  }

  /// A chapter's folder relative to the package's root: "Chapters/01-FoodTracker".
  static func relativePath(of chapterFolder: URL) -> String {
    "\(chapterFolder.deletingLastPathComponent().lastPathComponent)/\(chapterFolder.lastPathComponent)"
  }

  /// The package's root folder (the chapter's folder is `<root>/Chapters/NN-Name`).
  public var packageRoot: URL {
    folder.deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Where the approved transcript a variant must reproduce for a scenario is stored (nil if the
  /// variant is unknown): see `ChapterCatalog.approvedTranscriptURL(for:scenario:)`.
  public func approvedTranscriptURL(variant: String, scenario: String) -> URL? {
    approvedURL(variant, scenario)
  }

  /// The approved transcript a variant must reproduce for a scenario: nil when none is stored
  /// (not approved yet, or the variant is unknown).
  public func approvedTranscript(variant: String, scenario: String) throws -> String? {
    guard let url = approvedURL(variant, scenario), FileManager.default.fileExists(atPath: url.path) else {
      return nil
    }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The variant with this id.
  public func variant(_ id: String) -> VariantInfo? {
    variants.first { $0.id == id }
  }

  /// The scenario with this id.
  public func scenario(_ id: String) -> ScenarioInfo? {
    scenarios.first { $0.id == id }
  }

  /// Runs a scenario against a variant (nil if either id is unknown).
  @MainActor
  public func transcript(variant: String, scenario: String) -> Transcript? {
    runScenario(variant, scenario)
  }

  /// Runs a scenario against a variant and compares it with its approved transcript.
  @MainActor
  public func check(variant: String, scenario: String) -> RunOutcome? {
    checkScenario(variant, scenario)
  }

  /// Checks every goal that applies to a variant's sources: the common goals and those of the
  /// architecture recognised in them (nil if the variant is unknown).
  public func goalCheckup(variant: String, testRunner: (any TestRunning)? = nil) -> GoalCheckup? {
    checkGoals(variant, testRunner)
  }

  /// Runs generated scenarios on its variants (see `ChapterCatalog.fuzz(_:progress:)`).
  @MainActor
  public func fuzz(_ options: FuzzOptions, progress: (FuzzProgress) -> Void = { _ in }) -> FuzzReport {
    fuzzChapter(options, progress)
  }

  /// Records the approved transcripts anew (see `ChapterCatalog.approve()`).
  @MainActor
  public func approve() throws -> [URL] {
    try approveAll()
  }
}

extension Chapter: Encodable {
  private enum CodingKeys: String, CodingKey {
    case number, name, title, folder, variants, scenarios, divergences, expectedFailures, problems
  }

  /// The chapter's table of contents, as `workbook list --json` shows it; paths are relative to
  /// the package's root.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(name, forKey: .name)
    try container.encode(title, forKey: .title)
    try container.encode(Self.relativePath(of: folder), forKey: .folder)
    try container.encode(variants, forKey: .variants)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(divergences, forKey: .divergences)
    try container.encode(expectedFailures, forKey: .expectedFailures)
    try container.encode(problems, forKey: .problems)
  }
}

// MARK: - Expected failures

extension Chapter {
  /// Whether a variant is declared to trap on a scenario (nil: on any scenario): it must run in a
  /// child process.
  public func traps(variant: String, scenario: String? = nil) -> Bool {
    expectedFailures.contains {
      $0.variant == variant && $0.crash.traps && (scenario.map($0.scenarios.contains) ?? true)
    }
  }

  /// An outcome judged by the chapter's declarations: a child process that a variant took down
  /// where it was declared to trap is the expected failure, or the declaration's failure.
  public func judged(_ outcome: RunOutcome) -> RunOutcome {
    guard case .trapped(let crash) = outcome.verdict,
      let expected = expectedFailures.first(where: {
        $0.governs(variant: outcome.subject.variant, scenario: outcome.subject.scenario)
      })
    else { return outcome }
    return RunOutcome(outcome.subject, expected.verdict(crash: crash))
  }
}
