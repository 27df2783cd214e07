/// `workbook diff --json`: the step's story (when compared with its parent), then the diff.
struct StoriedReport: Encodable {
  let story: StepStory?
  let diff: SourceDiff.Report

  private enum CodingKeys: String, CodingKey { case story }

  /// `story` beside the diff report's own keys (`old`, `new`, `summary`, `files`, `moves`).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(story, forKey: .story)
    try diff.encode(to: encoder)
  }
}
