/// How the runner paints its output: ANSI colours on a terminal, plain text everywhere else.
public struct TextStyle: Sendable, Equatable {
  /// Whether to emit ANSI colour codes.
  public let colour: Bool

  public init(colour: Bool) {
    self.colour = colour
  }

  /// No colour: for pipes, files, tests and `NO_COLOR`.
  public static let plain = TextStyle(colour: false)
  /// ANSI colour: for a terminal.
  public static let ansi = TextStyle(colour: true)

  /// Colour only on a terminal, and never when `NO_COLOR` holds a value: set but empty keeps
  /// colour, as https://no-color.org says ("when present and not an empty string").
  public static func forOutput(isTerminal: Bool, environment: [String: String]) -> TextStyle {
    TextStyle(colour: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
  }

  public func bold(_ text: String) -> String { paint(text, "1") }
  public func dim(_ text: String) -> String { paint(text, "2") }
  public func red(_ text: String) -> String { paint(text, "31") }
  public func green(_ text: String) -> String { paint(text, "32") }
  public func yellow(_ text: String) -> String { paint(text, "33") }
  public func cyan(_ text: String) -> String { paint(text, "36") }
  public func magenta(_ text: String) -> String { paint(text, "1;35") }
  /// Foreground and background swapped: the changed words of a changed line.
  public func reverse(_ text: String) -> String { paint(text, "7") }

  private func paint(_ text: String, _ code: String) -> String {
    guard colour, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
