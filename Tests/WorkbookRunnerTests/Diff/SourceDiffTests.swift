import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The line diff, its hunks, and the four ways a source diff is printed.
struct SourceDiffTests {
  static let old = """
    import HeadlessUIKit

    final class MealTableViewController: UITableViewController {
      var meals = [Meal]()

      override func viewDidLoad() {
        super.viewDidLoad()
        loadSampleMeals()
      }
    }

    """

  static let new = """
    import HeadlessUIKit

    final class MealTableViewController: UITableViewController {
      private var meals = [Meal]()
      private let presenter = MealsPresenter()

      override func viewDidLoad() {
        super.viewDidLoad()
        meals = presenter.load()
      }
    }

    """

  static let diff = SourceDiff(
    oldLabel: "Steps/0-Massive", newLabel: "Steps/1-Private",
    oldFiles: [
      "MealTableViewController.swift": old, "Gone.swift": "let gone = true\n", "Same.swift": "same\n",
    ],
    newFiles: [
      "MealTableViewController.swift": new, "New <File>.swift": "let new = \"&\"\n", "Same.swift": "same\n",
    ])

  @Test func lineDiffPutsRemovalsBeforeTheInsertionsThatReplaceThem() {
    let diff = LineDiff(old: ["a", "b", "c"], new: ["a", "B", "c", "d"])
    #expect(
      diff.lines == [
        .same("a", old: 0, new: 0), .removed("b", old: 1), .inserted("B", new: 1), .same("c", old: 2, new: 2),
        .inserted("d", new: 3),
      ])
    #expect(diff.counts == (removed: 1, inserted: 2))
    #expect(LineDiff(old: "x\ny\n", new: "x\ny").isEmpty, "a final newline is not a line")
  }

  @Test(arguments: [
    // (context, expected headers): two changes 6 lines apart share a hunk with 3 lines of
    // context (6 ≤ 2 × 3), not with 2.
    (3, ["@@ -1,12 +1,12 @@"]),
    (2, ["@@ -1,4 +1,4 @@", "@@ -7,5 +7,5 @@"]),
    (0, ["@@ -2 +2 @@", "@@ -9 +9 @@"]),
  ])
  func hunksMergeLikeDiffU(context: Int, headers: [String]) {
    let old = (1...14).map { "line \($0)" }
    var new = old
    new[1] = "changed 2"
    new[8] = "changed 9"
    #expect(LineDiff(old: old, new: new).hunks(context: context).map(\.header) == headers)
  }

  @Test func hunkHeadersOfEmptySidesNameTheLineBefore() {
    #expect(LineDiff(old: [], new: ["a", "b"]).hunks(context: 3).map(\.header) == ["@@ -0,0 +1,2 @@"])
    #expect(LineDiff(old: ["a"], new: []).hunks(context: 3).map(\.header) == ["@@ -1 +0,0 @@"])
    #expect(
      LineDiff(old: ["a", "b", "c"], new: ["a", "x", "b", "c"]).hunks(context: 0).map(\.header) == [
        "@@ -1,0 +2 @@"
      ])
    #expect(LineDiff(old: ["a"], new: ["a"]).hunks(context: 3).isEmpty)
  }

  /// Applying the hunks to the old text must give the new text, whatever the texts: checks the
  /// headers' numbers as well as the lines.
  @Test(arguments: 0..<40)
  func hunksApplyToTheOldTextGiveTheNewText(seed: Int) throws {
    var generator = SplitMix(seed: UInt64(seed))
    let alphabet = ["a", "b", "c", "d", "e"]
    let old = (0..<Int(generator.next() % 30)).map { _ in alphabet[Int(generator.next() % 5)] }
    let new = (0..<Int(generator.next() % 30)).map { _ in alphabet[Int(generator.next() % 5)] }
    for context in [0, 1, 3] {
      let hunks = LineDiff(old: old, new: new).hunks(context: context)
      #expect(try apply(hunks, to: old) == new, "old \(old) new \(new) context \(context)")
    }
  }

  @Test func unifiedIsLikeDiffU() {
    // The controller loses the most lines (2), so it comes first, the removed file after it.
    #expect(
      Self.diff.unified(context: 3) == """
        --- Steps/0-Massive/MealTableViewController.swift
        +++ Steps/1-Private/MealTableViewController.swift
        @@ -1,10 +1,11 @@
         import HeadlessUIKit
         
         final class MealTableViewController: UITableViewController {
        -  var meals = [Meal]()
        +  private var meals = [Meal]()
        +  private let presenter = MealsPresenter()
         
           override func viewDidLoad() {
             super.viewDidLoad()
        -    loadSampleMeals()
        +    meals = presenter.load()
           }
         }
        --- Steps/0-Massive/Gone.swift
        +++ /dev/null
        @@ -1 +0,0 @@
        -let gone = true
        --- /dev/null
        +++ Steps/1-Private/New <File>.swift
        @@ -0,0 +1 @@
        +let new = "&"

        """)
    #expect(Self.diff.summary == "3 files · +4 −3")
    #expect(Self.diff.files.map(\.status) == [.removed, .modified, .added, .unchanged])
  }

  @Test func sideBySideFoldsUnchangedLinesAndMarksChanges() {
    let text = Self.diff.sideBySide(width: 80, context: 1)
    #expect(
      text == """
        Steps/0-Massive                          Steps/1-Private

        ── MealTableViewController.swift · modified · +3 −2 ────────────────────────────
           ⋯ 2 unchanged lines
         3 final class MealTableViewControlle…    3 final class MealTableViewControlle…
         4   var meals = [Meal]()              |  4   private var meals = [Meal]()
                                               >  5   private let presenter = MealsPre…
         5                                        6
           ⋯ 1 unchanged line
         7     super.viewDidLoad()                8     super.viewDidLoad()
         8     loadSampleMeals()               |  9     meals = presenter.load()
         9   }                                   10   }
           ⋯ 1 unchanged line

        ── Gone.swift · removed · +0 −1 ────────────────────────────────────────────────
         1 let gone = true                     <

        ── New <File>.swift · added · +1 −0 ────────────────────────────────────────────
                                               >  1 let new = "&"

        """)
  }

  @Test func sideBySideInColourPaintsRemovalsRedAndInsertionsGreen() {
    let text = Self.diff.sideBySide(width: 80, context: 0, style: .ansi)
    // The changed words in reverse video, the rest of the line in the side's colour.
    #expect(
      text.contains("\u{1B}[31m    \u{1B}[0m\u{1B}[31m\u{1B}[7mloadSampleMeals\u{1B}[0m\u{1B}[0m\u{1B}[31m()")
    )
    #expect(
      text.contains(
        "\u{1B}[32m    \u{1B}[0m\u{1B}[32m\u{1B}[7mmeals = presenter.load\u{1B}[0m\u{1B}[0m\u{1B}[32m()"))
    #expect(!Self.diff.sideBySide(width: 80, context: 0).contains("\u{1B}["))
  }

  @Test func markdownHasAFencedDiffBlockPerFile() {
    let markdown = SourceDiff(
      oldLabel: "a", newLabel: "b", oldFiles: ["Doc.md": "# Title\n```swift\nlet x = 1\n```\n"],
      newFiles: ["Doc.md": "# Title\n```swift\nlet x = 2\n```\n"]
    ).markdown(context: 1)
    #expect(
      markdown == """
        ### `Doc.md` — modified, +1 −1

        ````diff
        @@ -2,3 +2,3 @@
         ```swift
        -let x = 1
        +let x = 2
         ```
        ````

        """)
  }

  @Test func htmlIsASelfContainedEscapedSideBySidePage() {
    let html = Self.diff.html(title: "01 <FoodTracker>", subtitle: "Massive → Private")
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.contains("<title>01 &lt;FoodTracker&gt;</title>"))
    #expect(html.contains("<code>New &lt;File&gt;.swift</code>"))
    #expect(
      html.contains(
        "<div class=\"row\"><div class=\"old removed\"><span class=\"num\">8</span>"
          + "<span class=\"code\">    <del>loadSampleMeals</del>(<wbr>)</span></div>"
          + "<div class=\"new inserted\"><span class=\"num\">9</span>"
          + "<span class=\"code\">    <ins>meals = presenter.<wbr>load</ins>(<wbr>)</span></div></div>"))
    #expect(
      html.contains(
        "<span class=\"code\"><span class=\"k\">let</span> new = <span class=\"s\">&quot;&amp;&quot;</span></span>"
      ))
    #expect(!html.contains("<script"), "no scripts")
    #expect(!html.contains("http"), "no external resources")
    #expect(SourceDiff.escape("<a href='x'>&</a>") == "&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;")
    // A quote or a bracket with a combining mark is one Character, still escaped.
    #expect(SourceDiff.escape("\"\u{301}<\u{338}") == "&quot;\u{301}&lt;\u{338}")
  }

  @Test func identicalFoldersHaveNoDiff() {
    let same = SourceDiff(
      oldLabel: "a", newLabel: "b", oldFiles: ["A.swift": "x\n"], newFiles: ["A.swift": "x\n"])
    #expect(same.isEmpty)
    #expect(same.summary == "no changes")
    #expect(same.unified() == "" && same.sideBySide(width: 80) == "" && same.markdown() == "")
  }
}

/// Applies hunks to a text the way `patch` does, checking every context and removed line.
private func apply(_ hunks: [LineDiff.Hunk], to old: [String]) throws -> [String] {
  struct Mismatch: Error {}
  var result: [String] = []
  var next = 0
  for hunk in hunks {
    // Lines before the hunk are copied; `oldStart` names the line before when oldCount is 0.
    let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
    guard start >= next else { throw Mismatch() }
    result += old[next..<start]
    guard result.count == (hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1) else { throw Mismatch() }
    next = start
    for line in hunk.unifiedLines.dropFirst() {
      let text = String(line.dropFirst())
      switch line.first {
      case " ":
        guard next < old.count, old[next] == text else { throw Mismatch() }
        result.append(text)
        next += 1
      case "-":
        guard next < old.count, old[next] == text else { throw Mismatch() }
        next += 1
      default: result.append(text)
      }
    }
  }
  return result + old[next...]
}

/// A tiny deterministic random number generator, so that the property test is reproducible.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
