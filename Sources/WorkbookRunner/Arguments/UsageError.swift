/// The command line was wrong: what was wrong, and what is accepted.
public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
