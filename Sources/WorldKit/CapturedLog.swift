/// The lines an app printed or logged, in order.
@MainActor
public final class CapturedLog {
  /// Every line logged since the World was made.
  public private(set) var lines: [String] = []
  private var delivered = 0

  public init() {}

  /// Records one line (what `print` or `os_log` would have shown in the console).
  public func write(_ line: String) {
    lines.append(line)
  }

  /// The lines logged since the last call: what a transcript shows after each action.
  public func takeNewLines() -> [String] {
    defer { delivered = lines.count }
    return Array(lines[delivered...])
  }
}
