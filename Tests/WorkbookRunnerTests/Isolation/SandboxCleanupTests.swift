import Foundation
import Testing

@testable import Workbook
@testable import WorkbookFixtures
@testable import WorkbookRunner
@testable import WorldKit

/// A child process killed for its time limit cannot remove its app containers (the World's
/// sandbox): the runner gave it a folder for them and removes it; a runner killed with its
/// children leaves its folder to the sweep of the next process that makes a container. The
/// runner runs in the wrapper, which makes their book too (`ShelfChild.approvedBook`), and the
/// tests off the main actor: waiting for it holds neither the main actor nor a thread.
#if os(Linux)
  extension ClockedShelfTests {
    @Suite(.serialized)
    struct SandboxCleanupTests {
      /// The containers of the given processes in the system's folder for them, and in the
      /// folders runners made there for their children's.
      static func containers(madeBy pids: Set<pid_t>) -> [URL] {
        let fileManager = FileManager.default
        let top =
          (try? fileManager.contentsOfDirectory(at: Sandbox.systemFolder, includingPropertiesForKeys: nil))
          ?? []
        let nested = top.filter { Sandbox.maker(ofFolderNamed: $0.lastPathComponent) != nil }.flatMap {
          (try? fileManager.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? []
        }
        return (top + nested).filter {
          Sandbox.maker(ofFolderNamed: $0.lastPathComponent).map(pids.contains) == true
        }
      }

      @Test func aChildKilledForHangingLeavesNoContainer() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .loopsForever)
        defer { child.remove() }
        let seen = ContainersSeen(child: child)
        seen.start()

        let (code, output) = try await child.run(["verify", "99"], timeLimit: "3")
        #expect(code == .crashed)

        let hung = seen.stop()
        #expect(output.contains("did not finish within 3 s"), "\(output)")
        // The hung child had a container (the test sees what it means to), and it is gone.
        #expect(!hung.isEmpty, "no container of the runner's children was ever seen")
        #expect(hung.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) }, "\(hung)")
        #expect(Self.containers(madeBy: Set(child.processes())).isEmpty)
      }

      @Test func aKilledRunnersContainersAreSweptAndALiveProcesssAreKept() async throws {
        let child = try await ShelfChild.approvedBook(exercise: .loopsForever)
        defer { child.remove() }
        let live = try Sandbox.makeFolderForAChild()
        defer { try? FileManager.default.removeItem(at: live) }
        let runner = try await child.startVerifying()
        defer { if runner.isRunning { kill(runner.processIdentifier, SIGKILL) } }
        let pids = child.processes()
        try #require(pids.count == 2)
        try #require(try await ShelfChild.eventually(30) { !Self.containers(madeBy: [pids[1]]).isEmpty })
        kill(pids[0], SIGKILL)
        try #require(try await ShelfChild.eventually(60) { !runner.isRunning })  // ended and reaped
        try #require(try await ShelfChild.eventually(5) { !ShelfChild.isRunning(pids[1]) })
        let left = Self.containers(madeBy: Set(pids))
        #expect(!left.isEmpty, "killed, the runner could not remove its child's folder")

        Sandbox.sweep(Sandbox.systemFolder)

        #expect(Self.containers(madeBy: Set(pids)).isEmpty)
        #expect(FileManager.default.fileExists(atPath: live.path), "a running process's folder is kept")
      }
    }

  }

  /// Watches, from a thread, for the containers a runner's children make while the runner runs.
  final class ContainersSeen: @unchecked Sendable {
    private let child: ShelfChild
    private let lock = NSLock()
    private var seen: Set<URL> = []
    private var running = true
    private let done = DispatchSemaphore(value: 0)

    init(child: ShelfChild) {
      self.child = child
    }

    func start() {
      Thread { [self] in
        while lock.withLock({ running }) {
          let found = ClockedShelfTests.SandboxCleanupTests.containers(madeBy: Set(child.processes()))
          lock.withLock { seen.formUnion(found) }
          Thread.sleep(forTimeInterval: 0.01)
        }
        done.signal()
      }.start()
    }

    /// Stops watching; what was seen.
    func stop() -> Set<URL> {
      lock.withLock { running = false }
      done.wait()
      return lock.withLock { seen }
    }
  }
#endif
