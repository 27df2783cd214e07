import Foundation

/// Values worked out once and kept, by key: what a report reads many times in one process (a
/// step's sources, its type map, a file's lexemes) is made the first time it is asked for.
/// Safe to share between threads: two threads asking for the same missing key may both make it,
/// and one keeps its value (the values are pure functions of their keys).
public final class Memo<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Value] = [:]

  public init() {}

  /// The value kept for `key`, made by `make` the first time.
  public func value(for key: String, _ make: () throws -> Value) rethrows -> Value {
    if let value = lock.withLock({ values[key] }) { return value }
    let value = try make()
    lock.withLock { values[key] = value }
    return value
  }
}
