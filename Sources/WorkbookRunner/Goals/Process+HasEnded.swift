import Foundation

extension Process {
  /// Waits for the process to end, at most `seconds`; whether it did.
  func hasEnded(within seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    return !isRunning
  }
}
