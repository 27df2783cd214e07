import Foundation
import Testing

@testable import WorkbookRunner

/// How a child ended, read by the runner itself (Foundation's `Process` sometimes never notices),
/// and the guard's view of a process tree.
#if os(Linux)
  struct ChildEndTests {
    @Test(arguments: [
      ("exit 3", ChildEnd(status: 3, signalled: false)),
      ("exit 0", ChildEnd(status: 0, signalled: false)),
      ("kill -KILL $$", ChildEnd(status: SIGKILL, signalled: true)),
      ("kill -ILL $$", ChildEnd(status: SIGILL, signalled: true)),
    ])
    func anEndIsReadAsWaitpidGivesIt(script: String, end: ChildEnd) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      try process.run()
      #expect(ChildEnd.wait(for: process) == end)
    }

    /// A zombie's status is read without reaping it: spawned outside Foundation, which would
    /// reap its own, the child stays a zombie until waitpid, which then gives the same status.
    @Test(arguments: [
      ("exit 3", 3 << 8), ("exit 0", 0), ("kill -KILL $$", SIGKILL), ("kill -ILL $$", SIGILL),
    ])
    func aZombieIsReadUnreaped(script: String, raw: Int32) throws {
      var pid: pid_t = 0
      let words: [String] = ["/bin/sh", "-c", script]
      let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
      defer { arguments.forEach { free($0) } }
      #expect(posix_spawn(&pid, "/bin/sh", nil, nil, arguments, nil) == 0)
      let deadline = Date().addingTimeInterval(10)
      var status = ChildEnd.zombieStatus(pid)
      while status == nil, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.002)
        status = ChildEnd.zombieStatus(pid)
      }
      #expect(status.map { $0 & 0x7f == 0 ? $0 : $0 & 0x7f } == raw)
      #expect(ChildEnd.zombieStatus(pid) == status)
      var reaped: Int32 = 0
      #expect(waitpid(pid, &reaped, 0) == pid)
      #expect(reaped == status)
      #expect(ChildEnd.zombieStatus(pid) == nil)
    }

    @Test func aRunningProcessIsNoZombie() throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "sleep 5"]
      try process.run()
      defer { process.terminate() }
      #expect(ChildEnd.zombieStatus(process.processIdentifier) == nil)
      #expect(ChildEnd.of(process) == nil)
    }

    /// The guard finds grandchildren too: what it kills when its parent dies.
    @Test func theGuardFindsEveryDescendant() throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "sleep 5 & sleep 5 & wait"]
      try process.run()
      defer { kill(-process.processIdentifier, SIGKILL) }
      var found: [pid_t] = []
      let deadline = Date().addingTimeInterval(5)
      while found.count < 3, Date() < deadline {
        found = ProcessGuard.descendants(of: getpid()).filter {
          $0 == process.processIdentifier
            || ProcessGuard.descendants(of: process.processIdentifier).contains($0)
        }
        Thread.sleep(forTimeInterval: 0.02)
      }
      #expect(found.contains(process.processIdentifier))
      #expect(found.count == 3, "\(found)")
    }

    /// The runner is told its guard (it dies with it); `swift build` is told nothing that changes
    /// from one build to the next, or SwiftPM evaluates its manifest again on every save.
    @Test(arguments: [("/b/workbook", "41"), ("/usr/bin/env", nil)])
    func theGuardNamesItselfOnlyToTheRunner(program: String, told: String?) {
      let environment = ProcessGuard.childEnvironment(
        for: program, runner: "/b/workbook", guardID: 41, from: [ParentWatch.variable: "7", "HOME": "/h"])
      #expect(environment[ParentWatch.variable] == told)
      #expect(environment["HOME"] == "/h")
    }
  }
#endif
