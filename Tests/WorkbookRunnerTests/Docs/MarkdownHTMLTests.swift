import Testing

@testable import WorkbookRunner

/// The Markdown subset the lessons are written in, on the edge cases they contain.
@Suite struct MarkdownHTMLTests {
  static let inlineCases: [(markdown: String, html: String)] = [
    ("plain & <simple>", "plain &amp; &lt;simple&gt;"),
    ("*em* and **strong**", "<em>em</em> and <strong>strong</strong>"),
    ("**bold with *em* inside**", "<strong>bold with <em>em</em> inside</strong>"),
    ("***both***", "<em><strong>both</strong></em>"),
    ("`a * b` and `x | y`", "<code>a * b</code> and <code>x | y</code>"),
    ("`` code with ` tick ``", "<code>code with ` tick</code>"),
    ("snake_case_name and _em_", "snake_case_name and <em>em</em>"),
    ("2 * 3 * 4", "2 * 3 * 4"),
    ("an unclosed *star", "an unclosed *star"),
    (#"\*not em\* and a \` tick"#, "*not em* and a ` tick"),
    ("[**Bold** link](a.html)", "<a href=\"a.html\"><strong>Bold</strong> link</a>"),
    ("[with `code]`](b.md#x)", "<a href=\"b.md#x\">with <code>code]</code></a>"),
    (
      "see <https://example.com/a?b=1&c>",
      "see <a href=\"https://example.com/a?b=1&amp;c\">https://example.com/a?b=1&amp;c</a>"
    ),
    ("<scenario>@13-fixes.txt", "&lt;scenario&gt;@13-fixes.txt"),
    ("[not a link] (x)", "[not a link] (x)"),
    ("![chart](c.svg)", "<img src=\"c.svg\" alt=\"chart\">"),
    ("line  \nbreak", "line<br>\nbreak"),
    ("\"quoted\" 'text'", "&quot;quoted&quot; &#39;text&#39;"),
  ]

  @Test(arguments: inlineCases)
  func inline(_ example: (markdown: String, html: String)) {
    #expect(MarkdownInline(destination: { .href($0) }).html(example.markdown) == example.html)
  }

  static let blockCases: [(markdown: String, html: String)] = [
    (
      "# Title\n\nA *paragraph*\non two lines.",
      "<h1 id=\"title\">Title <a class=\"anchor\" href=\"#title\">#</a></h1>\n<p>A <em>paragraph</em>\non two lines.</p>\n"
    ),
    (
      "## The designs, measured (04)\n## The designs, measured (04)",
      "<h2 id=\"the-designs-measured-04\">The designs, measured (04) <a class=\"anchor\" href=\"#the-designs-measured-04\">#</a></h2>\n<h2 id=\"the-designs-measured-04-1\">The designs, measured (04) <a class=\"anchor\" href=\"#the-designs-measured-04-1\">#</a></h2>\n"
    ),
    (
      "```swift\nlet a = b * c // *x*\n  <T>\n```",
      "<pre><code class=\"language-swift\">let a = b * c // *x*\n  &lt;T&gt;</code></pre>\n"
    ),
    (
      "| a | `b \\| c` |\n|---|--:|\n| *x* | y |",
      "<div class=\"table\"><table>\n<thead>\n<tr><th>a</th><th style=\"text-align: right\"><code>b | c</code></th></tr>\n</thead>\n<tbody>\n<tr><td><em>x</em></td><td style=\"text-align: right\">y</td></tr>\n</tbody>\n</table></div>\n"
    ),
    (
      "- one\n  continued\n- two\n  - nested",
      "<ul>\n<li>one\ncontinued</li>\n<li>two\n<ul>\n<li>nested</li>\n</ul></li>\n</ul>\n"
    ),
    ("1. first\n\n2. second", "<ol>\n<li><p>first</p></li>\n<li><p>second</p></li>\n</ol>\n"),
    ("3. three\n4. four", "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n"),
    ("> quoted\n> *text*", "<blockquote>\n<p>quoted\n<em>text</em></p>\n</blockquote>\n"),
    ("text\n<!-- a marker -->\n\n---\n", "<p>text</p>\n<hr>\n"),
    ("<!-- a marker -->\nafter", "<p>after</p>\n"),
    ("a paragraph\n- a list after it", "<p>a paragraph</p>\n<ul>\n<li>a list after it</li>\n</ul>\n"),
    ("Step\n13 fixes it.", "<p>Step\n13 fixes it.</p>\n"),
  ]

  @Test(arguments: blockCases)
  func blocks(_ example: (markdown: String, html: String)) {
    var renderer = MarkdownHTML()
    #expect(renderer.html(example.markdown) == example.html)
  }

  @Test func aLinkWithoutAPageSaysWhereItPoints() {
    var renderer = MarkdownHTML(destination: {
      $0.hasPrefix("Sources") ? .unlinked("in the repository: \($0)") : .href($0)
    })
    #expect(
      renderer.html("[the scanner](Sources/SwiftScanning) and [a page](a.html)")
        == "<p>the scanner <span class=\"unlinked\">(in the repository: Sources/SwiftScanning)</span> and "
        + "<a href=\"a.html\">a page</a></p>\n")
  }
}
