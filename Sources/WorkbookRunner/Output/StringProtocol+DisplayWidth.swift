extension StringProtocol {
  /// How many terminal columns the text takes (see `Character.displayWidth`).
  var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }
}
