/// A chapter that cannot be compared.
public struct ComparisonError: Error, CustomStringConvertible {
  public let description: String
}
