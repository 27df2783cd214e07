import Foundation

/// A fetch request's settings, shared between a typed request and its type-erased view.
@MainActor
final class FetchRequestStorage {
  var entityName: String?
  var entity: NSEntityDescription?
  var predicate: NSPredicate?
  var sortDescriptors: [NSSortDescriptor]?
  var fetchLimit = 0
  var fetchOffset = 0

  /// Filters, sorts, then applies the offset and the limit.
  func results(from candidates: [NSManagedObject]) -> [NSManagedObject] {
    let sorted = FetchEvaluation.sorted(
      candidates.filter { FetchEvaluation.matches($0, predicate) }, by: sortDescriptors ?? [])
    let afterOffset = sorted.dropFirst(fetchOffset)
    return Array(fetchLimit > 0 ? afterOffset.prefix(fetchLimit) : afterOffset)
  }
}
