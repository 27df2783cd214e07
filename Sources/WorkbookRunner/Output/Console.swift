import Foundation
import Workbook

/// Where the runner writes: the process's standard output and error, or memory (for tests).
@MainActor
public final class Console {
  /// Everything written to the output, when capturing.
  public private(set) var output = ""
  /// Everything written to the errors, when capturing.
  public private(set) var errors = ""
  private let capturing: Bool

  private init(capturing: Bool) {
    self.capturing = capturing
  }

  /// The process's standard output and standard error, unbuffered.
  public static func standardStreams() -> Console {
    Console(capturing: false)
  }

  /// Keeps what is written in `output` and `errors`.
  public static func capturing() -> Console {
    Console(capturing: true)
  }

  /// Writes to the output as is (add the newline yourself).
  public func write(_ text: String) {
    if capturing {
      output += text
    } else {
      try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
  }

  /// Writes to the errors as is.
  public func writeError(_ text: String) {
    if capturing {
      errors += text
    } else {
      try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
  }
}
