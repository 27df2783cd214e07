import Foundation
import HeadlessCoreData
import Testing

/// Core Data's `NSFetchRequestResult` and `NSFetchedResultsControllerDelegate` refine
/// `NSObjectProtocol` and `NSManagedObject` is an `NSObject`, so that a lesson class adopting
/// the delegate has to inherit `NSObject` here as it has to in Xcode
/// (`class UpcomingTaskDataManager: NSObject, NSFetchedResultsControllerDelegate`).
///
/// The compiler makes the check: an existential converts to `any NSObjectProtocol` only while its
/// protocol refines it. Should one stop doing so, this file no longer compiles.
@MainActor
struct NSObjectRefinementTests {
  @Test func coreDataProtocolsRefineNSObjectProtocolAndManagedObjectsAreNSObjects() {
    func result(_ object: any NSFetchRequestResult) -> any NSObjectProtocol { object }
    func delegate(_ object: any NSFetchedResultsControllerDelegate) -> any NSObjectProtocol { object }
    func object(_ object: NSManagedObject) -> NSObject { object }
    let conversions: [Any] = [result, delegate, object]
    #expect(conversions.count == 3)
  }
}
