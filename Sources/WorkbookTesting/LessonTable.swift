import Foundation
import Workbook

/// A table written by hand in a chapter's lesson (its README.md, Markdown), found by its header
/// row and read as cells, for a test that checks it against what the sources say (the computed
/// `ResponsibilityMap`): the lesson's table cannot go stale unnoticed.
public struct LessonTable: Sendable, Equatable {
  /// A lesson that holds no table with this header row.
  public struct NotFound: Error, CustomStringConvertible {
    public let header: String
    public var description: String { "the lesson has no table headed \(header)" }
  }

  /// The header row's cells: "#", "Responsibility", ….
  public let header: [String]
  /// The rows below the separator row, each as its cells, trimmed; the table ends at the first
  /// line that does not start with "| ".
  public let rows: [[String]]

  /// The table of `lesson` whose header row is exactly `header` ("| # | Responsibility | … |").
  public init(in lesson: String, header: String) throws {
    let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == header }), start + 1 < lines.count,
      lines[start + 1].hasPrefix("|---")
    else { throw NotFound(header: header) }
    self.header = Self.cells(lines[start])
    rows = lines[(start + 2)...].prefix { $0.hasPrefix("| ") }.map(Self.cells)
  }

  /// The table of `chapter`'s lesson (Chapters/<NN-Name>/README.md) headed `header`.
  public init(lessonOf chapter: Chapter, header: String) throws {
    let lesson = try String(
      contentsOf: chapter.folder.appendingPathComponent("README.md"), encoding: .utf8)
    try self.init(in: lesson, header: header)
  }

  /// The index of the first column whose title starts with `title`.
  public func column(_ title: String) -> Int? {
    header.firstIndex { $0.hasPrefix(title) }
  }

  /// "| 1 | a `b` | c |" → ["1", "a `b`", "c"]. A cell holding "|" is not supported (Markdown
  /// would need it escaped, and the lessons' tables have none).
  static func cells(_ line: Substring) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
