import CDeviceClock
import Foundation

/// A clock that only moves when told to.
///
/// While the app runs one of its events (`World.runAsTheDevice(_:)`), it is the device's: the app's
/// `Date()` answers `now`.
@MainActor
public final class Clock {
  /// The current instant.
  public private(set) var now: Date {
    didSet { Self.store(now, in: reading) }
  }

  /// `now` as `clock_gettime` answers it; the device clock reads it while it is the device's.
  /// Written and read on the main thread only (the device clock is the calling thread's).
  nonisolated(unsafe) private let reading = UnsafeMutablePointer<timespec>.allocate(capacity: 1)

  public init(now: Date) {
    self.now = now
    Self.store(now, in: reading)
  }

  deinit {
    reading.deallocate()
  }

  /// Moves the clock forward (or back, with a negative interval).
  public func advance(by interval: TimeInterval) {
    now = now.addingTimeInterval(interval)
  }

  /// Makes this clock the calling thread's wall clock until `body` returns.
  func isTheDevicesClock<Result>(during body: () throws -> Result) rethrows -> Result {
    let replaced = unmassive_use_device_clock(reading)
    defer { unmassive_use_device_clock(replaced) }
    return try body()
  }

  /// Seconds and nanoseconds since 1970, the way `Date()` converts them back (whole seconds exactly).
  private static func store(_ date: Date, in reading: UnsafeMutablePointer<timespec>) {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    let nanoseconds = ((date.timeIntervalSince1970 - seconds) * 1_000_000_000).rounded()
    reading.pointee = timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
  }
}
