import Foundation
import WorldKit

/// How one variant's run of one scenario compares with its approved transcript.
public struct EquivalenceResult: Sendable, Equatable {
  /// The verdict.
  public enum Verdict: Sendable, Equatable {
    /// Byte-identical to the approved transcript shared by the chapter.
    case same
    /// Identical to the approved transcript of a declared divergence (the reason given).
    case declaredDivergence(reason: String)
    /// Differs from what was approved.
    case differs(firstDifferingAction: Int, diff: String)
    /// The app crashed (a UIKit fault) where the approved transcript does not.
    case crashed(firstDifferingAction: Int, diff: String)
    /// No approved transcript is stored yet.
    case missingApproved(path: String)

    /// The verdict's symbol in the equivalence matrix.
    public var symbol: String {
      switch self {
      case .same: "✓"
      case .declaredDivergence: "≠"
      case .differs, .missingApproved: "✗"
      case .crashed: "‼"
      }
    }
  }

  public let chapter: String
  public let variant: String
  public let scenario: String
  public let verdict: Verdict

  /// Whether the behaviour holds: same, or a declared divergence reproduced exactly.
  public var holds: Bool {
    switch verdict {
    case .same, .declaredDivergence: true
    case .differs, .crashed, .missingApproved: false
    }
  }

  /// A readable account: which variant, which scenario, the first differing action and a diff.
  public var message: String {
    let subject = "\(chapter) · variant \(variant) · scenario \(scenario)"
    switch verdict {
    case .same:
      return "\(subject): same as approved"
    case .declaredDivergence(let reason):
      return "\(subject): declared divergence reproduced (\(reason))"
    case .differs(let action, let diff):
      return "\(subject): differs from the approved transcript at action \(action)\n\(diff)"
    case .crashed(let action, let diff):
      return "\(subject): crashed at action \(action)\n\(diff)"
    case .missingApproved(let path):
      return
        "\(subject): no approved transcript at \(path) (record it with `swift run workbook approve \(chapter.lowercased())`)"
    }
  }
}

extension ChapterCatalog {
  /// The approved transcript a variant must reproduce for a scenario, if stored.
  public func approvedTranscript(for variant: Variant<AppWorld>, scenario: String) throws -> String? {
    let url = approvedTranscriptURL(for: variant, scenario: scenario)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Runs a scenario against a variant and compares the result with its approved transcript.
  @MainActor
  public func check(_ scenario: Scenario<AppWorld>, on variant: Variant<AppWorld>) -> EquivalenceResult {
    let result = { (verdict: EquivalenceResult.Verdict) in
      EquivalenceResult(chapter: name, variant: variant.id, scenario: scenario.id, verdict: verdict)
    }
    let url = approvedTranscriptURL(for: variant, scenario: scenario.id)
    let approved: String?
    do {
      approved = try approvedTranscript(for: variant, scenario: scenario.id)
    } catch {
      return result(.missingApproved(path: "\(relativePath(of: url)) (unreadable: \(error))"))
    }
    guard let approved else { return result(.missingApproved(path: relativePath(of: url))) }
    let actual = transcript(of: scenario, on: variant)
    if actual.text == approved {
      if let divergence = divergence(for: variant, scenario: scenario.id) {
        return result(.declaredDivergence(reason: divergence.reason))
      }
      return result(.same)
    }
    let (action, diff) = Self.firstDifference(approved: approved, actual: actual.text)
    return result(
      actual.crashed
        ? .crashed(firstDifferingAction: action, diff: diff)
        : .differs(firstDifferingAction: action, diff: diff))
  }

  /// The number of the first action whose entry differs, and a diff of that entry
  /// (`-` approved, `+` actual).
  static func firstDifference(approved: String, actual: String) -> (action: Int, diff: String) {
    let approvedEntries = Transcript.entryTexts(of: approved)
    let actualEntries = Transcript.entryTexts(of: actual)
    let index =
      zip(approvedEntries, actualEntries).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(approvedEntries.count, actualEntries.count)
    let old = index < approvedEntries.count ? approvedEntries[index] : "(no more actions)"
    let new = index < actualEntries.count ? actualEntries[index] : "(no more actions)"
    let diff = LineDiff(old: old, new: new).lines.map { line in
      switch line {
      case .same(let text, _, _): "  \(text)"
      case .removed(let text, _): "- \(text)"
      case .inserted(let text, _): "+ \(text)"
      }
    }
    return (index + 1, (["--- approved", "+++ actual"] + diff).joined(separator: "\n"))
  }

  /// A path relative to the package root, for messages.
  func relativePath(of url: URL) -> String {
    let root = folder.deletingLastPathComponent().deletingLastPathComponent().path + "/"
    return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
  }

  /// Records every approved transcript anew: each scenario from the root variant, and each
  /// declared divergence's scenarios from the variant that declares it. Writes are atomic.
  /// Returns the files written. This is the only place transcripts are recorded.
  @MainActor
  public func approve() throws -> [URL] {
    guard let root = variants.first(where: { $0.parent == nil }) else { return [] }
    try FileManager.default.createDirectory(at: transcriptsFolder, withIntermediateDirectories: true)
    var written: [URL] = []
    var recordings: [(Variant<AppWorld>, Scenario<AppWorld>)] = scenarios.map { (root, $0) }
    for divergence in divergences {
      guard let variant = variant(divergence.variant) else { continue }
      recordings += divergence.scenarios.compactMap { id in scenario(id).map { (variant, $0) } }
    }
    for (variant, scenario) in recordings {
      let url = approvedTranscriptURL(for: variant, scenario: scenario.id)
      try transcript(of: scenario, on: variant).text.write(to: url, atomically: true, encoding: .utf8)
      written.append(url)
    }
    return written
  }
}
