import Foundation

/// A chapter of the workbook: its table of contents (variants, scenarios, declarations), and the
/// answer to every question about it — lookups and lineage (Chapter+Lookups), approved
/// transcripts (Chapter+Transcripts), validation (Chapter+Validation), goals (Chapter+Goals),
/// running (Chapter+Running). Not generic, so that chapters with different Worlds sit in one list
/// (the runner's, the conformance tests'): a catalog declares a chapter with its World's types
/// (`ChapterCatalog`), and `catalog.chapter` is that chapter, its running erased.
public struct Chapter: Sendable {
  /// Two digits: "01".
  public let number: String
  /// The chapter's name, the prefix of its modules: "FoodTracker".
  public let name: String
  /// A one-line title.
  public let title: String
  /// The chapter's folder (Chapters/01-FoodTracker).
  public let folder: URL
  /// Its steps and exercise, parents before children. The exercise's parent is the step it
  /// started from (see `exerciseStart`).
  public let variants: [VariantInfo]
  /// Its scenarios.
  public let scenarios: [ScenarioInfo]
  /// Its deliberate behaviour changes.
  public let divergences: [DeclaredDivergence]
  /// Its variants kept to show what the suite catches: they must crash where declared.
  public let expectedFailures: [ExpectedFailure]
  /// What the exercise should reach: statements about its sources that `workbook verify` checks.
  /// Each fails on the chapter's root step and holds on every variant of `goalsMetBy`.
  public let goals: [RefactoringGoal]
  /// The variants whose sources meet every goal: where the chapter's refactoring ends (its last
  /// step, the leaves of its branches). The conformance checks hold the goals to it.
  public let goalsMetBy: [String]
  /// The architectures its exercise may be refactored to, one per branch that ends in a
  /// refactored shape, each with its own goals beyond the common ones (empty: one way only).
  public let architectures: [Architecture]
  /// The book's architectures (`ArchitectureComparison.bookArchitectures`) that a step of
  /// another line shows without being an architecture of the exercise, by name: chapter 04's view
  /// data is the talk's step 9-TableViewCell, its theme step 1-NavigationTheme. The book's grid
  /// shows them in their columns.
  public let shownAlongTheWay: [String: String]
  /// What its massive controller does, each declared once by the identifiers that give it away:
  /// the responsibility map locates each in every step (see `ResponsibilityMap`).
  public let responsibilities: [Responsibility]
  /// The mutants `workbook mutate` plants that no test could kill, each with its reason.
  public let equivalentMutants: [EquivalentMutant]
  /// The step the exercise started from, as its folder records it when the catalog is made
  /// (nil: the chapter has no exercise).
  public let exerciseStart: ExerciseStart?
  /// Runs its variants: set by the catalog that declares it (see `Chapter+Running`).
  var running: Running?

  init(
    number: String, name: String, title: String, folder: URL, variants: [VariantInfo],
    scenarios: [ScenarioInfo], divergences: [DeclaredDivergence], expectedFailures: [ExpectedFailure],
    goals: [RefactoringGoal], goalsMetBy: [String], architectures: [Architecture],
    shownAlongTheWay: [String: String] = [:], responsibilities: [Responsibility],
    equivalentMutants: [EquivalentMutant] = [], exerciseStart: ExerciseStart?
  ) {
    self.number = number
    self.name = name
    self.title = title
    self.folder = folder
    self.variants = variants
    self.scenarios = scenarios
    self.divergences = divergences
    self.expectedFailures = expectedFailures
    self.goals = goals
    self.goalsMetBy = goalsMetBy
    self.architectures = architectures
    self.shownAlongTheWay = shownAlongTheWay
    self.responsibilities = responsibilities
    self.equivalentMutants = equivalentMutants
    self.exerciseStart = exerciseStart
  }

  /// The package's root folder (the chapter's folder is `<root>/Chapters/NN-Name`).
  public var packageRoot: URL {
    folder.deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The chapter's folder relative to the package's root: "Chapters/01-FoodTracker".
  public var relativeFolder: String {
    "\(folder.deletingLastPathComponent().lastPathComponent)/\(folder.lastPathComponent)"
  }

  /// A path relative to the package's root, for messages.
  public func relativePath(of url: URL) -> String {
    let root = packageRoot.path + "/"
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
  }
}

extension Chapter: CustomStringConvertible {
  /// Its name: how a test whose arguments are chapters names its cases.
  public var description: String { name }
}
