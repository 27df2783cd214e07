import Foundation
import Workbook

/// The attendee's tests of the exercise, which `workbook reset` keeps and removes with it: every
/// file of the chapter's test target under its Exercise/ folder (where the lessons say to write
/// them) and every other Swift file of the target that imports the exercise's module. Left
/// behind, they would test types the reset exercise no longer has, and the chapter's test target
/// would not build.
struct ExerciseTestFiles: Equatable {
  /// The chapter's test target's folder: `<root>/Tests/FoodTrackerTests`.
  let target: URL
  /// The files, relative to `target`, sorted: "Exercise/MealsPresenterTests.swift".
  let paths: [String]

  init(target: URL, paths: [String]) {
    self.target = target
    self.paths = paths.sorted()
  }

  /// Reads the chapter's test target; a target that is not there has no tests of the exercise.
  init(of chapter: Chapter) throws {
    let name = "\(chapter.name)Tests"
    let target = chapter.packageRoot.appendingPathComponent("Tests/\(name)", isDirectory: true)
    // The goals' reading of a variant's tests: the target's Swift files that import its module.
    let importing = try VariantTests(
      module: "\(chapter.name)Exercise", target: name, suggestedFolder: "Tests/\(name)/Exercise",
      packageRoot: chapter.packageRoot
    ).sources.files.map { String($0.path.dropFirst("Tests/\(name)/".count)) }
    let inFolder = try FolderContents(of: target.appendingPathComponent("Exercise", isDirectory: true))
      .files.keys.map { "Exercise/\($0)" }
    self.init(target: target, paths: Array(Set(importing + inFolder)))
  }
}
