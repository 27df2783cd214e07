/// The device's console: where the app's `os_log`, `Logger` and `print` lines go. While a World is
/// the device (`World.runAsTheDevice(_:)`) that is the World's log, which transcripts show;
/// otherwise the process's standard output, as on a Mac.
///
/// A Kit's translation of the unified logging system (`os_log`, `Logger(subsystem:category:)`)
/// writes here, so the lesson code logs as iOS code does and never names a World.
@MainActor
public enum DeviceConsole {
  private static var log: CapturedLog?

  /// Writes one line to the console.
  public static func write(_ line: String) {
    guard let log else {
      print(line)
      return
    }
    log.write(line)
  }

  /// Makes `log` the console until `body` returns: what a World does while it is the device, and
  /// what a unit test does to read what the object it tests logged.
  public static func capturing<Result>(into log: CapturedLog, during body: () throws -> Result) rethrows
    -> Result
  {
    let replaced = self.log
    self.log = log
    defer { self.log = replaced }
    return try body()
  }
}
