import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process when `restart` has not been called for `limit` seconds.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var deadline: Date
  private let limit: Double

  init(limit: Double) {
    self.limit = limit
    deadline = Date().addingTimeInterval(limit)
    let thread = Thread { [self] in watch() }
    thread.start()
  }

  func restart() {
    lock.withLock { deadline = Date().addingTimeInterval(limit) }
  }

  private func watch() {
    while lock.withLock({ Date() < deadline }) { usleep(20_000) }
    ExerciseChild.write("\(ExerciseChild.hangPrefix)\(limit)\n")
    _exit(ExerciseChild.hangStatus)
  }
}
