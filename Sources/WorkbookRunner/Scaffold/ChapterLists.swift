/// The two lists a new chapter joins besides Package.swift's: the library of chapters
/// (Sources/WorkbookLibrary/Library.swift) and the README's table of chapters. Each edit puts the
/// chapter in the book's order, by number.
enum ChapterLists {
  /// Where the library is, relative to the package's root.
  static let libraryPath = "Sources/WorkbookLibrary/Library.swift"

  /// Library.swift with the chapter's import and its entry, each under `#if WORKBOOK_CHAPTER_NN`;
  /// nil when the file does not have the shape `new-chapter` knows.
  static func library(_ text: String, number: String, name: String) -> String? {
    let importBlock = "#if WORKBOOK_CHAPTER_\(number)\n  import \(name)Catalog\n#endif\n"
    let entryBlock =
      "  #if WORKBOOK_CHAPTER_\(number)\n    chapters.append(\(name)Catalog.catalog.chapter)\n  #endif\n"
    guard
      let imports = insert(importBlock, into: text, blocksStarting: "#if WORKBOOK_CHAPTER_", number: number)
    else { return nil }
    return insert(entryBlock, into: imports, blocksStarting: "  #if WORKBOOK_CHAPTER_", number: number)
  }

  /// Inserts a block before the first block (lines starting with `prefix` and a number) of a
  /// greater number, else after the last one.
  private static func insert(
    _ block: String, into text: String, blocksStarting prefix: String, number: String
  )
    -> String?
  {
    var lines = text.components(separatedBy: "\n")
    let starts = lines.indices.filter {
      lines[$0].hasPrefix(prefix) && lines[$0].dropFirst(prefix.count).allSatisfy(\.isNumber)
    }
    guard let last = starts.last, let lastEnd = lines[last...].firstIndex(where: { $0.hasSuffix("#endif") })
    else {
      return nil
    }
    let later = starts.first { String(lines[$0].dropFirst(prefix.count)) > number }
    let blockLines = block.components(separatedBy: "\n").dropLast()
    lines.insert(contentsOf: blockLines, at: later ?? lastEnd + 1)
    return lines.joined(separator: "\n")
  }

  /// The README with the chapter's row in its table of chapters (`| 01 | [FoodTracker](…) | …`);
  /// nil when the README has no such table.
  static func readme(_ text: String, number: String, name: String) -> String? {
    var lines = text.components(separatedBy: "\n")
    let rows = lines.indices.filter { isChapterRow(lines[$0]) }
    guard let last = rows.last else { return nil }
    let later = rows.first { lines[$0].dropFirst(2).prefix(2) > Substring(number) }
    let row =
      "| \(number) | [\(name)](Chapters/\(number)-\(name)/README.md) | the source it follows"
      + " (talk, article, repository) | Massive → … |"
    lines.insert(row, at: later ?? last + 1)
    return lines.joined(separator: "\n")
  }

  /// "| 01 | [FoodTracker](Chapters/01-FoodTracker/README.md) | …".
  private static func isChapterRow(_ line: String) -> Bool {
    line.hasPrefix("| ") && line.dropFirst(2).prefix(2).allSatisfy(\.isNumber) && line.contains("](Chapters/")
  }
}
