import Foundation
import Testing

@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook diff` says why a step is there (its reason, smell, move, what to read first, its
/// place) in every format, and lays itself out for the terminal's width.
@MainActor
struct DiffStoryTests {
  func run(_ book: ShelfBook, _ arguments: [String]) -> String {
    let runner = book.runner()
    _ = runner.run(arguments)
    return runner.console.output
  }

  /// Below 100 columns the terminal diff is unified, whole lines one under the other; from 100, or
  /// when asked, side by side.
  @Test(arguments: [
    (["--width", "99"], false),
    (["--width", "100"], true),
    (["--width", "99", "--side-by-side"], true),
    (["--width", "40"], false),
  ])
  func layoutFollowsTheWidth(options: [String], sideBySide: Bool) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let output = run(book, ["diff", "99", "1-tidied"] + options)
    let columnLabels = "Chapters/99-Shelf/Steps/0-Listed                   Chapters/99-Shelf/Steps/1-Tidied"
    #expect(output.contains(columnLabels) == sideBySide, "\(output)")
    #expect(output.contains("@@ -3,6 +3,6 @@") == !sideBySide, "\(output)")
    // Unified, a changed line keeps its start: nothing is cut.
    if !sideBySide { #expect(output.contains("+    title = \"Shelf\"  // Tidied")) }
  }

  @Test func theTerminalHeaderSaysWhyAndWhere() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let tidied = run(book, ["diff", "99", "1-tidied", "--width", "200"])
    #expect(tidied.contains("\nWhy: Tidied: a data source appears.\n"), "\(tidied)")
    #expect(tidied.contains("\nSmell: The controller is its own table's data source.\n"))
    #expect(tidied.contains("\nMove: A data source appears.\n"))
    #expect(tidied.contains("\nRead first: Read `ItemsViewController.swift` first"))
    #expect(tidied.contains("Where: On the main line, after 0-listed; next on the main line: 2-numbered;"))
    #expect(tidied.contains("next on the Reversed branch: 4-reversed"))
    #expect(!tidied.contains("the last step"))
    let kept = run(book, ["diff", "99", "3-kept", "--width", "200"])
    #expect(kept.contains("Where: On the main line, after 2-numbered; the last step of the main line."))
    let reversed = run(book, ["diff", "99", "4-reversed", "--width", "200"])
    #expect(reversed.contains("Where: On the Reversed branch (from 1-tidied), after 1-tidied; the last step"))
    // Two variants that are not parent and child: no step's story to tell.
    #expect(!run(book, ["diff", "99", "0", "2"]).contains("Why:"))
    // The exercise is no step: its diff with the step it starts from tells no story.
    #expect(!run(book, ["diff", "99", "exercise"]).contains("Why:"))
  }

  @Test func everyOtherFormatSaysWhyToo() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let html = run(book, ["diff", "99", "1-tidied", "--html"])
    let story = try #require(html.range(of: "<section class=\"story\">"))
    let summary = try #require(html.range(of: "<p class=\"summary\">"))
    #expect(story.lowerBound < summary.lowerBound, "the story opens the page, above the fold")
    #expect(
      html.contains("<p><strong>Smell.</strong> The controller is its own table&#39;s data source.</p>"))
    #expect(html.contains("<code>ItemsViewController.swift</code>"))
    let markdown = run(book, ["diff", "99", "1-tidied", "--markdown"])
    #expect(markdown.contains("**Move.** A data source appears.\n"))
    let json = run(book, ["diff", "99", "1-tidied", "--json"])
    #expect(json.contains("\"smell\" : \"The controller is its own table's data source.\""))
    #expect(json.contains("\"label\" : \"next on the main line\""))
    #expect(json.contains("\"isLast\" : false"))
  }

  @Test func inlineMarkdownBecomesHTML() {
    #expect(
      StepStory.inlineHTML("Read `a < b` and [the diff](x.md), then **more**")
        == "Read <code>a &lt; b</code> and the diff, then <strong>more</strong>")
  }

  /// The lesson's "Read …" paragraph, as a diff page says it: the label, this diff's command and
  /// its links go; another step's paragraph, or one that goes on to another command, is not used.
  @Test(arguments: [
    ("Read: `a` changes.", "`a` changes."),
    (
      "Read the diff: `swift run workbook diff 99 0-listed 1-tidied --unified` ([the diff](x.md), "
        + "[HTML](x.html)) — a guard in [the worker](W.swift).", "A guard in the worker."
    ),
    ("Read the diff: `swift run workbook diff 99 1-tidied 2-numbered --unified`. More.", nil),
    (
      "Read the diff: `swift run workbook diff 99 0-listed 1-tidied --unified`. `workbook verify 99` says.",
      nil
    ),
    ("Read the diff: `swift run workbook diff 99 0-listed 1-tidied --unified`.", nil),
  ])
  func theLessonsReadingGuide(paragraph: String, expected: String?) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let step = try #require(book.chapter.variant("1-tidied"))
    #expect(StepStory.readingGuide([paragraph], of: step, chapter: "99") == expected)
  }
}
