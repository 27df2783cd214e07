import Foundation
import HeadlessCoreData
import WorldKit

/// The world the to-do list runs in: the device's clock, calendar and time zone (what `Date()`
/// and `Calendar.current` answer while the app runs) and its sandbox, whose Documents folder
/// (what `FileManager` gives the app) holds the Core Data store.
///
/// The lesson code never names it: massive code calls `Date()`, `Calendar.current` and
/// `FileManager.default` as the original does, refactored steps receive them from their
/// composition root, and the harness makes this World the device before each event.
///
/// Every run starts on Monday 5 June 2017 at 21:41 in Cupertino (America/Los_Angeles): late
/// enough in the evening that a scenario moves the clock past midnight in a few hours.
@MainActor
public final class MegaControllerWorld: World {
  /// 21:41 in Cupertino on Monday 5 June 2017 (04:41 UTC on the 6th).
  public nonisolated static let start = Date(timeIntervalSince1970: 1_496_724_060)

  /// A World that starts at `MegaControllerWorld.start`.
  public init() throws {
    try super.init(start: Self.start)
  }

  /// The end of a run-loop event: besides answering requests, every main-queue managed object
  /// context processes its pending changes, which is when fetched-results controllers hear of
  /// inserts and deletes that were not saved.
  public override func settle() {
    super.settle()
    NSManagedObjectContext.processPendingChangesOfMainQueueContexts()
  }

  /// Where every step keeps its store: the original's `SingleViewCoreData.sqlite`, in Documents.
  public var storeURL: URL {
    sandbox.documentsDirectory.appendingPathComponent("SingleViewCoreData.sqlite")
  }
}

extension MegaControllerWorld {
  /// The instant `days` calendar days (negative: before) and `hours` hours after the start of the
  /// World, in its calendar: what a scenario picks in the date picker or seeds as a due date.
  public nonisolated static func date(days: Int, hours: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
    let day = calendar.date(byAdding: .day, value: days, to: start)!
    return calendar.date(byAdding: .hour, value: hours, to: day)!
  }
}
