/// A mutant that `workbook mutate` plants but no test could kill: it changes nothing observable
/// (a boundary no value reaches, a `reloadData()` another reload repeats). Declared by the
/// chapter with its reason, reported apart, and left out of the score, so that every other
/// survivor is a hole in the suite.
///
/// Keyed by its place and its change, never by its number, which shifts whenever a mutant is
/// planted before it.
public struct EquivalentMutant: Sendable, Equatable, Encodable {
  /// The variant mutated ("7-fixes", "exercise").
  public let variant: String
  /// The file's name within the variant's folder: "MealsPresenter.swift".
  public let file: String
  /// Its line, 1-based, in the unmutated file.
  public let line: Int
  /// The text the mutant replaces: "<".
  public let original: String
  /// What it puts there: "<=".
  public let replacement: String
  /// Why nothing observable changes.
  public let reason: String

  public init(
    variant: VariantID, file: String, line: Int, original: String, replacement: String, reason: String
  ) {
    self.variant = variant.rawValue
    self.file = file
    self.line = line
    self.original = original
    self.replacement = replacement
    self.reason = reason
  }

  /// Whether it declares the mutant planted at this place with this change.
  public func declares(variant: String, file: String, line: Int, original: String, replacement: String)
    -> Bool
  {
    self.variant == variant && self.file == file && self.line == line && self.original == original
      && self.replacement == replacement
  }
}
