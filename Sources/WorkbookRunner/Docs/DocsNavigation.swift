import Workbook

/// The links at the top of every generated page: previous and next step, the lesson, the chapter's
/// page, the index. Each target is relative to the page, without its extension's choice: the
/// Markdown pages link Markdown, the HTML pages link HTML (the lesson: its page of docs/ from HTML,
/// its README from Markdown, which is read on GitHub).
struct DocsNavigation {
  /// A link: its text, and its target relative to the page (`extension` is filled in per format).
  struct Link {
    let title: String
    /// The target without extension ("2-presenter", "README"), or a full path (`isFixed`).
    let target: String
    /// A target used as is in both formats.
    let isFixed: Bool
    /// The Markdown page's target, when it is not the HTML one's with `.md` (the lesson's README).
    var markdownTarget: String? = nil
  }

  var links: [Link] = []

  /// Previous / next steps, the lesson, the chapter page and the index, for a page in a chapter's
  /// docs folder (`docs/chapters/<NN-Name>/`).
  /// `next` pairs each following step with its label ("next on the main line"); a line's last
  /// step has none, and its story says it is the last.
  static func inChapter(folderName: String, previous: String?, next: [(label: String, id: String)])
    -> DocsNavigation
  {
    var navigation = DocsNavigation()
    if let previous {
      navigation.links.append(Link(title: "← previous: \(previous)", target: previous, isFixed: false))
    }
    navigation.links += next.map { Link(title: "\($0.label): \($0.id) →", target: $0.id, isFixed: false) }
    navigation.links += [
      Link(
        title: "the lesson", target: "lesson", isFixed: false,
        markdownTarget: "../../../Chapters/\(folderName)/README.md"),
      Link(title: "the chapter", target: "index", isFixed: false),
      Link(title: "all chapters", target: "../index", isFixed: false),
    ]
    return navigation
  }

  /// The navigation of a step's pages: its parent (unless the root, which has no page) as the
  /// previous step, its children as the next ones.
  /// A child is labelled with its line ("next on the VIP branch"), so a fork's two links differ.
  static func step(_ step: Chapter.VariantInfo, in chapter: Chapter, story: StepStory) -> DocsNavigation {
    let parent = step.parent.flatMap(chapter.variant)
    return inChapter(
      folderName: chapter.folder.lastPathComponent, previous: parent?.parent == nil ? nil : parent?.id,
      next: story.next.map { ($0.label, $0.id) })
  }

  /// `(title, href)` pairs for an HTML page.
  var html: [(title: String, href: String)] {
    links.map { ($0.title, $0.isFixed ? $0.target : $0.target + ".html") }
  }

  /// `(title, href)` pairs for a Markdown page: the chapter page and the index are README.md files.
  var markdown: [(title: String, href: String)] {
    links.map { link in
      if let target = link.markdownTarget { return (link.title, target) }
      if link.isFixed { return (link.title, link.target) }
      if link.target == "index" { return (link.title, "README.md") }
      if link.target == "../index" { return (link.title, "../README.md") }
      return (link.title, link.target + ".md")
    }
  }

  /// The Markdown line of links.
  var markdownLine: String {
    markdown.map { "[\($0.title)](\($0.href))" }.joined(separator: " · ")
  }
}
