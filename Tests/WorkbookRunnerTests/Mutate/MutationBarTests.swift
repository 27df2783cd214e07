import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook mutate --bar`: which variants it mutates, each score against the bar, the record it
/// writes and compares, its report, and the chapter page's section.
@MainActor
struct MutationBarTests {
  nonisolated static func score(_ variant: String, killed: Int, survivors: Int) -> MutationScore {
    MutationScore(
      variant: variant, planted: killed + survivors + 3, equivalent: 2, dropped: 1, killed: killed,
      survivors: (0..<survivors).map { "Sorter.swift:\($0 + 10): < → <=" })
  }

  /// The bar is a share of the mutants judged: 95 of 100 holds, 94 does not, none judged holds.
  @Test(arguments: [
    (95, 5, true, "95 % (95 of 100)"), (94, 6, false, "94 % (94 of 100)"), (0, 0, true, "no mutant judged"),
  ])
  func aScoreHoldsFromItsShareOfTheJudged(killed: Int, survivors: Int, holds: Bool, summary: String) {
    let score = Self.score("1-tidied", killed: killed, survivors: survivors)
    #expect(score.holds(MutationBar.share) == holds)
    #expect(score.summary == summary)
    #expect(score.judged == killed + survivors)
  }

  /// The bar mutates the root step and every leaf the comparison shows, once each, never the
  /// exercise.
  @Test func theBarMutatesTheRootAndEveryLeaf() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let ids = MutationBar.variants(of: book.chapter).map(\.id)
    #expect(ids == ["0-listed"] + book.chapter.namedLeaves.map(\.variant.id))
    #expect(ids.count > 2)
    #expect(Set(ids).count == ids.count)
    #expect(!ids.contains("exercise"))
  }

  /// A run agrees with its record when every variant's figures and survivors are the same; a
  /// variant more, a variant less, a survivor more or another bar differs.
  @Test(
    arguments: [
      ([score("0-listed", killed: 9, survivors: 1)], MutationBarReport.RecordState.agrees),
      ([score("0-listed", killed: 8, survivors: 2)], .differs(["0-listed"])),
      (
        [score("0-listed", killed: 9, survivors: 1), score("2-numbered", killed: 4, survivors: 0)],
        .differs(["2-numbered"])
      ),
      ([], .differs(["0-listed"])),
    ])
  func aRunIsComparedWithTheRecord(run: [MutationScore], state: MutationBarReport.RecordState) {
    let recorded = MutationRecord(bar: 0.95, variants: [Self.score("0-listed", killed: 9, survivors: 1)])
    #expect(MutationBar.comparison(of: MutationRecord(bar: 0.95, variants: run), with: recorded) == state)
    #expect(MutationBar.comparison(of: MutationRecord(bar: 0.95, variants: run), with: nil) == .missing)
    #expect(
      MutationBar.comparison(of: MutationRecord(bar: 0.9, variants: recorded.variants), with: recorded)
        == .differs([]))
  }

  /// The record reads back what it wrote, as sorted, indented JSON.
  @Test func theRecordReadsBackWhatItWrote() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    #expect(try MutationRecord.read(of: book.chapter) == nil)
    let record = MutationRecord(bar: 0.95, variants: [Self.score("0-listed", killed: 9, survivors: 1)])
    try Data(try record.text.utf8).write(to: MutationRecord.url(of: book.chapter))
    #expect(try MutationRecord.read(of: book.chapter) == record)
    #expect(try record.text.hasPrefix("{\n  \"bar\" : 0.95,\n  \"variants\" : ["))
    try Data("{".utf8).write(to: MutationRecord.url(of: book.chapter))
    #expect(throws: UsageError.self) { try MutationRecord.read(of: book.chapter) }
  }

  /// The report fails on a variant under the bar, one not judged, or a record that does not agree;
  /// it lists every survivor.
  @Test func theReportFailsUnderTheBarOrOnAStaleRecord() {
    let chapter = { (entries: [MutationBarReport.Entry], record: MutationBarReport.RecordState) in
      MutationBarReport.Chapter(
        number: "99", name: "Shelf", recordPath: "Chapters/99-Shelf/MutationScores.json", entries: entries,
        record: record)
    }
    let good = MutationBarReport.Entry(
      variant: "0-listed", score: Self.score("0-listed", killed: 19, survivors: 1), problem: nil)
    let weak = MutationBarReport.Entry(
      variant: "2-numbered", score: Self.score("2-numbered", killed: 9, survivors: 1), problem: nil)
    let broken = MutationBarReport.Entry(variant: "2-numbered", score: nil, problem: "the build failed")
    #expect(MutationBarReport(bar: 0.95, chapters: [chapter([good], .agrees)]).exitCode == .success)
    #expect(MutationBarReport(bar: 0.95, chapters: [chapter([good], .written)]).exitCode == .success)
    #expect(MutationBarReport(bar: 0.95, chapters: [chapter([good], .missing)]).exitCode == .checksFailed)
    #expect(
      MutationBarReport(bar: 0.95, chapters: [chapter([good, weak], .agrees)]).exitCode == .checksFailed)
    #expect(
      MutationBarReport(bar: 0.95, chapters: [chapter([good, broken], .agrees)]).exitCode == .checksFailed)
    let report = MutationBarReport(
      bar: 0.95, chapters: [chapter([good, weak, broken], .differs(["2-numbered"]))])
    #expect(
      report.rendered(style: .plain) == """
        The bar: the suite kills at least 95 % of the mutants of step 0 and of every architecture's last step

        99 Shelf
          0-listed    ✓ 95 % (19 of 20)  2 equivalent, 1 dropped
              survived: Sorter.swift:10: < → <=
          2-numbered  ✗ 90 % (9 of 10)  2 equivalent, 1 dropped
              survived: Sorter.swift:10: < → <=
          2-numbered  ✗ not judged: the build failed
          record: differs for 2-numbered: if the change is meant, record it again with `workbook mutate 99 --bar --record`

        1 chapter, 3 variants: 1 clear the bar, 2 do not; 1 record to write again

        """)
  }

  /// The chapter's page shows each recorded step's score in its timeline and the record's table.
  @Test func theChapterPageShowsTheRecord() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let section = MutationSection(
      chapter: book.chapter,
      record: MutationRecord(bar: 0.95, variants: [Self.score("0-listed", killed: 9, survivors: 1)]))
    #expect(section.figure(of: "0-listed") == "the suite kills 90 % (9 of 10) of its mutants")
    #expect(section.figure(of: "1-tidied") == nil)
    #expect(section.markdown.contains("| 0-listed | 13 | 2 | 1 | 9 | 90 % | `Sorter.swift:10: < → <=` |"))
    #expect(section.html.contains { $0.contains("<td><code>Sorter.swift:10: &lt; → &lt;=</code></td>") })
    let none = MutationSection(chapter: book.chapter, record: nil)
    #expect(none.markdown.last == "No record yet: `swift run workbook mutate 99 --bar --record` writes it.")
  }

  /// The mutants' builds take make's SWIFT_FLAGS (CI's), so that they build what the runner's
  /// build built, with the same flags.
  @Test(
    arguments: [
      (["SWIFT_FLAGS": "-Xswiftc -warnings-as-errors"], ["-Xswiftc", "-warnings-as-errors"]),
      (["SWIFT_FLAGS": "  "], []), ([:], []),
    ])
  func theMutantsBuildWithMakesFlags(environment: [String: String], flags: [String]) {
    #expect(MutantBuild.environmentFlags(environment) == flags)
  }
}
