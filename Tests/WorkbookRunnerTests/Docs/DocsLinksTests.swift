import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner

/// Every relative link of every generated page leads to a file: a page generated beside it, or a
/// file of the book (a lesson, a source folder, an approved transcript). What makes the pages
/// readable straight from a clone. On GitHub Pages, which publishes docs/ only, the links into
/// the book's other folders do not resolve (docs/chapters/README.md says so).
@MainActor @Suite struct DocsLinksTests {
  @Test func everyRelativeLinkOfTheGeneratedPagesLeadsToAFile() throws {
    let book = try ShelfBook()
    defer { book.remove() }
    try "# Shelf\n".write(
      to: book.catalog.folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let files = try DocsGenerator(chapters: [book.chapter], packageRoot: book.root).files()
    let generated = Set(files.map(\.path))
    var broken: [String] = []
    for file in files where file.path.hasSuffix(".md") || file.path.hasSuffix(".html") {
      for target in Self.links(in: file.contents) {
        let folder = (file.path as NSString).deletingLastPathComponent
        let path = (("/" + folder + "/" + target) as NSString).standardizingPath.dropFirst()
        let exists =
          generated.contains(String(path))
          || FileManager.default.fileExists(atPath: book.root.appendingPathComponent(String(path)).path)
        if !exists { broken.append("\(file.path) → \(target)") }
      }
    }
    #expect(broken == [])
    #expect(files.contains { $0.path == "docs/chapters/99-Shelf/index.html" })
  }

  /// Relative targets of Markdown links and `href`s, without their fragment.
  static func links(in text: String) -> [String] {
    var targets: [String] = []
    for pattern in [#"\]\(([^)\s]+)\)"#, #"href="([^"]+)""#] {
      let regex = try! NSRegularExpression(pattern: pattern)
      for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let target = String(text[range].prefix { $0 != "#" })
        if !target.isEmpty && !target.hasPrefix("http") && !target.hasPrefix("mailto:") {
          targets.append(target)
        }
      }
    }
    return targets
  }
}
