import Foundation
import Workbook

extension DocsGenerator {
  /// A chapter's lesson as a page of docs/, beside its chapter page.
  static let lessonPage = "lesson.html"

  /// The chapter's lesson (its README, generated blocks filled) as HTML: every link leads to a
  /// page of docs/ or says in text where it points (`LessonLinks`).
  func lessonHTML(_ docs: ChapterDocs, lesson: String?) -> File {
    let links = LessonLinks(
      lessonFolder: relativePath(docs.chapter.folder).trimmingCharacters(in: CharacterSet(charactersIn: "/")),
      chapters: chapters, packageRoot: packageRoot)
    var renderer = MarkdownHTML(destination: links.destination)
    let body =
      lesson.map { renderer.html($0) }
      ?? "<h1>\(HTMLPage.escape(docs.heading))</h1>\n<p>This chapter has no lesson yet (no README.md in its folder).</p>"
    let page = HTMLPage(
      title: "\(docs.heading): the lesson",
      navigation: [
        ("the chapter's steps", "index.html"), ("all chapters", "../index.html"),
        ("the book", "../../index.html"),
      ],
      stylesheet: DocsHTMLPage.stylesheet + "\n" + Self.lessonStylesheet, body: body)
    return File(path: "\(Self.outputFolder)/\(docs.folderName)/\(Self.lessonPage)", contents: page.html)
  }

  /// Prose, code and tables on the shell's colours; a wide table scrolls in its own box.
  static let lessonStylesheet = """
    main { max-width: 60em; }
    main > p, main li { line-height: 1.6; }
    h3 { font-size: 1.05em; margin-top: 1.5em; }
    a.anchor { color: var(--muted); text-decoration: none; font-weight: normal; visibility: hidden; }
    h1:hover a.anchor, h2:hover a.anchor, h3:hover a.anchor, h4:hover a.anchor, a.anchor:focus { visibility: visible; }
    :not(pre) > code { background: var(--panel); padding: 0.1em 0.3em; border-radius: 4px; font-size: 0.9em; }
    pre code { background: none; padding: 0; }
    div.table { overflow-x: auto; margin: 1em 0; }
    div.table td { min-width: 6em; }
    blockquote { margin: 1em 0; padding: 0 1em; border-left: 4px solid var(--border); color: var(--muted); }
    .unlinked { color: var(--muted); font-size: 0.9em; }
    img { max-width: 100%; }
    """
}
