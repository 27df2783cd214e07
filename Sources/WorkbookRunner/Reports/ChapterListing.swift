import Foundation
import Workbook

/// `workbook list --json`: a chapter's table of contents.
struct ChapterListing: Encodable {
  struct VariantListing: Encodable {
    let id: String
    let title: String
    /// "step" or "exercise".
    let kind: String
    /// The step's number.
    let step: Int?
    let parent: String?
    /// Relative to the package's root.
    let sourceFolder: String
  }

  struct ScenarioListing: Encodable {
    let id: String
    let summary: String
    let actions: [String]
  }

  struct DivergenceListing: Encodable {
    let variant: String
    let scenarios: [String]
    let reason: String
  }

  let number: String
  let name: String
  let title: String
  let folder: String
  let variants: [VariantListing]
  let scenarios: [ScenarioListing]
  let divergences: [DivergenceListing]
  let problems: [String]

  init(_ chapter: Chapter, root: URL) {
    func relative(_ url: URL) -> String {
      let prefix = root.standardizedFileURL.path + "/"
      let path = url.standardizedFileURL.path
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    number = chapter.number
    name = chapter.name
    title = chapter.title
    folder = relative(chapter.folder)
    variants = chapter.variants.map { variant in
      let step: Int? =
        switch variant.kind {
        case .step(let number): number
        case .exercise: nil
        }
      return VariantListing(
        id: variant.id, title: variant.title, kind: step == nil ? "exercise" : "step", step: step,
        parent: variant.parent, sourceFolder: relative(variant.sourceFolder))
    }
    scenarios = chapter.scenarios.map { ScenarioListing(id: $0.id, summary: $0.summary, actions: $0.actions) }
    divergences = chapter.divergences.map {
      DivergenceListing(variant: $0.variant, scenarios: $0.scenarios, reason: $0.reason)
    }
    problems = chapter.problems
  }

  /// The chapter for a reader: its variants as a tree (each under its parent), its scenarios and
  /// its declared divergences.
  static func rendered(_ chapter: Chapter, style: TextStyle) -> String {
    var lines = [
      style.bold("\(chapter.number) \(chapter.name)") + (chapter.title.isEmpty ? "" : " — \(chapter.title)")
    ]
    lines.append("  Variants (each under the parent it is diffed against):")
    let tree = variantTree(chapter)
    let labelWidth = tree.map { $0.prefix.count + $0.variant.id.count }.max() ?? 0
    lines += tree.map { prefix, variant in
      let label = prefix + variant.id
      return "    " + label + String(repeating: " ", count: labelWidth - label.count + 2)
        + style.dim(variant.title)
    }
    lines.append("  Scenarios:")
    let scenarioWidth = chapter.scenarios.map(\.id.count).max() ?? 0
    lines += chapter.scenarios.map { scenario in
      "    " + scenario.id + String(repeating: " ", count: scenarioWidth - scenario.id.count + 2)
        + style.dim(scenario.summary)
    }
    if chapter.scenarios.isEmpty { lines.append(style.dim("    (none)")) }
    lines.append("  Declared divergences:")
    lines += chapter.divergences.map { divergence in
      "    ≠ from \(divergence.variant) on, \(divergence.scenarios.joined(separator: ", ")): "
        + style.dim(divergence.reason)
    }
    if chapter.divergences.isEmpty { lines.append(style.dim("    (none)")) }
    if !chapter.problems.isEmpty {
      lines.append(style.red("  Catalog problems:"))
      lines += chapter.problems.map { "    ✗ \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  /// The variants in tree order, each with its branch drawing: "├─ ", "│  └─ ".
  static func variantTree(_ chapter: Chapter) -> [(prefix: String, variant: Chapter.VariantInfo)] {
    let ids = Set(chapter.variants.map(\.id))
    // Roots: no parent, or a parent that does not exist (a catalog problem, still shown).
    let roots = chapter.variants.filter { $0.parent.map { !ids.contains($0) } ?? true }
    var rows: [(String, Chapter.VariantInfo)] = []
    var visited = Set<String>()
    func visit(_ variant: Chapter.VariantInfo, indent: String, branch: String) {
      guard visited.insert(variant.id).inserted else { return }
      rows.append((indent + branch, variant))
      let children = chapter.variants.filter { $0.parent == variant.id }
      let childIndent = indent + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
      for (index, child) in children.enumerated() {
        visit(child, indent: childIndent, branch: index == children.count - 1 ? "└─ " : "├─ ")
      }
    }
    for root in roots { visit(root, indent: "", branch: "") }
    // A cycle leaves variants unvisited: list them flat rather than hide them.
    for variant in chapter.variants where !visited.contains(variant.id) { rows.append(("", variant)) }
    return rows
  }
}
