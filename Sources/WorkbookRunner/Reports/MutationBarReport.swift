import Foundation
import Workbook

/// What `workbook mutate --bar` found: each chapter's bar variants with their scores (or why
/// one could not be judged), and whether the chapter's record agrees.
struct MutationBarReport: Encodable, Equatable {
  /// One variant judged.
  struct Entry: Encodable, Equatable {
    let variant: String
    /// Nil when the variant could not be judged.
    let score: MutationScore?
    /// Why it could not be (the build failed, the unmutated variant fails a scenario).
    let problem: String?
  }

  /// The record beside the run.
  enum RecordState: Encodable, Equatable {
    /// The run was written as the record (`--record`).
    case written
    /// The record says what the run found.
    case agrees
    /// The chapter has no record yet.
    case missing
    /// The record's figures or survivors differ for these variants.
    case differs([String])

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .written: try container.encode("written")
      case .agrees: try container.encode("agrees")
      case .missing: try container.encode("missing")
      case .differs(let variants): try container.encode(["differs": variants])
      }
    }
  }

  struct Chapter: Encodable, Equatable {
    let number: String
    let name: String
    /// The record's path from the package's root: "Chapters/01-FoodTracker/MutationScores.json".
    let recordPath: String
    let entries: [Entry]
    let record: RecordState
  }

  let bar: Double
  let chapters: [Chapter]

  /// The entries under the bar, or not judged.
  var failing: [(chapter: String, entry: Entry)] {
    chapters.flatMap { chapter in
      chapter.entries.filter { !($0.score?.holds(bar) ?? false) }.map { (chapter.number, $0) }
    }
  }

  /// The chapters whose record is missing or does not agree.
  var staleRecords: [Chapter] {
    chapters.filter {
      switch $0.record {
      case .written, .agrees: false
      case .missing, .differs: true
      }
    }
  }

  /// Success when every variant clears the bar and every record agrees.
  var exitCode: ExitCode { failing.isEmpty && staleRecords.isEmpty ? .success : .checksFailed }
}
