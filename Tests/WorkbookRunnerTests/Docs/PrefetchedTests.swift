import Foundation
import Testing

@testable import WorkbookRunner

/// A value made on another thread while the docs make the steps' pages, then waited for.
struct PrefetchedTests {
  struct Failure: Error, Equatable {}

  @Test func theValueIsMadeOnAnotherThreadAndWaitedFor() throws {
    // Made on the caller's thread, `make` would wait out its 5 s before the caller could let it go.
    let go = DispatchSemaphore(value: 0)
    let prefetched = Prefetched { go.wait(timeout: .now() + 5) == .success }
    go.signal()
    #expect(try prefetched.value(), "made on a thread of its own")
    #expect(try prefetched.value(), "and given again")
    #expect(throws: Failure()) { try Prefetched<Int> { throw Failure() }.value() }
  }
}
