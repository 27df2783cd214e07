import Foundation
import Testing

@testable import SwiftScanning
@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The runner's judge of a test goal by mutants, without a build: its judgements are kept by a
/// fingerprint of what decides them, and the watch loop's first verdict takes only those.
@MainActor
struct MutantJudgeTests {
  static let sources = SwiftSources(files: ["Chapters/99-Shelf/Exercise/Sorter.swift": "struct Sorter {}\n"])
  static let selection = TestSelection(target: "ShelfTests", names: ["SorterTests"])
  static let mutant = Mutant(
    id: 3, file: "Chapters/99-Shelf/Exercise/Sorter.swift", line: 1, type: "Sorter",
    mutationOperator: .literal, original: "1", replacement: "0")

  static func key(sources: SwiftSources = sources, tests: [String: String] = ["T.swift": "#expect(x)"])
    -> String
  {
    MutantJudgementCache.key(
      variant: "exercise", sources: sources, tests: tests, selection: selection, mutants: [mutant])
  }

  @Test func theFingerprintChangesWithTheSourcesOrTheTestsAndOnlyThen() {
    #expect(Self.key() == Self.key())
    #expect(Self.key().count == 32)
    let edited = SwiftSources(files: ["Chapters/99-Shelf/Exercise/Sorter.swift": "struct Sorter { }\n"])
    #expect(Self.key(sources: edited) != Self.key())
    #expect(Self.key(tests: ["T.swift": "#expect(y)"]) != Self.key())
  }

  @Test func aJudgementNotKeptIsPendingInTheWatchsFirstVerdictAndAKeptOneIsUsed() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let variant = try #require(book.chapter.variant("exercise"))
    let judge = MutantJudge(chapter: book.chapter, variant: variant, mode: .keptOnly)
    #expect(judge.judgement(of: [Self.mutant], in: Self.sources, by: Self.selection) == .pending)
    let copies = try MutantTests.copies(
      of: book.chapter, variant: variant, mutantModule: MutantModule(chapter: book.chapter).name)
    let key = MutantJudgementCache.key(
      variant: "exercise", sources: Self.sources, tests: copies, selection: Self.selection,
      mutants: [Self.mutant])
    let kept = MutantJudgement(killed: [3])
    MutantJudgementCache(chapter: book.chapter).keep(kept, for: key)
    #expect(judge.judgement(of: [Self.mutant], in: Self.sources, by: Self.selection) == kept)
  }

  @Test(arguments: [(nil, "kept"), ("kept", "kept"), ("off", "off")] as [(String?, String)])
  func theWatchsFirstVerifyTakesKeptJudgementsOnlyUnlessTheyAreOff(given: String?, first: String) {
    var environment = ["HOME": "/home/attendee"]
    environment[RunnerEnvironment.mutantJudgeVariable] = given
    #expect(WatchSession.keptJudgementsOnly(environment)[RunnerEnvironment.mutantJudgeVariable] == first)
  }

  /// `progress` never builds mutants: it takes kept judgements only, whatever verify's mode, and
  /// none when judging is off.
  @Test(arguments: [(nil, true), ("kept", true), ("off", false)] as [(String?, Bool)])
  func progressTakesKeptJudgementsOnly(given: String?, judged: Bool) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    var variables = ["HOME": "/home/attendee"]
    variables[RunnerEnvironment.mutantJudgeVariable] = given
    let environment = RunnerEnvironment.current(
      library: [book.chapter], isTerminal: false, variables: variables)
    let judge = environment.keptMutantJudge(for: book.chapter, variant: "exercise")
    #expect((judge != nil) == judged)
    #expect(judge.map { $0.mode == .keptOnly } ?? true)
  }

  @Test func aVerdictWithAJudgementToComeIsFollowedByTheJudgedOne() {
    let pending =
      "your tests of Sorter are not judged by their mutants yet: \(MutantJudgement.pendingProblem)"
    let report = { (findings: [String]) in
      VerifyReport(
        number: "99", chapter: "Shelf", variant: "exercise", outcomes: [],
        goals: [GoalResult(statement: "A test drives the sorter", findings: findings)])
    }
    #expect(WatchSession.awaitsJudgement(.verified(report([pending]))))
    #expect(!WatchSession.awaitsJudgement(.verified(report(["your tests of Sorter kill 1 of 4 …"]))))
    #expect(!WatchSession.awaitsJudgement(.verified(report([]))))
  }
}
