import Foundation

/// A section of a fetched-results controller's results.
public protocol NSFetchedResultsSectionInfo {
  /// The section's name: the value of the section-name key path ("" without one).
  var name: String { get }
  /// The section's index title.
  var indexTitle: String? { get }
  /// How many objects the section has.
  var numberOfObjects: Int { get }
  /// The section's objects.
  var objects: [Any]? { get }
}
