import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The Swift runtime's backtracer held off for the rest of an action whose UIKit fault is already
/// reported (`FaultTrace`): the trap that may follow is the fault's symptom, and the parent
/// reads the fault, never that trap's backtrace (`CrashReport`), whose symbolication of the test
/// bundle cost each such child 2 CPU-seconds (issue 27). Held, a trap ends the process on its
/// signal at once, as the backtracer does once it has written its report.
enum BacktracerHold {
  #if os(Linux)
    /// The signals the backtracer catches.
    private static let signals = [SIGQUIT, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]
    /// The handlers held off, by signal, to give back when the next action starts.
    nonisolated(unsafe) private static var held: [Int32: sigaction] = [:]
  #endif
  private static let lock = NSLock()

  /// Puts the default action back for every signal a handler catches.
  static func hold() {
    #if os(Linux)
      lock.withLock {
        for signal in signals where held[signal] == nil {
          var previous = sigaction()
          var standard = sigaction()
          standard.__sigaction_handler.sa_handler = SIG_DFL
          guard sigaction(signal, &standard, &previous) == 0 else { continue }
          if isHandler(previous) {
            held[signal] = previous
          } else {
            sigaction(signal, &previous, nil)
          }
        }
      }
    #endif
  }

  /// Gives the handlers held off back.
  static func release() {
    #if os(Linux)
      lock.withLock {
        for (signal, handler) in held {
          var handler = handler
          sigaction(signal, &handler, nil)
        }
        held = [:]
      }
    #endif
  }

  #if os(Linux)
    /// Whether a signal's action is a handler: neither the default nor ignoring it.
    private static func isHandler(_ action: sigaction) -> Bool {
      let handler = action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
      return handler != 0 && handler != unsafeBitCast(SIG_IGN, to: Int.self)
    }
  #endif
}
