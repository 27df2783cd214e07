import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Picks the moment a hanging child is sampled: when its main thread runs a function the
/// looping one called, in the executable's own code, with its frame set up.
///
/// The Swift runtime's backtracer follows frame pointers. A signal that lands in a function that
/// has not set up its frame (a leaf of the runtime's, `swift_release` or `swift_beginAccess`, or
/// the first instruction of a getter) finds the looping function's frame not on the chain, and
/// the backtrace names its caller's line instead: a third of the samples of
/// `while meals.count >= 0 {}` did. One that lands in the looping function itself may land on an
/// instruction the compiler made, which has no line. In a function the loop called, the loop's
/// frame is on the chain with the line of the call.
///
/// So the child is stopped (SIGSTOP) and each thread's stack pointer and program counter read
/// from /proc/<pid>/task/<thread>/syscall ("-1 <sp> <pc>" for a stopped thread outside a system
/// call), again and again. A sample counts when the counter is in the executable's own code, the stack pointer is
/// 16-byte aligned, as the x86-64 ABI keeps it in a function's body (at a function's first
/// instruction, and at its `ret`, the return address leaves it 8 off), and the instruction is not
/// the one that sets the frame pointer. It is taken when its stack pointer is below the highest
/// seen (a callee of the outermost frame that runs, the loop's), or, after half the attempts,
/// wherever it counts (a loop that calls nothing). The SIGILL sent then is delivered at that
/// instruction on SIGCONT. Where /proc does not say (macOS), the child is not paused and is
/// sampled where it is; on arm64, whose calls keep the stack aligned, the tests rule out less.
enum OwnCodePause {
  /// How many times the child is stopped and looked at, at most, before it is sampled wherever
  /// it is (a child blocked in a system call never reaches its own code).
  static let attempts = 200
  /// How many samples only learn where the outermost running frame is.
  static let learning = 20

  /// Stops the child in its own code, its frame set up, in a callee of the loop if it can; whether
  /// it did. The caller signals it and then sends SIGCONT.
  static func pause(_ pid: pid_t) -> Bool {
    guard let own = ownCode(of: pid) else { return false }
    var outermost: [String: UInt64] = [:]
    for attempt in 0..<attempts {
      guard kill(pid, SIGSTOP) == 0 else { return false }
      guard waitUntilStopped(pid) else {
        kill(pid, SIGCONT)
        return false
      }
      for (thread, stack, counter) in registers(of: pid)
      where stack % 16 == 0 && own.contains(where: { $0.contains(counter) })
        && !isSettingUpItsFrame(pid, at: counter)
      {
        let inACallee = attempt >= learning && stack < outermost[thread, default: 0]
        if inACallee || attempt >= attempts / 2 { return true }
        outermost[thread] = max(outermost[thread, default: 0], stack)
      }
      kill(pid, SIGCONT)
      usleep(1_000)
    }
    return false
  }

  /// The address ranges of the executable's own code: the executable mappings of the file
  /// /proc/<pid>/exe names.
  static func ownCode(of pid: pid_t) -> [Range<UInt64>]? {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"),
      let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
    else { return nil }
    let ranges = maps.split(separator: "\n").compactMap { line -> Range<UInt64>? in
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, fields[1].hasPrefix("r-x"), fields[5...].joined(separator: " ") == executable
      else { return nil }
      let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
      return bounds.count == 2 && bounds[0] < bounds[1] ? bounds[0]..<bounds[1] : nil
    }
    return ranges.isEmpty ? nil : ranges
  }

  /// The stack pointer and program counter of each thread of a stopped process that is not in a
  /// system call: the last two fields of /proc/<pid>/task/<thread>/syscall ("-1 0x7fffed1c1960
  /// 0x55dc3b964469").
  static func registers(of pid: pid_t) -> [(thread: String, stack: UInt64, counter: UInt64)] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.compactMap { thread in
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/syscall", encoding: .utf8)
      else { return nil }
      let fields = text.split(whereSeparator: \.isWhitespace)
      guard fields.count == 3, fields[0] == "-1" else { return nil }
      let values = fields.dropFirst().compactMap {
        $0.hasPrefix("0x") ? UInt64($0.dropFirst(2), radix: 16) : nil
      }
      return values.count == 2 ? (thread, values[0], values[1]) : nil
    }
  }

  /// Whether the instruction at the counter is the one that sets a frame's pointer: between the
  /// `push %rbp` before it and it, the stack pointer is aligned but %rbp is still the caller's,
  /// and the chain skips the caller. (x86-64's `mov %rsp, %rbp`, 48 89 e5, read from
  /// /proc/<pid>/mem; elsewhere false.)
  static func isSettingUpItsFrame(_ pid: pid_t, at counter: UInt64) -> Bool {
    #if arch(x86_64)
      guard let memory = FileHandle(forReadingAtPath: "/proc/\(pid)/mem") else { return false }
      defer { try? memory.close() }
      guard (try? memory.seek(toOffset: counter)) != nil, let bytes = try? memory.read(upToCount: 3) else {
        return false
      }
      return Array(bytes) == [0x48, 0x89, 0xE5]
    #else
      return false
    #endif
  }

  /// Waits (at most 50 ms) until the process's state in /proc/<pid>/stat is "T", stopped.
  private static func waitUntilStopped(_ pid: pid_t) -> Bool {
    for _ in 0..<250 {
      if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.range(of: ") ", options: .backwards)
      {
        let state = stat[close.upperBound...].prefix(1)
        if state == "T" || state == "t" { return true }
        if state == "Z" || state == "X" { return false }
      } else {
        return false
      }
      usleep(200)
    }
    return false
  }
}
