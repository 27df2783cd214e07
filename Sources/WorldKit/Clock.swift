import Foundation

/// A clock that only moves when told to.
@MainActor
public final class Clock {
  /// The current instant.
  public private(set) var now: Date

  public init(now: Date) {
    self.now = now
  }

  /// Moves the clock forward (or back, with a negative interval).
  public func advance(by interval: TimeInterval) {
    now = now.addingTimeInterval(interval)
  }
}
