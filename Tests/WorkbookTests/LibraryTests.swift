import Foundation
import Testing

/// The runner's list of chapters (Sources/workbook/Library.swift) is written by hand, beside
/// Package.swift's: every chapter folder must be in both, or `swift run workbook` would leave a
/// chapter out without a word.
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
    let library = try Self.text("Sources/workbook/Library.swift")
    for (number, name) in Self.chapters {
      #expect(
        manifest.contains("number: \"\(number)\", name: \"\(name)\""), "Package.swift lists \(number)-\(name)"
      )
      #expect(
        library.contains("#if WORKBOOK_CHAPTER_\(number)\n  import \(name)Catalog\n"),
        "Library.swift imports \(name)Catalog under WORKBOOK_CHAPTER_\(number)")
      #expect(
        library.contains(
          "#if WORKBOOK_CHAPTER_\(number)\n    chapters.append(Chapter(\(name)Catalog.catalog))"),
        "Library.swift lists \(name)Catalog under WORKBOOK_CHAPTER_\(number)")
    }
  }

  @Test func theLibraryListsTheChaptersInTheBooksOrder() throws {
    let library = try Self.text("Sources/workbook/Library.swift")
    let positions = Self.chapters.compactMap {
      library.range(of: "Chapter(\($0.name)Catalog.catalog)")?.lowerBound
    }
    #expect(positions == positions.sorted() && positions.count == Self.chapters.count)
  }
}
