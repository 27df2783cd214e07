import Foundation
import Testing

@testable import WorkbookRunner

/// The docs' chapters and steps worked out on every core: the results in the elements' order, the
/// first error (in that order) thrown.
struct ConcurrentMapTests {
  struct Failure: Error, Equatable {
    let element: Int
  }

  @Test func resultsComeInTheElementsOrder() throws {
    // Uneven work, so the elements finish out of order.
    let squares = try Array(0..<64).concurrentMap { element in
      usleep(useconds_t((64 - element) * 200))
      return element * element
    }
    #expect(squares == (0..<64).map { $0 * $0 })
  }

  @Test func theFirstErrorInTheElementsOrderIsThrown() {
    #expect(throws: Failure(element: 3)) {
      try Array(0..<16).concurrentMap { element in
        if element == 3 || element == 11 { throw Failure(element: element) }
        return element
      }
    }
  }
}
