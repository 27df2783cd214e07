import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The equivalence matrix as the runner prints it: grid, legend, summary, failures.
struct MatrixTests {
  static func cell(_ variant: String, _ scenario: String, _ status: Verdict.Status) -> RunOutcome {
    let difference = TranscriptDifference(
      firstDifferingAction: 2, diff: "--- approved\n+++ actual\n  ▶ 2. tap \"+\"\n- Items\n+ Things",
      approved: "Chapters/99-Tiny/Transcripts/\(scenario).txt",
      received: "Chapters/99-Tiny/Transcripts/\(scenario).\(variant).received.txt")
    let verdict: Verdict =
      switch status {
      case .same: .same
      case .divergence: .declaredDivergence(reason: "fixes the lost item")
      case .differs: .differs(difference)
      case .missing: .missingApproved(path: "Chapters/99-Tiny/Transcripts/\(scenario).txt")
      case .crashed: .crashed(difference)
      case .trapped: .trapped(crash: "Fatal error: boom\nthe process stopped on signal 4 (SIGILL)")
      case .hung: .hung(hang: "did not finish within 10 s — at action 2 (tap \"+\")")
      case .expectedFailure: .expectedFailure(reason: "as published", crash: "Fatal error: notImplemented")
      case .failureNotReproduced:
        .failureNotReproduced(expected: "notImplemented", actual: "it did not crash")
      }
    return RunOutcome(RunSubject(chapter: "Tiny", variant: variant, scenario: scenario), verdict)
  }

  static let report = MatrixReport(chapters: [
    ChapterMatrix(
      number: "99", name: "Tiny", title: "A list of items", variants: ["0-good", "1-fixed", "exercise"],
      scenarios: ["launch", "add-item"],
      outcomes: [
        cell("0-good", "launch", .same), cell("0-good", "add-item", .same),
        cell("1-fixed", "launch", .same), cell("1-fixed", "add-item", .divergence),
        cell("exercise", "launch", .same), cell("exercise", "add-item", .differs),
      ])
  ])

  @Test func rendersOneRowPerScenarioAndOneColumnPerVariant() {
    #expect(
      Self.report.rendered() == """
        99 Tiny — A list of items
                    0-good  1-fixed  exercise
          launch      ✓        ✓        ✓
          add-item    ✓        ≠        ✗
          ≠ add-item on 1-fixed: fixes the lost item

        ✓ same as approved · ≠ declared divergence reproduced · ⚑ declared failure reproduced · ✗ differs · ‼ crashed
        1 chapter · 3 variants · 2 scenarios · 6 runs: 4 ✓, 1 ≠, 1 ✗, 0 ‼

        Failures (1)

        ✗ Tiny · variant exercise · scenario add-item: differs from the approved transcript at action 2
          --- approved
          +++ actual
            ▶ 2. tap "+"
          - Items
          + Things
          approved: Chapters/99-Tiny/Transcripts/add-item.txt
          received: Chapters/99-Tiny/Transcripts/add-item.exercise.received.txt

        """)
    #expect(Self.report.exitCode == .checksFailed)
  }

  @Test func colourPaintsTheSymbolsAndTheDiff() {
    let text = Self.report.rendered(style: .ansi)
    #expect(text.contains("\u{1B}[32m✓\u{1B}[0m"))
    #expect(text.contains("\u{1B}[36m≠\u{1B}[0m"))
    #expect(text.contains("\u{1B}[31m✗\u{1B}[0m"))
    #expect(text.contains("\u{1B}[31m- Items\u{1B}[0m"))
    #expect(text.contains("\u{1B}[32m+ Things\u{1B}[0m"))
    #expect(text.contains("\u{1B}[1m99 Tiny\u{1B}[0m"))
    #expect(!Self.report.rendered(style: .plain).contains("\u{1B}"))
  }

  @Test(arguments: [
    ([Verdict.Status.same, .divergence], ExitCode.success),
    ([.same, .differs], .checksFailed),
    ([.same, .missing], .checksFailed),
    ([.differs, .crashed], .crashed),
    ([.same, .trapped], .crashed),
  ])
  func exitCodeIsTheWorstCell(statuses: [Verdict.Status], exit: ExitCode) {
    let cells = statuses.enumerated().map { Self.cell("v\($0.offset)", "s", $0.element) }
    let report = MatrixReport(chapters: [
      ChapterMatrix(
        number: "99", name: "Tiny", title: "", variants: cells.map(\.subject.variant), scenarios: ["s"],
        outcomes: cells)
    ])
    #expect(report.exitCode == exit)
  }

  @Test func summaryLineCountsEveryKindAndCatalogProblemsFail() {
    let report = MatrixReport(chapters: [
      ChapterMatrix(
        number: "99", name: "Tiny", title: "", variants: ["0-good"], scenarios: ["launch"],
        outcomes: [Self.cell("0-good", "launch", .same)],
        problems: ["variant \"x\" names an unknown parent \"y\""])
    ])
    #expect(
      report.summaryLine
        == "1 chapter · 1 variant · 1 scenario · 1 run: 1 ✓, 0 ≠, 0 ✗, 0 ‼ · 1 catalog problem")
    #expect(report.exitCode == .checksFailed)
    #expect(report.rendered().contains("✗ Tiny catalog: variant \"x\" names an unknown parent \"y\""))
  }

  @Test func jsonHasStableKeysAndTheSummary() throws {
    let json = try Runner.json(Self.report)
    #expect(json.contains("\"runs\" : 6"), "the summary is there for scripts (scripts/bench reads it)")
    #expect(json.contains("\"exitCode\" : 1"))
    let decoded = try JSONDecoder().decode(MatrixReport.self, from: Data(json.utf8))
    #expect(decoded == Self.report)
    #expect(try Runner.json(Self.report) == json, "same input, same bytes")
    let cell = try Runner.json(Self.cell("0-good", "launch", .same))
    #expect(
      cell == """
        {
          "chapter" : "Tiny",
          "message" : "Tiny · variant 0-good · scenario launch: same as approved",
          "scenario" : "launch",
          "status" : "same",
          "variant" : "0-good"
        }

        """)
  }
}
