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
    try FileManager.default.createDirectory(at: transcriptsFolder, withIntermediateDirectories: true)
    var written: [URL] = []
    var recordings: [(Variant<AppWorld>, Scenario<AppWorld>)] = scenarios.map { (root, $0) }
    for divergence in divergences {
      guard let variant = variant(divergence.variant) else { continue }
      recordings += divergence.scenarios.compactMap { id in scenario(id).map { (variant, $0) } }
    }
    // A run declared to crash has nothing to record (and a trap would end this process).
    for (variant, scenario) in recordings where expectedFailure(for: variant, scenario: scenario.id) == nil {
      let url = approvedTranscriptURL(for: variant, scenario: scenario.id)
      try transcript(of: scenario, on: variant).text.write(to: url, atomically: true, encoding: .utf8)
      written.append(url)
    }
    for name in (try? transcriptFileNames(received: true)) ?? [] {
      try? FileManager.default.removeItem(at: transcriptsFolder.appendingPathComponent(name))
    }
    return written
  }

  /// The names of the approved transcripts some variant must reproduce (a run declared to crash
  /// reproduces none): what the Transcripts folder must hold, and nothing else.
  public var expectedTranscriptNames: Set<String> {
    Set(
      variants.flatMap { variant in
        scenarios.filter { expectedFailure(for: variant, scenario: $0.id) == nil }.map {
          approvedTranscriptURL(for: variant, scenario: $0.id).lastPathComponent
        }
      })
  }

  /// The `.txt` files in the Transcripts folder: the approved ones, or the received ones.
  public func transcriptFileNames(received: Bool) throws -> Set<String> {
    guard FileManager.default.fileExists(atPath: transcriptsFolder.path) else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: transcriptsFolder.path)
    return Set(names.filter { $0.hasSuffix(".txt") && $0.hasSuffix(Transcript.receivedSuffix) == received })
  }
}
