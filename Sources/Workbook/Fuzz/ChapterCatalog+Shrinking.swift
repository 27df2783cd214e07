import Foundation
import WorldKit

extension ChapterCatalog {
  /// Whether a variant's run of the actions differs from its reference's.
  @MainActor
  func differs(_ actions: [Action<AppWorld>], variant: Variant<AppWorld>, reference: Variant<AppWorld>)
    -> Bool
  {
    guard actionModel?.allows(actions) ?? true else { return false }
    let scenario = Scenario<AppWorld>("generated", "", actions)
    return transcript(of: scenario, on: variant).text != transcript(of: scenario, on: reference).text
  }

  /// Drops actions (halves, quarters… single ones) while the difference stays, then simplifies
  /// the texts typed to the shortest of the model's that keeps it.
  @MainActor
  func shrink(_ actions: [Action<AppWorld>], variant: Variant<AppWorld>, reference: Variant<AppWorld>)
    -> [Action<AppWorld>]
  {
    var actions = actions
    var chunk = max(actions.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var removed = false
      while start < actions.count {
        var candidate = actions
        candidate.removeSubrange(start..<min(start + chunk, actions.count))
        if differs(candidate, variant: variant, reference: reference) {
          actions = candidate
          removed = true
        } else {
          start += chunk
        }
      }
      if !removed { chunk /= 2 }
    }
    return simplifiedTexts(actions, variant: variant, reference: reference)
  }

  @MainActor
  private func simplifiedTexts(
    _ actions: [Action<AppWorld>], variant: Variant<AppWorld>, reference: Variant<AppWorld>
  ) -> [Action<AppWorld>] {
    var actions = actions
    let texts = (actionModel?.texts ?? []).sorted { $0.count < $1.count }
    for index in actions.indices {
      guard case .typeText(let typed, let field) = actions[index] else { continue }
      for text in texts where text.count < typed.count {
        var candidate = actions
        candidate[index] = .typeText(text, into: field)
        if differs(candidate, variant: variant, reference: reference) {
          actions = candidate
          break
        }
      }
    }
    return actions
  }

  /// The finding for a scenario on which a variant differs: shrunk, its first difference, its Swift.
  @MainActor
  func shrunkFinding(
    seed: UInt64, actions generated: [Action<AppWorld>], variant: Variant<AppWorld>,
    reference: Variant<AppWorld>
  ) -> FuzzFinding {
    let started = ContinuousClock.now
    let actions = shrink(generated, variant: variant, reference: reference)
    let scenario = Scenario<AppWorld>("generated", "", actions)
    let expected = transcript(of: scenario, on: reference)
    let actual = transcript(of: scenario, on: variant)
    let (index, referenceEntry, variantEntry) = Transcript.firstDifference(
      expected.entries.map(\.text), actual.entries.map(\.text))
    let id = "fuzz-\(variant.id)-\(seed)".lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" }
    return FuzzFinding(
      variant: variant.id, reference: reference.id, seed: seed, generatedLength: generated.count,
      actions: actions.map(\.description), firstDifferingAction: index + 1,
      referenceEntry: referenceEntry, variantEntry: variantEntry,
      crashed: actual.crashed && !expected.crashed,
      swiftCode: swiftCode(
        id: id, summary: "Found by workbook fuzz (seed \(seed)): \(variant.id) differed from \(reference.id)",
        actions: actions),
      shrinkSeconds: (ContinuousClock.now - started).seconds)
  }

  /// A scenario as Swift for the catalog's Scenarios.swift.
  func swiftCode(id: String, summary: String, actions: [Action<AppWorld>]) -> String {
    let lines = actions.map { action in
      let code = action.swiftCode { actionModel?.code(forWorldChange: $0) }
      return "      " + code.replacingOccurrences(of: "\n", with: "\n      ") + ","
    }
    return """
        Scenario(
          \(String(reflecting: id)),
          \(String(reflecting: summary)),
          [
      \(lines.joined(separator: "\n"))
          ]),
      """
  }
}
