import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook _guard <program> <argument>…`, read before the command line is parsed: runs a
/// program that is not the runner (`swift build`) so that it and everything it starts end with
/// the runner that asked for it, however the runner ends (SIGKILL included).
///
/// The guard is a child reaper (Linux: `PR_SET_CHILD_SUBREAPER`): what its program starts and
/// leaves behind is handed to the guard, not to init, so the guard can name all of it by reading
/// /proc. It polls its parent every 20 ms; when the parent is gone it kills every descendant, and
/// so on SIGINT, SIGTERM or SIGHUP (after SIGINT and half a second's grace). Elsewhere it signals
/// its program's process group.
public enum ProcessGuard {
  /// The hidden command's name.
  public static let command = "_guard"

  /// Runs the guard when the arguments ask for it (the process then ends here).
  public static func runIfAsked(_ arguments: [String] = CommandLine.arguments) {
    guard arguments.count > 2, arguments[1] == command else { return }
    exit(run(arguments[2], Array(arguments.dropFirst(3))))
  }

  /// The guard's arguments before a program's: `[runner, "_guard", program]`.
  static func arguments(runner: URL, program: URL, _ arguments: [String]) -> (URL, [String]) {
    (runner, [command, program.path] + arguments)
  }

  private static let stopRequested = Atomic()

  /// The guarded program's environment. The runner (`verify`) is told its parent, the guard, so
  /// that it dies with it (`ParentWatch`). Any other program (`swift build`) is killed by the
  /// guard and is told nothing that changes from run to run: SwiftPM evaluates its manifest
  /// again (2.3 s of a 4.3 s build) whenever the environment differs from its last build's.
  static func childEnvironment(
    for program: String, runner: String, guardID: pid_t, from environment: [String: String]
  ) -> [String: String] {
    var environment = environment
    environment[ParentWatch.variable] = program == runner ? String(guardID) : nil
    return environment
  }

  private static func run(_ program: String, _ arguments: [String]) -> Int32 {
    let parent = getppid()
    becomeSubreaper()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = childEnvironment(
      for: program, runner: CommandLine.arguments[0], guardID: getpid(),
      from: ProcessInfo.processInfo.environment)
    let sources = [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stopRequested.set() }
      source.resume()
      return source
    }
    defer { sources.forEach { $0.cancel() } }
    do { try process.run() } catch {
      FileHandle.standardError.write(Data("workbook: could not start \(program): \(error)\n".utf8))
      return 127
    }
    while ChildEnd.of(process) == nil {
      if getppid() != parent {
        killDescendants(of: process, signal: SIGKILL)
        _exit(137)
      }
      if stopRequested.isSet {
        killDescendants(of: process, signal: SIGINT)
        usleep(500_000)
        killDescendants(of: process, signal: SIGKILL)
        return 130
      }
      usleep(20_000)
    }
    let end = ChildEnd.wait(for: process)
    // Whatever the program left behind was handed to the guard: it ends with it.
    killDescendants(of: process, signal: SIGKILL)
    return end.signalled ? 128 + end.status : end.status
  }

  #if os(Linux)
    private static func becomeSubreaper() {
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      let prSetChildSubreaper: Int32 = 36  // <linux/prctl.h>
      guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return }
      _ = unsafeBitCast(symbol, to: Prctl.self)(prSetChildSubreaper, 1, 0, 0, 0)
    }

    /// Signals every descendant of this process, read from /proc (its program among them).
    private static func killDescendants(of process: Process, signal: Int32) {
      kill(-process.processIdentifier, signal)
      for pid in descendants(of: getpid()) { kill(pid, signal) }
    }

    /// The processes whose parent chain leads to `root`, from /proc's `stat` files.
    static func descendants(of root: pid_t) -> [pid_t] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      var children: [pid_t: [pid_t]] = [:]
      for pid in names.compactMap(pid_t.init) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.range(of: ") ", options: .backwards),
          let parent = stat[close.upperBound...].split(separator: " ").dropFirst().first.flatMap({ pid_t($0) }
          )
        else { continue }
        children[parent, default: []].append(pid)
      }
      var found: [pid_t] = []
      var queue = [root]
      while let next = queue.popLast() {
        let direct = children[next] ?? []
        found += direct
        queue += direct
      }
      return found
    }
  #else
    private static func becomeSubreaper() {}

    /// Signals the program's process group (no /proc to find strays by).
    private static func killDescendants(of process: Process, signal: Int32) {
      kill(-process.processIdentifier, signal)
      kill(process.processIdentifier, signal)
    }
  #endif

  /// A flag set from a signal handler's queue and read by the polling loop.
  private final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }
}
