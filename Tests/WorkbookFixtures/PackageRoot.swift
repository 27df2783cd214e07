import Foundation

/// Where the package's root is, for tests that read its committed files (the chapters, docs/,
/// HeadlessUIKit's sources), wherever the test's own file sits.
enum PackageRoot {
  /// Two folders up from this file's: Tests/WorkbookFixtures/PackageRoot.swift.
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
