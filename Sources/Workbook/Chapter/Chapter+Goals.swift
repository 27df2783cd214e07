import SwiftScanning

extension Chapter {
  /// Checks the common goals, and the goals of the architecture recognised in a variant's sources
  /// and tests (see `GoalCheckup`; sources that cannot be read fail every goal, saying why); with
  /// a test runner, the tests a goal asks for are run too, and with a mutant judge, judged by the
  /// mutants they kill. Nil if the variant is unknown.
  public func goalCheckup(
    variant id: String, testRunner: (any TestRunning)? = nil, mutantJudge: (any MutantJudging)? = nil
  ) -> GoalCheckup? {
    guard let variant = variant(id) else { return nil }
    return GoalCheckup(goals: goals, architectures: architectures) {
      try goalEvidence(for: variant, testRunner: testRunner, mutantJudge: mutantJudge)
    }
  }

  /// What a variant's goals are checked against: its sources, by path from the package's root
  /// (Chapters/01-FoodTracker/Exercise/…), and the files of the chapter's test target that import
  /// its module.
  public func goalEvidence(
    for variant: VariantInfo, testRunner: (any TestRunning)? = nil, mutantJudge: (any MutantJudging)? = nil
  ) throws -> GoalEvidence {
    let sources = try SwiftSources(folder: variant.sourceFolder, pathPrefix: "\(variant.sourcePath)/")
    let folderName = variant.sourceFolder.lastPathComponent
    let relativeFolder = String(variant.sourcePath.dropFirst(relativeFolder.count + 1))
    let tests = try VariantTests(
      module: VariantTests.module(chapterName: name, sourceFolder: relativeFolder),
      target: "\(name)Tests", suggestedFolder: "Tests/\(name)Tests/\(folderName)", packageRoot: packageRoot,
      alsoOf: startingStepModules(of: variant))
    return GoalEvidence(
      sources: sources, tests: tests, testRunner: testRunner, mutantJudge: mutantJudge,
      equivalentMutants: EquivalentMutants(
        variant: variant.id, folder: variant.sourcePath, declared: equivalentMutants))
  }

  /// The module of the step `workbook reset --from` copied into the exercise (none for another
  /// variant, or an exercise that starts where the catalog says): its tests are the exercise's
  /// too, so that the goals it meets show as given (issue 26), never as unmet for want of a test
  /// written against the exercise's module.
  private func startingStepModules(of variant: VariantInfo) -> [String] {
    guard variant.kind == .exercise, let start = exerciseStart, start.isRecorded,
      let step = self.variant(start.step)
    else { return [] }
    let folder = String(step.sourcePath.dropFirst(relativeFolder.count + 1))
    return [VariantTests.module(chapterName: name, sourceFolder: folder)]
  }
}
