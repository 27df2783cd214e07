import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a child process ended, read without waiting on Foundation: its `Process` sometimes never
/// notices a child's end (a zombie left unreaped, seen on Linux under load and beside exit tests),
/// and then `isRunning` stays true and `waitUntilExit()` never returns. So the runner also asks
/// the kernel: a zombie has ended, and `waitid` with WNOWAIT gives its status without reaping it
/// (Foundation may still reap it, and nothing races).
struct ChildEnd: Equatable {
  /// The exit status, or the signal that stopped it.
  let status: Int32
  let signalled: Bool

  /// Its end once it has ended; nil while it runs.
  static func of(_ process: Process) -> ChildEnd? {
    if !process.isRunning {
      return ChildEnd(
        status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
    }
    guard let raw = zombieStatus(process.processIdentifier) else { return nil }
    return raw & 0x7f == 0
      ? ChildEnd(status: (raw >> 8) & 0xff, signalled: false) : ChildEnd(status: raw & 0x7f, signalled: true)
  }

  /// Waits for its end, polling every 2 ms.
  static func wait(for process: Process) -> ChildEnd {
    while true {
      if let end = of(process) { return end }
      Thread.sleep(forTimeInterval: 0.002)
    }
  }

  /// A zombie's status as waitpid gives it, without reaping it: `waitid` with WNOWAIT (nil while
  /// it runs, once it is reaped, or where there is no waitid). Each waiting thread asks every
  /// 2 ms: it used to read /proc/<pid>/stat as text, a tenth of a `workbook mutate` run's time.
  static func zombieStatus(_ pid: Int32) -> Int32? {
    #if canImport(Glibc)
      var info = siginfo_t()
      guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return nil }
      let child = info._sifields._sigchld
      // No child has ended yet: waitid leaves si_pid 0.
      guard child.si_pid == pid else { return nil }
      switch Int(info.si_code) {
      case Int(CLD_EXITED): return (child.si_status & 0xff) << 8
      case Int(CLD_KILLED): return child.si_status & 0x7f
      case Int(CLD_DUMPED): return child.si_status & 0x7f | 0x80
      default: return nil
      }
    #else
      return nil
    #endif
  }
}
