import Foundation

extension Array where Element: Sendable {
  /// The elements transformed on every core, the results in the elements' order: the docs'
  /// chapters are independent of each other, and the machine has two cores or more. The first
  /// error thrown (in the elements' order) is rethrown once every transform has ended.
  func concurrentMap<Transformed: Sendable>(
    _ transform: @Sendable (Element) throws -> Transformed
  ) throws -> [Transformed] {
    let results = ConcurrentResults<Transformed>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results.set(index, Result { try transform(self[index]) })
    }
    return try results.values.map { try $0!.get() }
  }
}

/// One slot per element of a `concurrentMap`, each written once, by whichever thread transformed
/// that element.
private final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Value, any Error>?]

  init(count: Int) {
    slots = Array<Result<Value, any Error>?>(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<Value, any Error>) {
    lock.withLock { slots[index] = result }
  }

  var values: [Result<Value, any Error>?] {
    lock.withLock { slots }
  }
}
