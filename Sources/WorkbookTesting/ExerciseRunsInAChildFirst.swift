import Testing
import Workbook

/// A trait for the tests that run the exercise in this process (behaviour tests, the generated
/// scenarios): before each test case, the exercise's scenarios run in child processes (once per
/// test process, see `ExerciseProbe`); if one crashed or hung there, the test cases that would
/// start the exercise here are cancelled instead (the exercise's own test says why), and the
/// others run as usual.
///
///     @Suite(.exerciseRunsInAChildFirst(catalog.chapter)) struct BehaviourTests { … }
public struct ExerciseRunsInAChildFirst: SuiteTrait, TestTrait, TestScoping {
  let chapter: String
  let outcomes: @Sendable () async -> [RunOutcome]

  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await scope(function)
  }

  /// Runs `function` once the exercise has run in child processes, refusing it the exercise if
  /// the exercise crashed or hung there.
  func scope(_ function: @Sendable () async throws -> Void) async throws {
    guard let crash = await outcomes().first(where: \.verdict.isCrash) else { return try await function() }
    let reason =
      "not run in this process: \(chapter)'s exercise \(crash.verdict.status == .hung ? "hangs" : "crashes") on"
      + " \(crash.subject.scenario) (its test of the scenarios in child processes says where)"
    try await ExerciseGuard.$refusal.withValue({ _ in try Test.cancel(Comment(rawValue: reason)) }) {
      try await function()
    }
  }
}

extension Trait where Self == ExerciseRunsInAChildFirst {
  /// See `ExerciseRunsInAChildFirst`.
  public static func exerciseRunsInAChildFirst(_ chapter: Chapter) -> Self {
    ExerciseRunsInAChildFirst(chapter: chapter.name) {
      await chapter.exerciseOutcomes(chapter.exerciseInAChild)
    }
  }
}

extension Chapter {
  /// Runs `body` as a test case under `exerciseRunsInAChildFirst` would: for a test whose
  /// arguments are chapters, which a trait cannot see.
  public func afterItsExerciseRanInAChild(_ body: @Sendable () async throws -> Void) async throws {
    try await ExerciseRunsInAChildFirst.exerciseRunsInAChildFirst(self).scope(body)
  }
}
