import Foundation
import Testing

/// The list of chapters (Sources/WorkbookLibrary/Library.swift) is written beside Package.swift's
/// (by `workbook new-chapter`, or by hand): every chapter folder must be in both, or `swift run
/// workbook` and the conformance tests would leave a chapter out without a word.
struct LibraryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// "01-FoodTracker" → ("01", "FoodTracker"), for every folder under Chapters/.
  static let chapters: [(number: String, name: String)] = {
    let folders =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Chapters").path))
      ?? []
    return folders.sorted().compactMap { folder in
      let parts = folder.split(separator: "-", maxSplits: 1)
      guard parts.count == 2, parts[0].allSatisfy(\.isNumber) else { return nil }
      return (String(parts[0]), String(parts[1]))
    }
  }()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func everyChapterFolderIsInPackageSwiftAndInTheRunnersLibrary() throws {
    #expect(Self.chapters.count >= 5, "found the chapters: \(Self.chapters.map(\.name))")
    let manifest = try Self.text("Package.swift")
    let library = try Self.text("Sources/WorkbookLibrary/Library.swift")
    for (number, name) in Self.chapters {
      #expect(
        manifest.contains("number: \"\(number)\", name: \"\(name)\""), "Package.swift lists \(number)-\(name)"
      )
      #expect(
        library.contains("#if WORKBOOK_CHAPTER_\(number)\n  import \(name)Catalog\n"),
        "Library.swift imports \(name)Catalog under WORKBOOK_CHAPTER_\(number)")
      #expect(
        library.contains(
          "#if WORKBOOK_CHAPTER_\(number)\n    chapters.append(\(name)Catalog.catalog.chapter)"),
        "Library.swift lists \(name)Catalog under WORKBOOK_CHAPTER_\(number)")
    }
  }

  @Test func theLibraryListsTheChaptersInTheBooksOrder() throws {
    let library = try Self.text("Sources/WorkbookLibrary/Library.swift")
    let positions = Self.chapters.compactMap {
      library.range(of: "\($0.name)Catalog.catalog.chapter")?.lowerBound
    }
    #expect(positions == positions.sorted() && positions.count == Self.chapters.count)
  }
}
