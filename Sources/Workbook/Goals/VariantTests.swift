import Foundation
import SwiftScanning

/// A variant's own tests: the files of its chapter's test target that import the variant's module
/// (`@testable import FoodTrackerExercise`), as a test of an app's own target imports the app. A
/// goal that says a test drives something (`SourceCheck.tested`) reads them.
public struct VariantTests: Sendable {
  /// The variant's module: "FoodTrackerExercise", "FoodTrackerFixes".
  public let module: String
  /// The chapter's test target: "FoodTrackerTests".
  public let target: String
  /// Where the lesson tells an attendee to write the variant's tests, relative to the package's
  /// root: "Tests/FoodTrackerTests/Exercise".
  public let suggestedFolder: String
  /// The test target's files that import the module, by path relative to the package's root.
  public let sources: SwiftSources

  public init(module: String, target: String, suggestedFolder: String, sources: SwiftSources) {
    self.module = module
    self.target = target
    self.suggestedFolder = suggestedFolder
    self.sources = sources
  }

  /// Reads the test target's folder for the files that import `module` (or one of `alsoOf`: an
  /// exercise reset from a step has that step's tests too, so that the goals the step meets are
  /// given, not failed for want of tests written against the exercise's module); a target that
  /// is not there has no tests.
  public init(
    module: String, target: String, suggestedFolder: String, packageRoot: URL, alsoOf others: [String] = []
  ) throws {
    let folder = packageRoot.appendingPathComponent("Tests/\(target)", isDirectory: true)
    var texts: [String: String] = [:]
    if FileManager.default.fileExists(atPath: folder.path) {
      texts = try SourceFolder.textFiles(in: folder).filter { $0.key.hasSuffix(".swift") }
    }
    let modules = [module] + others
    // Only a file that names a module can import it: a substring test first, so that the lexer
    // reads those files only, not the whole target's (issue 27: it read them all, once per goal).
    let naming = texts.filter { _, text in modules.contains { text.contains($0) } }
    let importing = SwiftSources(files: naming).files.filter { file in
      modules.contains { Self.imports($0, file) }
    }
    self.init(
      module: module, target: target, suggestedFolder: suggestedFolder,
      sources: SwiftSources(
        files: Dictionary(
          uniqueKeysWithValues: importing.map {
            ("Tests/\(target)/\($0.path)", $0.lines.joined(separator: "\n"))
          })
      ))
  }

  /// The module of a variant of a chapter, as Package.swift names it: the chapter's name and the
  /// step folder's name without its number and dashes ("Steps/3-MVP-Injected" →
  /// "ListPostsMVPInjected"), or `<Chapter>Exercise`.
  public static func module(chapterName: String, sourceFolder: String) -> String {
    let folder = sourceFolder.split(separator: "/").last.map(String.init) ?? sourceFolder
    guard sourceFolder.hasPrefix("Steps/") else { return chapterName + folder }
    return chapterName + folder.drop { $0 != "-" }.dropFirst().filter { $0 != "-" }
  }

  /// Whether a test file imports the module (`@testable import FoodTrackerExercise`).
  static func imports(_ module: String, _ file: SwiftSourceFile) -> Bool {
    file.codeLines.contains { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
      return words[index + 1] == module
    }
  }
}
