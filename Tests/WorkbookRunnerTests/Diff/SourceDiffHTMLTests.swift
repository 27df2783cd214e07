import Foundation
import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The HTML diff page: escaped with highlighting on, a number and a code cell per line, folds
/// that hold their lines, moves linked both ways, navigation, and a stylesheet whose colours are
/// readable in light and dark.
struct SourceDiffHTMLTests {
  static let massive = """
    /* A comment over
       three lines </script> */
    final class Massive {
      let title = "</script><b>bold</b>"  // </script> too
      func keep1() {}
      func keep2() {}
      func keep3() {}
      func keep4() {}
      func keep5() {}
      func keep6() {}
      func keep7() {}
      func load() -> [Int] {
        let values = [1, 2, 3]
        return values.map { $0 * 2 }
      }
    }

    """

  static let slim = """
    /* A comment over
       three lines </script> */
    final class Massive {
      let title = "</script><b>bold</b>"  // </script> too
      func keep1() {}
      func keep2() {}
      func keep3() {}
      func keep4() {}
      func keep5() {}
      func keep6() {}
      func keep7() {}
      let loader = Loader()
    }

    """

  static let loader = """
    struct Loader {
      func load() -> [Int] {
        let values = [1, 2, 3]
        return values.map { $0 * 2 }
      }
    }

    """

  static let diff = SourceDiff(
    oldLabel: "Steps/0-Massive", newLabel: "Steps/1-Loader",
    oldFiles: ["Massive.swift": massive], newFiles: ["Massive.swift": slim, "Loader.swift": loader])

  static let html = diff.html(
    title: "Moved", context: 2,
    navigation: [("previous <step>", "0-massive.html"), ("index", "../README.md")])

  @Test(arguments: [
    // Source text stays text, with highlighting on: in a string, in a comment, in a block comment
    // whose lines are coloured from the whole file's lexing.
    #"<span class="s">&quot;&lt;<wbr>/script&gt;&lt;<wbr>b&gt;bold&lt;<wbr>/b&gt;&quot;</span>"#,
    #"<span class="c">// &lt;<wbr>/script&gt; too</span>"#,
    #"<span class="code"><span class="c">   three lines &lt;<wbr>/script&gt; */</span></span>"#,
    // Keywords, types, numbers.
    #"<span class="k">final</span> <span class="k">class</span> <span class="t">Massive</span>"#,
    // A line may break after punctuation (`<wbr>`), never inside a name.
    #"[<wbr><span class="n">1</span>,<wbr> <span class="n">2</span>,<wbr> <span class="n">3</span>]"#,
    // An unchanged line's new number carries its old one, for the stacked layout's old column.
    #"<span class="num" data-old="1">1</span>"#,
    // Folded unchanged lines are in the page, inside <details>.
    #"<details class="fold"><summary>⋯ 9 unchanged lines</summary>"#,
    // The move, linked both ways, ids on its first lines; the added file takes the whole width.
    ##"<a href="#move-1-to">moved to Loader.swift:2</a>"##,
    ##"<a href="#move-1-from">moved from Massive.swift:12</a>"##,
    #"<div class="old removed moved move-a" id="move-1-from"><span class="num">12</span>"#,
    #"<div class="new inserted moved move-a" id="move-1-to"><span class="num">2</span>"#,
    #"<div class="diff digits-1 one-side">"#,
    // Navigation, escaped.
    #"<nav><a href="0-massive.html">previous &lt;step&gt;</a> · <a href="../README.md">index</a></nav>"#,
  ])
  func theDiffPageHolds(fragment: String) {
    #expect(Self.html.contains(fragment))
  }

  @Test(arguments: ["<script", "</script>", "<b>", "http", "table-layout: fixed", "break-all"])
  func theDiffPageNeverHolds(fragment: String) {
    #expect(!Self.html.contains(fragment))
  }

  @Test func everyLineHasANumberCellAndACodeCellSideBySide() throws {
    let lines = Self.html.components(separatedBy: "<span class=\"num\">").dropFirst()
    #expect(lines.count > 20)
    for line in lines {
      let number = line.prefix { $0 != "<" }
      #expect(Int(number) != nil && line.dropFirst(number.count).hasPrefix("</span><span class=\"code\">"))
    }
    #expect(Self.html.components(separatedBy: "<nav>").count == 3, "navigation at the top and the bottom")
    let moved = try #require(Self.html.range(of: "id=\"move-1-from\""))
    let folds = Self.html.ranges(of: "<details")
    #expect(
      !folds.isEmpty
        && folds.allSatisfy { $0.lowerBound > moved.lowerBound || Self.closes($0, before: moved) })
  }

  /// Whether the `<details>` opened at a range closes before a position.
  static func closes(_ fold: Range<String.Index>, before position: Range<String.Index>) -> Bool {
    html[fold.upperBound...].range(of: "</details>").map { $0.upperBound <= position.lowerBound } ?? false
  }

  @Test func anEditedMoveMarksTheWordsThatChanged() {
    let renamed = Self.loader.replacingOccurrences(of: "func load()", with: "func loadValues()")
    let diff = SourceDiff(
      oldLabel: "old", newLabel: "new", oldFiles: ["Massive.swift": Self.massive],
      newFiles: ["Massive.swift": Self.slim, "Loader.swift": renamed])
    let html = diff.html(title: "Edited")
    #expect(html.contains(##"<a href="#move-1-to">moved to Loader.swift:2 (edited)</a>"##))
    #expect(html.contains(#"<span class="k">func</span> <del>load</del>(<wbr>) -&gt;"#))
    #expect(html.contains(#"<span class="k">func</span> <ins>loadValues</ins>(<wbr>) -&gt;"#))
  }

  // MARK: Colours

  /// The colour variables of a stylesheet's first `:root` block (light) and second (dark).
  static func palette(_ css: String, dark: Bool) -> [String: String] {
    let block = css.components(separatedBy: ":root {")[dark ? 2 : 1].prefix { $0 != "}" }
    var colours: [String: String] = [:]
    for declaration in block.split(separator: ";") {
      let parts = declaration.split(separator: ":").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      if parts.count == 2, parts[0].hasPrefix("--") { colours[String(parts[0].dropFirst(2))] = parts[1] }
    }
    return colours
  }

  static func luminance(_ hex: String) -> Double {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    let channels: [Double] = [value >> 16, value >> 8, value].map { channel in
      let linear = Double(channel & 0xFF) / 255
      return linear <= 0.039_28 ? linear / 12.92 : pow((linear + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  static func contrast(_ one: String, _ other: String) -> Double {
    let (a, b) = (luminance(one), luminance(other))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  @Test(arguments: [false, true])
  func textLinksAndCodeAreReadableOnEveryBackground(dark: Bool) {
    let colours = Self.palette(HTMLPage.baseStylesheet, dark: dark).merging(
      Self.palette(SourceDiff.diffStylesheet, dark: dark)
    ) { $1 }
    let code = ["background", "removed", "inserted", "move-a", "move-b", "removed-word", "inserted-word"]
    var pairs: [(String, [String])] = [
      ("text", code + ["panel"]),
      ("muted", ["background", "panel", "fold", "removed", "inserted", "move-a", "move-b"]),
      ("link", ["background", "panel"]),
      ("move-link", ["move-a", "panel"]),
    ]
    for syntax in ["keyword", "type", "string", "comment", "number"] { pairs.append((syntax, code)) }
    for (foreground, backgrounds) in pairs {
      for background in backgrounds {
        let ratio = Self.contrast(colours[foreground] ?? "", colours[background] ?? "")
        #expect(ratio >= 4.5, "\(foreground) on \(background) (\(dark ? "dark" : "light")): \(ratio)")
      }
    }
  }
}
