import Foundation

/// What happened to an object (or section) in a fetched-results controller's results.
public enum NSFetchedResultsChangeType: UInt, Sendable {
  /// It entered the results (`newIndexPath`).
  case insert = 1
  /// It left the results (`indexPath`, in the results before the change).
  case delete = 2
  /// It changed and moved (`indexPath` before, `newIndexPath` after).
  case move = 3
  /// It changed and kept its place (`indexPath` before, `newIndexPath` after).
  case update = 4
}
