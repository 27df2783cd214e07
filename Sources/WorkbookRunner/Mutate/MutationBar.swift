import Foundation
import Workbook

/// The book's bar for its own suite (`workbook mutate --bar`): for each chapter, step 0 and every
/// architecture's last step are mutated, and the suite must kill at least `share` of each one's
/// mutants (the equivalent ones declared, the uncompilable ones dropped). Each chapter's run is
/// then compared with its record (`MutationRecord`), or written as its record with `--record`.
@MainActor
struct MutationBar {
  /// The share of a variant's judged mutants the suite must kill.
  nonisolated static let share = 0.95

  let chapters: [Chapter]
  let jobs: Int
  /// Whether the run is written as each chapter's record (else compared with it).
  let records: Bool
  let runner: Runner

  /// The variants the bar mutates: the root, then each column `workbook compare` shows.
  static func variants(of chapter: Chapter) -> [Chapter.VariantInfo] {
    let root = chapter.variants.filter { $0.parent == nil && $0.kind != .exercise }
    var seen = Set<String>()
    return (root + chapter.namedLeaves.map(\.variant)).filter { seen.insert($0.id).inserted }
  }

  func report() throws -> MutationBarReport {
    MutationBarReport(bar: Self.share, chapters: try chapters.map(judge))
  }

  private func judge(_ chapter: Chapter) throws -> MutationBarReport.Chapter {
    let entries = Self.variants(of: chapter).map { variant in
      do {
        let report = try MutationSession(
          chapter: chapter, variant: variant, type: nil, jobs: jobs, runner: runner
        )
        .report()
        if let problem = report.unitTestsProblem {
          return MutationBarReport.Entry(
            variant: variant.id, score: nil, problem: "its unit tests: \(problem)")
        }
        return MutationBarReport.Entry(variant: variant.id, score: MutationScore(report), problem: nil)
      } catch {
        return MutationBarReport.Entry(variant: variant.id, score: nil, problem: "\(error)")
      }
    }
    let recorded = try MutationRecord.read(of: chapter)
    let scores = entries.compactMap(\.score)
    let run = MutationRecord(bar: Self.share, variants: scores)
    if records, scores.count == entries.count {
      try Data(try run.text.utf8).write(to: MutationRecord.url(of: chapter))
    }
    return MutationBarReport.Chapter(
      number: chapter.number, name: chapter.name,
      recordPath: "Chapters/\(chapter.folder.lastPathComponent)/\(MutationRecord.fileName)", entries: entries,
      record: records ? .written : Self.comparison(of: run, with: recorded))
  }

  /// How a run compares with the record: the variants whose figures or survivors differ.
  static func comparison(of run: MutationRecord, with recorded: MutationRecord?)
    -> MutationBarReport.RecordState
  {
    guard let recorded else { return .missing }
    let ids = (recorded.variants.map(\.variant) + run.variants.map(\.variant)).uniqued()
    let differing = ids.filter { recorded.score(of: $0) != run.score(of: $0) }
    return differing.isEmpty && recorded.bar == run.bar ? .agrees : .differs(differing)
  }
}
