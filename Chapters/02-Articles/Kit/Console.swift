import WorldKit

/// Prints to the device's console, as Swift's `print` prints to Xcode's: the chapter's code calls
/// `print(error)` exactly as the article does, and transcripts show what it printed, because the
/// harness captures the device's console (`DeviceConsole`) while the app runs. Outside an app's
/// event (a unit test of a presenter with a stub model), it prints as Swift's.
///
/// The Kit's one translation of the device, declared beside `ArticlesWorld`: Linux offers no way
/// to capture one thread's standard output while the test runner writes its own.
@MainActor
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  DeviceConsole.write(items.map { "\($0)" }.joined(separator: separator))
}
