import Workbook

/// `workbook list [<chapter>]`: each chapter's table of contents, or one chapter's.
struct ListCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "list",
    summary: "the chapters: variants (as a tree), scenarios, declared divergences and failures",
    details: """
      Lists every chapter (or the one named) with its variants (each under the parent it is \
      diffed against), its scenarios, its declared divergences and its variants declared to fail.
      """,
    arguments: [Argument("<chapter>", help: "only this chapter: \(Argument.chapter.help)", isOptional: true)],
    accepting: [.flag(.json)])

  /// nil: every chapter.
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
    let chapters = try chapter.map { [try runner.chapter(named: $0)] } ?? runner.library
    if json {
      try runner.writeJSON(chapters)
    } else if chapters.isEmpty {
      runner.console.write("No chapter is built (is UNMASSIVE_CHAPTERS set?).\n")
    } else {
      let listings = chapters.map { ChapterListing.rendered($0, style: runner.style) }
      runner.console.write(listings.joined(separator: "\n\n") + "\n")
    }
    return .success
  }
}
