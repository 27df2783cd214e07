import Foundation
import Workbook

/// `workbook list`: a chapter's table of contents for a reader (`--json` encodes the `Chapter`
/// itself).
enum ChapterListing {
  /// The chapter for a reader: its variants as a tree (each under its parent), its scenarios, its
  /// declared divergences and, if any, its variants declared to fail.
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
    if !chapter.expectedFailures.isEmpty {
      lines.append("  Expected failures (code as published, kept to show what the suite catches):")
      lines += chapter.expectedFailures.map { failure in
        "    ⚑ \(failure.variant) crashes on \(failure.scenarios.joined(separator: ", ")) with "
          + "\"\(failure.crash.message)\": " + style.dim(failure.reason)
      }
    }
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
