/// A mutant with what plants it in its file.
struct PlantedMutant: Sendable {
  let mutant: Mutant
  /// 1-based lines of the original file its edits touch.
  let lines: ClosedRange<Int>
  let edits: [SourceEdit]
  /// Declarations appended to its file.
  let declarations: [String]

  init(_ site: MutationSite, id: Int, file: String) {
    mutant = Mutant(
      id: id, file: file, line: site.lines.lowerBound, type: site.type,
      mutationOperator: site.mutationOperator, original: site.original, replacement: site.replacement)
    lines = site.lines
    edits = site.edits.map { $0.numbered(id) }
    declarations = site.declarations.map {
      $0.replacingOccurrences(of: "$OPERATOR", with: ComparisonMutation.operatorName(for: id))
        .replacingOccurrences(of: "$MUTANT", with: String(id))
    }
  }
}
