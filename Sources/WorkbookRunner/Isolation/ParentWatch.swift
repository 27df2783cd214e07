import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a child process of the runner die with its parent: Ctrl-C, SIGTERM or SIGKILL on the
/// runner never leaves a `workbook _cells` (or `workbook run NN --json`) child running.
///
/// The parent names itself in the child's environment (`WORKBOOK_PARENT_PID`); the child, first
/// thing, asks the kernel for SIGKILL when its parent dies (Linux: `prctl(PR_SET_PDEATHSIG)`), or
/// watches its parent from a thread (elsewhere), then checks that its parent is still the one
/// that started it, which closes the race of a parent that died before the child was watching.
public enum ParentWatch {
  /// The variable a parent sets to its process id in a child's environment.
  public static let variable = "WORKBOOK_PARENT_PID"

  /// Starts watching when the environment names a parent; otherwise does nothing (the runner
  /// started by a person, or tests driving a `Runner` in their own process).
  public static func arm(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let named = environment[variable], let parent = pid_t(named) else { return }
    dieWithParent()
    if getppid() != parent { exitNow() }
  }

  private static func exitNow() -> Never {
    // Nothing to flush or clean up that the parent still wants: it is gone.
    _exit(137)
  }

  #if os(Linux)
    /// `prctl(PR_SET_PDEATHSIG, SIGKILL)`. `prctl` is variadic, which Swift does not import: it is
    /// called through a prototype with its fixed arguments.
    private static func dieWithParent() {
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      let prSetPdeathsig: Int32 = 1  // <linux/prctl.h>
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else {
        return watchFromAThread()
      }
      let prctl = unsafeBitCast(symbol, to: Prctl.self)
      if prctl(prSetPdeathsig, UInt(SIGKILL), 0, 0, 0) != 0 { watchFromAThread() }
    }
  #else
    private static func dieWithParent() {
      watchFromAThread()
    }
  #endif

  /// Where the kernel cannot be asked: a thread that checks every 50 ms whether the process was
  /// handed to another parent (its own died).
  private static func watchFromAThread() {
    let parent = getppid()
    let thread = Thread {
      while getppid() == parent { usleep(50_000) }
      exitNow()
    }
    thread.stackSize = 64 * 1024
    thread.start()
  }
}
