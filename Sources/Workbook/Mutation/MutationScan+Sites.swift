/// Every operator's sites in one file.
extension MutationScan {
  /// The sites of every operator, in the order they start (and, at one place, the operators'
  /// order).
  func sites() -> [MutationSite] {
    let all =
      comparisonSites() + conditionSites() + statementSites() + literalSites() + weakReferenceSites()
      + argumentSwapSites() + earlyReturnSites()
    let order = Dictionary(uniqueKeysWithValues: MutationOperator.allCases.enumerated().map { ($1, $0) })
    return all.sorted {
      ($0.offset, order[$0.mutationOperator]!) < ($1.offset, order[$1.mutationOperator]!)
    }
  }
}
