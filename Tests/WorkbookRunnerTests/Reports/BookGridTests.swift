import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook compare` with no chapter: the book's grid, from the Shelf (4-Reversed is its MVP).
@MainActor @Suite struct BookGridTests {
  static let mvp = Architecture(
    "MVP", recognisedBy: [.declares(.type("ItemsPresenter"))], goals: [], metBy: ["4-Reversed"])

  private func grid(_ book: ShelfBook) throws -> BookGrid {
    try BookGrid(packageRoot: book.root, chapters: [book.chapter])
  }

  @Test func theColumnsAreTheArchitecturesAndEachCellItsLeaf() throws {
    let book = try ShelfBook(architectures: [Self.mvp])
    defer { book.remove() }
    let row = try #require(try grid(book).rows.first)
    #expect(row.massive.variant == "0-listed" && row.massive.architecture == "Massive")
    #expect(row.book.keys.sorted() == ["MVP"])
    #expect(row.book["MVP"]?.variant == "4-reversed")
    #expect(row.own.map(\.variant) == ["3-kept", "5-miscounted"], "leaves no architecture claims")
    let texts = try grid(book).texts(row)
    #expect(texts.count == BookGrid.header.count)
    #expect(texts[0] == "99 Shelf")
    #expect(texts[2].hasPrefix("4-reversed · ") && texts[2].hasSuffix(" testable"))
    #expect(texts[3] == "–", "no VIP")
    #expect(texts.last?.hasPrefix("Kept: 3-kept · ") == true)
  }

  @Test func anArchitectureKeepsItsColumnWhenAnotherBranchForksFromItsLeaf() throws {
    let tidied = Architecture(
      "Data source", recognisedBy: [.declares(.type("ItemsDataSource"))], goals: [], metBy: ["1-Tidied"])
    let book = try ShelfBook(architectures: [Self.mvp, tidied])
    defer { book.remove() }
    let row = try #require(try grid(book).rows.first)
    #expect(row.book["MVP"]?.variant == "4-reversed")
    #expect(row.own.map(\.architecture) == ["Data source", "Kept", "Miscounted"])
    #expect(row.own.first?.variant == "1-tidied", "1-tidied has children, and is Data source's leaf")
  }

  /// A step of another line may fill one of the book's columns (chapter 04's view data is the
  /// talk's step 9); a name that is not one of the book's, or a step that does not exist, is a
  /// problem of the catalog.
  @Test func aStepShownAlongTheWayFillsItsColumn() throws {
    let book = try ShelfBook(architectures: [Self.mvp], shownAlongTheWay: ["Theme": "1-Tidied"])
    defer { book.remove() }
    let row = try #require(try grid(book).rows.first)
    #expect(row.book["Theme"]?.variant == "1-tidied")
    #expect(book.chapter.problems.isEmpty)
    let wrong = try ShelfBook(shownAlongTheWay: ["Colours": "1-Tidied", "View data": "9-Nowhere"])
    defer { wrong.remove() }
    #expect(
      wrong.chapter.problems == [
        "\"Colours\" shown along the way is not one of the book's architectures [\"MVP\", \"VIP\", \"View data\", \"Theme\"]",
        "\"View data\" is shown along the way by an unknown step \"9-nowhere\"",
      ])
  }

  @Test func compareWithNoChapterPrintsTheGridAndItsJSON() throws {
    let book = try ShelfBook(architectures: [Self.mvp])
    defer { book.remove() }
    let runner = book.runner()
    #expect(runner.run(["compare"]) == .success)
    let lines = runner.console.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("chapter ") && $0.contains("Massive") && $0.contains("View data") })
    #expect(lines.contains { $0.hasPrefix("99 Shelf  0-listed · ") && $0.contains("4-reversed · ") })
    let json = book.runner()
    #expect(json.run(["compare", "--json"]) == .success)
    let decoded = try JSONDecoder().decode(BookGrid.self, from: Data(json.console.output.utf8))
    #expect(decoded == (try grid(book)))
  }

  @Test func theJSONHasARowPerChapterWithItsCells() throws {
    let book = try ShelfBook(architectures: [Self.mvp])
    defer { book.remove() }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(grid(book))) as? [String: Any])
    let row = try #require((json["rows"] as? [[String: Any]])?.first)
    #expect(row.keys.sorted() == ["book", "chapter", "massive", "number", "own"])
    let mvp = try #require((row["book"] as? [String: Any])?["MVP"] as? [String: Any])
    #expect(
      mvp.keys.sorted() == ["architecture", "controllerLines", "typesTestableWithoutAScreen", "variant"])
    #expect(mvp["variant"] as? String == "4-reversed")
  }

  @Test func theREADMEsGridIsRegeneratedBetweenItsMarkersSoAStaleOneShows() throws {
    let book = try ShelfBook(architectures: [Self.mvp])
    defer { book.remove() }
    let readme = book.root.appendingPathComponent("README.md")
    let generator = DocsGenerator(chapters: [book.chapter], packageRoot: book.root)
    try "# Book\n".write(to: readme, atomically: true, encoding: .utf8)
    #expect(try generator.readmeWithGrid(try grid(book)) == nil, "no markers, nothing generated")
    let stale = "# Book\n\(DocsGenerator.gridStart)\n| old |\n\(DocsGenerator.gridEnd)\nafter\n"
    try stale.write(to: readme, atomically: true, encoding: .utf8)
    let file = try #require(try generator.readmeWithGrid(try grid(book)))
    #expect(file.path == "README.md")
    #expect(file.contents != stale)
    #expect(file.contents.contains("| 99 Shelf | 0-listed · "))
    #expect(file.contents.hasSuffix("\(DocsGenerator.gridEnd)\nafter\n"))
    try file.contents.write(to: readme, atomically: true, encoding: .utf8)
    #expect(try generator.readmeWithGrid(try grid(book))?.contents == file.contents, "current once written")
  }
}
