import Testing

/// One thing the workbook asks of every chapter, as a Swift Testing argument: its name, the
/// chapter's (which together name the test case), and what is wrong, if anything.
public struct ConformanceCheck: Sendable, CustomTestStringConvertible {
  /// "transcript · 3-mvp · add-meal", "goals fail on 0-massive".
  public let name: String
  /// The chapter checked: "FoodTracker" (empty for a check of no chapter in particular).
  public let chapter: String
  let problems: @MainActor @Sendable () throws -> [String]

  init(_ name: String, chapter: String = "", problems: @escaping @MainActor @Sendable () throws -> [String]) {
    self.name = name
    self.chapter = chapter
    self.problems = problems
  }

  /// The same check, said to be of a chapter.
  func of(_ chapter: String) -> ConformanceCheck {
    ConformanceCheck(name, chapter: chapter, problems: problems)
  }

  /// "FoodTracker · transcript · 3-mvp · add-meal".
  public var testDescription: String { chapter.isEmpty ? name : "\(chapter) · \(name)" }

  /// Runs the check, recording each problem as an issue of the running test.
  @MainActor
  public func verify(sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      for problem in try problems() {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
    }
  }
}
