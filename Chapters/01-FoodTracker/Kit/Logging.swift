import WorldKit

// The unified logging system, in the two shapes FoodTracker's code uses, writing to the World's
// log so that transcripts show what the app logged.

/// A log category, as in `os.log`. FoodTracker logs everything to `OSLog.default`.
public struct OSLog: Sendable {
  /// The default log.
  public static let `default` = OSLog()
}

/// The level of a log message, as in `os.log`.
public enum OSLogType: Sendable {
  case `default`, info, debug, error, fault
}

/// Logs a message to the running World's console, as the original's `os_log` logs to the device's.
///
/// The massive code calls it exactly as Apple's sample does:
/// `os_log("Meals successfully saved.", log: OSLog.default, type: .debug)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (the name is os.log's, so that the massive code reads as the original does)
@MainActor
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default) {
  FoodTrackerWorld.current.log.write(message.description)
}

/// A logger handed to the objects that need one, in the shape of `os.Logger`: what refactored
/// code receives by injection instead of reaching for the global `os_log`.
@MainActor
public struct Logger {
  private let console: CapturedLog

  /// A logger that writes to a World's log.
  public init(writingTo console: CapturedLog) {
    self.console = console
  }

  /// Logs a message useful while debugging.
  public func debug(_ message: String) {
    console.write(message)
  }

  /// Logs an error.
  public func error(_ message: String) {
    console.write(message)
  }
}
