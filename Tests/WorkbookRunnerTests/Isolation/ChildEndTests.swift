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
