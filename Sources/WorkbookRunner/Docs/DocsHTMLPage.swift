import Workbook

/// A generated HTML page of docs/chapters other than a diff (a chapter's page, a transcript, the
/// index): the shared shell (`HTMLPage`: self-contained, navigation at the top and the bottom,
/// light, dark and print) with a heading and the rules these pages add.
struct DocsHTMLPage {
  let title: String
  let navigation: [(title: String, href: String)]
  /// The page's body, already HTML.
  let body: String

  var html: String {
    HTMLPage(
      title: title, navigation: navigation, stylesheet: Self.stylesheet,
      body: "<h1>\(HTMLPage.escape(title))</h1>\n\(body)"
    ).html
  }

  /// The timeline, the tables, the transcripts and the chart, on the shell's colours. Text keeps
  /// a reading measure (80em); the tables take the page's whole width.
  static let stylesheet = """
    main > :not(.map) { max-width: 80em; }
    pre { background: var(--panel); padding: 0.75em; tab-size: 4; white-space: pre-wrap; overflow-wrap: anywhere; }
    ol.timeline { list-style: none; padding-left: 0; border-left: 3px solid var(--border); margin-left: 0.5em; }
    ol.timeline li { padding-left: 1em; margin-bottom: 0.75em; }
    ol.timeline .step { font-weight: 600; }
    .map { overflow-x: auto; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid var(--border); padding: 4px 8px; text-align: left; vertical-align: top; font-size: 0.9em; }
    thead th { background: var(--panel); }
    td.moved { background: #ddf4ff; }
    td.absent { color: var(--muted); font-style: italic; }
    .mark { color: var(--muted); font-size: 0.85em; white-space: nowrap; }
    table.responsibilities { width: 100%; }
    table.responsibilities th, table.responsibilities td { font-size: 0.8em; }
    table.responsibilities th, table.responsibilities td { overflow-wrap: normal; }
    table.responsibilities th, table.responsibilities td { padding: 3px 5px; }
    @media (max-width: 800px) {
      table.responsibilities, table.responsibilities tbody, table.responsibilities tr,
        table.responsibilities th, table.responsibilities td { display: block; }
      table.responsibilities thead { display: none; }
      table.responsibilities tr { border: 1px solid var(--border); margin-bottom: 0.6em; }
      table.responsibilities th, table.responsibilities td { border: 0; padding: 2px 8px; }
      table.responsibilities tbody th { background: var(--panel); }
      table.responsibilities td::before { content: attr(data-label) ": "; color: var(--muted); }
    }
    svg.line-count-chart { max-width: 100%; height: auto; }
    @media (prefers-color-scheme: dark) { td.moved { background: #0c2d6b; } }
    @media print { td.moved { background: none; font-weight: 600; } .map { overflow: visible; } }
    """
}
