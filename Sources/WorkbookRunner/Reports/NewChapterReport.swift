/// What `workbook new-chapter` says: what it wrote, then the steps that make the chapter run,
/// each with the command to type.
struct NewChapterReport {
  let scaffold: ChapterScaffold
  /// The files and folders written, relative to the package's root.
  let written: [String]
  /// The lists it added the chapter to, and those to edit by hand.
  let listsChanged: [String]
  let listsByHand: [String]

  func rendered(style: TextStyle) -> String {
    let number = scaffold.number
    let name = scaffold.name
    var lines = [style.bold("Chapter \(number) \(name) is written:"), ""]
    lines += written.map { "  \(style.green("+")) \($0)" }
    lines += listsChanged.map { path in
      let what =
        path == "README.md" ? "its row in the table of chapters, to finish" : "the chapter's two lines"
      return "  \(style.green("~")) \(path)  (\(what))"
    }
    lines += listsByHand.map {
      "  \(style.red("!")) \($0): not in the shape expected; add the chapter by hand"
    }
    lines += [
      "", style.bold("Next:"),
      "  1. Add this line to Package.swift's allChapters, after the last chapter:",
      "       \(scaffold.manifestLine)",
      "  2. Record the scenario's transcript from step 0 (read it: it is what every step must show):",
      "       UNMASSIVE_CHAPTERS=\(number) swift run workbook approve \(number)",
      "  3. See the chapter and run its tests:",
      "       UNMASSIVE_CHAPTERS=\(number) swift run workbook list \(number)",
      "       UNMASSIVE_CHAPTERS=\(number) swift test --filter \"\(name)|ConformanceTests\"",
      "",
      "Bringing your own massive controller? Put it in \(scaffold.folderPath)/Steps/0-Massive/ in place of",
      "ItemsViewController (keep Info.plist.swift, the app's launch), copy the folder to Exercise/,",
      "write its scenarios in Catalog/Scenarios.swift and its jobs in Catalog/Responsibilities.swift, then",
      "approve again. A refactoring step is a folder under Steps/, its name in Package.swift's steps, and",
      "a .step in Catalog/\(name)Catalog.swift; goals come with the first step that meets them.",
      "",
    ]
    return lines.joined(separator: "\n")
  }
}
