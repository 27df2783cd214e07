import Foundation
import Workbook

extension DocsGenerator {
  /// Where `make site` builds the DocC tutorials for static hosting, relative to docs/: not
  /// committed (docs/Design-notes.md, "One site": not byte-deterministic, and 2.6 MB).
  static let tutorialsFolder = "tutorials/static"

  /// The front page's block of tutorials: a note with the command while they are not built;
  /// `scripts/docc site` turns each name into a link once they are. `docs --check` compares the
  /// page outside this block, so a built clone is current too.
  static let tutorialsStart = "<!-- the tutorials: scripts/docc site links them once built -->"
  static let tutorialsEnd = "<!-- end of the tutorials -->"

  /// docs/index.html, the site's front page (where GitHub Pages, serving docs/, opens): every
  /// chapter with its lesson, its steps and its first diff; the architectures grid; the tutorials.
  func siteIndexHTML(_ grid: BookGrid, chapters: [ChapterDocs]) -> String {
    var body = [
      "<p>A workbook of massive-view-controller refactorings. Each chapter takes one massive view controller "
        + "from a well-known article or talk and walks it, step by step, to its refactored shapes; every step is "
        + "Swift that compiles, and one suite per chapter proves every step behaves the same. Read a chapter's "
        + "lesson first, then its steps: each diff page says why the step is there.</p>",
      "<h2 id=\"chapters\">The chapters</h2>", "<ul class=\"chapters\">",
    ]
    body += chapters.map(Self.frontPageEntry)
    body += [
      "</ul>",
      "<p>Every step of every chapter in one list: <a href=\"chapters/index.html\">the diff pages</a>.</p>",
      "<h2 id=\"architectures\">Each chapter in each architecture</h2>",
      "<p>Measured from the sources by <code>swift run workbook compare</code>.</p>", grid.html,
      "<h2 id=\"tutorials\">The tutorials</h2>",
      "<p>The same steps as DocC tutorials: a chapter per chapter, every changed file with the lines each step "
        + "added or changed highlighted, each step linking its diff page here.</p>",
    ]
    body += [Self.tutorialsStart] + tutorialsBlock(chapters.map(\.chapter)) + [Self.tutorialsEnd]
    return DocsHTMLPage(
      title: "Unmassive",
      navigation: [
        ("the chapters", "#chapters"), ("the diff pages", "chapters/index.html"),
        ("the tutorials", "#tutorials"),
      ],
      body: body.joined(separator: "\n")
    ).html
  }

  /// A chapter on the front page: its lesson, its steps, its first diff, and where its sources are.
  private static func frontPageEntry(_ docs: ChapterDocs) -> String {
    let h = HTMLPage.escape
    let folder = "chapters/\(h(docs.folderName))"
    let first = docs.chapter.stepsInTimelineOrder.first { $0.parent != nil }
    let diff =
      first.map { " · <a href=\"\(folder)/\(h($0.id)).html\">the first diff</a> (\(h($0.id)))" } ?? ""
    return "<li id=\"chapter-\(h(docs.chapter.number))\"><a href=\"\(folder)/\(lessonPage)\"><strong>"
      + "\(h(docs.heading))</strong></a><br><a href=\"\(folder)/\(lessonPage)\">the lesson</a> · "
      + "<a href=\"\(folder)/index.html\">the steps</a> (timeline, size, responsibility map, scenarios)\(diff)"
      + " · <span class=\"muted\">sources: <code>Chapters/\(h(docs.folderName))</code> in the repository</span></li>"
  }

  /// The tutorials as the repository holds them: named, with how to build and read them.
  private func tutorialsBlock(_ chapters: [Chapter]) -> [String] {
    var lines = [
      "<p class=\"note\" id=\"tutorials-note\">Not in the repository: <code>make site</code> builds them into "
        + "<code>docs/\(Self.tutorialsFolder)</code> (with the toolchain's <code>docc</code>), and "
        + "<code>make site-preview</code> serves docs/ on 127.0.0.1, since DocC's viewer does not open from "
        + "file://. Published, they are built before docs/ is.</p>",
      "<ul class=\"tutorials\">",
    ]
    lines += chapters.map { chapter in
      let title = "\(chapter.number) \(chapter.name)" + (chapter.title.isEmpty ? "" : " — \(chapter.title)")
      return "<li data-tutorial=\"\(HTMLPage.escape(DoccGenerator.tutorialPath(chapter)))\">"
        + "<span class=\"tutorial\">\(HTMLPage.escape(title))</span></li>"
    }
    return lines + ["</ul>"]
  }
}
