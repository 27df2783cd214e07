import Foundation
import Workbook

extension DocsGenerator {
  /// A chapter's own pages besides its diffs: its page (Markdown and HTML), its chart as an SVG
  /// file (for the Markdown page and for DocC), and a page per scenario's transcript.
  func chapterFiles(_ docs: ChapterDocs) throws -> [File] {
    let folder = "\(Self.outputFolder)/\(docs.folderName)"
    var files = [
      File(path: "\(folder)/README.md", contents: chapterPage(docs)),
      File(path: "\(folder)/index.html", contents: chapterHTML(docs)),
      File(path: "\(folder)/line-count.svg", contents: docs.chart.svg),
    ]
    for transcript in docs.transcripts {
      files.append(File(path: "\(folder)/\(transcript.name).md", contents: try transcript.markdown()))
      files.append(File(path: "\(folder)/\(transcript.name).html", contents: try transcript.html()))
    }
    return files
  }

  /// How to read the HTML pages: the end of docs/chapters/README.md.
  static let readingTheHTML = [
    "", "## Reading the HTML", "",
    "GitHub shows the `.html` files above as source text. To read them as pages, either:", "",
    "- **open them locally**: clone the repository and open `docs/chapters/index.html` (or any page) in a "
      + "browser. Every link is relative and every page self-contained (no scripts, no fonts, nothing "
      + "fetched), so the files work straight from the disk, offline;",
    "- **publish them with GitHub Pages**: in the repository's settings, *Pages*, build from the branch's "
      + "`/docs` folder. `docs/index.html` opens the book and links `chapters/index.html`; `docs/.nojekyll` "
      + "tells Pages to serve the files as they are (without it, Jekyll would turn each `.md` page into an "
      + "`.html` page of the same name, over the side-by-side one).",
    "",
    "Every page links the previous and next step, the lesson, the chapter's page and the index. Each "
      + "lesson is a page there too (`<chapter>/lesson.html`, rendered from `Chapters/<chapter>/README.md`), "
      + "its links rewritten to the generated pages, so no HTML page links out of `docs/`: the pages read the "
      + "same from a clone and on Pages. The DocC tutorials join them once built: `make site` (not committed; "
      + "they need a web server, `make site-preview`).",
  ]
}
