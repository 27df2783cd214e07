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

/// A section of results: its name and its objects.
struct ResultsSection: NSFetchedResultsSectionInfo {
  let name: String
  let indexTitle: String?
  let members: [NSManagedObject]

  var numberOfObjects: Int { members.count }
  var objects: [Any]? { members }
}

/// The state of a fetched-results controller, shared with its type-erased view: the results,
/// and how they change when the context processes pending changes.
@MainActor
final class FetchedResultsTracker {
  let request: FetchRequestStorage
  let context: NSManagedObjectContext
  let sectionNameKeyPath: String?
  weak var delegate: (any NSFetchedResultsControllerDelegate)?
  weak var controllerForDelegate: NSFetchedResultsController<NSFetchRequestResult>?
  private(set) var sections: [ResultsSection]?
  private var entityName: String?

  init(request: FetchRequestStorage, context: NSManagedObjectContext, sectionNameKeyPath: String?) {
    self.request = request
    self.context = context
    self.sectionNameKeyPath = sectionNameKeyPath
  }

  var objects: [NSManagedObject]? { sections?.flatMap(\.members) }

  func performFetch() throws {
    entityName = try context.entity(for: request).name
    sections = makeSections(try context.fetchObjects(request))
    context.addResultsTracker(self)
  }

  func indexPath(of object: NSManagedObject) -> IndexPath? {
    for (sectionIndex, section) in (sections ?? []).enumerated() {
      if let row = section.members.firstIndex(where: { $0 === object }) {
        return IndexPath(indexes: [sectionIndex, row])
      }
    }
    return nil
  }

  static func defaultIndexTitle(for sectionName: String) -> String? {
    sectionName.first.map { String($0).uppercased() }
  }

  /// Groups sorted objects into sections by the section-name key path's value (sections come
  /// in the order of their first object).
  private func makeSections(_ objects: [NSManagedObject]) -> [ResultsSection] {
    guard let sectionNameKeyPath else {
      return [ResultsSection(name: "", indexTitle: nil, members: objects)]
    }
    var names: [String] = []
    var membersByName: [String: [NSManagedObject]] = [:]
    for object in objects {
      let name = object.value(forKey: sectionNameKeyPath).map { ($0 as? String) ?? "\($0)" } ?? ""
      if membersByName[name] == nil { names.append(name) }
      membersByName[name, default: []].append(object)
    }
    return names.map { name in
      let indexTitle =
        if let delegate, let controller = controllerForDelegate {
          delegate.controller(controller, sectionIndexTitleForSectionName: name)
        } else {
          Self.defaultIndexTitle(for: name)
        }
      return ResultsSection(name: name, indexTitle: indexTitle, members: membersByName[name] ?? [])
    }
  }

  private struct ObjectChange {
    let object: NSManagedObject
    let type: NSFetchedResultsChangeType
    let indexPath: IndexPath?
    let newIndexPath: IndexPath?
  }

  /// Brings the results up to date with the objects the context just processed, and tells the
  /// delegate what changed. `updatedObjects` are those whose values changed.
  func contextDidChange(changedObjects: [NSManagedObject], updatedObjects: Set<ObjectIdentifier>) {
    guard let oldSections = sections, let delegate, let controller = controllerForDelegate else { return }
    let relevant = changedObjects.filter { $0.entity.name == entityName }
    guard !relevant.isEmpty else { return }

    // The new results: the old ones and the changed objects, those that are alive and match,
    // sorted. (As in Core Data, objects beyond a fetch limit or offset at fetch time do not
    // come in later.)
    var candidates = ObjectList()
    for object in oldSections.flatMap(\.members) + relevant { candidates.append(object) }
    var newObjects = FetchEvaluation.sorted(
      candidates.objects.filter { context.isLive($0) && FetchEvaluation.matches($0, request.predicate) },
      by: request.sortDescriptors ?? [])
    if request.fetchLimit > 0 { newObjects = Array(newObjects.prefix(request.fetchLimit)) }
    let newSections = makeSections(newObjects)

    let oldNames = oldSections.map(\.name)
    let newNames = newSections.map(\.name)
    let deletedSections = oldSections.enumerated().filter { !newNames.contains($0.element.name) }
    let insertedSections = newSections.enumerated().filter { !oldNames.contains($0.element.name) }
    let objectChanges = Self.objectChanges(from: oldSections, to: newSections, updated: updatedObjects)
    guard !deletedSections.isEmpty || !insertedSections.isEmpty || !objectChanges.isEmpty else { return }

    sections = newSections
    delegate.controllerWillChangeContent(controller)
    for (index, section) in deletedSections {
      delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete)
    }
    for (index, section) in insertedSections {
      delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert)
    }
    for change in objectChanges {
      delegate.controller(
        controller, didChange: change.object, at: change.indexPath, for: change.type,
        newIndexPath: change.newIndexPath)
    }
    delegate.controllerDidChangeContent(controller)
  }

  /// The object changes between two sets of sections: deletions (by old index path),
  /// insertions (by new index path), moves and updates.
  ///
  /// An updated object that stayed in the results moved if it changed section, or changed
  /// place relative to the objects that did not change; otherwise it is an update.
  private static func objectChanges(
    from oldSections: [ResultsSection], to newSections: [ResultsSection], updated: Set<ObjectIdentifier>
  ) -> [ObjectChange] {
    let oldPaths = indexPaths(oldSections)
    let newPaths = indexPaths(newSections)
    let common = Set(oldPaths.keys).intersection(newPaths.keys)
    let anchors = common.subtracting(updated)
    let oldSlots = slots(oldSections, anchors: anchors, updated: updated.intersection(common))
    let newSlots = slots(newSections, anchors: anchors, updated: updated.intersection(common))

    var deletions: [ObjectChange] = []
    for section in oldSections {
      for object in section.members where newPaths[ObjectIdentifier(object)] == nil {
        deletions.append(
          ObjectChange(
            object: object, type: .delete, indexPath: oldPaths[ObjectIdentifier(object)], newIndexPath: nil))
      }
    }
    var insertions: [ObjectChange] = []
    var moves: [ObjectChange] = []
    for section in newSections {
      for object in section.members {
        let id = ObjectIdentifier(object)
        if oldPaths[id] == nil {
          insertions.append(
            ObjectChange(object: object, type: .insert, indexPath: nil, newIndexPath: newPaths[id]))
        } else if updated.contains(id), moved(oldSlots[id], newSlots[id]) {
          moves.append(
            ObjectChange(object: object, type: .move, indexPath: oldPaths[id], newIndexPath: newPaths[id]))
        }
      }
    }
    var updates: [ObjectChange] = []
    for section in oldSections {
      for object in section.members {
        let id = ObjectIdentifier(object)
        if updated.contains(id), common.contains(id), !moved(oldSlots[id], newSlots[id]) {
          updates.append(
            ObjectChange(object: object, type: .update, indexPath: oldPaths[id], newIndexPath: newPaths[id]))
        }
      }
    }
    return deletions + insertions + moves + updates
  }

  private static func indexPaths(_ sections: [ResultsSection]) -> [ObjectIdentifier: IndexPath] {
    var paths: [ObjectIdentifier: IndexPath] = [:]
    for (sectionIndex, section) in sections.enumerated() {
      for (row, object) in section.members.enumerated() {
        paths[ObjectIdentifier(object)] = IndexPath(indexes: [sectionIndex, row])
      }
    }
    return paths
  }

  /// Where each updated object sits relative to the unchanged ones: its section's name, the
  /// number of unchanged objects before it in that section, and the updated objects sharing
  /// that gap, in order (so that two updated objects swapping places both count as moved).
  private static func slots(
    _ sections: [ResultsSection], anchors: Set<ObjectIdentifier>, updated: Set<ObjectIdentifier>
  ) -> [ObjectIdentifier: Slot] {
    var gaps: [(section: String, anchorsBefore: Int, members: [ObjectIdentifier])] = []
    for section in sections {
      var anchorsBefore = 0
      for object in section.members {
        let id = ObjectIdentifier(object)
        if anchors.contains(id) {
          anchorsBefore += 1
        } else if updated.contains(id) {
          if let last = gaps.last, last.section == section.name, last.anchorsBefore == anchorsBefore {
            gaps[gaps.count - 1].members.append(id)
          } else {
            gaps.append((section.name, anchorsBefore, [id]))
          }
        }
      }
    }
    var slots: [ObjectIdentifier: Slot] = [:]
    for gap in gaps {
      for id in gap.members {
        slots[id] = Slot(section: gap.section, anchorsBefore: gap.anchorsBefore, neighbours: gap.members)
      }
    }
    return slots
  }

  private struct Slot {
    let section: String
    let anchorsBefore: Int
    let neighbours: [ObjectIdentifier]
  }

  /// Whether an object moved between two slots: another section, another gap between
  /// unchanged objects, or another order among the updated objects in both gaps.
  private static func moved(_ old: Slot?, _ new: Slot?) -> Bool {
    guard let old, let new else { return true }
    guard old.section == new.section, old.anchorsBefore == new.anchorsBefore else { return true }
    let shared = Set(old.neighbours).intersection(new.neighbours)
    return old.neighbours.filter(shared.contains) != new.neighbours.filter(shared.contains)
  }
}
