import WorldKit

// The unified logging system, in the two shapes FoodTracker's code uses, writing to the device's
// console, which the harness captures while a scenario's app runs: transcripts show what it logged.

/// A log category, as in `os.log`. FoodTracker logs everything to `OSLog.default`.
public struct OSLog: Sendable {
  /// The default log.
  public static let `default` = OSLog()
}

/// The level of a log message, as in `os.log`.
public enum OSLogType: Sendable {
  case `default`, info, debug, error, fault
}

/// Logs a message to the device's console, as the original's `os_log` does.
///
/// The massive code calls it exactly as Apple's sample does:
/// `os_log("Meals successfully saved.", log: OSLog.default, type: .debug)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (the name is os.log's, so that the massive code reads as the original does)
@MainActor
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default) {
  DeviceConsole.write(message.description)
}

/// A logger handed to the objects that need one, in the shape of `os.Logger`: what refactored
/// code receives by injection instead of reaching for the global `os_log`.
@MainActor
public struct Logger {
  /// A logger for a subsystem (the app's bundle identifier, by convention) and a category, as
  /// os.Logger is made; both name where messages come from, and the console shows the message.
  public init(subsystem: String, category: String) {}

  /// Logs a message useful while debugging.
  public func debug(_ message: String) {
    DeviceConsole.write(message)
  }

  /// Logs an error.
  public func error(_ message: String) {
    DeviceConsole.write(message)
  }
}
