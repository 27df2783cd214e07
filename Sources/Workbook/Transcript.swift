/// What a scenario produced on one variant: after every action, the screen, the lines the app
/// logged and anything that went wrong.
///
/// Transcripts are the unit of comparison: approved transcripts are committed as text, and every
/// variant must reproduce them byte for byte.
public struct Transcript: Equatable, Sendable {
  /// What happened after one action.
  public struct Entry: Codable, Equatable, Sendable {
    /// 1-based position of the action in the scenario.
    public var number: Int
    /// The action's description.
    public var action: String
    /// The render of the screen after the action (empty when the app is not running).
    public var screen: String
    /// Lines the app logged during the action.
    public var log: [String]
    /// What UIKit would have warned about in the console during the action ("Attempt to present
    /// … which is already presenting …"): silent on a device's screen, but a change of behaviour.
    public var console: [String]
    /// What went wrong: an element that could not be found, a fault, a crash.
    public var problems: [String]

    public init(
      number: Int, action: String, screen: String, log: [String], console: [String] = [],
      problems: [String]
    ) {
      self.number = number
      self.action = action
      self.screen = screen
      self.log = log
      self.console = console
      self.problems = problems
    }

    /// The entry as it appears in the transcript's text.
    public var text: String {
      var lines = ["\(Transcript.entryMarker)\(number). \(action)"]
      lines += problems
      lines += log.map { "log: \($0)" }
      lines += console.map { "console: \($0)" }
      // The render ends with a newline of its own: entries are separated by one blank line.
      let screen = self.screen.droppingTrailingNewlines
      if !screen.isEmpty { lines.append(String(screen)) }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// Marks the first line of every entry in the text form.
  public static let entryMarker = "▶ "

  /// The entries, one per action.
  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The text form, as stored in approved transcripts.
  public var text: String {
    entries.map(\.text).joined(separator: "\n")
  }

  /// Whether the app crashed (a UIKit fault) at some point.
  public var crashed: Bool { crashReport != nil }

  /// The crash, if the app crashed: the action it happened at and UIKit's message.
  public var crashReport: String? {
    for entry in entries {
      if let problem = entry.problems.first(where: { $0.hasPrefix(Transcript.crashMarker) }) {
        return
          "at action \(entry.number) (\(entry.action)): \(problem.dropFirst(Transcript.crashMarker.count))"
      }
    }
    return nil
  }

  /// How the names of received transcripts end (a differing run, written beside the approved
  /// transcript): they are git-ignored, and never approved ones.
  public static let receivedSuffix = ".received.txt"

  /// Marks a problem line that reports a crash.
  public static let crashMarker = "‼ "
  /// Marks a problem line that reports a failed automation step.
  public static let failureMarker = "✗ "

  /// Where two runs' entries (as texts) first differ: its index, and each side's entry there, or
  /// "(no more actions)" past a side's end. Past both ends when they do not differ.
  public static func firstDifference(_ old: [String], _ new: [String]) -> (
    index: Int, old: String, new: String
  ) {
    let index =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    return (
      index, old.indices.contains(index) ? old[index] : "(no more actions)",
      new.indices.contains(index) ? new[index] : "(no more actions)"
    )
  }

  /// Splits a transcript's text into its entries' texts (each starting with the entry marker).
  public static func entryTexts(of text: String) -> [String] {
    var blocks: [[Substring]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(entryMarker) || blocks.isEmpty {
        blocks.append([line])
      } else {
        blocks[blocks.count - 1].append(line)
      }
    }
    return blocks.map { $0.joined(separator: "\n") }
  }
}
