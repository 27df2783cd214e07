import Foundation

/// How a child process ended, read without waiting on Foundation: its `Process` sometimes never
/// notices a child's end (a zombie left unreaped, seen on Linux under load and beside exit tests),
/// and then `isRunning` stays true and `waitUntilExit()` never returns. So the runner also reads
/// the child's state from /proc: a zombie has ended, and its status is there, in waitpid's form,
/// without reaping it (Foundation may still reap it, and nothing races).
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

  /// A zombie's status as waitpid gives it: the last field of /proc/<pid>/stat (nil when the
  /// process is not a zombie, or where there is no /proc).
  static func zombieStatus(_ pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.range(of: ") ", options: .backwards)
    else { return nil }
    let fields = stat[close.upperBound...].split(separator: " ")
    guard fields.first == "Z", let last = fields.last else { return nil }
    return Int32(last.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
