import Foundation
import Testing

@testable import WorldKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Containers a killed process left behind are swept by the next process's first container, by
/// the process their name says made them: only a process no longer running, never a live one's,
/// and never a folder whose maker cannot be told.
struct SandboxSweepTests {
  /// Who made a folder, by its name.
  enum Maker: String, CaseIterable, CustomTestStringConvertible {
    /// A process that has ended.
    case deadProcess
    /// This process, running.
    case thisProcess
    /// None said: an older runner's `unmassive-<UUID>`, whatever its first digits.
    case unnamed
    /// Not a container: another file of the temporary folder.
    case other

    var testDescription: String { rawValue }

    /// The folder's name.
    func name(deadProcess: pid_t) -> String {
      switch self {
      case .deadProcess: "unmassive-\(deadProcess)-\(UUID().uuidString)"
      case .thisProcess: "unmassive-\(getpid())-\(UUID().uuidString)"
      case .unnamed: "unmassive-12345678-\(UUID().uuidString.dropFirst(9))"
      case .other: "unmassive-dump-package"
      }
    }

    var isSwept: Bool { self == .deadProcess }
  }

  /// A process that has run and ended: its id names no process now (unless reused since, when
  /// its containers are kept: the safe side).
  static func endedProcess() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test(
    "The sweep removes a dead process's container and keeps every other folder", arguments: Maker.allCases)
  func sweep(maker: Maker) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sandbox-sweep-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let left = folder.appendingPathComponent(maker.name(deadProcess: try Self.endedProcess()))
    try FileManager.default.createDirectory(
      at: left.appendingPathComponent("Documents"), withIntermediateDirectories: true)

    Sandbox.sweep(folder)

    #expect(FileManager.default.fileExists(atPath: left.path) == !maker.isSwept)
  }

  @Test("A container's name says which process made it")
  func containerNames() throws {
    let sandbox = try Sandbox()
    let made = try Sandbox.makeFolderForAChild()
    defer { try? FileManager.default.removeItem(at: made) }
    #expect(Sandbox.maker(ofFolderNamed: sandbox.root.lastPathComponent) == getpid())
    #expect(Sandbox.maker(ofFolderNamed: made.lastPathComponent) == getpid())
    #expect(Sandbox.maker(ofFolderNamed: "unmassive-\(UUID().uuidString)") == nil)
  }
}
