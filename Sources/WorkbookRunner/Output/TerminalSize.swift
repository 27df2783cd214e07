#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal an output goes to.
public enum TerminalSize {
  /// How many columns wide the terminal on this file descriptor is (`ioctl` `TIOCGWINSZ`); nil
  /// when it is not a terminal or does not say.
  public static func columns(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// How many rows high the terminal on this file descriptor is; nil when it does not say.
  public static func rows(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }
}
