import Foundation

extension Chapter {
  /// The variant with this id.
  public func variant(_ id: String) -> VariantInfo? {
    variants.first { $0.id == id }
  }

  /// The scenario with this id.
  public func scenario(_ id: String) -> ScenarioInfo? {
    scenarios.first { $0.id == id }
  }

  /// The root of the variant tree: the step every other variant descends from.
  public var root: VariantInfo? {
    variants.first { $0.parent == nil }
  }

  /// A variant's id and its ancestors' ids, nearest first: the one walk up the variant tree.
  public func lineage(of id: String) -> [String] {
    var lineage = [id]
    while let parent = variant(lineage[lineage.count - 1])?.parent, !lineage.contains(parent) {
      lineage.append(parent)
    }
    return lineage
  }

  /// Whether a variant is `ancestor` or below it in the variant tree.
  public func variant(_ id: String, descendsFrom ancestor: String) -> Bool {
    lineage(of: id).contains(ancestor)
  }

  /// The divergence that governs a scenario on a variant: the nearest one declared at the
  /// variant or one of its ancestors.
  public func divergence(for variant: String, scenario: String) -> DeclaredDivergence? {
    for ancestor in lineage(of: variant) {
      if let divergence = divergences.first(where: {
        $0.variant == ancestor && $0.scenarios.contains(scenario)
      }) {
        return divergence
      }
    }
    return nil
  }

  /// The expected failure that governs a scenario on a variant, if the variant was declared to
  /// crash on it.
  public func expectedFailure(for variant: String, scenario: String) -> ExpectedFailure? {
    expectedFailures.first { $0.governs(variant: variant, scenario: scenario) }
  }

  /// A variant's source folder: `Steps/N-Name` or `Exercise` under the chapter's folder (nil if
  /// the variant is unknown).
  public func sourceFolder(of variant: String) -> URL? {
    self.variant(variant)?.sourceFolder
  }

  /// A step kept to show its failure: declared to fail, refactored no further, and the end of no
  /// refactoring (not in `goalsMetBy`, nor an architecture's leaf), like a step as printed.
  public func isKeptForItsFailure(_ id: String) -> Bool {
    keptForTheirFailure.contains(id)
  }

  /// Its steps kept to show their failure (see `isKeptForItsFailure`). Worked out in one pass over
  /// the variants: the timeline asks for it at every step of every page the docs generate.
  public var keptForTheirFailure: Set<String> {
    let declared = Set(expectedFailures.map(\.variant))
    let ends = Set(goalsMetBy).union(architectures.flatMap(\.metBy))
    let parents = Set(variants.filter { $0.kind != .exercise }.compactMap(\.parent))
    return Set(
      variants.filter { variant in
        guard case .step = variant.kind else { return false }
        return declared.contains(variant.id) && !ends.contains(variant.id) && !parents.contains(variant.id)
      }.map(\.id))
  }

  /// The variant a variant's runs of generated scenarios must equal: the nearest variant above it
  /// that declares a divergence (its behaviour changed there on purpose), else the root. Nil, with
  /// the reason, for a variant that has no partner: the root and the divergent steps are
  /// references, and a step kept for its failure behaves like no other. A variant declared to
  /// fail on a written path only (a step the line goes on from, the exercise) is compared like
  /// any other: the chapter's action model keeps the generated scenarios off that path.
  public func fuzzReference(for id: String) -> (reference: String?, skipped: String?) {
    if isKeptForItsFailure(id) {
      return (nil, "declared to fail (an expected failure): no variant behaves like it")
    }
    let reference = lineage(of: id).first { ancestor in
      variant(ancestor)?.parent == nil || divergences.contains { $0.variant == ancestor }
    }
    guard let reference, reference != id else {
      return (
        nil,
        variant(id)?.parent == nil
          ? "the root: the reference of the variants before any declared divergence"
          : "declares a divergence: the reference of the variants below it, compared with none"
      )
    }
    if isKeptForItsFailure(reference) {
      return (nil, "its reference \(reference) is declared to fail")
    }
    return (reference, nil)
  }
}
