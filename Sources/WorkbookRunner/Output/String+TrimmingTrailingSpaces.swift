extension String {
  /// The text without the spaces at its end: the padding a table's or a side-by-side diff's last
  /// column leaves.
  var trimmingTrailingSpaces: String {
    var line = Substring(self)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
