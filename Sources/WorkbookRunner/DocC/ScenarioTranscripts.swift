import Foundation
import Workbook

/// The approved transcripts a chapter's tutorial ends with: what the app does, beside the code.
/// The first scenario as every step shows it, then each declared divergence's first scenario
/// with the transcript before it as the previous file, so DocC highlights what the step changed
/// in the app's behaviour.
struct ScenarioTranscripts {
  /// One `@Step` of the section.
  struct Shown {
    /// What the scenario shows, or why the step changes it.
    let text: String
    /// How to read the transcript, under it (the step's caption, as code steps have theirs).
    let caption: String
    /// The transcript's name as the code panel heads it: "add-meal.txt".
    let name: String
    let file: String
    let previousFile: String?
  }

  let shown: [Shown]
  /// Stored file name → its text.
  let stored: [String: String]
  /// How many scenarios the chapter has.
  let scenarioCount: Int

  init(_ chapter: Chapter) throws {
    var stored: [String: String] = [:]
    var shown: [Shown] = []
    /// Stores an approved transcript once; nil when there is none on disk.
    func store(variant: String, scenario: String) throws -> String? {
      let url = chapter.approvedTranscriptURL(variant: variant, scenario: scenario)
      guard let text = try chapter.approvedTranscript(variant: variant, scenario: scenario)
      else { return nil }
      let name =
        "\(chapter.number)-scenario-" + url.lastPathComponent.replacingOccurrences(of: "@", with: "-at-")
      stored[name] = text
      return name
    }
    let root = chapter.variants.first { $0.parent == nil }
    if let root, let first = chapter.scenarios.first,
      let file = try store(variant: root.id, scenario: first.id)
    {
      shown.append(
        Shown(
          text: "`\(first.id)`: \(first.summary).",
          caption: "Every step shows this, action by action: the action, then the screen as text.",
          name: "\(first.id).txt", file: file, previousFile: nil))
    }
    for divergence in chapter.divergences {
      guard let scenario = divergence.scenarios.first,
        let parent = chapter.variant(divergence.variant)?.parent,
        let file = try store(variant: divergence.variant, scenario: scenario)
      else { continue }
      let others = divergence.scenarios.dropFirst().map { "`\($0)`" }
      shown.append(
        Shown(
          text: "From **\(divergence.variant)** on, `\(scenario)` differs on purpose, a declared divergence: "
            + "\(divergence.reason).",
          caption: "The highlighted lines are what the app shows now."
            + (others.isEmpty ? "" : " The same step changes \(others.joined(separator: ", ")) too."),
          name: "\(scenario).txt", file: file, previousFile: try store(variant: parent, scenario: scenario)))
    }
    self.shown = shown
    self.stored = stored
    scenarioCount = chapter.scenarios.count
  }

  /// The tutorial's last section, nil when no transcript is approved yet.
  func section(_ chapter: Chapter) -> DoccDirective? {
    guard !shown.isEmpty else { return nil }
    let text = [
      "Every step of the chapter reproduces the approved transcripts of its \(scenarioCount) scenarios, "
        + "the bugs included, unless a step declares that it changes one on purpose. "
        + "`swift run workbook run \(chapter.number)` runs them all on every step; "
        + "`swift run workbook show \(chapter.number) <step> <scenario>` shows one."
    ]
    let steps = shown.map { shown -> DoccDirective.Child in
      var arguments = [("name", shown.name), ("file", shown.file)]
      if let previous = shown.previousFile { arguments.append(("previousFile", previous)) }
      return .directive(
        DoccDirective(
          "Step", [],
          [.markdown([shown.text]), .directive(DoccDirective("Code", arguments)), .markdown([shown.caption])])
      )
    }
    return DoccDirective(
      "Section", [("title", "What the app does")],
      [
        .directive(DoccDirective("ContentAndMedia", [], [.markdown(text)])),
        .directive(DoccDirective("Steps", [], steps)),
      ])
  }
}
