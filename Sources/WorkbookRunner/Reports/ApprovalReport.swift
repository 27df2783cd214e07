import Foundation
import Workbook

/// What `workbook approve` did to a chapter's Transcripts folder.
struct ApprovalReport {
  /// The file names written, in the order they were recorded.
  let written: [String]
  /// Written files that did not exist before.
  let added: [String]
  /// Written files whose text changed: behaviour changes, to be reviewed.
  let changed: [(name: String, old: String, new: String)]
  /// Files in the folder that were not recorded this time (a scenario renamed or removed).
  let leftOver: [String]

  init(before: [String: String], after: [String: String], written: [String]) {
    self.written = written
    added = written.filter { before[$0] == nil }
    changed = written.compactMap { name in
      guard let old = before[name], let new = after[name], old != new else { return nil }
      return (name, old, new)
    }
    let recorded = Set(written)
    leftOver = after.keys.filter { !recorded.contains($0) }.sorted()
  }

  func rendered(chapter: Chapter, folder: String, style: TextStyle) -> String {
    let addedSet = Set(added)
    let changedSet = Set(changed.map(\.name))
    var lines = [
      style.bold(
        "Recorded \(written.count) approved transcript\(written.count == 1 ? "" : "s") of \(chapter.number) \(chapter.name) in \(folder):"
      )
    ]
    let nameWidth = (written + leftOver).map(\.count).max() ?? 0
    func padded(_ name: String) -> String { name + String(repeating: " ", count: nameWidth - name.count) }
    for name in written {
      let state =
        addedSet.contains(name)
        ? style.green("new") : changedSet.contains(name) ? style.yellow("CHANGED") : style.dim("unchanged")
      lines.append("  \(padded(name))  \(state)")
    }
    for name in leftOver {
      lines.append(
        "  \(padded(name))  \(style.yellow("not recorded any more: delete it if its scenario is gone"))")
    }
    if changed.isEmpty {
      lines.append(
        added.isEmpty ? "No approved transcript changed." : "No existing approved transcript changed.")
    } else {
      lines.append("")
      lines.append(
        style.yellow(
          "⚠ \(changed.count) approved transcript\(changed.count == 1 ? "" : "s") changed. A changed approved "
            + "transcript is a behaviour change: it must be a declared divergence (recorded from the variant "
            + "that declares it) or the fix of a wrong recording. Review every change before committing:"))
      for change in changed {
        let diff = SourceDiff(
          oldLabel: "approved", newLabel: "recorded", oldFiles: [change.name: change.old],
          newFiles: [change.name: change.new])
        lines.append("")
        lines.append(diff.unified(context: 3, style: style).trimmingCharacters(in: .newlines))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
