import Foundation
import Workbook

/// `workbook new-chapter <NN> <Name>`: a new chapter, written from the template, with one step
/// (a stand-in massive controller), its exercise, its catalog with one scenario and its lines in
/// the lists; the one line Package.swift needs is printed, with what to do next.
struct NewChapterCommand: WorkbookCommand, Equatable {
  static let signature = CommandSignature(
    name: "new-chapter",
    summary: "start a chapter: its folders, step 0, exercise, catalog, test and list entries",
    details: """
      Writes Chapters/NN-Name/ from scripts/new-chapter/template: README.md (the lesson's \
      skeleton), Kit/ (the chapter's World), Steps/0-Massive/ (a stand-in massive controller: a \
      table of items and a + button, for you to replace with yours), Exercise/ (a copy of step \
      0), Catalog/ (one step, one scenario, its responsibilities and action model) and an empty \
      Transcripts/; Tests/NameTests/ with one behaviour test (in Behaviour/); the chapter's lines in \
      Sources/WorkbookLibrary/Library.swift and its row in README.md's table. Then prints the \
      line to add to Package.swift's allChapters, and the commands that record the scenario's \
      transcript and run the chapter's tests. Refuses, writing nothing, a number or a name \
      another chapter has.
      """,
    arguments: [
      Argument("<NN>", help: "the chapter's number, 01 to 99 (\"6\" is read as \"06\")"),
      Argument(
        "<Name>", help: "its name, the prefix of its modules: letters and digits, starting with a capital"),
    ])

  var number: String
  var name: String

  init(number: String, name: String) {
    self.number = number
    self.name = name
  }

  init(_ arguments: ParsedArguments) {
    self.init(number: arguments.positionals[0], name: arguments.positionals[1])
  }

  func run(in runner: Runner) throws -> ExitCode {
    let root = runner.environment.packageRoot
    let scaffold = try ChapterScaffold(number: number, name: name, packageRoot: root)
    try scaffold.refuseExisting()
    let templateFolder = root.appendingPathComponent(ChapterTemplate.folder, isDirectory: true)
    let template: ChapterTemplate
    do {
      template = try ChapterTemplate(folder: templateFolder)
    } catch {
      throw UsageError("cannot read the template in \(ChapterTemplate.folder): \(error)")
    }
    guard !template.files.isEmpty else { throw UsageError("\(ChapterTemplate.folder) holds no template") }
    let written = try scaffold.write(from: template)
    let lists = try scaffold.addToLists()
    let report = NewChapterReport(
      scaffold: scaffold, written: written, listsChanged: lists.changed, listsByHand: lists.byHand)
    runner.console.write(report.rendered(style: runner.style))
    return .success
  }
}
