import Foundation

/// A section of results: its name and its objects.
struct ResultsSection: NSFetchedResultsSectionInfo {
  let name: String
  let indexTitle: String?
  let members: [NSManagedObject]

  var numberOfObjects: Int { members.count }
  var objects: [Any]? { members }
}
