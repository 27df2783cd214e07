import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The lesson as a page of docs/, and docs/ as a site: no HTML page links out of it.
@MainActor @Suite struct LessonPageTests {
  static let lesson = """
    # Shelf

    See [step 1's controller](Steps/1-Tidied/ItemsViewController.swift), [the start](Steps/0-Listed),
    [the launch](Transcripts/launch.txt), [the next chapter](../98-Other/README.md#the-smell),
    [the surface](../../docs/UIKitSurface.tsv), [the branches](#the-branches),
    [the scanner](../../Sources/SwiftScanning) and <https://example.com>.

    ## The branches

    | Step | Smell |
    |---|---|
    | [1-tidied](../../docs/chapters/99-Shelf/1-tidied.md) | `a \\| b` *is* it |
    """

  @Test func theLessonsLinksLeadToTheGeneratedPages() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try Self.lesson.write(
      to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let files = try DocsGenerator(chapters: [book.chapter], packageRoot: book.root).files()
    let page = try #require(files.first { $0.path == "docs/chapters/99-Shelf/lesson.html" }).contents
    for expected in [
      "<a href=\"1-tidied.html\">step 1&#39;s controller</a>",
      "<a href=\"index.html#step-0-listed\">the start</a>",
      "<a href=\"transcript-launch.html\">the launch</a>",
      "the next chapter <span class=\"unlinked\">(in the repository: Chapters/98-Other/README.md)</span>",
      "<a href=\"../../UIKitSurface.tsv\">the surface</a>", "<a href=\"#the-branches\">the branches</a>",
      "the scanner <span class=\"unlinked\">(in the repository: Sources/SwiftScanning)</span>",
      "<a href=\"https://example.com\">https://example.com</a>",
      "<h2 id=\"the-branches\">", "<td><code>a | b</code> <em>is</em> it</td>",
      "<td><a href=\"1-tidied.md\">1-tidied</a></td>",
    ] {
      #expect(page.contains(expected), "\(expected)")
    }
  }

  /// What makes docs/ a site that works once published: every relative link of every HTML page
  /// stays inside docs/ (the lessons, the chapter pages, the transcripts, the diffs, the front page).
  @Test func noHTMLPageLinksOutOfDocs() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try Self.lesson.write(
      to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let files = try DocsGenerator(chapters: [book.chapter], packageRoot: book.root).files()
    var outside: [String] = []
    for file in files where file.path.hasSuffix(".html") {
      for target in DocsLinksTests.links(in: file.contents) {
        let folder = (file.path as NSString).deletingLastPathComponent
        let path = LessonLinks.normalized(folder + "/" + target)
        if !path.hasPrefix("docs/") { outside.append("\(file.path) → \(target)") }
      }
    }
    #expect(outside == [])
    let front = try #require(files.first { $0.path == "docs/index.html" }).contents
    #expect(front.contains("<a href=\"chapters/99-Shelf/lesson.html\">the lesson</a>"))
    #expect(front.contains("<li data-tutorial=\"tutorials/unmassive/shelf\">"))
  }
}
