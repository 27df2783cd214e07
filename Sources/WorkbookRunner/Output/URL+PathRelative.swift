import Foundation

extension URL {
  /// The path below `root` ("Chapters/01-FoodTracker/README.md"), or the whole path where the URL
  /// is not below it: for messages and generated links.
  func path(relativeTo root: URL) -> String {
    let root = root.standardizedFileURL.path + "/"
    let path = standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
