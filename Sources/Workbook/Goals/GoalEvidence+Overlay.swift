import SwiftScanning

extension GoalEvidence {
  /// The evidence with files laid over it, as an attendee's edits would leave it: the goal cheats'
  /// fixtures (Tests/GoalCheats) are a step's sources and tests with a few files added, replaced
  /// or taken away. Paths are relative to `sourceFolder` (the variant's, from the package's root:
  /// "Chapters/01-FoodTracker/Steps/0-Massive") and to the tests' suggested folder; a removed name
  /// takes away every file of that name.
  public func overlaid(
    sources added: [String: String], removing removed: [String] = [], in sourceFolder: String,
    tests addedTests: [String: String] = [:], removingTests removedTests: [String] = []
  ) -> GoalEvidence {
    let sources = Self.overlay(self.sources, added, removed, in: sourceFolder)
    let tests = self.tests.map { tests in
      VariantTests(
        module: tests.module, target: tests.target, suggestedFolder: tests.suggestedFolder,
        sources: Self.overlay(tests.sources, addedTests, removedTests, in: tests.suggestedFolder))
    }
    return GoalEvidence(
      sources: sources, tests: tests, testRunner: testRunner, mutantJudge: mutantJudge,
      equivalentMutants: equivalentMutants)
  }

  private static func overlay(
    _ sources: SwiftSources, _ added: [String: String], _ removed: [String], in folder: String
  ) -> SwiftSources {
    var texts: [String: String] = [:]
    for file in sources.files
    where !removed.contains(file.path.split(separator: "/").last.map(String.init) ?? "") {
      texts[file.path] = file.lines.joined(separator: "\n")
    }
    for (name, text) in added { texts["\(folder)/\(name)"] = text }
    return SwiftSources(files: texts)
  }
}
