import Workbook

/// A generated HTML page of docs/chapters other than a diff: a chapter's page, a transcript, the
/// index. Self-contained (its style inline, no scripts, no external files), with navigation.
struct DocsHTMLPage {
  let title: String
  let navigation: [(title: String, href: String)]
  /// The page's body, already HTML.
  let body: String

  var html: String {
    let links = navigation.map { "<a href=\"\(h($0.href))\">\(h($0.title))</a>" }.joined(separator: " · ")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(h(title))</title>
      <style>
      \(Self.stylesheet)
      </style>
      </head>
      <body>
      <nav aria-label="pages">\(links)</nav>
      <main>
      <h1>\(h(title))</h1>
      \(body)
      </main>
      </body>
      </html>

      """
  }

  private func h(_ text: String) -> String { SourceDiff.escape(text) }

  static let stylesheet = """
    body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 80em; padding: 0 1em; color: #1f2328; background: #ffffff; line-height: 1.5; }
    a { color: #0550ae; }
    nav { font-size: 0.9em; margin-bottom: 1em; }
    h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; } h3 { font-size: 1.05em; }
    code, pre { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
    pre { background: #f6f8fa; padding: 0.75em; overflow-x: auto; tab-size: 4; white-space: pre-wrap; overflow-wrap: anywhere; }
    ol.timeline { list-style: none; padding-left: 0; border-left: 3px solid #d1d9e0; margin-left: 0.5em; }
    ol.timeline li { padding-left: 1em; margin-bottom: 0.75em; }
    ol.timeline .step { font-weight: 600; }
    .muted { color: #59636e; }
    .map { overflow-x: auto; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #d1d9e0; padding: 4px 8px; text-align: left; vertical-align: top; font-size: 0.9em; }
    thead th { background: #f6f8fa; }
    td.moved { background: #ddf4ff; }
    td.absent { color: #59636e; font-style: italic; }
    .mark { color: #59636e; font-size: 0.85em; white-space: nowrap; }
    svg.line-count-chart { max-width: 100%; height: auto; }
    @media (prefers-color-scheme: dark) {
      body { background: #0d1117; color: #e6edf3; }
      a { color: #79c0ff; }
      pre, thead th { background: #161b22; }
      th, td { border-color: #30363d; }
      td.moved { background: #0c2d6b; }
      .muted, .mark, td.absent { color: #9198a1; }
      ol.timeline { border-color: #30363d; }
    }
    @media print {
      nav { display: none; }
      body { margin: 0; max-width: none; }
      a { color: inherit; }
    }
    """
}
