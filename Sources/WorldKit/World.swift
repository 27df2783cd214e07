import Foundation

/// Everything a chapter's app may ask of the outside world, made deterministic: the device it
/// runs on, and its backend.
///
/// Chapter code reads the device as iOS code does (`Date()`, `Calendar.current`,
/// `TimeZone.current`, `FileManager`'s documents folder, `os_log`) and never names its World: the
/// harness makes the World the device while the app runs an event (`runAsTheDevice(_:)`). Each
/// chapter subclasses `World` in its Kit to add its fake backend, which the Kit's stand-ins for
/// the network reach (`@LaunchedWorld`).
///
/// One World lives for one scenario run: it survives a relaunch of the app (the sandbox keeps
/// what was saved, the clock keeps its time), the app's objects do not.
@MainActor
open class World {
  /// The settable clock: `clock.now` is the app's "now".
  public let clock: Clock
  /// The device's time zone, fixed: `makeDeviceSettingsCurrent()` makes it `TimeZone.current`.
  public let timeZone: TimeZone
  /// The device's locale, fixed: `en_001`, what Foundation on Linux reports as current.
  public let locale: Locale
  /// A Gregorian calendar in `timeZone` and `locale`: the app's `Calendar.current`.
  public let calendar: Calendar
  /// The app's container: a fresh temporary folder, removed when the World goes away.
  public let sandbox: Sandbox
  /// What the app printed or logged, captured line by line.
  public let log: CapturedLog
  /// Requests to the fake backend, answered when the scenario says so.
  public let requests: PendingRequests

  /// The instant every World starts at unless a chapter chooses another one:
  /// Monday 5 June 2017, 09:41 UTC (a WWDC keynote morning).
  public static let defaultStart = Date(timeIntervalSince1970: 1_496_655_660)

  public init(
    start: Date = World.defaultStart,
    timeZone: TimeZone = TimeZone(identifier: "America/Los_Angeles")!,
    locale: Locale = Locale(identifier: "en_001")
  ) throws {
    self.clock = Clock(now: start)
    self.timeZone = timeZone
    self.locale = locale
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
    self.sandbox = try Sandbox()
    self.log = CapturedLog()
    self.requests = PendingRequests()
  }

  /// Runs what a real run loop would run before the next user action: delivers the answers of
  /// requests that answer immediately, until nothing is left to deliver. A chapter's World adds
  /// its own end-of-event work (Core Data's processing of pending changes) and calls `super`.
  open func settle() {
    requests.deliverImmediateAnswers()
  }
}
