extension ChapterCatalog {
  /// The variant a variant's runs of generated scenarios must equal: the nearest variant above it
  /// that declares a divergence (its behaviour changed there on purpose), else the root. Nil, with
  /// the reason, for a variant that has no partner: the root and the divergent steps are
  /// references, and a variant declared to fail is kept for its failure.
  public func fuzzReference(for variant: Variant<AppWorld>) -> (
    reference: Variant<AppWorld>?, skipped: String?
  ) {
    if expectedFailures.contains(where: { $0.variant == variant.id }) {
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
    if expectedFailures.contains(where: { $0.variant == reference.id }) {
      return (nil, "its reference \(reference.id) is declared to fail")
    }
    return (reference, nil)
  }
}
