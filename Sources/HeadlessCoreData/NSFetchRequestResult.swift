import Foundation

/// What a fetch request can return. Managed objects are the only results HeadlessCoreData
/// fetches; the protocol exists so that `NSFetchRequest<NSFetchRequestResult>` and
/// `NSFetchedResultsController<NSFetchRequestResult>` read as they do with Core Data.
public protocol NSFetchRequestResult: NSObjectProtocol {}
