import Foundation

/// Values worked out once and kept, by key: what a report reads many times in one process (a
/// step's sources, its type map, a file's lexemes) is made the first time it is asked for.
/// Safe to share between threads: a thread asking for a key another thread is making waits for
/// it, so nothing is made twice.
public final class Memo<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var values: [String: Value] = [:]
  private var making: Set<String> = []

  public init() {}

  /// The value kept for `key`, made by `make` the first time (again after a `make` that threw).
  public func value(for key: String, _ make: () throws -> Value) rethrows -> Value {
    condition.lock()
    while making.contains(key) { condition.wait() }
    if let value = values[key] {
      condition.unlock()
      return value
    }
    making.insert(key)
    condition.unlock()
    var made: Value?
    defer {
      condition.lock()
      making.remove(key)
      if let made { values[key] = made }
      condition.broadcast()
      condition.unlock()
    }
    let value = try make()
    made = value
    return value
  }

  /// Keeps a value made elsewhere, unless one is kept already.
  func keep(_ value: Value, for key: String) {
    condition.lock()
    if values[key] == nil { values[key] = value }
    condition.unlock()
  }
}
