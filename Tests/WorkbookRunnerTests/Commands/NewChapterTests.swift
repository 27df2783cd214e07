import Foundation
import Testing

@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook new-chapter`: what it refuses, and what it writes in a package made for the test
/// (the repository's own template, library and README). That the chapter it writes builds,
/// approves, lists and conforms is scripts/new-chapter/check's to prove (`make test`).
@MainActor
struct NewChapterTests {
  static let repository = PackageRoot.url

  /// A package root holding what the command reads: the template, the library, the README and
  /// two chapter folders.
  static func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-new-chapter-\(UUID().uuidString)", isDirectory: true)
    for path in [ChapterTemplate.folder, ChapterLists.libraryPath, "README.md"] {
      let target = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: repository.appendingPathComponent(path), to: target)
    }
    for folder in ["Chapters/01-FoodTracker", "Chapters/05-Recipes"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return root
  }

  static func run(_ arguments: [String], in root: URL) -> (code: ExitCode, output: String, errors: String) {
    let runner = Runner(
      library: [], environment: RunnerEnvironment(packageRoot: root), console: .capturing())
    let code = runner.run(arguments)
    return (code, runner.console.output, runner.console.errors)
  }

  @Test func itIsParsedAndHasHelp() throws {
    #expect(
      try CommandLineTests.command(["new-chapter", "06", "Shelf"]) as? NewChapterCommand
        == NewChapterCommand(number: "06", name: "Shelf"))
    let usage = try #require(try CommandLineTests.help(["new-chapter", "--help"]))
    #expect(usage.hasPrefix("Usage: workbook new-chapter <NN> <Name>"))
    #expect(throws: UsageError.self) { try CommandLineTests.command(["new-chapter", "06"]) }
  }

  @Test(
    "A bad number or name, or one a chapter has, is a usage error that says why, and nothing is written",
    arguments: [
      (["x6", "Shelf"], "one or two digits, 01 to 99"),
      (["100", "Shelf"], "one or two digits, 01 to 99"),
      (["0", "Shelf"], "one or two digits, 01 to 99"),
      (["06", "shelf"], "starting with a capital"),
      (["06", "My-Shelf"], "letters and digits"),
      (["1", "Shelf"], "Chapters/01-FoodTracker exists"),
      (["07", "Recipes"], "Chapters/05-Recipes exists"),
    ])
  func refusals(arguments: [String], message: String) throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = Self.run(["new-chapter"] + arguments, in: root)
    #expect(result.code == .usage)
    #expect(result.errors.contains(message), "\(result.errors)")
    let chapters = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Chapters").path)
    #expect(chapters.sorted() == ["01-FoodTracker", "05-Recipes"])
  }

  @Test func itWritesTheChapterItsListsAndSaysWhatNext() throws {
    let root = try Self.package()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = Self.run(["new-chapter", "6", "Shelf"], in: root)
    #expect(result.code == .success, "\(result.errors)")
    for path in [
      "Chapters/06-Shelf/README.md", "Chapters/06-Shelf/Kit/ShelfWorld.swift",
      "Chapters/06-Shelf/Steps/0-Massive/ItemsViewController.swift",
      "Chapters/06-Shelf/Exercise/ItemsViewController.swift", "Chapters/06-Shelf/Catalog/ShelfCatalog.swift",
      "Chapters/06-Shelf/Transcripts", "Tests/ShelfTests/Behaviour/BehaviourTests.swift",
    ] {
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
    }
    let catalog = try String(
      contentsOf: root.appendingPathComponent("Chapters/06-Shelf/Catalog/ShelfCatalog.swift"), encoding: .utf8
    )
    #expect(catalog.contains("number: \"06\", name: \"Shelf\""))
    #expect(
      catalog.hasPrefix("import ShelfExercise\nimport ShelfKit\nimport ShelfMassive\nimport Workbook\n"))
    #expect(!catalog.contains("__"))
    let library = try String(
      contentsOf: root.appendingPathComponent(ChapterLists.libraryPath), encoding: .utf8)
    #expect(library.contains("#if WORKBOOK_CHAPTER_06\n  import ShelfCatalog\n#endif\n"))
    #expect(
      library.contains(
        "  #if WORKBOOK_CHAPTER_06\n    chapters.append(ShelfCatalog.catalog.chapter)\n  #endif\n"))
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains("| 05 | [Recipes]")
        && readme.contains("\n| 06 | [Shelf](Chapters/06-Shelf/README.md) |"))
    #expect(
      result.output.contains("ChapterManifest(number: \"06\", name: \"Shelf\", steps: [\"0-Massive\"]),"))
    #expect(result.output.contains("swift run workbook approve 06"))
    #expect(Self.run(["new-chapter", "06", "Shelf"], in: root).code == .usage, "a second time, it refuses")
  }

  @Test func theListsKeepTheBooksOrder() throws {
    let library = try String(
      contentsOf: Self.repository.appendingPathComponent(ChapterLists.libraryPath), encoding: .utf8)
    let edited = try #require(ChapterLists.library(library, number: "03", name: "Shelf"))
    let positions = ["ListPostsCatalog.catalog", "ShelfCatalog.catalog", "MegaControllerCatalog.catalog"].map
    {
      edited.range(of: $0)?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil } && positions == positions.sorted { $0! < $1! })
    #expect(ChapterLists.library("no list here", number: "06", name: "Shelf") == nil)
    #expect(ChapterLists.readme("# no table", number: "06", name: "Shelf") == nil)
  }
}
