/// `workbook list`: each chapter's table of contents.
struct ListCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "list", synopsis: "[--json]",
    summary: "the chapters: variants (as a tree), scenarios, declared divergences",
    details: """
      Lists every chapter with its variants (each under the parent it is diffed against), its \
      scenarios and its declared divergences.
      """,
    accepting: [.flag(.json)])

  var json = false

  init(json: Bool = false) {
    self.json = json
  }

  init(_ arguments: ParsedArguments) {
    self.init(json: arguments[.json])
  }

  func run(in runner: Runner) throws -> ExitCode {
    if json {
      try runner.writeJSON(runner.library)
    } else if runner.library.isEmpty {
      runner.console.write("No chapter is built (is UNMASSIVE_CHAPTERS set?).\n")
    } else {
      let listings = runner.library.map { ChapterListing.rendered($0, style: runner.style) }
      runner.console.write(listings.joined(separator: "\n\n") + "\n")
    }
    return .success
  }
}
