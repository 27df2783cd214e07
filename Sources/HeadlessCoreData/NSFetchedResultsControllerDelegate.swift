import Foundation

/// Hears about changes to a fetched-results controller's results, in Core Data's order:
/// `controllerWillChangeContent(_:)`, then one `controller(_:didChange:atSectionIndex:for:)`
/// per section inserted or deleted, then one `controller(_:didChange:at:for:newIndexPath:)`
/// per object (deletions, insertions, moves, updates, each in index-path order), then
/// `controllerDidChangeContent(_:)`. During all of them the controller already shows the
/// new results. Every method is optional, as in Core Data.
@MainActor
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
  /// The controller is about to report changes.
  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  /// An object was inserted, deleted, moved or updated.
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  /// A section was inserted or deleted.
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType)
  /// The controller has reported every change.
  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  /// The index title of the section named `sectionName`.
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    sectionIndexTitleForSectionName sectionName: String
  ) -> String?
}

extension NSFetchedResultsControllerDelegate {
  public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}

  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {}

  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: any NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {}

  public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}

  /// Core Data's default: the section name's first letter, capitalised.
  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    sectionIndexTitleForSectionName sectionName: String
  ) -> String? {
    FetchedResultsTracker.defaultIndexTitle(for: sectionName)
  }
}
