import Foundation
import Testing

/// Lesson code (Chapters/) sees UIKit's look-alikes only: the automation face is never imported,
/// HeadlessUIKit's SPI (what the automation face and the Interface Builder translations use) is
/// never reached, and the translations are imported only by the files named after what they
/// translate.
struct LessonImportTests {
  /// Files that translate what Interface Builder and Info.plist say: they may import
  /// HeadlessInterfaceBuilder.
  static func isTranslation(_ name: String) -> Bool {
    name.hasSuffix(".storyboard.swift") || name.hasSuffix(".xib.swift") || name == "Info.plist.swift"
      // Transitional: the app delegates adopt UIMainStoryboardFile/UIBundleNibFiles until each
      // step's Info.plist.swift says what the bundle holds (issue 23, point 2).
      || name == "AppDelegate.swift"
  }

  static let chapters = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Chapters")

  /// Every Swift file under Chapters/, with the import lines it writes.
  static func lessonImports() throws -> [(path: String, imports: [String])] {
    let files =
      FileManager.default.enumerator(at: chapters, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { file in
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      let imports = lines.filter { $0.contains("import ") && !$0.hasPrefix("//") }.map(String.init)
      return (file.path, imports)
    }
  }

  @Test("No lesson file imports HeadlessAutomation or HeadlessUIKit's SPI")
  func noAutomationNoSPI() throws {
    let lessons = try Self.lessonImports()
    #expect(lessons.count > 100, "the chapters' sources are found")
    for (path, imports) in lessons {
      #expect(!imports.contains { $0.contains("HeadlessAutomation") }, "\(path)")
      #expect(!imports.contains { $0.contains("@_spi") }, "\(path)")
    }
  }

  @Test("Only translation files import HeadlessInterfaceBuilder")
  func interfaceBuilderOnlyInTranslations() throws {
    for (path, imports) in try Self.lessonImports()
    where imports.contains(where: { $0.contains("HeadlessInterfaceBuilder") }) {
      #expect(Self.isTranslation(URL(fileURLWithPath: path).lastPathComponent), "\(path)")
    }
  }
}
