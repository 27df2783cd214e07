import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `workbook watch` per checkout: two would run two builds of the same `.build` at once,
/// each waiting on the other's lock and redrawing over the other's verdict. The lock is an
/// advisory `flock` on `.build/workbook-watch.lock`, which the kernel releases when its process
/// ends however it ends, so no stale lock is ever left; the file holds the holder's pid, for
/// the refusal's message.
final class WatchLock {
  /// Why the lock could not be taken.
  enum Refusal: Error, Equatable {
    /// Another watch holds it: its pid (nil if it could not be read), and the file.
    case held(by: Int32?, path: String)
    /// The file could not be opened: why.
    case unavailable(String)
  }

  private let descriptor: Int32

  /// Takes the lock in the package's `.build` folder, or says who holds it.
  init(packageRoot: URL) throws(Refusal) {
    let folder = packageRoot.appendingPathComponent(".build", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("workbook-watch.lock").path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .unavailable("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder = (try? String(contentsOfFile: path, encoding: .utf8))
        .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      close(descriptor)
      throw .held(by: holder, path: path)
    }
    ftruncate(descriptor, 0)
    let pid = "\(getpid())\n"
    _ = pid.withCString { write(descriptor, $0, strlen($0)) }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }
}
