import Foundation
import Workbook

/// A chapter's mutation scores as last recorded (`workbook mutate <chapter> --bar --record`),
/// committed beside its lesson as `MutationScores.json`: the chapter's page shows them (the docs
/// never run mutants), and `workbook mutate --bar` fails when a new run no longer agrees.
public struct MutationRecord: Codable, Equatable, Sendable {
  /// The share of each variant's judged mutants the suite must kill.
  public let bar: Double
  /// Step 0 and every architecture's leaf, in the bar's order.
  public let variants: [MutationScore]

  public init(bar: Double, variants: [MutationScore]) {
    self.bar = bar
    self.variants = variants
  }

  /// The record's file name, in the chapter's folder.
  public static let fileName = "MutationScores.json"

  /// Where a chapter's record is.
  public static func url(of chapter: Chapter) -> URL {
    chapter.folder.appendingPathComponent(fileName)
  }

  /// The chapter's record; nil when it has none.
  public static func read(of chapter: Chapter) throws -> MutationRecord? {
    let url = url(of: chapter)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(MutationRecord.self, from: Data(contentsOf: url))
    } catch {
      throw UsageError(
        "\(chapter.number)'s \(fileName) cannot be read (\(error)): record it again with "
          + "`workbook mutate \(chapter.number) --bar --record`")
    }
  }

  /// The record's text: keys sorted, one field a line, so that a change reads as a diff.
  public var text: String {
    get throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
  }

  /// A variant's score, if recorded.
  public func score(of variant: String) -> MutationScore? {
    variants.first { $0.variant == variant }
  }
}
