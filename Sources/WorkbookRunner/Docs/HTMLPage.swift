/// The shell every generated HTML page shares: one self-contained file (no scripts, no external
/// stylesheet, font or image), a base stylesheet (text, links, navigation; light, dark and print),
/// the same navigation at the top and the bottom, and the page's own body.
public struct HTMLPage: Sendable {
  /// The page's `<title>`, as text (escaped here).
  public var title: String
  /// Links shown at the top and the bottom (previous / next step, lesson, chapter, index): titles
  /// as text, hrefs as given (escaped here).
  public var navigation: [(title: String, href: String)]
  /// The page's own CSS rules, after the base stylesheet's.
  public var stylesheet: String
  /// The page's HTML, already escaped where it holds text.
  public var body: String

  public init(
    title: String, navigation: [(title: String, href: String)] = [], stylesheet: String = "", body: String
  ) {
    self.title = title
    self.navigation = navigation
    self.stylesheet = stylesheet
    self.body = body
  }

  /// The whole document.
  public var html: String {
    let nav = navigationHTML
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(Self.escape(title))</title>
      <style>
      \(Self.baseStylesheet)
      \(stylesheet)
      </style>
      </head>
      <body>
      \(nav.map { $0 + "\n" } ?? "")<main>
      \(body)
      </main>
      \(nav.map { $0 + "\n" } ?? "")</body>
      </html>

      """
  }

  /// `<nav>` with the links separated by middle dots; nil without links.
  private var navigationHTML: String? {
    guard !navigation.isEmpty else { return nil }
    let links = navigation.map { "<a href=\"\(Self.escape($0.href))\">\(Self.escape($0.title))</a>" }
    return "<nav>\(links.joined(separator: " · "))</nav>"
  }

  /// Text made safe inside HTML elements and attribute values.
  public static func escape(_ text: String) -> String {
    // Most source text has nothing to escape: "&", "<", ">", "\"", "'" are bytes 38, 60, 62, 34, 39.
    guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else {
      return text
    }
    // Scalar by scalar: a quote or a bracket followed by a combining mark is one Character that
    // matches none of the cases below, and would go out raw.
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
      case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
      case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
      case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
      default: escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  /// Text and links, light and dark (contrast of text and links against the background: light
  /// 15.8 and 5.2, dark 16.0 and 7.5; muted text 6.1 and 6.5), and print (black on white, no
  /// navigation, link targets not printed).
  public static let baseStylesheet = """
    :root { color-scheme: light dark; --text: #1f2328; --muted: #59636e; --link: #0969da; --background: #ffffff;
      --border: #d1d9e0; --panel: #f6f8fa; }
    @media (prefers-color-scheme: dark) {
      :root { --text: #e6edf3; --muted: #9198a1; --link: #58a6ff; --background: #0d1117;
        --border: #3d444d; --panel: #161b22; }
    }
    body { font: 15px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 auto; padding: 1em 2em;
      overflow-wrap: break-word;
      color: var(--text); background: var(--background); }
    a, a:visited { color: var(--link); }
    h1 { font-size: 1.5em; margin: 0.5em 0; }
    h2 { font-size: 1.15em; margin-top: 2em; }
    code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    nav { font-size: 0.95em; padding: 0.5em 0; border-bottom: 1px solid var(--border); overflow-wrap: anywhere; }
    nav:last-of-type { border-bottom: 0; border-top: 1px solid var(--border); margin-top: 2em; }
    .muted, .subtitle, .summary, .status { color: var(--muted); font-weight: normal; }
    @media (max-width: 800px) { body { padding: 0.5em 0.75em; font-size: 14px; } }
    @media print {
      :root { --text: #000000; --muted: #444444; --link: #000000; --background: #ffffff; --border: #999999;
        --panel: #ffffff; }
      body { padding: 0; font-size: 11pt; }
      nav { display: none; }
      a { text-decoration: none; }
      h1, h2, h3 { break-after: avoid; }
      @page { margin: 1.5cm; }
    }
    """
}
