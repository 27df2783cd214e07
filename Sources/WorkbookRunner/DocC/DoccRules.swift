import Foundation

/// DocC's rules that its converter does not all enforce, checked on a catalog's files before they
/// are written (and on the committed catalog by the tests):
/// - a `@Code` `file:` is looked up by its name across the whole catalog, so each name is one file;
/// - highlights are kept per file, so no file is the `file:` of two steps;
/// - a chapter's address must not be a tutorial's (the converter crashes: "Attempting to add edge
///   between two equal nodes");
/// - each `@Chapter` has an `@Image` that exists; each `@Step` shows code; each tutorial reference
///   and each image resolves; a tutorial's section titles are its anchors, so they differ.
enum DoccRules {
  /// One line per broken rule; empty when the catalog keeps them all. Paths are the files'
  /// paths; `folder` is the catalog's.
  static func problems(in files: [DocsGenerator.File], under folder: String) -> [String] {
    let inCatalog = files.filter { $0.path.hasPrefix(folder + "/") }
    var byName: [String: [String]] = [:]
    for file in inCatalog { byName[lastComponent(file.path), default: []].append(file.path) }
    var problems = byName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map {
      "two files named \($0.key): \($0.value.sorted().joined(separator: ", "))"
    }
    let tutorials = inCatalog.filter { $0.path.hasSuffix(".tutorial") }
    let tutorialNames = Set(tutorials.map { lastComponent($0.path).dropLast(".tutorial".count).lowercased() })
    var shown: [String: String] = [:]
    for tutorial in tutorials {
      let name = lastComponent(tutorial.path)
      let lines = tutorial.contents.components(separatedBy: "\n")
      problems += codeProblems(lines, in: name, byName: byName, shown: &shown)
      problems += chapterProblems(lines, in: name, byName: byName, tutorials: tutorialNames)
      problems += sectionProblems(lines, in: name)
    }
    return problems
  }

  /// Every `@Code` names files that exist, and no file is shown twice; every `@Step` shows code.
  private static func codeProblems(
    _ lines: [String], in tutorial: String, byName: [String: [String]], shown: inout [String: String]
  ) -> [String] {
    var problems: [String] = []
    var openStep: Int?
    for (index, line) in lines.enumerated() {
      if directive("Step", line) != nil {
        if let step = openStep { problems.append("\(tutorial):\(step + 1): a @Step without @Code") }
        openStep = index
      }
      if directive("Section", line) != nil, let step = openStep {
        problems.append("\(tutorial):\(step + 1): a @Step without @Code")
        openStep = nil
      }
      guard let code = directive("Code", line) else { continue }
      openStep = nil
      for label in ["file", "previousFile"] {
        guard let file = code[label] else { continue }
        if byName[file] == nil { problems.append("\(tutorial):\(index + 1): no file named \(file)") }
      }
      if let file = code["file"] {
        if let first = shown[file] {
          problems.append("\(tutorial):\(index + 1): \(file) is shown by two steps (first at \(first))")
        }
        shown[file] = "\(tutorial):\(index + 1)"
      }
    }
    if let step = openStep { problems.append("\(tutorial):\(step + 1): a @Step without @Code") }
    return problems
  }

  /// Each `@Chapter` has an image that exists, an address no tutorial has, and tutorials that exist.
  private static func chapterProblems(
    _ lines: [String], in tutorial: String, byName: [String: [String]], tutorials: Set<String>
  ) -> [String] {
    var problems: [String] = []
    var chapter: (name: String, line: Int, hasImage: Bool)?
    func close() {
      if let open = chapter, !open.hasImage {
        problems.append("\(tutorial):\(open.line): chapter \"\(open.name)\" has no @Image")
      }
    }
    for (index, line) in lines.enumerated() {
      if let arguments = directive("Chapter", line), let name = arguments["name"] {
        close()
        chapter = (name, index + 1, false)
        if tutorials.contains(address(name)) {
          problems.append(
            "\(tutorial):\(index + 1): chapter \"\(name)\" has the address of the tutorial \(address(name)).tutorial"
          )
        }
      }
      if let image = directive("Image", line)?["source"] {
        if chapter != nil { chapter?.hasImage = true }
        if byName[image] == nil { problems.append("\(tutorial):\(index + 1): no image named \(image)") }
      }
      if let reference = directive("TutorialReference", line)?["tutorial"] {
        let name = reference.hasPrefix("doc:") ? String(reference.dropFirst(4)) : reference
        if !tutorials.contains(name.lowercased()) {
          problems.append("\(tutorial):\(index + 1): no tutorial named \(name)")
        }
      }
    }
    close()
    return problems
  }

  /// A tutorial's section titles differ.
  private static func sectionProblems(_ lines: [String], in tutorial: String) -> [String] {
    var seen = Set<String>()
    return lines.enumerated().compactMap { index, line in
      guard let title = directive("Section", line)?["title"] else { return nil }
      return seen.insert(address(title)).inserted
        ? nil : "\(tutorial):\(index + 1): a second section \"\(title)\""
    }
  }

  /// How DocC makes a name an address: "01 FoodTracker" → "01-foodtracker".
  static func address(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: " ", with: "-")
  }

  /// A directive's quoted arguments, if the line is that directive: `@Code(name: "A.swift", …)`.
  static func directive(_ name: String, _ line: String) -> [String: String]? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("@\(name)(") || trimmed == "@\(name) {" || trimmed == "@\(name)" else {
      return nil
    }
    var arguments: [String: String] = [:]
    var rest = Substring(trimmed.dropFirst(name.count + 1))
    while let colon = rest.range(of: ": \""),
      let end = rest[colon.upperBound...].firstIndex(of: "\"")
    {
      let label = rest[..<colon.lowerBound].split(whereSeparator: { ", (".contains($0) }).last.map(
        String.init)
      if let label { arguments[label] = String(rest[colon.upperBound..<end]) }
      rest = rest[rest.index(after: end)...]
    }
    return arguments
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
