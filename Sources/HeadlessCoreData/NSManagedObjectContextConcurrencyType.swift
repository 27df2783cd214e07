import Foundation

/// How a context is used from threads. HeadlessCoreData has the main-queue context only:
/// everything runs on the main actor, as the apps of the workbook use Core Data.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case mainQueueConcurrencyType = 2
}
