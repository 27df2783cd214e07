import Foundation

extension Chapter {
  /// The folder of approved transcripts: `<folder>/Transcripts`.
  public var transcriptsFolder: URL {
    folder.appendingPathComponent("Transcripts", isDirectory: true)
  }

  /// Where the approved transcript a variant must reproduce for a scenario is stored:
  /// `Transcripts/<scenario>.txt`, or `Transcripts/<scenario>@<variant>.txt` under a divergence.
  public func approvedTranscriptURL(variant: String, scenario: String) -> URL {
    if let divergence = divergence(for: variant, scenario: scenario) {
      return transcriptsFolder.appendingPathComponent("\(scenario)@\(divergence.variant).txt")
    }
    return transcriptsFolder.appendingPathComponent("\(scenario).txt")
  }

  /// The approved transcript a variant must reproduce for a scenario: nil when none is stored.
  public func approvedTranscript(variant: String, scenario: String) throws -> String? {
    let url = approvedTranscriptURL(variant: variant, scenario: scenario)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Where a variant's differing run of a scenario is written: beside the approved transcript it
  /// must reproduce, named after it and the variant (`add-meal.3-mvp.received.txt` beside
  /// `add-meal.txt`), since one approved transcript is shared by many variants.
  public func receivedTranscriptURL(variant: String, scenario: String) -> URL {
    let approved = approvedTranscriptURL(variant: variant, scenario: scenario)
    let stem = approved.deletingPathExtension().lastPathComponent
    return approved.deletingLastPathComponent().appendingPathComponent(
      "\(stem).\(variant)\(Transcript.receivedSuffix)")
  }

  /// The names of the approved transcripts some variant must reproduce (a run declared to crash
  /// reproduces none): what the Transcripts folder must hold, and nothing else.
  public var expectedTranscriptNames: Set<String> {
    Set(
      variants.flatMap { variant in
        scenarios.filter { expectedFailure(for: variant.id, scenario: $0.id) == nil }.map {
          approvedTranscriptURL(variant: variant.id, scenario: $0.id).lastPathComponent
        }
      })
  }

  /// The `.txt` files in the Transcripts folder: the approved ones, or the received ones.
  public func transcriptFileNames(received: Bool) throws -> Set<String> {
    guard FileManager.default.fileExists(atPath: transcriptsFolder.path) else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: transcriptsFolder.path)
    return Set(names.filter { $0.hasSuffix(".txt") && $0.hasSuffix(Transcript.receivedSuffix) == received })
  }

  /// Whether a run declared to crash ran to the end as the step that fixed the crash does: the
  /// divergence's reason, said so, or nil.
  public func behavesAsFixed(_ transcript: Transcript, _ expectedFailure: ExpectedFailure, scenario: String)
    -> String?
  {
    guard !transcript.crashed, let step = expectedFailure.fixedAt, variant(step) != nil,
      let divergence = divergence(for: step, scenario: scenario),
      let approved = try? approvedTranscript(variant: step, scenario: scenario), approved == transcript.text
    else { return nil }
    return "\(ExpectedFailure.fixedMarker(step)): \(divergence.reason)"
  }
}
