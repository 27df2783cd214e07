import Foundation
import Workbook

/// `workbook compare [<chapter>]`: the chapter's architectures side by side, measured; with no
/// chapter, the book's grid (every chapter in every architecture).
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
      controller, by the type they went to. Variants declared to fail are left out. With no \
      chapter: the book's grid, a row per chapter and a column per architecture (Massive, MVP, \
      VIP, View data, Theme, then the chapter's own), each cell the leaf with its controller's \
      lines and its types testable without a screen.
      """,
    arguments: [Argument("<chapter>", help: "only this chapter: \(Argument.chapter.help)", isOptional: true)],
    accepting: [.flag(.json)])

  /// nil: the book's grid.
  var chapter: String?
  var json = false

  init(chapter: String? = nil, json: Bool = false) {
    self.chapter = chapter
    self.json = json
  }

  init(_ arguments: ParsedArguments) {
    self.init(chapter: arguments.positionals.first, json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    guard let name = chapter else { return try runGrid(in: runner) }
    let chapter = try runner.chapter(named: name)
    let comparison = try ArchitectureComparison(
      chapter, screen: try ScreenVocabulary(for: chapter, packageRoot: runner.environment.packageRoot))
    if json {
      try runner.writeJSON(comparison)
    } else {
      runner.console.write(ComparisonReport.rendered(comparison, style: runner.style))
    }
    return .success
  }

  /// The book's grid, from every chapter the runner has.
  @MainActor private func runGrid(in runner: Runner) throws -> ExitCode {
    let grid = try BookGrid(packageRoot: runner.environment.packageRoot, chapters: runner.library)
    if json {
      try runner.writeJSON(grid)
    } else {
      runner.console.write(grid.rendered(style: runner.style))
    }
    return .success
  }
}
