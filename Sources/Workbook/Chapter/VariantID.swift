/// A variant's id, as a declaration names it: its folder's name ("3-MVP", "2-Model-As-Printed")
/// or "exercise", lowercased here, and only here, into the id the chapter stores and the command
/// line, file names and reports use ("3-mvp"). Every declaration that names a variant (a step's
/// parent, a divergence, an expected failure, `goalsMetBy`, an architecture's leaves, a hint's
/// steps, a responsibility's removal, the exercise's recorded start) takes one.
public struct VariantID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id: "3-mvp".
  public let rawValue: String

  /// The id of the variant named so, in any case: "3-MVP" → "3-mvp".
  public init(_ name: some StringProtocol) {
    rawValue = name.lowercased()
  }

  public init(rawValue: String) {
    self.init(rawValue)
  }

  public init(stringLiteral name: String) {
    self.init(name)
  }

  public var description: String { rawValue }
}
