import Testing

/// One thing the workbook asks of every chapter, as a Swift Testing argument: its name (which
/// names the test case), and what is wrong, if anything.
public struct ConformanceCheck: Sendable, CustomTestStringConvertible {
  /// "transcript · 3-mvp · add-meal", "goals fail on 0-massive".
  public let name: String
  let problems: @MainActor @Sendable () throws -> [String]

  init(_ name: String, problems: @escaping @MainActor @Sendable () throws -> [String]) {
    self.name = name
    self.problems = problems
  }

  public var testDescription: String { name }

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
