import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal as `workbook watch` uses it: keys read one at a time without echo (Ctrl-C among
/// them, as a key, so that the loop stops its children and restores the terminal itself), and
/// the settings put back however the loop ends.
final class TerminalMode: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var saved: termios?

  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// Whether standard input is a terminal whose keys can be read.
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Turns off line editing, echo and the terminal's signals (Ctrl-C arrives as byte 3).
  func enterKeyMode() {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return }
    lock.withLock { saved = settings }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(descriptor, TCSANOW, &settings)
  }

  /// Puts the settings back (idempotent; safe from a signal handler's queue).
  func restore() {
    lock.withLock {
      guard var settings = saved else { return }
      tcsetattr(descriptor, TCSANOW, &settings)
      saved = nil
    }
  }

  /// The keys typed within `timeout` seconds (none when it elapses first).
  func keys(within timeout: TimeInterval) -> [UInt8] {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, Int32(timeout * 1000)) > 0, request.revents & Int16(POLLIN) != 0 else {
      return []
    }
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(descriptor, &buffer, buffer.count)
    return count > 0 ? Array(buffer.prefix(count)) : []
  }
}
