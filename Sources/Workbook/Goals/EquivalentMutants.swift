/// The mutants of one variant that its chapter declares equivalent (`Chapter.equivalentMutants`),
/// with what places them: a judgement of the variant's tests leaves them out, as `workbook
/// mutate` does.
public struct EquivalentMutants: Sendable {
  /// The variant's id: "exercise", "7-fixes".
  public let variant: String
  /// Its folder from the package's root, the prefix of its mutants' files:
  /// "Chapters/01-FoodTracker/Exercise".
  public let folder: String
  /// The chapter's declarations (of every variant: `contains` reads the variant's only).
  public let declared: [EquivalentMutant]

  public init(variant: String, folder: String, declared: [EquivalentMutant]) {
    self.variant = variant
    self.folder = folder
    self.declared = declared
  }

  /// None declared.
  public static let none = EquivalentMutants(variant: "", folder: "", declared: [])

  /// Whether a mutant of the variant is declared equivalent.
  public func contains(_ mutant: Mutant) -> Bool {
    let prefix = folder + "/"
    guard mutant.file.hasPrefix(prefix) else { return false }
    let file = String(mutant.file.dropFirst(prefix.count))
    return declared.contains {
      $0.declares(
        variant: variant, file: file, line: mutant.line, original: mutant.original,
        replacement: mutant.replacement)
    }
  }
}
