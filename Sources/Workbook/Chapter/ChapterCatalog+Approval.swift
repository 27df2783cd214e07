import Foundation
import WorldKit

extension ChapterCatalog {
  /// Records every approved transcript anew: each scenario from the root variant, and each
  /// declared divergence's scenarios from the variant that declares it, but for the runs declared
  /// to crash. Writes are atomic; the
  /// received transcripts of earlier failures go, since they were compared with the old ones.
  /// Returns the files written. This is the only place transcripts are recorded.
  @MainActor
  public func approve() throws -> [URL] {
    guard let root = variants.first(where: { $0.parent == nil }) else { return [] }
    try FileManager.default.createDirectory(at: chapter.transcriptsFolder, withIntermediateDirectories: true)
    var written: [URL] = []
    var recordings: [(Variant<AppWorld>, Scenario<AppWorld>)] = scenarios.map { (root, $0) }
    for divergence in chapter.divergences {
      guard let variant = variant(divergence.variant) else { continue }
      recordings += divergence.scenarios.compactMap { id in scenario(id).map { (variant, $0) } }
    }
    // A run declared to crash has nothing to record (and a trap would end this process).
    for (variant, scenario) in recordings
    where chapter.expectedFailure(for: variant.id, scenario: scenario.id) == nil {
      let url = chapter.approvedTranscriptURL(variant: variant.id, scenario: scenario.id)
      try transcript(of: scenario, on: variant).text.write(to: url, atomically: true, encoding: .utf8)
      written.append(url)
    }
    for name in (try? chapter.transcriptFileNames(received: true)) ?? [] {
      try? FileManager.default.removeItem(at: chapter.transcriptsFolder.appendingPathComponent(name))
    }
    return written
  }
}
