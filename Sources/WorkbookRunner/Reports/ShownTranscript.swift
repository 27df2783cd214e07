import Workbook

/// A transcript as `workbook show` prints it: its text, styled on a terminal, or with its
/// entries as JSON.
struct ShownTranscript: Encodable {
  let subject: RunSubject
  /// Whether this is the approved transcript rather than a run.
  let approved: Bool
  let text: String
  /// The run's entries; nil for an approved transcript, which is text only.
  let entries: [Transcript.Entry]?

  init(_ subject: RunSubject, approved: Bool, text: String) {
    self.subject = subject
    self.approved = approved
    self.text = text
    entries = nil
  }

  init(_ subject: RunSubject, approved: Bool, transcript: Transcript) {
    self.subject = subject
    self.approved = approved
    text = transcript.text
    entries = transcript.entries
  }

  private enum CodingKeys: String, CodingKey {
    case approved, text, entries
  }

  func encode(to encoder: any Encoder) throws {
    try subject.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(approved, forKey: .approved)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(entries, forKey: .entries)
  }

  /// The text with its action headings in bold and its problems in colour.
  func styled(_ style: TextStyle) -> String {
    guard style.colour else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let line = String(line)
      if line.hasPrefix(Transcript.entryMarker) { return style.bold(line) }
      if line.hasPrefix(Transcript.crashMarker) { return style.magenta(line) }
      if line.hasPrefix(Transcript.failureMarker) { return style.red(line) }
      if line.hasPrefix("log: ") || line.hasPrefix("console: ") { return style.dim(line) }
      return line
    }.joined(separator: "\n")
  }
}
