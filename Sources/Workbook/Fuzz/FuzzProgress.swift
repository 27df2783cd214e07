/// How far a batch has got, for a progress line.
public struct FuzzProgress: Sendable {
  public let done: Int
  public let total: Int
  public let failures: Int
}
