import Foundation

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
