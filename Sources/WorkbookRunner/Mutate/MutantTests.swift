import Foundation
import Workbook

/// The chapter's unit tests of the variant mutated, copied to judge its mutants: the files of
/// `Tests/<Name>Tests/` that import the variant's module (`@testable import RecipesFixes`), with
/// that import made the mutant module's, and the tests' `Support.swift`, into the test target
/// `MutantAppTests` (`.build/mutants/NN/MutantAppTests/`, declared by Package.swift under
/// UNMASSIVE_MUTANTS). A variant no test imports gets a placeholder, and no unit tests judge it.
struct MutantTests {
  /// The test target: "MutantAppTests".
  let target: String
  /// Its folder.
  let folder: URL

  init(module: MutantModule) {
    target = "\(module.name)Tests"
    folder = module.folder.deletingLastPathComponent().appendingPathComponent(target, isDirectory: true)
  }

  /// What the folder holds when no test is copied: SwiftPM wants a source in every target.
  static let placeholder = ["NoTests.swift": "// No unit test imports the variant mutated.\n"]

  /// The variant's module: "4-Fixes" → RecipesFixes, the exercise → RecipesExercise.
  static func moduleName(of variant: Chapter.VariantInfo, in chapter: Chapter) -> String {
    guard case .step = variant.kind else { return "\(chapter.name)Exercise" }
    let folder = variant.sourceFolder.lastPathComponent
    return chapter.name + folder.drop { $0 != "-" }.dropFirst().filter { $0 != "-" }
  }

  /// The copies, by path within the chapter's tests (empty: no test imports the variant).
  static func copies(of chapter: Chapter, variant: Chapter.VariantInfo, mutantModule: String) throws
    -> [String: String]
  {
    let tests = chapter.packageRoot.appendingPathComponent("Tests/\(chapter.name)Tests", isDirectory: true)
    guard FileManager.default.fileExists(atPath: tests.path) else { return [:] }
    let module = moduleName(of: variant, in: chapter)
    var copies: [String: String] = [:]
    for (path, text) in try SourceFolder.textFiles(in: tests) where path.hasSuffix(".swift") {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.contains(where: { importedModule($0) == module }) else { continue }
      copies[path] = renaming(module, to: mutantModule, in: text)
    }
    if !copies.isEmpty,
      let support = try? String(contentsOf: tests.appendingPathComponent("Support.swift"), encoding: .utf8)
    {
      copies["Support.swift"] = support
    }
    return copies
  }

  /// The text with every mention of the module made the mutant module's: its import and the
  /// names it qualifies (`ListPostsFixes.ListPostsWorker`, where a name is ambiguous between
  /// the steps a test imports). A whole identifier only: `RecipesFixesTests` stays.
  static func renaming(_ module: String, to mutantModule: String, in text: String) -> String {
    var renamed = ""
    var rest = Substring(text)
    while let found = rest.range(of: module) {
      let before = rest[..<found.lowerBound]
      let isWhole =
        !(before.last.map(isIdentifierCharacter) ?? false)
        && !(rest[found.upperBound...].first.map(isIdentifierCharacter) ?? false)
      renamed += before + (isWhole ? mutantModule : module)
      rest = rest[found.upperBound...]
    }
    return renamed + rest
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }

  /// The module a line imports, if it is an import: `@testable import RecipesFixes`.
  static func importedModule(_ line: Substring) -> String? {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
      index + 1 < words.count
    else { return nil }
    return String(words[index + 1])
  }

  /// Writes the copies, or the placeholder.
  func write(_ copies: [String: String]) throws {
    try MutantModule.write(copies.isEmpty ? Self.placeholder : copies, into: folder)
  }
}
