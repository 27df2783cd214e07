/// One row of a side-by-side diff: an old line on the left, a new line on the right, or a note
/// that unchanged lines were left out.
public enum SideBySideRow: Equatable, Sendable {
  /// A line of a text with its 1-based number.
  public struct NumberedLine: Equatable, Sendable {
    public let number: Int
    public let text: String

    public init(number: Int, text: String) {
      self.number = number
      self.text = text
    }
  }

  /// The same line on both sides.
  case same(old: NumberedLine, new: NumberedLine)
  /// An old line replaced by a new one.
  case changed(old: NumberedLine, new: NumberedLine)
  /// An old line with nothing facing it.
  case removed(NumberedLine)
  /// A new line with nothing facing it.
  case inserted(NumberedLine)
  /// This many unchanged lines left out.
  case skipped(Int)
}
