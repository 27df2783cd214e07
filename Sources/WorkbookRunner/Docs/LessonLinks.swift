import Foundation
import Workbook

/// Where a lesson's links lead once it is a page of docs/ (docs/chapters/<NN-Name>/lesson.html):
/// a step's folder or file → the step's diff page (the first step, which has none → its place on
/// the chapter's page); a chapter's README → that chapter's lesson page; an approved transcript →
/// the scenario's page; a file under docs/ → that file. Anything else in the repository has no
/// page: the link becomes text saying where it points, so no link leaves docs/.
struct LessonLinks {
  /// A step's pages: its chapter's folder of docs and its id; `hasDiff` unless it is a root.
  struct StepPage {
    let chapter: String
    let id: String
    let hasDiff: Bool
  }

  /// The lesson's chapter folder, relative to the package's root ("Chapters/04-MegaController").
  let lessonFolder: String
  /// Every documented chapter's folder name, with its scenarios.
  let chapters: [String: Set<String>]
  /// Every step's source folder, relative to the package's root, without a trailing slash.
  let steps: [String: StepPage]

  init(lessonFolder: String, chapters: [Chapter], packageRoot: URL) {
    self.lessonFolder = lessonFolder
    var names: [String: Set<String>] = [:]
    var steps: [String: StepPage] = [:]
    for chapter in chapters {
      let name = chapter.folder.lastPathComponent
      names[name] = Set(chapter.scenarios.map(\.id))
      for step in chapter.variants {
        guard case .step = step.kind else { continue }
        let path = step.sourceFolder.path(relativeTo: packageRoot)
        steps[Self.trimmed(path)] = StepPage(chapter: name, id: step.id, hasDiff: step.parent != nil)
      }
    }
    self.chapters = names
    self.steps = steps
  }

  /// The page's folder under docs/.
  var pageFolder: String {
    "\(DocsGenerator.outputFolder)/\((lessonFolder as NSString).lastPathComponent)"
  }

  /// Where a link of the lesson leads from its page.
  func destination(_ target: String) -> MarkdownHTML.Destination {
    if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("mailto:") { return .href(target) }
    let (path, fragment) = Self.split(target)
    let resolved = Self.normalized(lessonFolder + "/" + path)
    if resolved.hasPrefix("docs/") { return .href(Self.relative(resolved, from: pageFolder) + fragment) }
    if let page = page(of: resolved, fragment: fragment) {
      return .href(Self.relative(page, from: pageFolder))
    }
    return .unlinked(resolved.isEmpty ? "the repository" : "in the repository: \(resolved)")
  }

  /// The page under docs/ of a file of the repository, with the fragment; nil when it has none.
  private func page(of path: String, fragment: String) -> String? {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count >= 2, parts[0] == "Chapters", let scenarios = chapters[parts[1]] else { return nil }
    let folder = "\(DocsGenerator.outputFolder)/\(parts[1])"
    if parts.count == 2 || (parts.count == 3 && parts[2] == "README.md") {
      return "\(folder)/\(DocsGenerator.lessonPage)\(fragment)"
    }
    if parts[2] == "Steps", parts.count >= 4, let step = steps[parts[0..<4].joined(separator: "/")] {
      return step.hasDiff ? "\(folder)/\(step.id).html" : "\(folder)/index.html#step-\(step.id)"
    }
    if parts[2] == "Transcripts" {
      let scenario = parts.count == 4 ? String(parts[3].prefix { $0 != "@" && $0 != "." }) : ""
      return scenarios.contains(scenario)
        ? "\(folder)/transcript-\(scenario).html" : "\(folder)/index.html#scenarios"
    }
    return nil
  }

  private static func split(_ target: String) -> (path: String, fragment: String) {
    guard let hash = target.firstIndex(of: "#") else { return (target, "") }
    return (String(target[..<hash]), String(target[hash...]))
  }

  private static func trimmed(_ path: String) -> String {
    path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// `a/b/../c/./d/` → `a/c/d`.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast() } else { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }

  /// `path` relative to the folder `from`, both relative to the package's root.
  static func relative(_ path: String, from folder: String) -> String {
    let target = path.split(separator: "/", omittingEmptySubsequences: true)
    let base = folder.split(separator: "/")
    var common = 0
    while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    let relative = (up + target[common...].map(String.init)).joined(separator: "/")
    return relative
  }
}
