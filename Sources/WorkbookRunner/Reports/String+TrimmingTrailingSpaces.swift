extension String {
  /// The text without the spaces at its end (padding left by a table's last column).
  var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
