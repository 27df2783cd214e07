import Foundation
import Testing
import Workbook

/// A scenario a variant is declared to trap on (an `ExpectedFailure` whose crash is a
/// `.fatalError`). The trap would take the test process down, so a chapter's tests check it in a
/// child process, with an exit test (Tests/ConformanceTests runs every chapter's):
///
///     @Test(arguments: library.flatMap(\.expectedTraps))
///     func trapsAsDeclared(_ trap: ExpectedTrap) async {
///       let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
///         [trap = trap as ExpectedTrap] in await Chapter.linked(trap.chapter).run(trap)
///       }
///       trap.verify(result)
///     }
public struct ExpectedTrap: Codable, Sendable, CustomTestStringConvertible {
  /// The chapter's number: "04".
  public let chapter: String
  /// The chapter's name, which names the test case.
  public let chapterName: String
  public let variant: String
  public let scenario: String
  /// What the trap's message must contain.
  public let message: String
  /// The step where the crash was fixed, if the variant may run to the end as that step does.
  public let fixedAt: String?

  public init(
    chapter: String, chapterName: String, variant: String, scenario: String, message: String,
    fixedAt: String? = nil
  ) {
    self.chapter = chapter
    self.chapterName = chapterName
    self.variant = variant
    self.scenario = scenario
    self.message = message
    self.fixedAt = fixedAt
  }

  public var testDescription: String { "\(chapterName) · traps · \(variant) · \(scenario)" }

  /// Records an issue unless the child process said the declared message on its standard error.
  public func verify(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let result else { return }  // the exit test has recorded why
    let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
    if let fixedAt, errors.contains(ExpectedFailure.fixedMarker(fixedAt)) { return }
    if !errors.contains(message) {
      Issue.record(
        "\(variant) trapped on \(scenario) without saying \"\(message)\": \(errors)",
        sourceLocation: sourceLocation)
    }
  }
}

extension Chapter {
  /// The scenarios its variants are declared to trap on.
  public var expectedTraps: [ExpectedTrap] {
    expectedFailures.filter(\.crash.traps).flatMap { failure in
      failure.scenarios.map {
        ExpectedTrap(
          chapter: number, chapterName: name, variant: failure.variant, scenario: $0,
          message: failure.crash.message, fixedAt: failure.fixedAt)
      }
    }
  }

  /// Runs the trap's scenario in this process: what an exit test's child does. It returns only
  /// if the variant does not trap; if it then behaves as the step that fixed the crash, it says
  /// so on the standard error and exits with a failure, as a trap would, for the test to read.
  @MainActor
  public func run(_ trap: ExpectedTrap) {
    guard let failure = expectedFailure(for: trap.variant, scenario: trap.scenario),
      let transcript = transcript(variant: trap.variant, scenario: trap.scenario)
    else {
      preconditionFailure(
        "no variant \(trap.variant) or scenario \(trap.scenario) declared to trap in \(name)")
    }
    if let fixed = behavesAsFixed(transcript, failure, scenario: trap.scenario) {
      FileHandle.standardError.write(Data((fixed + "\n").utf8))
      exit(EXIT_FAILURE)
    }
  }
}
