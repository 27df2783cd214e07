import Foundation

/// A new chapter, as `workbook new-chapter NN Name` writes it: its folders from the template
/// (Kit, step 0, Exercise as a copy of step 0, Catalog, an empty Transcripts), its test folder,
/// its lines in the library and in the README's table. Package.swift's line is the user's to add:
/// the command says which.
struct ChapterScaffold {
  /// Two digits: "06".
  let number: String
  /// The chapter's name, the prefix of its modules: "Shelf".
  let name: String
  let packageRoot: URL

  /// "Chapters/06-Shelf".
  var folderPath: String { "Chapters/\(number)-\(name)" }
  /// "Tests/ShelfTests".
  var testsPath: String { "Tests/\(name)Tests" }

  /// The line Package.swift's `allChapters` needs.
  var manifestLine: String {
    "ChapterManifest(number: \"\(number)\", name: \"\(name)\", steps: [\"0-Massive\"]),"
  }

  /// Reads the number and name as typed: "6" or "06", and an identifier that starts with a capital.
  init(number: String, name: String, packageRoot: URL) throws(UsageError) {
    guard (1...2).contains(number.count), number.allSatisfy(\.isASCII), let value = Int(number), value > 0
    else {
      throw UsageError("the chapter's number is one or two digits, 01 to 99: got \"\(number)\"")
    }
    guard let first = name.first, first.isASCII, first.isUppercase,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      throw UsageError(
        "the chapter's name prefixes its modules (\(name)Kit, \(name)Massive…): letters and digits, starting"
          + " with a capital, like \"FoodTracker\"; got \"\(name)\"")
    }
    self.number = value < 10 ? "0\(value)" : "\(value)"
    self.name = name
    self.packageRoot = packageRoot
  }

  /// Refuses a number or a name a chapter folder already has, and a test folder that exists.
  func refuseExisting() throws(UsageError) {
    let chapters = packageRoot.appendingPathComponent("Chapters", isDirectory: true)
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []).sorted()
    let taken = folders.filter {
      $0.hasPrefix("\(number)-") || $0.lowercased().hasSuffix("-\(name.lowercased())")
    }
    if !taken.isEmpty {
      throw UsageError(
        "Chapters/\(taken[0]) exists: choose another number and name; the chapters are "
          + folders.joined(separator: ", "))
    }
    if FileManager.default.fileExists(atPath: url(testsPath).path) {
      throw UsageError("\(testsPath) exists: a chapter named \(name) would use it; choose another name")
    }
  }

  /// Writes the chapter; returns the paths written, relative to the package's root. The chapter's
  /// folder is written beside its place and renamed into it, so that a failure leaves none.
  func write(from template: ChapterTemplate) throws -> [String] {
    let files = template.filled(number: number, name: name)
    let staged = url("Chapters/.\(number)-\(name).new")
    try? FileManager.default.removeItem(at: staged)
    var chapterFiles = files.filter { !$0.path.hasPrefix("Tests/") }
    chapterFiles += files.filter { $0.path.hasPrefix("Steps/0-Massive/") }.map {
      ChapterTemplate.File(path: "Exercise/" + $0.path.dropFirst("Steps/0-Massive/".count), text: $0.text)
    }
    try Self.write(chapterFiles, under: staged)
    try FileManager.default.createDirectory(
      at: staged.appendingPathComponent("Transcripts", isDirectory: true), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: staged, to: url(folderPath))
    let tests = files.filter { $0.path.hasPrefix("Tests/") }.map {
      ChapterTemplate.File(path: testsPath + $0.path.dropFirst("Tests".count), text: $0.text)
    }
    try Self.write(tests, under: packageRoot)
    return chapterFiles.map { "\(folderPath)/\($0.path)" }.sorted() + ["\(folderPath)/Transcripts/"]
      + tests.map(\.path)
  }

  /// Adds the chapter to the library and to the README's table; returns the paths changed, and
  /// what could not be changed (a file that does not have the shape expected), to do by hand.
  func addToLists() throws -> (changed: [String], byHand: [String]) {
    var changed: [String] = []
    var byHand: [String] = []
    let edits: [(String, (String) -> String?)] = [
      (ChapterLists.libraryPath, { ChapterLists.library($0, number: number, name: name) }),
      ("README.md", { ChapterLists.readme($0, number: number, name: name) }),
    ]
    for (path, edit) in edits {
      guard let text = try? String(contentsOf: url(path), encoding: .utf8), let edited = edit(text) else {
        byHand.append(path)
        continue
      }
      try edited.write(to: url(path), atomically: true, encoding: .utf8)
      changed.append(path)
    }
    return (changed, byHand)
  }

  private func url(_ path: String) -> URL {
    packageRoot.appendingPathComponent(path)
  }

  private static func write(_ files: [ChapterTemplate.File], under folder: URL) throws {
    for file in files {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
