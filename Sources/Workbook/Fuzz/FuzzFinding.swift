/// A generated scenario on which a variant differs from its reference, shrunk.
public struct FuzzFinding: Sendable, Codable {
  public let variant: String
  public let reference: String
  /// The seed that generated it: `workbook fuzz <chapter> --variant <variant> --seed <seed> --count 1`.
  public let seed: UInt64
  /// How many actions the generated scenario had before shrinking.
  public let generatedLength: Int
  /// The shrunk scenario's actions, as a transcript writes them.
  public let actions: [String]
  /// The first action whose entries differ (1-based), and the two entries.
  public let firstDifferingAction: Int
  public let referenceEntry: String
  public let variantEntry: String
  /// Whether the variant crashed (a UIKit fault) where the reference did not.
  public let crashed: Bool
  /// The shrunk scenario as Swift, to paste into the catalog's Scenarios.swift.
  public let swiftCode: String
  public let shrinkSeconds: Double
}
