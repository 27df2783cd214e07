import Foundation

/// The files `workbook new-chapter` writes, read from a folder of templates
/// (scripts/new-chapter/template): plain files, so that whoever changes how a chapter is made
/// edits Swift and Markdown, not string literals. `__NN__` and `__Name__` stand for the chapter's
/// number and name, in the files' text and names.
struct ChapterTemplate {
  /// Where the templates are, relative to the package's root.
  static let folder = "scripts/new-chapter/template"

  /// A file to write: its path relative to the template's folder, and its text.
  struct File: Equatable {
    let path: String
    let text: String
  }

  let files: [File]

  /// Reads every file under `folder`.
  init(folder: URL) throws {
    let root = folder.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var files: [File] = []
    while let url = enumerator?.nextObject() as? URL {
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(root.count))
      files.append(File(path: path, text: try String(contentsOf: url, encoding: .utf8)))
    }
    self.files = files.sorted { $0.path < $1.path }
  }

  init(files: [File]) {
    self.files = files
  }

  /// The files for chapter `number` named `name`: the placeholders replaced, and each run of
  /// `import` lines sorted again, since the name changes their order (swift-format's rule).
  func filled(number: String, name: String) -> [File] {
    files.map { file in
      let fill = { (text: String) in
        text.replacingOccurrences(of: "__NN__", with: number).replacingOccurrences(of: "__Name__", with: name)
      }
      let text = fill(file.text)
      return File(
        path: fill(file.path), text: file.path.hasSuffix(".swift") ? Self.sortingImports(text) : text)
    }
  }

  /// The text with each block of consecutive `import` lines in order.
  static func sortingImports(_ text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    var start = 0
    while start < lines.count {
      guard lines[start].hasPrefix("import ") else {
        start += 1
        continue
      }
      var end = start
      while end < lines.count, lines[end].hasPrefix("import ") { end += 1 }
      lines.replaceSubrange(start..<end, with: lines[start..<end].sorted())
      start = end
    }
    return lines.joined(separator: "\n")
  }
}
