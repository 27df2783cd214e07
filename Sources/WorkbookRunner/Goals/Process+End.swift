import Foundation

extension Process {
  /// Waits for the process to end, at most `seconds`: how it ended, or nil if it runs on. Read
  /// through `ChildEnd`, which sees a zombie Foundation has not noticed.
  func end(within seconds: TimeInterval) -> ChildEnd? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let end = ChildEnd.of(self) { return end }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return ChildEnd.of(self)
  }
}
