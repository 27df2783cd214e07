import Testing

@testable import SwiftScanning
@testable import Workbook

/// Issue 29, point 5: a `.tested` goal whose test passes is met only when the test kills its
/// share of the mutants planted in the type it tests, the chapter's declared equivalents left
/// out; without a judge, as before. A stub judge stands in for the runner's.
struct MutantJudgedGoalTests {
  /// Kills the mutants `kills` picks; or judges none, saying why (and says so when it is asked
  /// about a mutant it must not be: another type's, or one declared equivalent).
  struct StubJudge: MutantJudging {
    let kills: @Sendable (Mutant) -> Bool
    var problem: String?
    /// A line whose mutant must not be asked about.
    var leftOut: Int?

    func judgement(of mutants: [Mutant], in sources: SwiftSources, by tests: TestSelection) -> MutantJudgement
    {
      if let problem { return .notJudged(problem) }
      guard mutants.allSatisfy({ $0.type == "CountPresenter" && $0.line != leftOut }),
        tests == TestSelection(target: "AppTests", names: ["countsTheFull"])
      else { return .notJudged("asked about \(mutants.map(\.summary)) by \(tests.filter)") }
      return MutantJudgement(killed: Set(mutants.filter(kills).map(\.id)))
    }
  }

  static let folder = "Sources/App"

  static let presenter = """
    final class CountPresenter {
      private let limit = 3

      func isFull(_ count: Int) -> Bool {
        count >= limit
      }

      func label(_ count: Int) -> String {
        if count == 0 { return "none" }
        return "some"
      }
    }

    final class Logger {
      func log(_ line: String) { print(line) }
    }
    """

  static let test = """
    import Testing
    @testable import App

    @Test func countsTheFull() {
      let presenter = CountPresenter()
      #expect(presenter.isFull(3))
    }
    """

  static let sources = SwiftSources(files: ["\(folder)/CountPresenter.swift": presenter])

  /// The presenter's mutants, as the goal plants them.
  static let mutants = MutantSchemata(sources: sources).mutants.filter { $0.type == "CountPresenter" }

  /// The line of the mutant declared equivalent: `return "some"`'s literal.
  static let equivalentLine = 10

  static let equivalent = EquivalentMutants(
    variant: "exercise", folder: folder,
    declared: mutants.filter { $0.line == equivalentLine }.map {
      EquivalentMutant(
        variant: "exercise", file: "CountPresenter.swift", line: $0.line, original: $0.original,
        replacement: $0.replacement, reason: "no test could tell")
    })

  static func findings(
    _ judge: (any MutantJudging)?, share: Double = SourceCheck.defaultKillingShare,
    equivalent: EquivalentMutants = .none
  ) -> [String] {
    let evidence = GoalEvidence(
      sources: sources,
      tests: VariantTests(
        module: "App", target: "AppTests", suggestedFolder: "Tests/AppTests/Exercise",
        sources: SwiftSources(files: ["Tests/AppTests/Exercise/CountTests.swift": test])),
      mutantJudge: judge, equivalentMutants: equivalent)
    return SourceCheck.tested(naming: ["*Presenter"], killing: share).findings(in: evidence)
  }

  /// The first `count` of the presenter's judged mutants.
  static func first(_ count: Int, of judged: [Mutant] = mutants, leftOut: Int? = nil) -> StubJudge {
    let ids = Set(judged.prefix(count).map(\.id))
    return StubJudge(kills: { ids.contains($0.id) }, leftOut: leftOut)
  }

  static var judgedWithoutEquivalent: [Mutant] { mutants.filter { $0.line != equivalentLine } }

  @Test func thePresenterHasMutantsEnoughToJudge() {
    #expect(Self.mutants.count >= 6)
    #expect(Self.mutants.contains { $0.line == Self.equivalentLine })
  }

  @Test(
    "Met at the share, unmet below it",
    arguments: [
      ("half killed, half needed", 0.5, 0.5, true),
      ("one short of half", 0.5, 0.5, false),
      ("all killed", 1, 0.5, true),
      ("none killed", 0, 0.5, false),
      ("three quarters needed, half killed", 0.5, 0.75, false),
      ("three quarters needed and killed", 0.75, 0.75, true),
    ])
  func share(_ name: String, _ killedShare: Double, _ needed: Double, _ met: Bool) {
    let count = Self.mutants.count
    var killed = Int((killedShare * Double(count)).rounded(.up))
    if name == "one short of half" { killed -= 1 }
    let findings = Self.findings(Self.first(killed), share: needed)
    #expect(findings.isEmpty == met, "\(name): \(findings)")
  }

  @Test func theFindingCountsTheKillsAndListsTheSurvivors() {
    let findings = Self.findings(Self.first(1))
    let count = Self.mutants.count
    #expect(
      findings.first
        == "your tests of CountPresenter kill 1 of \(count) of its mutants (half needed); these survived:")
    let survivors = Self.mutants.dropFirst().map(\.summary)
    #expect(Array(findings.dropFirst().prefix(SourceCheck.findingsShown)) == Array(survivors.prefix(6)))
    #expect(findings.allSatisfy { !$0.hasPrefix("Logger") && !$0.contains("print(line)") })
    #expect(findings.dropFirst().first?.hasPrefix("CountPresenter.swift:") == true)
  }

  @Test func equivalentMutantsAreLeftOut() {
    let judged = Self.judgedWithoutEquivalent
    let findings = Self.findings(
      Self.first(1, of: judged, leftOut: Self.equivalentLine), equivalent: Self.equivalent)
    #expect(findings.first?.contains("kill 1 of \(judged.count) of its mutants") == true, "\(findings)")
    // Half of the judged ones meets the goal, though it is less than half of all planted.
    let half = (judged.count + 1) / 2
    let met = Self.findings(
      Self.first(half, of: judged, leftOut: Self.equivalentLine), equivalent: Self.equivalent)
    #expect(met == [])
  }

  @Test func withoutAJudgeAPassingTestCountsAsBefore() {
    #expect(Self.findings(nil) == [])
  }

  @Test func aJudgementNotMadeLeavesTheGoalUnmetSayingWhy() {
    let findings = Self.findings(StubJudge(kills: { _ in true }, problem: MutantJudgement.pendingProblem))
    #expect(findings.count == 1)
    #expect(findings.first.map(MutantJudgement.isPending) == true)
    #expect(
      findings.first?.hasPrefix("your tests of CountPresenter are not judged by their mutants yet") == true)
  }

  @Test func theHintAimsATestAtTheFirstSurvivorAndWaitsForAJudgementToCome() throws {
    let findings = Self.findings(Self.first(0))
    let hint = GoalHint(smell: "the smell", move: "the move")
    let text = { (findings: [String], opening: [String]?) in
      hint.text(level: 1, chapterNumber: "01", chapterName: "App", findings: findings, opening: opening)
    }
    #expect(text(findings, nil).contains("the first survivor: \(Self.mutants[0].summary)"))
    let move = hint.text(level: 2, chapterNumber: "01", chapterName: "App", findings: findings, opening: nil)
    #expect(move == "the move")
    let pending = Self.findings(StubJudge(kills: { _ in true }, problem: MutantJudgement.pendingProblem))
    #expect(text(pending, ["Sources/App/CountPresenter.swift:4: isFull — count >= limit"]) == "the smell")
  }
}
