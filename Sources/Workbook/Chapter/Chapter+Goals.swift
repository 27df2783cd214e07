import SwiftScanning

extension Chapter {
  /// Checks the common goals, and the goals of the architecture recognised in a variant's sources
  /// and tests (see `GoalCheckup`; sources that cannot be read fail every goal, saying why); with
  /// a test runner, the tests a goal asks for are run too. Nil if the variant is unknown.
  public func goalCheckup(variant id: String, testRunner: (any TestRunning)? = nil) -> GoalCheckup? {
    guard let variant = variant(id) else { return nil }
    return GoalCheckup(goals: goals, architectures: architectures) {
      try goalEvidence(for: variant, testRunner: testRunner)
    }
  }

  /// What a variant's goals are checked against: its sources, by path from the package's root
  /// (Chapters/01-FoodTracker/Exercise/…), and the files of the chapter's test target that import
  /// its module.
  public func goalEvidence(for variant: VariantInfo, testRunner: (any TestRunning)? = nil) throws
    -> GoalEvidence
  {
    let sources = try SwiftSources(folder: variant.sourceFolder, pathPrefix: "\(variant.sourcePath)/")
    let folderName = variant.sourceFolder.lastPathComponent
    let relativeFolder = String(variant.sourcePath.dropFirst(relativeFolder.count + 1))
    let tests = try VariantTests(
      module: VariantTests.module(chapterName: name, sourceFolder: relativeFolder),
      target: "\(name)Tests", suggestedFolder: "Tests/\(name)Tests/\(folderName)", packageRoot: packageRoot)
    return GoalEvidence(sources: sources, tests: tests, testRunner: testRunner)
  }
}
