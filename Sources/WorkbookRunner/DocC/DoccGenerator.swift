import Foundation
import SwiftScanning
import Workbook

/// Generates the book's DocC catalog: a table of contents with a chapter per chapter, and per
/// chapter a tutorial whose sections are its steps (the main line, then each branch), each step
/// of a section one changed or added file, shown with `@Code(name:file:previousFile:)` so that
/// DocC's viewer highlights the lines the step added or changed. Each such step says what to do
/// and why in the sentence the chapter's lesson gives it (`TutorialProse`), then, as its caption,
/// what moved where and a few old lines it changed or took out.
///
/// What DocC cannot show (removed lines, changed words, moved code) each section links to: the
/// step's side-by-side page of docs/chapters, under `diffPagesURL`.
/// The output depends only on the sources, so `workbook docc --check` tells CI whether the
/// committed catalog is current.
public struct DoccGenerator: Sendable {
  public let chapters: [Chapter]
  public let packageRoot: URL
  /// Where docs/chapters is served, ending in "/": an address or a path from the host's root, since
  /// DocC keeps a relative link as written and its viewer resolves it against its own route.
  public let diffPagesURL: String
  /// Every step's files read and lexed once, for the grid, the charts and the tutorials' code.
  private let sources = SourceCache()
  /// Each chapter's code steps (a diff per step), worked out once for the tutorial and its prose's
  /// check.
  private let stepCodes = Memo<StepCode>()
  /// Each step's diff against its parent, by step folder: made step by step on every core.
  private let stepDiffs = Memo<SourceDiff>()

  public init(chapters: [Chapter], packageRoot: URL, diffPagesURL: String = Self.defaultDiffPagesURL) {
    self.chapters = chapters
    self.packageRoot = packageRoot
    self.diffPagesURL = diffPagesURL.hasSuffix("/") ? diffPagesURL : diffPagesURL + "/"
  }

  /// The catalog's folder, relative to the package's root: under docs/, beside the generated
  /// side-by-side pages, since Sources/ holds only code a person writes. `scripts/docc` converts
  /// it with the toolchain's `docc`.
  public static let catalogFolder = "docs/tutorials/Unmassive.docc"

  /// The one place that says where the side-by-side pages are read: docs/chapters on the host
  /// that serves docs/, the tutorials built into it (`make site`, `make site-preview`). A path, not
  /// an address, so no link leads to one machine; when docs/ is published under a prefix (GitHub
  /// Pages' /<repository>/), `scripts/docc site` adds it (SITE_ROOT).
  public static let defaultDiffPagesURL = "/chapters/"

  /// The table of contents' name: the tutorials' address is /tutorials/unmassive.
  static let bookName = "Unmassive"

  /// Every file of the catalog, sorted by path.
  public func files() throws -> [DocsGenerator.File] {
    let packageRoot = packageRoot
    let screen = Prefetched { try ScreenVocabulary(packageRoot: packageRoot) }
    // Every step read, lexed and diffed first, one job a step, since a map over chapters leaves a
    // core idle (04 has the most steps); the chapters' jobs then find these made.
    let steps = chapters.flatMap { chapter in
      chapter.variants.filter { if case .step = $0.kind { true } else { false } }.map { (chapter, $0) }
    }
    _ = try steps.concurrentMap { chapter, step in try readStep(step, of: chapter) }
    let vocabulary = try screen.value()
    let chapters = try chapters.concurrentMap { chapter in
      try tutorialFiles(of: chapter, screen: vocabulary)
    }
    let grid = BookGrid(chapters.map(\.comparison))
    let tableOfContents: [DoccDirective.Child] =
      [.directive(bookIntro(grid))] + chapters.map { .directive(chapterEntry($0.chapter)) }
    let toc = DoccDirective("Tutorials", [("name", Self.bookName)], tableOfContents)
    let files =
      chapters.flatMap(\.files)
      + [.init(path: "\(Self.catalogFolder)/\(Self.bookName).tutorial", contents: toc.text)]
    return files.sorted { SourceFolder.pathOrder($0.path, $1.path) }
  }

  /// A step's sources and its diff against its parent, kept for the chapter's tutorial and charts.
  private func readStep(_ step: Chapter.VariantInfo, of chapter: Chapter) throws {
    _ = try sources.sources(of: step)
    let parent = chapter.variants.first { $0.id == step.parent }
    // StepCode diffs a step against its parent only when the parent is a step too.
    guard let parent, case .step = parent.kind else { return }
    _ = try stepDiffs.value(for: step.sourcePath) {
      try StepCode.diff(of: step, parent: parent, sources: sources)
    }
  }

  /// A chapter's share of the catalog: its tutorial and resources, and its column of the grid.
  private struct TutorialFiles: Sendable {
    let chapter: Chapter
    let comparison: ArchitectureComparison
    let files: [DocsGenerator.File]
  }

  /// A chapter's tutorial, its code and transcripts, its image, and its architectures compared:
  /// independent of every other chapter's.
  private func tutorialFiles(of chapter: Chapter, screen: ScreenVocabulary) throws -> TutorialFiles {
    let comparison = try ArchitectureComparison(chapter, screen: try screen.adding(chapter), sources: sources)
    let folder = "\(Self.catalogFolder)/\(chapter.folder.lastPathComponent)"
    let code = try stepCode(chapter)
    let markdown = Self.lesson(of: chapter)
    let lesson = LessonSections(markdown: markdown)
    let prose = TutorialProse(markdown: markdown)
    let transcripts = try ScenarioTranscripts(chapter)
    var files: [DocsGenerator.File] = [
      .init(
        path: "\(folder)/\(chapter.name).tutorial",
        contents: tutorial(chapter, code, lesson, prose, transcripts).text)
    ]
    files += code.stored.map { .init(path: "\(folder)/Resources/\($0.key)", contents: $0.value) }
    files += transcripts.stored.map { .init(path: "\(folder)/Resources/\($0.key)", contents: $0.value) }
    files.append(
      .init(
        path: "\(folder)/Resources/\(Self.imageName(chapter))",
        contents: try chapterImage(chapter, sources: sources)))
    return TutorialFiles(chapter: chapter, comparison: comparison, files: files)
  }

  /// The chapters whose tutorials are not in prose yet, and why: their code steps say only what
  /// moved where, and their tutorials say so at the top. Every other chapter's lesson has a
  /// sentence for each code step (`TutorialProse`), or `workbook docc` fails.
  static let chaptersAwaitingProse: [String: String] = [:]

  /// A chapter's lesson, its README ("" when it has none).
  static func lesson(of chapter: Chapter) -> String {
    (try? String(contentsOf: chapter.folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }

  /// Where the tutorials' prose does not match their code steps, one line each, prefixed with the
  /// chapter's lesson: empty when every code step of every chapter has its sentence and every
  /// sentence its code step.
  public func proseProblems() throws -> [String] {
    try chapters.filter { Self.chaptersAwaitingProse[$0.number] == nil }.flatMap { chapter in
      let problems = TutorialProse(markdown: Self.lesson(of: chapter)).problems(try stepCode(chapter))
      return problems.map { "\(Self.lessonPath(of: chapter)): \($0)" }
    }
  }

  /// A chapter's code steps, the same for the tutorial and the check of its prose.
  private func stepCode(_ chapter: Chapter) throws -> StepCode {
    try stepCodes.value(for: chapter.number) { try StepCode(chapter, sources: sources, diffs: stepDiffs) }
  }

  /// "Chapters/01-FoodTracker/README.md": a chapter's lesson as a problem names it.
  private static func lessonPath(of chapter: Chapter) -> String {
    let folder = chapter.folder
    return "\(folder.deletingLastPathComponent().lastPathComponent)/\(folder.lastPathComponent)/README.md"
  }

  /// The book's introduction, with its grid: each chapter in each architecture.
  private func bookIntro(_ grid: BookGrid) -> DoccDirective {
    DoccDirective(
      "Intro", [("title", "Unmassive: massive view controllers, refactored step by step")],
      [
        .markdown(
          [
            "Each chapter takes one massive view controller from a well-known article or talk and walks it, "
              + "step by step, to its refactored shapes. Every step is real Swift that compiles, and one "
              + "behavioural suite per chapter proves that every step behaves the same.",
            "",
            "Each tutorial shows a chapter's steps: the main line, then each branch, every changed file with "
              + "the lines the step added or changed highlighted. Generated by `swift run workbook docc`.",
            "",
            "Each chapter in each architecture, measured by `swift run workbook compare`:",
            "",
          ] + grid.lines + ["", BookGrid.legend])
      ])
  }

  /// The chapter's entry in the table of contents. Its name must not be a tutorial's file name
  /// (DocC would give both the same address and crash), so it carries the chapter's number.
  private func chapterEntry(_ chapter: Chapter) -> DoccDirective {
    DoccDirective(
      "Chapter", [("name", Self.chapterName(chapter))],
      [
        .markdown([Self.chapterSummary(chapter)]),
        .directive(imageDirective(chapter)),
        .directive(DoccDirective("TutorialReference", [("tutorial", "doc:\(chapter.name)")])),
      ])
  }

  /// What the table of contents says of a chapter (its tutorial's title is the chapter's title):
  /// "11 steps (a main line and 3 branches), 13 scenarios."
  static func chapterSummary(_ chapter: Chapter) -> String {
    let steps = chapter.variants.filter { if case .step = $0.kind { true } else { false } }
    let branches = steps.filter { step in
      guard let parent = step.parent else { return false }
      return steps.first { $0.parent == parent }?.id != step.id
    }.count
    let shape =
      branches == 0 ? "one line" : "a main line and \(branches) \(branches == 1 ? "branch" : "branches")"
    return "\(steps.count) steps (\(shape)), \(chapter.scenarios.count) scenarios."
  }

  /// "01 FoodTracker".
  static func chapterName(_ chapter: Chapter) -> String {
    "\(chapter.number) \(chapter.name)"
  }

  /// The chapter's image in the table of contents.
  func imageDirective(_ chapter: Chapter) -> DoccDirective {
    DoccDirective(
      "Image",
      [
        ("source", Self.imageName(chapter)),
        (
          "alt",
          "The steps of chapter \(chapter.number), \(chapter.name), and the lines of each step's controller"
        ),
      ])
  }

  /// A chapter's tutorial in the converted site: "tutorials/unmassive/foodtracker".
  static func tutorialPath(_ chapter: Chapter) -> String {
    "tutorials/\(bookName.lowercased())/\(chapter.name.lowercased())"
  }

  static func imageName(_ chapter: Chapter) -> String {
    "\(chapter.number)-\(chapter.name)-steps.svg"
  }

  /// The address of a step's side-by-side page.
  func diffPage(_ chapter: Chapter, _ step: Chapter.VariantInfo) -> String {
    "\(diffPagesURL)\(chapter.folder.lastPathComponent)/\(step.id).html"
  }

  /// A lesson's link into docs/chapters (`../../docs/chapters/01-FoodTracker/2-presenter.html`)
  /// as an absolute address under `diffPagesURL`; nil for any other relative link.
  func diffPageAddress(_ target: String) -> String? {
    guard let range = target.range(of: "docs/chapters/") else { return nil }
    return diffPagesURL + target[range.upperBound...]
  }

  // MARK: - Checking and writing

  /// The catalog as files the generator owns: the whole catalog folder.
  public func generatedFiles() throws -> GeneratedFiles {
    GeneratedFiles(
      label: Self.catalogFolder, packageRoot: packageRoot, files: try files(),
      ownedFolders: [Self.catalogFolder])
  }
}
