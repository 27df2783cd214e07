import Workbook

extension [Verdict.Status] {
  /// How many of the statuses are one of these.
  func count(of statuses: Set<Verdict.Status>) -> Int {
    count { statuses.contains($0) }
  }
}
