extension TypeMap {
  /// The largest type that subclasses a UIKit view controller (`UI…Controller`).
  var largestViewController: DeclaredType? {
    types.filter { type in type.inherited.contains { $0.hasPrefix("UI") && $0.hasSuffix("Controller") } }
      .max { $0.lines < $1.lines }
  }
}
