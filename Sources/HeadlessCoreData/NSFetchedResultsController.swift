import Foundation

/// Keeps the results of a fetch request up to date as its context changes, in sections, and
/// tells its delegate what changed with index paths a table view can apply directly.
///
/// It tracks changes once `performFetch()` has run and while it has a delegate (without one
/// it keeps the results of the last fetch, as Core Data's does). It learns of changes when
/// its context processes pending changes: see `NSManagedObjectContext`.
///
/// The delegate receives the controller as `NSFetchedResultsController<NSFetchRequestResult>`,
/// as in Core Data: for a controller made with that type it is the controller itself; for a
/// typed one (`NSFetchedResultsController<Task>`) it is a view of the same results.
@MainActor
open class NSFetchedResultsController<ResultType> {
  let tracker: FetchedResultsTracker
  /// The type-erased view handed to the delegate, for a typed controller.
  private var delegateView: NSFetchedResultsController<NSFetchRequestResult>?

  /// The request whose results the controller keeps.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// Ignored: HeadlessCoreData keeps no section cache.
  public let cacheName: String?

  /// A controller for the results of `fetchRequest` in `context`, in one section (when
  /// `sectionNameKeyPath` is nil) or in one section per value of that attribute. The request
  /// must have sort descriptors, as Core Data requires.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    precondition(
      fetchRequest.sortDescriptors?.isEmpty == false,
      "An instance of NSFetchedResultsController requires a fetch request with sort descriptors")
    self.fetchRequest = fetchRequest
    self.cacheName = name
    tracker = FetchedResultsTracker(
      request: fetchRequest.storage, context: context, sectionNameKeyPath: sectionNameKeyPath)
    if let erased = self as? NSFetchedResultsController<NSFetchRequestResult> {
      tracker.controllerForDelegate = erased
    } else {
      let view = NSFetchedResultsController<NSFetchRequestResult>(sharing: tracker)
      delegateView = view
      tracker.controllerForDelegate = view
    }
  }

  private init(sharing tracker: FetchedResultsTracker) {
    self.tracker = tracker
    self.fetchRequest = NSFetchRequest(sharing: tracker.request)
    self.cacheName = nil
  }

  /// The context whose objects the controller shows.
  open var managedObjectContext: NSManagedObjectContext { tracker.context }
  /// The attribute that names sections, or nil for one section.
  open var sectionNameKeyPath: String? { tracker.sectionNameKeyPath }

  /// Receives the changes. Held weakly, as in Core Data.
  open var delegate: (any NSFetchedResultsControllerDelegate)? {
    get { tracker.delegate }
    set { tracker.delegate = newValue }
  }

  /// Fetches the results (pending changes included) and starts tracking changes.
  open func performFetch() throws {
    try tracker.performFetch()
    if let mismatch = tracker.objects?.first(where: { !($0 is ResultType) }) {
      throw CoreDataError(
        code: NSCoreDataError,
        description:
          "The fetch request returns \(type(of: mismatch)) objects, which are not \(ResultType.self).")
    }
  }

  /// The results, in order across sections; nil before `performFetch()`.
  open var fetchedObjects: [ResultType]? {
    tracker.objects?.map { $0 as! ResultType }
  }

  /// The sections; nil before `performFetch()`. Without a section-name key path there is one
  /// section, even when it is empty.
  open var sections: [any NSFetchedResultsSectionInfo]? { tracker.sections }

  /// The object at `indexPath` ([section, row]). An index path outside the results is a
  /// programming error, as in Core Data.
  open func object(at indexPath: IndexPath) -> ResultType {
    guard indexPath.count == 2, let sections = tracker.sections else {
      fatalError("no object at index path \(indexPath): the controller has not fetched")
    }
    let (section, row) = (indexPath[0], indexPath[1])
    guard sections.indices.contains(section), sections[section].members.indices.contains(row) else {
      fatalError("no object at index \(row) in section at index \(section)")
    }
    return sections[section].members[row] as! ResultType
  }

  /// The index path of `object` in the results, if it is there.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    guard let managedObject = object as? NSManagedObject else { return nil }
    return tracker.indexPath(of: managedObject)
  }

  /// The sections' index titles, each once.
  open var sectionIndexTitles: [String] {
    var titles: [String] = []
    for title in tracker.sections?.compactMap(\.indexTitle) ?? [] where !titles.contains(title) {
      titles.append(title)
    }
    return titles
  }

  /// Does nothing: HeadlessCoreData keeps no section cache.
  open class func deleteCache(withName name: String?) {}
}
