import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The home folder Foundation reports, made a World's sandbox while its app runs an event: then
/// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)` answers the sandbox's
/// Documents folder, as an app's container is its home on a device.
///
/// Foundation reads `CFFIXED_USER_HOME` on every call, before `HOME` (which it ignores for root
/// on Linux), on Linux and Darwin alike. The variable is set once and then only changed, never
/// removed: re-adding a variable may move the environment while another thread reads it.
enum DeviceHome {
  static let variable = "CFFIXED_USER_HOME"

  /// The home Foundation reported before any World was the device's.
  @MainActor static let system = NSHomeDirectory()

  /// Makes `folder` the home until `body` returns.
  @MainActor
  static func isFolder<Result>(_ folder: URL, during body: () throws -> Result) rethrows -> Result {
    let replaced = getenv(variable).map { String(cString: $0) } ?? system
    setenv(variable, folder.path, 1)
    defer { setenv(variable, replaced, 1) }
    return try body()
  }
}
