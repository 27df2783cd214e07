extension ChapterCatalog {
  /// The variant a variant's runs of generated scenarios must equal: the nearest variant above it
  /// that declares a divergence (its behaviour changed there on purpose), else the root. Nil, with
  /// the reason, for a variant that has no partner: the root and the divergent steps are
  /// references, and a step kept for its failure (see `isKeptForItsFailure`) behaves like no
  /// other. A variant declared to fail on a written path
  /// only (a step the line goes on from, the exercise) is compared like any other: the chapter's
  /// action model keeps the generated scenarios off that path.
  public func fuzzReference(for variant: Variant<AppWorld>) -> (
    reference: Variant<AppWorld>?, skipped: String?
  ) {
    if isKeptForItsFailure(variant) {
      return (nil, "declared to fail (an expected failure): no variant behaves like it")
    }
    let reference = lineage(of: variant).first { ancestor in
      ancestor.parent == nil || divergences.contains { $0.variant == ancestor.id }
    }
    guard let reference, reference.id != variant.id else {
      return (
        nil,
        variant.parent == nil
          ? "the root: the reference of the variants before any declared divergence"
          : "declares a divergence: the reference of the variants below it, compared with none"
      )
    }
    if isKeptForItsFailure(reference) {
      return (nil, "its reference \(reference.id) is declared to fail")
    }
    return (reference, nil)
  }

  /// A step kept to show its failure: declared to fail, refactored no further, and the end of no
  /// refactoring (not in `goalsMetBy`, nor an architecture's leaf), like a step as printed.
  public func isKeptForItsFailure(_ variant: Variant<AppWorld>) -> Bool {
    guard case .step = variant.kind, expectedFailures.contains(where: { $0.variant == variant.id }),
      !goalsMetBy.contains(variant.id), !architectures.contains(where: { $0.metBy.contains(variant.id) })
    else { return false }
    return !variants.contains { $0.parent == variant.id && $0.kind != .exercise }
  }
}
