import Foundation
import Workbook

/// A scenario's approved transcript as a page: the scenario's summary and actions, then what every
/// step shows, action by action (the approved text, recorded from step 0); where a step declares a
/// divergence for it, that step's own approved transcript follows, with the reason.
struct TranscriptPage {
  let chapter: Chapter
  let scenario: Chapter.ScenarioInfo

  /// The page's name, without extension: "transcript-first-launch".
  var name: String { "transcript-\(scenario.id)" }

  /// The approved transcripts: the root step's, then each declared divergence's.
  func transcripts() throws -> [(title: String, reason: String?, text: String)] {
    let root = chapter.timeline.first?.steps.first?.id ?? ""
    var found: [(String, String?, String)] = []
    if let text = try approved(root) { found.append(("Every step", nil, text)) }
    let crashing = chapter.expectedFailures.filter { $0.scenarios.contains(scenario.id) }
    if let first = crashing.first {
      found.append(
        (
          "Steps declared to crash",
          "\(crashing.map(\.variant).joined(separator: ", ")) stop with "
            + "`\(first.crash.message)`: \(first.reason)", ""
        ))
    }
    for divergence in chapter.divergences where divergence.scenarios.contains(scenario.id) {
      guard let text = try approved(divergence.variant) else { continue }
      if found.first?.0 == "Every step" { found[0].0 = "Before \(divergence.variant)" }
      found.append(
        ("From \(divergence.variant) on", divergence.reason, text))
    }
    if found.isEmpty {
      found.append(
        ("Not approved yet", nil, "(no approved transcript: `swift run workbook approve \(chapter.number)`)"))
    }
    return found
  }

  /// The approved transcript a variant must reproduce, nil when none is stored (not approved yet).
  private func approved(_ variant: String) throws -> String? {
    try chapter.approvedTranscript(variant: variant, scenario: scenario.id)
  }

  var navigation: DocsNavigation {
    DocsNavigation.inChapter(folderName: chapter.folder.lastPathComponent, previous: nil, next: [])
  }

  /// The source of the page, relative to docs/chapters/<NN-Name>/: the approved text every step
  /// reproduces, or the folder of approved transcripts when the root has none (it crashes there),
  /// or the chapter's folder before anything is approved.
  var sourcePath: String {
    let folder = "../../../Chapters/\(chapter.folder.lastPathComponent)/Transcripts/"
    let root = chapter.timeline.first?.steps.first?.id ?? ""
    let url = chapter.approvedTranscriptURL(variant: root, scenario: scenario.id)
    guard FileManager.default.fileExists(atPath: url.path)
    else {
      let exists = FileManager.default.fileExists(atPath: chapter.transcriptsFolder.path)
      return exists ? folder : "../../../Chapters/\(chapter.folder.lastPathComponent)/"
    }
    return folder + url.lastPathComponent
  }

  func markdown() throws -> String {
    var page = [
      DocsGenerator.notice, "", "# \(chapter.number) \(chapter.name) · scenario `\(scenario.id)`", "",
      navigation.markdownLine, "", scenario.summary.isEmpty ? "" : scenario.summary + ".", "",
      "The actions, as the catalog scripts them:", "",
    ]
    page += scenario.actions.enumerated().map { "\($0.offset + 1). `\($0.element)`" }
    page += [
      "",
      "Every step of the chapter must reproduce this transcript exactly ([approved text](\(sourcePath)); "
        + "`swift run workbook show \(chapter.number) <step> \(scenario.id)` prints it for one step).",
    ]
    for transcript in try transcripts() {
      page += ["", "## \(transcript.title)", ""]
      if let reason = transcript.reason { page += [Self.why(transcript.title) + reason + ".", ""] }
      if !transcript.text.isEmpty {
        page += ["````text", transcript.text.trimmingCharacters(in: .newlines), "````"]
      }
    }
    return page.joined(separator: "\n") + "\n"
  }

  func html() throws -> String {
    var body = [
      scenario.summary.isEmpty ? "" : "<p>\(h(scenario.summary)).</p>",
      "<p>The actions, as the catalog scripts them:</p>", "<ol>",
    ]
    body += scenario.actions.map { "<li><code>\(h($0))</code></li>" }
    body += [
      "</ol>",
      // The approved text is not a page of docs/: named, not linked, so no link leaves the site.
      "<p class=\"muted\">Every step of the chapter must reproduce this transcript exactly (the approved text: "
        + "<code>\(h(LessonLinks.normalized("docs/chapters/\(chapter.folder.lastPathComponent)/" + sourcePath)))</code> in the repository; "
        + "<code>swift run workbook show \(chapter.number) &lt;step&gt; \(h(scenario.id))</code> prints it for one step).</p>",
    ]
    for transcript in try transcripts() {
      body.append("<h2>\(h(transcript.title))</h2>")
      if let reason = transcript.reason { body.append("<p>\(h(Self.why(transcript.title) + reason)).</p>") }
      if !transcript.text.isEmpty {
        body.append("<pre>\(h(transcript.text.trimmingCharacters(in: .newlines)))</pre>")
      }
    }
    return DocsHTMLPage(
      title: "\(chapter.number) \(chapter.name) · scenario \(scenario.id)", navigation: navigation.html,
      body: body.joined(separator: "\n")
    ).html
  }

  private static func why(_ title: String) -> String {
    title.hasPrefix("Steps declared to crash") ? "An expected failure: " : "A declared divergence: "
  }

  private func h(_ text: String) -> String { HTMLPage.escape(text) }
}
