import Foundation
import Workbook

extension ScreenVocabulary {
  /// HeadlessUIKit's screen types, read from the package's sources.
  init(packageRoot: URL) throws {
    try self.init(
      headlessUIKit: packageRoot.appendingPathComponent("Sources/HeadlessUIKit", isDirectory: true))
  }

  /// HeadlessUIKit's screen types and those of the chapter's Kit.
  init(for chapter: Chapter, packageRoot: URL) throws {
    self = try ScreenVocabulary(packageRoot: packageRoot).adding(chapter)
  }

  /// These names and the screen types of the chapter's Kit.
  func adding(_ chapter: Chapter) throws -> ScreenVocabulary {
    try adding(kit: chapter.folder.appendingPathComponent("Kit", isDirectory: true))
  }
}
