/// The tests a goal found: the top-level suites and test functions of some files of a target.
public struct TestSelection: Sendable, Equatable, Hashable {
  /// "FoodTrackerTests".
  public let target: String
  /// Top-level types and functions that hold `@Test`s: "ExerciseMealsPresenterTests".
  public let names: [String]

  public init(target: String, names: [String]) {
    self.target = target
    self.names = names
  }

  /// The regular expression `swift test --filter` takes: the target, then any of the names.
  public var filter: String {
    "^\(target)\\.(\(names.joined(separator: "|")))(/|\\(|$)"
  }
}
