import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's container: a fresh temporary folder with a Documents folder inside.
///
/// Paths inside it never reach a transcript: they differ from run to run.
///
/// A container is removed when it is released; a process killed before that (a runner's child
/// stopped by its time limit, SIGKILL) leaves it behind. So every container's name says which
/// process made it (`unmassive-<pid>-<UUID>`); a runner gives each child a folder of its own
/// for its containers and removes that folder once the child has ended, however it ended
/// (`folderVariable`); and the first container a process makes sweeps away those whose maker
/// is no longer running (a runner killed with its children).
public final class Sandbox: Sendable {
  /// The container's root folder.
  public let root: URL

  /// Creates an empty container in memory where the system offers a RAM-backed folder (Linux's
  /// /dev/shm), else in the system's temporary folder; in a runner's child, in the folder its
  /// runner gave it.
  public init() throws {
    root = Self.ownedFolder(in: Self.parentFolder)
    try FileManager.default.createDirectory(at: documentsDirectory, withIntermediateDirectories: true)
  }

  /// The variable a runner sets in a child's environment to the folder it made for the child's
  /// containers (`makeFolderForAChild()`), which it removes when the child ends.
  public static let folderVariable = "UNMASSIVE_SANDBOX_FOLDER"

  /// A folder for a child process's containers, in this process's own folder for them, named as
  /// this process's: the caller removes it once the child has ended (and the sweep does, should
  /// this process be killed first).
  public static func makeFolderForAChild() throws -> URL {
    let folder = ownedFolder(in: parentFolder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A new name in `folder` that says this process made it: `unmassive-<pid>-<UUID>`.
  private static func ownedFolder(in folder: URL) -> URL {
    folder.appendingPathComponent("\(namePrefix)\(getpid())-\(UUID().uuidString)", isDirectory: true)
  }

  private static let namePrefix = "unmassive-"

  /// Where this process's containers go: the folder its runner gave it, else the system's (swept
  /// first of what dead processes left there).
  static let parentFolder: URL = {
    if let given = ProcessInfo.processInfo.environment[folderVariable], !given.isEmpty {
      return URL(fileURLWithPath: given, isDirectory: true)
    }
    sweep(systemFolder)
    return systemFolder
  }()

  /// Removes what processes no longer running left in `folder`: containers and children's
  /// folders named `unmassive-<pid>-<UUID>` whose process is gone. Never a running process's,
  /// nor any other name (an older runner's `unmassive-<UUID>`, whose maker cannot be told).
  public static func sweep(_ folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names {
      guard let maker = maker(ofFolderNamed: name), !isRunning(maker) else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name, isDirectory: true))
    }
  }

  /// The process a container's name says made it, if the name is a container's.
  static func maker(ofFolderNamed name: String) -> pid_t? {
    guard name.hasPrefix(namePrefix) else { return nil }
    let rest = name.dropFirst(namePrefix.count)
    guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
      UUID(uuidString: String(rest[rest.index(after: dash)...])) != nil
    else { return nil }
    return pid
  }

  /// Whether a process exists (another user's included: signalling it is refused, not failed).
  static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Where containers go by default. A run makes and deletes one or two per scenario, with a
  /// SQLite store in some: on a disk's file system that is a third of a matrix's time, in memory
  /// next to nothing.
  static let systemFolder: URL = {
    let memory = "/dev/shm"
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: memory, isDirectory: &isDirectory), isDirectory.boolValue,
      FileManager.default.isWritableFile(atPath: memory)
    {
      return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
  }()

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// The app's Documents folder: what `FileManager.default.urls(for: .documentDirectory, …)`
  /// would answer on a device.
  public var documentsDirectory: URL {
    root.appendingPathComponent("Documents", isDirectory: true)
  }

  /// Makes every write into Documents fail, even for root (chmod is not enough there): the
  /// folder is replaced by a plain file, so nothing can be created inside it.
  public func makeDocumentsUnwritable() throws {
    let fileManager = FileManager.default
    try fileManager.removeItem(at: documentsDirectory)
    guard fileManager.createFile(atPath: documentsDirectory.path, contents: Data()) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: documentsDirectory.path])
    }
  }

  /// Writes a file into Documents directly, as a scenario's scenery (a corrupt archive, say).
  public func writeDocument(named name: String, contents: Data) throws {
    try contents.write(to: documentsDirectory.appendingPathComponent(name), options: .atomic)
  }
}
