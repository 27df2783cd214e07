/// A line-by-line difference between two texts, computed with the standard library's
/// `difference(from:)`.
public struct LineDiff: Equatable, Sendable {
  /// One line of the diff.
  public enum Line: Equatable, Sendable {
    /// In both texts, at these (0-based) line numbers.
    case same(String, old: Int, new: Int)
    /// Only in the old text.
    case removed(String, old: Int)
    /// Only in the new text.
    case inserted(String, new: Int)
  }

  /// Every line of both texts, in reading order: removals before the insertions that replace them.
  public let lines: [Line]

  /// Compares two lists of lines.
  public init(old: [String], new: [String]) {
    let difference = new.difference(from: old)
    var removedOffsets = Set<Int>()
    var insertedOffsets = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removedOffsets.insert(offset)
      case .insert(let offset, _, _): insertedOffsets.insert(offset)
      }
    }
    var lines: [Line] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removedOffsets.contains(oldIndex) {
        lines.append(.removed(old[oldIndex], old: oldIndex))
        oldIndex += 1
      } else if newIndex < new.count, insertedOffsets.contains(newIndex) {
        lines.append(.inserted(new[newIndex], new: newIndex))
        newIndex += 1
      } else {
        lines.append(.same(old[oldIndex], old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    self.lines = lines
  }

  /// A diff made of these lines (in reading order), e.g. one a renderer has cleaned up.
  public init(lines: [Line]) {
    self.lines = lines
  }

  /// Compares two texts line by line.
  public init(old: String, new: String) {
    self.init(old: Self.splitLines(old), new: Self.splitLines(new))
  }

  /// Whether the texts are the same.
  public var isEmpty: Bool {
    lines.allSatisfy { if case .same = $0 { true } else { false } }
  }

  /// Splits a text into lines, without a phantom empty line after a final newline.
  public static func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
