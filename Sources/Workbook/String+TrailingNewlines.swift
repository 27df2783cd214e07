extension String {
  /// The string without the newlines that end it, as `while last == "\n" { dropLast() }` would
  /// leave it, found on the bytes: `dropLast()` on a Substring counts the characters from the
  /// start each time, which made cutting a screen's final newline cost as much as reading it.
  /// A "\r\n" at the end is one character, not a newline, and stays.
  var droppingTrailingNewlines: Substring {
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex {
      let last = bytes.index(before: end)
      guard bytes[last] == UInt8(ascii: "\n") else { break }
      if last > bytes.startIndex, bytes[bytes.index(before: last)] == UInt8(ascii: "\r") { break }
      end = last
    }
    return self[..<end]
  }
}
