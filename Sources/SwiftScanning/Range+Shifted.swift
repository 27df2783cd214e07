extension Range<Int> {
  /// The same range, moved by `offset`.
  func shifted(by offset: Int) -> Range<Int> {
    (lowerBound + offset)..<(upperBound + offset)
  }
}
