import Foundation
import SwiftScanning

extension SwiftSources {
  /// Reads every `.swift` file under a folder (a variant's `Steps/N-Name` or `Exercise`).
  public init(folder: URL) throws {
    try self.init(folder: folder, pathPrefix: "")
  }

  /// Reads every `.swift` file under a folder, each path given a prefix: the folder's path
  /// relative to the package's root ("Chapters/01-FoodTracker/Exercise/"), so that a goal's
  /// findings name files where a terminal or an editor opens them.
  public init(folder: URL, pathPrefix: String) throws {
    let texts = try SourceFolder.textFiles(in: folder).filter { $0.key.hasSuffix(".swift") }
    self.init(files: Dictionary(uniqueKeysWithValues: texts.map { (pathPrefix + $0.key, $0.value) }))
  }
}
