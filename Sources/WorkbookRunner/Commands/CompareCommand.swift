import Foundation
import Workbook

/// `workbook compare <chapter>`: the chapter's architectures side by side, measured.
struct CompareCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "compare",
    summary: "the chapter's architectures side by side, measured from their sources",
    details: """
      Measures the chapter's massive start and each leaf of its variant tree (each architecture \
      the chapter ends in) with the workbook's Swift scanner: the lines of the main view \
      controller and of the largest type; files, types, protocols; the types a unit test can \
      exercise without a screen (with a method, and whose code names no HeadlessUIKit view, view controller or \
      window, nor a type that does) and the protocols they name that a test replaces with a \
      double; and the lines of the massive controller found word for word outside the \
      controller, by the type they went to. Variants declared to fail are left out.
      """,
    arguments: [.chapter], accepting: [.flag(.json)])

  var chapter: String
  var json = false

  init(chapter: String, json: Bool = false) {
    self.chapter = chapter
    self.json = json
  }

  init(_ arguments: ParsedArguments) {
    self.init(chapter: arguments.positionals[0], json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let chapter = try runner.chapter(named: chapter)
    let comparison = try ArchitectureComparison(
      chapter, screen: try ScreenVocabulary(for: chapter, packageRoot: runner.environment.packageRoot))
    if json {
      try runner.writeJSON(comparison)
    } else {
      runner.console.write(ComparisonReport.rendered(comparison, style: runner.style))
    }
    return .success
  }
}

extension ScreenVocabulary {
  /// HeadlessUIKit's screen types, read from the package's sources.
  init(packageRoot: URL) throws {
    try self.init(
      headlessUIKit: packageRoot.appendingPathComponent("Sources/HeadlessUIKit", isDirectory: true))
  }

  /// HeadlessUIKit's screen types and those of the chapter's Kit.
  init(for chapter: Chapter, packageRoot: URL) throws {
    self = try ScreenVocabulary(packageRoot: packageRoot).adding(chapter)
  }

  /// These names and the screen types of the chapter's Kit.
  func adding(_ chapter: Chapter) throws -> ScreenVocabulary {
    try adding(kit: chapter.folder.appendingPathComponent("Kit", isDirectory: true))
  }
}
