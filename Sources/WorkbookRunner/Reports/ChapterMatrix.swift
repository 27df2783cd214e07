import Workbook

/// One chapter's part of the matrix.
public struct ChapterMatrix: Codable, Equatable, Sendable {
  public let number: String
  public let name: String
  public let title: String
  /// The variants run, in catalog order.
  public let variants: [String]
  /// The scenarios run, in catalog order.
  public let scenarios: [String]
  /// Every (variant, scenario) run, variant by variant.
  public let outcomes: [RunOutcome]
  /// What is wrong with the chapter's catalog (a failure of its own).
  public let problems: [String]

  public init(
    number: String, name: String, title: String, variants: [String], scenarios: [String],
    outcomes: [RunOutcome], problems: [String] = []
  ) {
    self.number = number
    self.name = name
    self.title = title
    self.variants = variants
    self.scenarios = scenarios
    self.outcomes = outcomes
    self.problems = problems
  }

  private enum CodingKeys: String, CodingKey {
    // "cells", as the JSON has always called them.
    case number, name, title, variants, scenarios, outcomes = "cells", problems
  }

  /// The outcome of a variant and a scenario.
  public func outcome(variant: String, scenario: String) -> RunOutcome? {
    outcomes.first { $0.subject.variant == variant && $0.subject.scenario == scenario }
  }
}

// MARK: - Rendering

extension ChapterMatrix {
  /// The chapter's heading, its grid (one row per scenario, one column per variant, laid out to
  /// fit `width`: see `MatrixLayout`), a note per declared divergence and one per declared failure.
  public func rendered(style: TextStyle = .plain, width: Int = .max) -> String {
    var lines = [style.bold("\(number) \(name)") + (title.isEmpty ? "" : " — \(title)")]
    let scenarioWidth = max(scenarios.map(\.count).max() ?? 0, 8)
    let layout = MatrixLayout(variants: variants, scenarioWidth: scenarioWidth, width: width)
    for (index, panel) in layout.panels.enumerated() {
      if index > 0 { lines.append("") }
      let header = panel.map { " " + layout.headers[$0] + " " }
      lines.append(Self.trimmed("  " + String(repeating: " ", count: scenarioWidth) + " " + header.joined()))
      lines += scenarios.map {
        row(of: $0, width: scenarioWidth, columns: panel.map { variants[$0] }, header: header, style: style)
      }
    }
    if scenarios.isEmpty { lines.append(style.dim("  (no scenarios)")) }
    lines += layout.legend.map { style.dim($0) }
    lines += divergenceNotes.map {
      style.dim("  ≠ \($0.scenario) on \($0.variants.joined(separator: ", ")): \($0.reason)")
    }
    lines += expectedFailureNotes.map {
      let crash = $0.variants.count == 1 ? "crashes" : "crash"
      return style.dim(
        "  ⚑ \($0.variants.joined(separator: ", ")) \(crash) on \($0.scenarios.joined(separator: ", ")), "
          + "as declared: \($0.reason)")
    }
    return lines.joined(separator: "\n")
  }

  /// A scenario's row: its id, then each variant's symbol centred under its column.
  private func row(
    of scenario: String, width: Int, columns: [String], header: [String], style: TextStyle
  ) -> String {
    var row = "  " + scenario + String(repeating: " ", count: width - scenario.count) + " "
    for (variant, column) in zip(columns, header) {
      let symbol = outcome(variant: variant, scenario: scenario).map { style.symbol($0.verdict.status) }
      let left = (column.count - 1) / 2
      row +=
        String(repeating: " ", count: left) + (symbol ?? style.dim("·"))
        + String(repeating: " ", count: column.count - 1 - left)
    }
    return Self.trimmed(row)
  }

  /// One note per declared divergence: the scenario, the variants that reproduce it, why.
  private var divergenceNotes: [(scenario: String, reason: String, variants: [String])] {
    var notes: [(scenario: String, reason: String, variants: [String])] = []
    for outcome in outcomes {
      guard case .declaredDivergence(let reason) = outcome.verdict else { continue }
      let scenario = outcome.subject.scenario
      if let index = notes.firstIndex(where: { $0.scenario == scenario && $0.reason == reason }) {
        notes[index].variants.append(outcome.subject.variant)
      } else {
        notes.append((scenario, reason, [outcome.subject.variant]))
      }
    }
    return notes
  }

  /// One note per kind of declared crash: the variants that crashed (several, when they share
  /// the scenarios and the reason), the scenarios, why they are kept.
  private var expectedFailureNotes: [(variants: [String], reason: String, scenarios: [String])] {
    var byVariant: [(variant: String, reason: String, scenarios: [String])] = []
    for outcome in outcomes {
      guard case .expectedFailure(let reason, _) = outcome.verdict else { continue }
      let variant = outcome.subject.variant
      if let index = byVariant.firstIndex(where: { $0.variant == variant && $0.reason == reason }) {
        byVariant[index].scenarios.append(outcome.subject.scenario)
      } else {
        byVariant.append((variant, reason, [outcome.subject.scenario]))
      }
    }
    var notes: [(variants: [String], reason: String, scenarios: [String])] = []
    for note in byVariant {
      if let index = notes.firstIndex(where: { $0.reason == note.reason && $0.scenarios == note.scenarios }) {
        notes[index].variants.append(note.variant)
      } else {
        notes.append(([note.variant], note.reason, note.scenarios))
      }
    }
    return notes
  }

  private static func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
