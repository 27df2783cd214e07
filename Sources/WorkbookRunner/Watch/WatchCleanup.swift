import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `workbook watch` must undo however it is stopped (SIGINT when its output is piped,
/// SIGTERM, SIGHUP when its terminal closes): the running child and its process group stopped,
/// the terminal's settings restored. Shared with the signal handlers' queue.
final class WatchCleanup: @unchecked Sendable {
  private let lock = NSLock()
  private var child: Int32 = 0
  let terminal: TerminalMode?
  private var sources: [any DispatchSourceSignal] = []

  init(terminal: TerminalMode?) {
    self.terminal = terminal
  }

  /// The child now running (0: none).
  func running(_ pid: Int32) {
    lock.withLock { child = pid }
  }

  /// Stops the child, restores the terminal.
  func perform() {
    let pid = lock.withLock { () -> Int32 in
      defer { child = 0 }
      return child
    }
    WatchChild.stopGroup(pid)
    terminal?.restore()
  }

  /// On SIGINT, SIGTERM or SIGHUP: clean up, say so, and exit 128 + the signal's number.
  func installSignalHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [self] in
        perform()
        FileHandle.standardError.write(Data("\nworkbook: watch stopped (signal \(signalNumber))\n".utf8))
        exit(128 + signalNumber)
      }
      source.resume()
      sources.append(source)
    }
  }
}
