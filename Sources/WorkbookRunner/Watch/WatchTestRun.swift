import Foundation

/// A test of the attendee's, run by `workbook watch` when a file of the chapter's
/// `Tests/<Chapter>Tests/Exercise/` folder is saved: which, and what `swift test` said of it.
public struct WatchTestRun: Equatable, Sendable {
  /// The saved file, relative to the repository's root.
  public let file: String
  /// What `swift test --filter` was given: the first type the file declares, else its name.
  public let filter: String
  /// Whether `swift test` ended with status 0.
  public let passed: Bool
  /// Each failing expectation or issue, whole: `… recorded an issue at X.swift:12:5: Expectation
  /// failed: …`, with the lines that go on it.
  public let issues: [String]
  /// The run's summary line (`Test run with 3 tests … passed`), when there is one.
  public let summary: String?

  public init(file: String, filter: String, passed: Bool, issues: [String], summary: String?) {
    self.file = file
    self.filter = filter
    self.passed = passed
    self.issues = issues
    self.summary = summary
  }

  /// The filter for a test file: the first struct, class or enum it declares, else its name.
  static func filter(forFile url: URL) -> String {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let declaration = text.firstMatch(
      of: /(?m)^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:final\s+)?(?:struct|class|enum)\s+(\w+)/)
    return declaration.map { String($0.1) } ?? url.deletingPathExtension().lastPathComponent
  }

  /// Reads `swift test`'s output: Swift Testing's issue lines and XCTest's `error:` lines, each
  /// with the indented lines that continue it.
  static func reading(_ log: String, file: String, filter: String, passed: Bool) -> WatchTestRun {
    var issues: [String] = []
    for line in log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.contains("recorded an issue") || line.contains(": error: -[") || line.contains(" failed: (") {
        issues.append(line.trimmingCharacters(in: .whitespaces))
      } else if let last = issues.indices.last, line.hasPrefix("  "),
        !line.trimmingCharacters(in: .whitespaces).isEmpty
      {
        issues[last] += "\n" + line.trimmingCharacters(in: .whitespaces)
      }
    }
    let summary = log.split(separator: "\n").last {
      $0.contains("Test run with") || $0.contains("Executed ")
    }.map { String($0).trimmingCharacters(in: .whitespaces) }
    return WatchTestRun(file: file, filter: filter, passed: passed, issues: issues, summary: summary)
  }
}
