/// What stops the exercise from running in this process once it is known to crash: the tests
/// set `refusal` (for the test cases that would run it) to a function that cancels the test case,
/// and `ChapterCatalog.session(for:)` calls it before starting the exercise.
public enum ExerciseGuard {
  /// Called with the chapter's name before a session of its exercise starts (nil: nothing to
  /// refuse); it throws to refuse.
  @TaskLocal public static var refusal: (@Sendable (_ chapter: String) throws -> Void)?
}
