import Foundation

extension MutationReport {
  /// The terminal's report: the counts and the score, then each survivor as a one-line diff
  /// with its place, grouped by type, then the equivalent and dropped mutants, then which
  /// scenarios killed how many.
  func rendered(style: TextStyle) -> String {
    var lines = [style.bold(title)]
    lines.append(
      "  \(fates.count + equivalent.count + dropped.count) planted: \(fates.count) run, "
        + "\(equivalent.count) declared equivalent, \(dropped.count) dropped (did not compile)")
    lines.append("  unit tests: \(unitTests)")
    lines.append("  built in \(Self.seconds(buildSeconds)), run in \(Self.seconds(runSeconds))" + rate)
    lines.append(scoreLine(style: style))
    if !survived.isEmpty {
      lines.append("")
      lines.append(style.bold("Survived (\(survived.count)): what no scenario or unit test noticed"))
      for group in survivorsByType {
        lines.append("  \(group.type.isEmpty ? "(outside any type)" : group.type)")
        lines += group.mutants.map { "    " + style.red($0.summary) }
      }
    }
    lines += section(
      "Equivalent (\(equivalent.count)): declared by the catalog",
      equivalent.map {
        "  \($0.mutant.summary) — \($0.reason)"
      }, style: style)
    lines += section(
      "Dropped (\(dropped.count)): the planted text did not compile",
      dropped.map {
        "  \($0.summary)"
      }, style: style)
    lines += section(
      "Killed (\(killed.count)), by what noticed them first",
      killsByScenario.map {
        "  \($0.count) by \($0.scenario)"
      }, style: style)
    return lines.joined(separator: "\n") + "\n"
  }

  private var title: String {
    "Mutants of \(number) \(chapter), \(variant)" + (type.map { ", type \($0)" } ?? "")
  }

  private var rate: String {
    mutantsPerSecond.map { String(format: " (%.1f mutants a second)", $0) } ?? ""
  }

  private func scoreLine(style: TextStyle) -> String {
    guard let score else { return "  no mutant to run" }
    let text = "  score \(Self.percent(score)): \(killed.count) of \(fates.count) killed"
    return survived.isEmpty ? style.green(text) : style.yellow(text)
  }

  private func section(_ heading: String, _ body: [String], style: TextStyle) -> [String] {
    body.isEmpty ? [] : ["", style.bold(heading)] + body
  }

  /// "87 %", "100 %"; never 100 % with a survivor.
  static func percent(_ fraction: Double) -> String {
    "\(fraction < 1 ? min(Int((fraction * 100).rounded()), 99) : 100) %"
  }

  static func seconds(_ interval: Double) -> String {
    String(format: "%.1f s", interval)
  }
}
