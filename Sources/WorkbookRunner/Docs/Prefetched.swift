import Foundation

/// A value worked out on another thread while the caller does something else, and waited for
/// where it is needed: the docs read HeadlessUIKit's sources for the screen's vocabulary while
/// the cores make the steps' pages, which do not need it.
final class Prefetched<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?

  /// Starts `make` on a thread of its own.
  init(_ make: @escaping @Sendable () throws -> Value) {
    Thread.detachNewThread { [self] in
      result = Result { try make() }
      done.signal()
    }
  }

  /// The value, once made (waiting for it); what `make` threw, rethrown.
  func value() throws -> Value {
    done.wait()
    // Let the next caller through too.
    defer { done.signal() }
    return try result!.get()
  }
}
