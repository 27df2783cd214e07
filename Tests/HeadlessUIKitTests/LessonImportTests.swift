import Foundation
import Testing

/// Lesson code (Chapters/) sees UIKit's look-alikes only: the automation face is imported only by
/// the launch (Info.plist.swift, which returns the launched app), HeadlessUIKit's SPI (what the
/// automation face and the Interface Builder translations use) is never reached, and the
/// translations are imported only by the files named after what they translate.
struct LessonImportTests {
  /// Files that translate what Interface Builder and Info.plist say: they may import
  /// HeadlessInterfaceBuilder.
  static func isTranslation(_ name: String) -> Bool {
    name.hasSuffix(".storyboard.swift") || name.hasSuffix(".xib.swift") || name == "Info.plist.swift"
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

  @Test("No lesson file but the launch imports HeadlessAutomation; none reaches HeadlessUIKit's SPI")
  func noAutomationNoSPI() throws {
    let lessons = try Self.lessonImports()
    #expect(lessons.count > 100, "the chapters' sources are found")
    for (path, imports) in lessons {
      // Info.plist.swift is UIApplicationMain: it launches the app the harness then drives.
      let isLaunch = URL(fileURLWithPath: path).lastPathComponent == "Info.plist.swift"
      #expect(isLaunch || !imports.contains { $0.contains("HeadlessAutomation") }, "\(path)")
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
