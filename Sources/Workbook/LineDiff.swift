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
    // One walk over the bytes, cut at each line feed: the same lines as splitting the Characters
    // on "\n" (a line feed is a Character of its own, but in "\r\n"), without walking the text's
    // grapheme clusters, which cost the docs a tenth of their time (they split every file).
    var lines: [String] = []
    let bytes = text.utf8
    var lineStart = bytes.startIndex
    var index = bytes.startIndex
    var afterReturn = false
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n"), !afterReturn {
        lines.append(String(Substring(bytes[lineStart..<index])))
        lineStart = bytes.index(after: index)
      }
      afterReturn = byte == UInt8(ascii: "\r")
      index = bytes.index(after: index)
    }
    lines.append(String(Substring(bytes[lineStart..<bytes.endIndex])))
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
