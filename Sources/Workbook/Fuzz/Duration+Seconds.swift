extension Duration {
  /// The duration in seconds, as the fuzz report gives its timings.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
