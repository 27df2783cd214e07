import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// `workbook docc`: the DocC catalog, on the Shelf chapter in a temporary folder, and DocC's rules
/// on the committed catalog.
@MainActor
struct DoccTests {
  nonisolated static let folder = DoccGenerator.catalogFolder

  /// A lesson in the shapes the chapters' lessons take: a heading per step (with a tagline, or
  /// linking the step's folder), a bold paragraph per step, a section that gives the step's diff
  /// (in the form that reads at 100 columns, `--unified`), a section that links the step's folder
  /// in its text.
  static let lesson = """
    # Shelf

    ## The smell

    The list does everything. See [the branches](#branches) and [CleanStore](https://example.com/a), and
    [its diff](../../docs/chapters/99-Shelf/1-tidied.html).

    ## The steps

    ### 1 · Tidied — the data source gets a type

    `ItemsDataSource` appears.

    #### Why

    @objc is gone.

    ### 2 · Numbered — [Steps/2-Numbered](Steps/2-Numbered)

    Items are numbered.

    ## Branches

    **4 · Reversed — the presenter puts new items first.**
    `ItemsPresenter` decides.

    Not about step 4.

    ## Miscounting

    `swift run workbook diff 99 1-tidied 5-miscounted --unified`: one short, read whole.

    ## 6 · Reasoned — a step with a reason in the catalog

    The lesson's long story, which the reason says in short.

    Read: the comment on the title.

    ## 7 · Plain — a step without a reason in the catalog

    `Plain` keeps the lesson's words.

    ## As kept

    [Steps/3-Kept](Steps/3-Kept) keeps the numbers.

    \(prose)
    \(extraProse)
    """

  /// The lesson's sentence for each code step of the Shelf.
  static let prose = """
    ## The tutorial, file by file

    ### 0-listed

    - `ItemsViewController.swift`: The shelf's one controller.

    ### 1-tidied

    - `ItemsViewController.swift`: Mark the title, which the data source leaves.
    - `ItemsDataSource.swift`: Create ItemsDataSource.swift: the table's data source, a type of
      its own.

    ### 2-numbered

    - `ItemsViewController.swift`: Number the new items.

    ### 3-kept

    - `ItemsViewController.swift`: Keep the sources.

    ### 4-reversed

    - `ItemsViewController.swift`: Let the presenter order the items.
    - `ItemsPresenter.swift`: Create ItemsPresenter.swift: it puts new items first.

    ### 5-miscounted

    - `ItemsViewController.swift`: Keep one count.

    """

  /// The sentences of the two steps `extraVariants: [reasoned, plain]` adds.
  static let extraProse = """
    ### 6-reasoned

    - `ItemsViewController.swift`: Comment the title.

    ### 7-plain

    - `ItemsViewController.swift`: Say it plainly.

    """

  func run(_ book: ShelfBook, _ arguments: [String]) -> (code: ExitCode, output: String, errors: String) {
    let runner = book.runner()
    let code = runner.run(arguments)
    return (code, runner.console.output, runner.console.errors)
  }

  func read(_ book: ShelfBook, _ path: String) throws -> String {
    try String(contentsOf: book.root.appendingPathComponent("\(Self.folder)/\(path)"), encoding: .utf8)
  }

  /// A step whose catalog says why it is there.
  static let reasoned = Variant<ShelfWorld>.step(
    "6-Reasoned", title: "Reasoned", parent: "1-Tidied", reason: "The catalog's reason, in short."
  ) { HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .correct)) }

  /// A step whose catalog gives no reason: its section is the lesson's.
  static let plain = Variant<ShelfWorld>.step("7-Plain", title: "Plain", parent: "1-Tidied") {
    HeadlessApp.launch(ShelfAppDelegate(world: $0, behaviour: .correct))
  }

  @Test func theCatalogIsGeneratedDeterministicallyAndCheckedForStaleness() throws {
    let book = try ShelfBook(extraVariants: [Self.reasoned, Self.plain])
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    try Self.lesson.write(
      to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let missing = run(book, ["docc", "--check"])
    #expect(missing.code == .checksFailed)
    #expect(missing.output.contains("  missing:    \(Self.folder)/Unmassive.tutorial"))

    try Self.lesson.replacingOccurrences(of: "- `ItemsViewController.swift`: Comment the title.\n", with: "")
      .write(to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let unwritten = run(book, ["docc"])
    #expect(unwritten.code == .checksFailed)
    #expect(
      unwritten.errors.contains(
        "Chapters/99-Shelf/README.md: 6-reasoned: no sentence for `ItemsViewController.swift`"),
      "\(unwritten.errors)")
    #expect(run(book, ["docc", "--check"]).code == .checksFailed)
    try Self.lesson.write(
      to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)

    let written = run(book, ["docc"])
    #expect(written.code == .success, "\(written.errors)")
    #expect(written.output.hasPrefix("\(Self.folder): 16 files, 16 new, 0 updated, 0 removed, 0 unchanged."))
    #expect(run(book, ["docc", "--check"]).code == .success)
    #expect(
      run(book, ["docc"]).output.hasPrefix(
        "\(Self.folder): 16 files, 0 new, 0 updated, 0 removed, 16 unchanged."))

    let toc = try read(book, "Unmassive.tutorial")
    #expect(
      toc.contains(
        "@Chapter(name: \"99 Shelf\") {\n    8 steps (a main line and 4 branches), 3 scenarios.\n\n    @Image(source: \"99-Shelf-steps.svg\""
      ))
    #expect(toc.contains("@TutorialReference(tutorial: \"doc:Shelf\")"))
    #expect(toc.contains("Each chapter in each architecture, measured by `swift run workbook compare`:"))
    #expect(toc.contains("- 99 Shelf — Massive: 0-listed · "), "the book's grid, a line per chapter")
    let tutorial = try read(book, "99-Shelf/Shelf.tutorial")
    #expect(
      tutorial.contains(
        "@Intro(title: \"A shelf of items\") {\n    The list does everything. See the branches and [CleanStore](https://example.com/a), and\n    "
          + "[its diff](/chapters/99-Shelf/1-tidied.html).\n  }"
      ))
    #expect(
      tutorial.contains(
        "@Code(name: \"ItemsViewController.swift\", file: \"99-2-numbered-ItemsViewController.swift\", "
          + "previousFile: \"99-1-tidied-ItemsViewController.swift\")"))
    #expect(
      tutorial.contains(
        "@Code(name: \"ItemsDataSource.swift\", file: \"99-1-tidied-ItemsDataSource.swift\")\n"))
    #expect(tutorial.contains("Removed: `ItemsDataSource.swift`."), "2-numbered removes what 1-tidied added")
    #expect(
      tutorial.contains(
        "[the side-by-side diff of 2-numbered](/chapters/99-Shelf/2-numbered.html)"))
    #expect(tutorial.contains("It starts a branch from **1-tidied**."), "4-reversed")
    #expect(
      tutorial.contains(
        "@Step {\n        Create ItemsDataSource.swift: the table's data source, a type of its own.\n\n"
          + "        @Code(name: \"ItemsDataSource.swift\", file: \"99-1-tidied-ItemsDataSource.swift\")\n\n"
          + "        A new file, `ItemsDataSource.swift`: 1 line, all new.\n      }"),
      "the lesson's sentence, the code, then what changed as its caption; a new file said to be new")
    #expect(
      tutorial.contains(
        "@Section(title: \"6 · Reasoned\") {\n    @ContentAndMedia {\n      The catalog's reason, in short.\n\n"
          + "      Read: the comment on the title.\n\n      **6-reasoned** compared with its parent"),
      "the catalog's reason, then what the lesson says to read")
    #expect(!tutorial.contains("The lesson's long story"))
    #expect(
      tutorial.contains(
        "*a step without a reason in the catalog*\n\n      `Plain` keeps the lesson's words."),
      "no reason: the lesson")
    #expect(
      tutorial.contains(
        "@Code(name: \"add-items.txt\", file: \"99-scenario-add-items-at-2-numbered.txt\", "
          + "previousFile: \"99-scenario-add-items.txt\")"),
      "the declared divergence, beside the transcript before it")
    #expect(
      try read(book, "99-Shelf/Resources/99-0-listed-ItemsViewController.swift")
        == String(
          contentsOf: book.catalog.folder.appendingPathComponent("Steps/0-Listed/ItemsViewController.swift"),
          encoding: .utf8))

    // A source changes: stale until regenerated; a leftover file is unexpected, then removed.
    try "changed\n".write(
      to: book.catalog.folder.appendingPathComponent("Steps/3-Kept/ItemsViewController.swift"),
      atomically: true,
      encoding: .utf8)
    try "old\n".write(
      to: book.root.appendingPathComponent("\(Self.folder)/99-Shelf/Resources/gone.swift"), atomically: true,
      encoding: .utf8)
    let stale = run(book, ["docc", "--check"])
    #expect(stale.code == .checksFailed)
    #expect(
      stale.output == """
        \(Self.folder) is stale; run `swift run workbook docc` and commit the result:
          stale:      \(Self.folder)/99-Shelf/Resources/99-3-kept-ItemsViewController.swift
          stale:      \(Self.folder)/99-Shelf/Resources/99-Shelf-steps.svg
          stale:      \(Self.folder)/99-Shelf/Shelf.tutorial
          stale:      \(Self.folder)/Unmassive.tutorial
          unexpected: \(Self.folder)/99-Shelf/Resources/gone.swift

        """)
    _ = run(book, ["docc"])
    #expect(run(book, ["docc", "--check"]).code == .success)
    #expect(
      run(book, ["docc", "--check", "--diff-pages-url", "https://example.com/docs/chapters"]).code
        == .checksFailed,
      "the committed catalog links the default address")
    #expect(run(book, ["docc", "--diff-pages-url", "docs/chapters"]).code == .usage)
  }

  /// A lesson whose prose and code steps differ, made on purpose, and the problem it must give.
  @Test(
    arguments: [
      (
        "- `ItemsViewController.swift`: Keep one count.\n", "",
        "5-miscounted: no sentence for `ItemsViewController.swift`"
      ),
      (
        "- `ItemsPresenter.swift`: Create ItemsPresenter.swift",
        "- `Presenter.swift`: Create Presenter.swift",
        "a sentence for `Presenter.swift`, which 4-reversed does not change or add"
      ),
      (
        "### 6-reasoned", "### 6-reasoned-away",
        "prose for 6-reasoned-away, which is not a step of the chapter"
      ),
      (": Create ItemsPresenter.swift: it", ": It", "4-reversed adds `ItemsPresenter.swift`: say so"),
      (
        "- `ItemsViewController.swift`: Say it plainly.", "- ItemsViewController.swift says it plainly.",
        "a bullet that is not"
      ),
      ("## The tutorial, file by file", "## The tutorial", "no section \"## The tutorial, file by file\""),
    ] as [(String, String, String)])
  func theProseAndTheCodeStepsMatch(_ old: String, _ new: String, _ problem: String) throws {
    let book = try ShelfBook(extraVariants: [Self.reasoned, Self.plain])
    defer { book.remove() }
    let code = try StepCode(book.chapter)
    #expect(
      TutorialProse(markdown: Self.lesson).problems(code) == [], "the lesson has a sentence per code step")
    let broken = Self.lesson.replacingOccurrences(of: old, with: new)
    #expect(broken != Self.lesson, "the breakage changed something")
    let problems = TutorialProse(markdown: broken).problems(code)
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }

  /// Which lesson section explains each step, as the lessons write them.
  @Test(
    arguments: [
      ("1-tidied", "1 · Tidied — the data source gets a type"),
      ("2-numbered", "2 · Numbered — [Steps/2-Numbered](Steps/2-Numbered)"),
      ("4-reversed", "4 · Reversed — the presenter puts new items first"),
      ("5-miscounted", "Miscounting"),
      ("3-kept", "As kept"),
      ("0-listed", nil),
    ] as [(String, String?)])
  func theLessonSectionOfAStep(_ step: String, _ heading: String?) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    let lesson = LessonSections(markdown: Self.lesson)
    let variant = try #require(book.chapter.variant(step))
    let section = lesson.section(for: variant, chapter: "99")
    #expect(section?.heading == heading)
    if step == "4-reversed" { #expect(section?.lines == ["`ItemsPresenter` decides."], "its paragraph only") }
    if step == "1-tidied" { #expect(section?.lines.contains("#### Why") == true, "its subsections too") }
  }

  @Test(
    arguments: [
      (
        "See [the lesson](../README.md) and [Swift](https://swift.org).",
        "See the lesson and [Swift](https://swift.org)."
      ),
      ("![chart](chart.svg) [a](#b)", "![chart](chart.svg) a"),
      ("#### Why", "**Why**"),
      ("<!-- generated -->", nil),
      ("@objc stays text", "\\@objc stays text"),
      ("```swift\n#if os(Linux)\n[a](b)\n```", "```swift\n#if os(Linux)\n[a](b)\n```"),
    ] as [(String, String?)])
  func lessonMarkdownMadeFitForDocC(_ lesson: String, _ docc: String?) {
    let converted = DoccMarkdown.fromLesson(lesson.components(separatedBy: "\n"))
    #expect(converted == (docc.map { $0.components(separatedBy: "\n") } ?? []))
  }

  /// Where code moved, said in the step of each file (DocC shows no moves).
  @Test func aStepNamesWhereItsCodeMoved() {
    let block = ["func save(_ meals: [Meal]) {", "  let data = encode(meals)", "  write(data, to: url)", "}"]
    let diff = SourceDiff(
      oldLabel: "old", newLabel: "new",
      oldFiles: ["List.swift": (["final class List {"] + block + ["}"]).joined(separator: "\n") + "\n"],
      newFiles: [
        "List.swift": "final class List {\n}\n",
        "Store.swift": (["final class Store {"] + block + ["}"]).joined(separator: "\n") + "\n",
      ])
    #expect(
      DoccGenerator.moves(of: "List.swift", in: diff)
        == " Lines 2–5 of the version before moved to `Store.swift:2`.")
    #expect(
      DoccGenerator.moves(of: "Store.swift", in: diff)
        == " Lines 2–5 moved here from `List.swift:2` (before this step).")
  }

  /// What a step changed or took out of a file, and did not move, named in the step's caption.
  @Test func aStepNamesTheOldLinesItChangedOrTookOut() {
    let diff = SourceDiff(
      oldLabel: "old", newLabel: "new",
      oldFiles: [
        "List.swift": "final class List {\n  var count = 0\n  func log() {}\n}\n", "Gone.swift": "a\n",
      ],
      newFiles: ["List.swift": "final class List {\n  private var count = 0\n}\n"])
    #expect(
      DoccGenerator.removedHere(of: "List.swift", in: diff)
        == "The lines it changed or took out, as before: `var count = 0` · `func log() {}`.")
    #expect(DoccGenerator.removedHere(of: "Gone.swift", in: diff) == nil, "a removed file is the section's")
  }

  /// A breakage of DocC's rules, made on purpose in a good catalog, and the problem it must give.
  struct Breakage: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let problem: String
    let change: @Sendable ([DocsGenerator.File]) -> [DocsGenerator.File]
  }

  nonisolated static let breakages = [
    Breakage(
      testDescription: "two files with one name",
      problem: "two files named 99-0-listed-ItemsViewController.swift"
    ) {
      $0 + [.init(path: "\(folder)/Elsewhere/99-0-listed-ItemsViewController.swift", contents: "")]
    },
    Breakage(testDescription: "a file shown by two steps", problem: "is shown by two steps") {
      edit(
        $0, "file: \"99-2-numbered-ItemsViewController.swift\"",
        "file: \"99-1-tidied-ItemsViewController.swift\"")
    },
    Breakage(testDescription: "a file that is not there", problem: "no file named 99-9-gone.swift") {
      edit($0, "previousFile: \"99-1-tidied-ItemsViewController.swift\"", "previousFile: \"99-9-gone.swift\"")
    },
    Breakage(
      testDescription: "a chapter named as a tutorial",
      problem: "has the address of the tutorial shelf.tutorial"
    ) {
      edit($0, "@Chapter(name: \"99 Shelf\")", "@Chapter(name: \"Shelf\")")
    },
    Breakage(testDescription: "a chapter without its image", problem: "chapter \"99 Shelf\" has no @Image") {
      edit($0, "@Image(source: \"99-Shelf-steps.svg\"", "@Video(source: \"99-Shelf-steps.svg\"")
    },
    Breakage(testDescription: "a step without code", problem: "a @Step without @Code") {
      edit($0, "@Code(name: \"ItemsDataSource.swift\"", "@Comment(name: \"ItemsDataSource.swift\"")
    },
    Breakage(testDescription: "two sections with one title", problem: "a second section \"1 · Tidied\"") {
      edit($0, "@Section(title: \"2 · Numbered\")", "@Section(title: \"1 · Tidied\")")
    },
    Breakage(testDescription: "a reference to no tutorial", problem: "no tutorial named Shelves") {
      edit($0, "doc:Shelf\"", "doc:Shelves\"")
    },
  ]

  /// Replaces text in the first catalog file that holds it.
  nonisolated static func edit(_ files: [DocsGenerator.File], _ old: String, _ new: String) -> [DocsGenerator
    .File]
  {
    guard let index = files.firstIndex(where: { $0.contents.contains(old) }) else { return files }
    var files = files
    files[index] = .init(
      path: files[index].path, contents: files[index].contents.replacingOccurrences(of: old, with: new))
    return files
  }

  @Test(arguments: breakages)
  func docCsRulesCatchWhatTheConverterDoesNot(_ breakage: Breakage) throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    let files = try DoccGenerator(chapters: [book.chapter], packageRoot: book.root).files()
    #expect(DoccRules.problems(in: files, under: Self.folder) == [], "the generated catalog keeps them")
    let broken = breakage.change(files)
    #expect(broken != files, "the breakage changed something")
    let problems = DoccRules.problems(in: broken, under: Self.folder)
    #expect(problems.contains { $0.contains(breakage.problem) }, "\(problems)")
  }

  /// The committed catalog (the whole book's, generated by `workbook docc`) keeps DocC's rules;
  /// `workbook docc --check` in CI says it is current.
  @Test func theCommittedCatalogKeepsDocCsRules() throws {
    let root = PackageRoot.url
    let texts = try SourceFolder.textFiles(in: root.appendingPathComponent(Self.folder))
    let files = texts.map { DocsGenerator.File(path: "\(Self.folder)/\($0.key)", contents: $0.value) }
    #expect(files.count > 100)
    #expect(DoccRules.problems(in: files, under: Self.folder) == [])
  }

  /// The Shelf's catalog through the toolchain's `docc`, warnings as errors: it converts, and the
  /// viewer is told to highlight the line the step changed.
  @Test(.enabled(if: DoccTests.docc != nil, "the toolchain's docc"))
  func theCatalogConvertsAndHighlightsTheChangedLines() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    _ = run(book, ["approve", "99"])
    try "# Shelf\n\n\(Self.prose)".write(
      to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    #expect(run(book, ["docc"]).code == .success)
    let archive = book.root.appendingPathComponent("Unmassive.doccarchive")
    let process = Process()
    process.executableURL = Self.docc
    process.arguments = [
      "convert", book.root.appendingPathComponent(Self.folder).path, "--warnings-as-errors",
      "--fallback-display-name", "Unmassive", "--fallback-bundle-identifier", "org.unmassive.tutorials",
      "--output-path", archive.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let page = try Data(contentsOf: archive.appendingPathComponent("data/tutorials/unmassive/shelf.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: page) as? [String: Any])
    let references = try #require(json["references"] as? [String: [String: Any]])
    let tidied = try #require(references["99-1-tidied-ItemsViewController.swift"])
    #expect(tidied["highlights"] as? [[String: Int]] == [["line": 6]], "the line 1-tidied changed")
  }

  /// The toolchain's `docc`, beside `swift` (nil if it is not there).
  nonisolated static let docc: URL? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("docc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()
}
