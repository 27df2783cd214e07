/// A transcript entry reduced to 64 bits: FNV-1a over the very bytes `Transcript.Entry.text`
/// would be, fed part by part, so that the text is never built. Two entries whose texts are equal
/// have equal fingerprints; two whose texts differ have different ones but for a chance of one
/// in 2⁶⁴, and a difference is always confirmed on the full transcripts before it is reported.
struct EntryFingerprint: Hashable, Sendable {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// A test-only switch: the fingerprint keeps only the action, blind to what came of it, as a
  /// fast path that misses a change would be. The self-check (`FuzzOptions.checksFastPath`) must
  /// then find its verdicts disagreeing with the slow ones.
  nonisolated(unsafe) static var seesOnlyTheActionForTesting = false

  init(_ entry: Transcript.Entry) {
    add(Transcript.entryMarker)
    add(String(entry.number))
    add(". ")
    add(entry.action)
    guard !Self.seesOnlyTheActionForTesting else { return }
    for problem in entry.problems {
      add("\n")
      add(problem)
    }
    for line in entry.log {
      add("\nlog: ")
      add(line)
    }
    for line in entry.console {
      add("\nconsole: ")
      add(line)
    }
    let screen = entry.screen.droppingTrailingNewlines
    if !screen.isEmpty {
      add("\n")
      add(screen)
    }
    add("\n")
  }

  private mutating func add(_ text: String) {
    add(Substring(text))
  }

  private mutating func add(_ text: Substring) {
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
  }
}
