extension Array where Element == String {
  /// The ids in order, each once.
  func uniqued() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}
