import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// The `workbook` commands end to end, on the Shelf chapter in a temporary folder.
@MainActor
struct RunnerTests {
  /// Runs the runner once; answers its exit code, output and errors.
  func run(_ book: ShelfBook, _ arguments: [String], style: TextStyle = .plain) -> (
    code: ExitCode, output: String, errors: String
  ) {
    let runner = book.runner(style: style)
    let code = runner.run(arguments)
    return (code, runner.console.output, runner.console.errors)
  }

  @Test func runPrintsTheMatrixThenEveryFailureAndExits2OnACrash() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    let result = run(book, ["run", "shelf"])
    #expect(result.code == .crashed)
    #expect(
      result.output.hasPrefix(
        """
        99 Shelf — A shelf of items
                     0-listed  1-tidied  2-numbered  3-kept  4-reversed  5-miscounted  exercise
          launch        ✓         ✓          ✓         ✓         ✓            ✓           ✓
          add-items     ✓         ✓          ≠         ≠         ✗            ‼           ✓
          sold-out      ✓         ✓          ✓         ✓         ✓            ✓           ✓
          ≠ add-items on 2-numbered, 3-kept: new items are numbered "Item #N"

        ✓ same as approved · ≠ declared divergence reproduced · ⚑ declared failure reproduced · ✗ differs · ‼ crashed
        1 chapter · 7 variants · 3 scenarios · 21 runs: 17 ✓, 2 ≠, 1 ✗, 1 ‼

        Failures (2)

        ✗ Shelf · variant 4-reversed · scenario add-items: differs from the approved transcript at action 2
          --- approved
          +++ actual
            ▶ 2. tap "+"
        """))
    #expect(
      result.output.contains("\n‼ Shelf · variant 5-miscounted · scenario add-items: crashed at action 2\n"))
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: [
    (
      ["run", "99", "--variant", "0", "--variant", "tidied", "--variant", "Listed"], "✓✓✓✓✓✓" as String?,
      ExitCode.success
    ),
    (["run", "99", "--variant", "reversed", "--scenario", "add-items"], "✗", .checksFailed),
    (["run", "1-shelf"], nil, .usage),
    (["run", "99", "--variant", "2", "--variant", "3"], "✓✓≠≠✓✓", .success),
    ([], nil, .crashed),
  ])
  func runSelectsVariantsAndScenarios(arguments: [String], symbols: String?, code: ExitCode) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    let result = run(book, arguments)
    #expect(result.code == code)
    if let symbols {
      let grid = result.output.split(separator: "\n").dropFirst(2).prefix {
        $0.hasPrefix("  ") && !$0.hasPrefix("  ≠")
      }
      #expect(grid.flatMap { $0.filter { "✓≠✗‼".contains($0) } }.map(String.init).joined() == symbols)
    }
  }

  @Test func jsonOutputIsMachineReadableWithSortedKeys() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    let result = run(book, ["run", "99", "--json"])
    #expect(result.code == .crashed)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(
      summary["runs"] == 21 && summary["crashed"] == 1 && summary["differs"] == 1
        && summary["divergences"] == 2)
    #expect(json["exitCode"] as? Int == 2)
    #expect(
      result.output.range(of: "\"chapters\"")!.lowerBound
        < result.output.range(of: "\"exitCode\"")!.lowerBound)
    #expect(run(book, ["run", "99", "--json"]).output == result.output, "stable from run to run")

    let list = run(book, ["list", "--json"])
    #expect(list.output.contains("\"sourceFolder\" : \"Chapters/99-Shelf/Steps/2-Numbered\""))
    #expect(list.output.contains("\"parent\" : \"1-tidied\""))

    let show = run(book, ["show", "99", "0", "add-items", "--json"])
    let shown = try #require(try JSONSerialization.jsonObject(with: Data(show.output.utf8)) as? [String: Any])
    #expect((shown["entries"] as? [Any])?.count == 3)
    #expect(shown["approved"] as? Bool == false)
  }

  @Test(arguments: [
    (["run", "7"], "no chapter \"7\"; the chapters are: 99 Shelf"),
    (["show", "shelves", "0", "launch"], "no chapter \"shelves\"; the chapters are: 99 Shelf"),
    (
      ["run", "99", "--variant", "9"],
      "Shelf has no variant \"9\"; its variants are: 0-listed (0, Listed), 1-tidied"
    ),
    (["show", "99", "massive", "launch"], "Shelf has no variant \"massive\"; its variants are:"),
    (
      ["show", "99", "0", "add"],
      "Shelf has no scenario \"add\"; its scenarios are: launch, add-items, sold-out"
    ),
    (["diff", "99", "0-listed"], "0-listed is the root of Shelf: it has no parent to compare with"),
    (["approve", "01"], "no chapter \"01\"; the chapters are: 99 Shelf"),
  ])
  func unknownNamesListWhatExists(arguments: [String], message: String) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let result = run(book, arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("workbook: \(message)"), "\(result.errors)")
  }

  @Test(arguments: [("99", "0", "launch"), ("shelf", "listed", "LAUNCH"), ("99-shelf", "0-Listed", "launch")])
  func showPrintsTheTranscriptWhateverTheSpelling(chapter: String, variant: String, scenario: String) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let result = run(book, ["show", chapter, variant, scenario])
    #expect(result.code == .success)
    #expect(
      result.output == book.catalog.transcript(of: book.scenario("launch"), on: book.variant("0-listed")).text
    )
  }

  @Test func showApprovedPrintsTheFileTheVariantMustReproduce() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let before = run(book, ["show", "99", "3-kept", "add-items", "--approved"])
    #expect(before.code == .checksFailed)
    #expect(before.errors.contains("no approved transcript for add-items on 3-kept yet"))
    _ = run(book, ["approve", "99"])
    let after = run(book, ["show", "99", "3-kept", "add-items", "--approved"])
    #expect(after.code == .success)
    #expect(after.output.contains("Item #4"), "3-kept inherits 2-numbered's divergence")
  }

  @Test func listShowsTheVariantTreeScenariosAndDivergences() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    #expect(
      run(book, ["list"]).output == """
        99 Shelf — A shelf of items
          Variants (each under the parent it is diffed against):
            0-listed            Listed
            ├─ 1-tidied         Tidied
            │  ├─ 2-numbered    Numbered
            │  │  └─ 3-kept     Kept
            │  ├─ 4-reversed    Reversed
            │  └─ 5-miscounted  Miscounted
            └─ exercise         Exercise
          Scenarios:
            launch     The shelf lists what is in stock
            add-items  + adds an item at the end, twice
            sold-out   An item sold out before launch is not listed
          Declared divergences:
            ≠ from 2-numbered on, add-items: new items are numbered "Item #N"

        """)
  }

  @Test func listNamesOneChapterOrSaysWhichExist() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    #expect(run(book, ["list", "shelf"]).output == run(book, ["list"]).output)
    let unknown = run(book, ["list", "7"])
    #expect(unknown.code == .usage)
    #expect(unknown.errors.hasPrefix("workbook: no chapter \"7\"; the chapters are: 99 Shelf"))
  }

  @Test func approveListsTheFilesAndWarnsAboutChangedOnes() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let first = run(book, ["approve", "99"])
    #expect(first.code == .success)
    #expect(
      first.output == """
        Recorded 4 approved transcripts of 99 Shelf in Chapters/99-Shelf/Transcripts:
          launch.txt                new
          add-items.txt             new
          sold-out.txt              new
          add-items@2-numbered.txt  new
        No existing approved transcript changed.

        """)
    let folder = book.catalog.folder.appendingPathComponent("Transcripts")
    let launch = folder.appendingPathComponent("launch.txt")
    let approved = try String(contentsOf: launch, encoding: .utf8)
    try approved.replacingOccurrences(of: "Bread", with: "Baguette").write(
      to: launch, atomically: true, encoding: .utf8)
    try "old\n".write(to: folder.appendingPathComponent("renamed.txt"), atomically: true, encoding: .utf8)

    let second = run(book, ["approve", "shelf"])
    #expect(
      second.output.contains("  launch.txt                CHANGED\n  add-items.txt             unchanged\n"))
    #expect(
      second.output.contains(
        "  renamed.txt               not recorded any more: delete it if its scenario is gone"))
    #expect(
      second.output.contains(
        "⚠ 1 approved transcript changed. A changed approved transcript is a behaviour change"))
    #expect(second.output.contains("-      Baguette\n+      Bread"))
    #expect(try String(contentsOf: launch, encoding: .utf8) == approved)
  }

  @Test func diffComparesFoldersWithTheParentOrANamedVariant() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let sideBySide = run(book, ["diff", "99", "1-tidied"])
    #expect(sideBySide.code == .success)
    #expect(
      sideBySide.output == """
        99 Shelf: 0-listed → 1-tidied · 2 files · +2 −1

        Why: Tidied: a data source appears.
        Smell: The controller is its own table's data source.
        Move: A data source appears.
        Read first: Read `ItemsViewController.swift` first (modified, +1 −1): the diff opens with the file
        that loses the most lines, then the files that receive its code.
        Where: On the main line, after 0-listed; next on the main line: 2-numbered; next on the Reversed
        branch: 4-reversed; next on the Miscounted branch: 5-miscounted.

        Chapters/99-Shelf/Steps/0-Listed                   Chapters/99-Shelf/Steps/1-Tidied

        ── ItemsViewController.swift · modified · +1 −1 ────────────────────────────────────────────────────
           ⋯ 2 unchanged lines
         3                                                  3
         4   override func viewDidLoad() {                  4   override func viewDidLoad() {
         5     super.viewDidLoad()                          5     super.viewDidLoad()
         6     title = "Shelf"                           |  6     title = "Shelf"  // Tidied
         7   }                                              7   }
         8 }                                                8 }

        ── ItemsDataSource.swift · added · +1 −0 ───────────────────────────────────────────────────────────
                                                         >  1 final class ItemsDataSource {}

        """)
    let unified = run(book, ["diff", "99", "0", "tidied", "--unified", "--context", "1"])
    #expect(
      unified.output == """
        --- Chapters/99-Shelf/Steps/0-Listed/ItemsViewController.swift
        +++ Chapters/99-Shelf/Steps/1-Tidied/ItemsViewController.swift
        @@ -5,3 +5,3 @@
             super.viewDidLoad()
        -    title = "Shelf"
        +    title = "Shelf"  // Tidied
           }
        --- /dev/null
        +++ Chapters/99-Shelf/Steps/1-Tidied/ItemsDataSource.swift
        @@ -0,0 +1 @@
        +final class ItemsDataSource {}

        """)
    let markdown = run(book, ["diff", "99", "2", "--markdown"])
    #expect(
      markdown.output.hasPrefix(
        "## 99 Shelf: 1-tidied → 2-numbered\n\n**Why.** Numbered: new items are numbered.\n")
        && markdown.output.contains("\n\n2 files · +1 −2.\n\n### `ItemsDataSource.swift` — removed"))
    #expect(markdown.output.contains("```diff\n@@ -3,6 +3,6 @@"))
    let html = run(book, ["diff", "99", "2", "--html"])
    #expect(
      html.output.hasPrefix("<!DOCTYPE html>")
        && html.output.contains("<title>99 Shelf: 1-tidied → 2-numbered</title>"))
    let json = run(book, ["diff", "99", "1-tidied", "--json"])
    #expect(json.code == .success && json.output.contains("\"summary\" : \"2 files · +2 −1\""))
    #expect(json.output.contains("\"moves\" : ["))
    let same = run(book, ["diff", "99", "exercise"])
    #expect(same.output == "99 Shelf: 0-listed → exercise · no changes\n")
    #expect(
      run(book, ["diff", "99", "1", "--width", "60", "--side-by-side"]).output.split(separator: "\n")
        .allSatisfy {
          $0.count <= 60
        })
  }

  @Test func colourOnlyWhenTheEnvironmentAsksForIt() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    for arguments in [["run", "99"], ["list"], ["diff", "99", "1"], ["show", "99", "5", "add-items"]] {
      #expect(!run(book, arguments).output.contains("\u{1B}["), "\(arguments) plain")
      #expect(run(book, arguments, style: .ansi).output.contains("\u{1B}["), "\(arguments) in colour")
    }
  }

  @Test func docsAreGeneratedDeterministicallyAndCheckedForStaleness() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let missing = run(book, ["docs", "--check"])
    #expect(missing.code == .checksFailed, "\(missing.errors)")
    #expect(missing.output.contains("  missing:    docs/chapters/README.md"))

    // A lesson asks for the measured comparison between two marker lines.
    let lesson = book.catalog.folder.appendingPathComponent("README.md")
    try
      "# Shelf\n\n\(DocsGenerator.comparisonStart)\nold figures\n\(DocsGenerator.comparisonEnd)\n\nThe end.\n"
      .write(to: lesson, atomically: true, encoding: .utf8)

    let written = run(book, ["docs"])
    #expect(written.code == .success, "\(written.errors)")
    #expect(written.output.hasPrefix("docs/chapters: 25 files, 24 new, 1 updated, 0 removed, 0 unchanged."))
    let measured = try String(contentsOf: lesson, encoding: .utf8)
    #expect(measured.hasPrefix("# Shelf\n\n\(DocsGenerator.comparisonStart)\n\n| | 0-listed · Massive |"))
    #expect(measured.hasSuffix("\(DocsGenerator.comparisonEnd)\n\nThe end.\n"))
    #expect(!measured.contains("old figures"))
    let docs = book.root.appendingPathComponent("docs/chapters")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: docs.appendingPathComponent("99-Shelf").path)
        .sorted() == [
          "1-tidied.html", "1-tidied.md", "2-numbered.html", "2-numbered.md", "3-kept.html", "3-kept.md",
          "4-reversed.html", "4-reversed.md", "5-miscounted.html", "5-miscounted.md", "README.md",
          "index.html", "lesson.html", "line-count.svg", "transcript-add-items.html",
          "transcript-add-items.md",
          "transcript-launch.html", "transcript-launch.md", "transcript-sold-out.html",
          "transcript-sold-out.md",
        ], "every step but the root, and not the exercise; the chapter's page, its chart, its transcripts")
    #expect(FileManager.default.fileExists(atPath: book.root.appendingPathComponent("docs/.nojekyll").path))
    let html = try String(contentsOf: docs.appendingPathComponent("99-Shelf/index.html"), encoding: .utf8)
    #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"line-count-chart\""))
    #expect(html.contains("<a href=\"transcript-add-items.html\"><code>add-items</code></a>"))
    #expect(html.contains("<a href=\"../index.html\">all chapters</a>"))
    #expect(!html.contains("<script"))
    let transcript = try String(
      contentsOf: docs.appendingPathComponent("99-Shelf/transcript-add-items.md"), encoding: .utf8)
    #expect(
      transcript.contains("# 99 Shelf · scenario `add-items`") && transcript.contains("## Not approved yet"))
    let chapterPage = try String(
      contentsOf: docs.appendingPathComponent("99-Shelf/README.md"), encoding: .utf8)
    #expect(
      chapterPage.contains(
        "| 2-numbered · Numbered | 1-tidied | 2 files · +1 −2 | [Markdown](2-numbered.md)"))
    #expect(
      chapterPage.contains("| types testable without a screen | 0 | 0 | 1 | 0 |"), "4-reversed's presenter")
    let page = try String(contentsOf: docs.appendingPathComponent("99-Shelf/2-numbered.md"), encoding: .utf8)
    #expect(page.contains("# 99 Shelf · 2-numbered: Numbered"))
    #expect(page.contains("previous: [1-tidied](1-tidied.md) · next on the main line: [3-kept](3-kept.md)"))
    #expect(page.contains("**Why.** Numbered: new items are numbered.\n"))
    #expect(page.contains("```diff\n@@ -3,6 +3,6 @@"))
    let index = try String(contentsOf: docs.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      index.contains(
        "| 2-numbered · Numbered | 1-tidied | 2 files · +1 −2 | [Markdown](99-Shelf/2-numbered.md)"))
    #expect(run(book, ["docs", "--check"]).code == .success)
    #expect(
      run(book, ["docs"]).output.hasPrefix(
        "docs/chapters: 25 files, 0 new, 0 updated, 0 removed, 25 unchanged."))

    // `make site` links the front page's tutorials: current for the check, written back by `docs`.
    let front = book.root.appendingPathComponent("docs/index.html")
    let unlinked = try String(contentsOf: front, encoding: .utf8)
    let title = "99 Shelf — A shelf of items"
    let linked = unlinked.replacingOccurrences(
      of: "<span class=\"tutorial\">\(title)</span>",
      with: "<a href=\"tutorials/static/tutorials/unmassive/shelf/index.html\">\(title)</a>")
    #expect(linked != unlinked)
    try linked.write(to: front, atomically: true, encoding: .utf8)
    #expect(run(book, ["docs", "--check"]).code == .success)
    try (linked + "<!-- outside the block -->").write(to: front, atomically: true, encoding: .utf8)
    #expect(run(book, ["docs", "--check"]).code == .checksFailed, "only the block may differ")
    try linked.write(to: front, atomically: true, encoding: .utf8)
    #expect(run(book, ["docs"]).output.contains("updated: docs/index.html"))
    #expect(try String(contentsOf: front, encoding: .utf8) == unlinked)

    // A source changes: the docs are stale until regenerated; a leftover page is unexpected.
    let source = book.catalog.folder.appendingPathComponent("Steps/3-Kept/ItemsViewController.swift")
    try "changed\n".write(to: source, atomically: true, encoding: .utf8)
    try "old\n".write(
      to: docs.appendingPathComponent("99-Shelf/9-gone.md"), atomically: true, encoding: .utf8)
    let stale = run(book, ["docs", "--check"])
    #expect(stale.code == .checksFailed)
    #expect(
      stale.output == """
        docs/chapters is stale; run `swift run workbook docs` (or `make docs`) and commit the result:
          stale:      Chapters/99-Shelf/README.md
          stale:      docs/chapters/99-Shelf/3-kept.html
          stale:      docs/chapters/99-Shelf/3-kept.md
          stale:      docs/chapters/99-Shelf/README.md
          stale:      docs/chapters/99-Shelf/index.html
          stale:      docs/chapters/99-Shelf/lesson.html
          stale:      docs/chapters/99-Shelf/line-count.svg
          stale:      docs/chapters/README.md
          stale:      docs/index.html
          unexpected: docs/chapters/99-Shelf/9-gone.md

        """)
    _ = run(book, ["docs"])
    #expect(run(book, ["docs", "--check"]).code == .success)
    #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("99-Shelf/9-gone.md").path))

    // A page whose step is gone is enough to fail the check.
    try "old\n".write(
      to: docs.appendingPathComponent("99-Shelf/9-gone.html"), atomically: true, encoding: .utf8)
    #expect(run(book, ["docs", "--check"]).code == .checksFailed)
  }
}
