import Foundation

/// The app's container: a fresh temporary folder with a Documents folder inside.
///
/// Paths inside it never reach a transcript: they differ from run to run.
public final class Sandbox: Sendable {
  /// The container's root folder.
  public let root: URL

  /// Creates an empty container in memory where the system offers a RAM-backed folder (Linux's
  /// /dev/shm), else in the system's temporary folder.
  public init() throws {
    root = Self.parentFolder.appendingPathComponent("unmassive-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: documentsDirectory, withIntermediateDirectories: true)
  }

  /// Where containers go. A run makes and deletes one or two per scenario, with a SQLite store in
  /// some: on a disk's file system that is a third of a matrix's time, in memory next to nothing.
  static let parentFolder: URL = {
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
