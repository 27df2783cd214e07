import Foundation

/// What a table must do to go from one snapshot to another, in a batch update's terms: the
/// sections deleted and inserted, and the rows deleted, inserted and moved.
///
/// Sections are matched by identifier in order (the standard library's `difference(from:)`): a
/// section that changes place is deleted and inserted again. UIKit would move it
/// (`moveSection(_:toSection:)`), its rows' cells with it; HeadlessUIKit's table has no section
/// moves yet, so here those cells are dequeued again (the rows show the same; a cell's own state,
/// such as its selection, does not follow). An
/// item in a section that is deleted or inserted goes with its section. Items present in both
/// snapshots, in sections present in both, move when they leave their section or when keeping
/// them in place would break the order of the others (the difference's inferred moves).
struct DiffableChanges {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var deletedRows: [IndexPath] = []
  var insertedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []

  init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let sectionChanges = new.sectionIdentifiers.difference(from: old.sectionIdentifiers)
    for change in sectionChanges {
      switch change {
      case .remove(let offset, _, _): deletedSections.insert(offset)
      case .insert(let offset, _, _): insertedSections.insert(offset)
      }
    }
    let oldPlaces = Self.places(in: old, keeping: deletedSections)
    let newPlaces = Self.places(in: new, keeping: insertedSections)
    deletedRows = old.itemIdentifiers.compactMap { newPlaces.all[$0] == nil ? oldPlaces.kept[$0] : nil }
    insertedRows = new.itemIdentifiers.compactMap { oldPlaces.all[$0] == nil ? newPlaces.kept[$0] : nil }
    for item in old.itemIdentifiers where newPlaces.all[item] != nil {
      // An item leaving a removed section, or arriving in a new one: only its other side counts.
      switch (oldPlaces.kept[item], newPlaces.kept[item]) {
      case (let from?, nil): deletedRows.append(from)
      case (nil, let to?): insertedRows.append(to)
      default: break
      }
    }
    movedRows = Self.moves(from: old, oldPlaces.kept, to: new, newPlaces.kept)
  }

  /// Every item's index path, and those of the items in sections the batch keeps.
  private static func places<Section, Item>(
    in snapshot: NSDiffableDataSourceSnapshot<Section, Item>, keeping removed: IndexSet
  ) -> (all: [Item: IndexPath], kept: [Item: IndexPath]) {
    var all: [Item: IndexPath] = [:]
    var kept: [Item: IndexPath] = [:]
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
      for (row, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
        let indexPath = IndexPath(row: row, section: sectionIndex)
        all[item] = indexPath
        if !removed.contains(sectionIndex) { kept[item] = indexPath }
      }
    }
    return (all, kept)
  }

  /// The moves of the items kept on both sides: those changing section, and those the order of
  /// the others cannot keep in place.
  private static func moves<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>, _ oldPlaces: [Item: IndexPath],
    to new: NSDiffableDataSourceSnapshot<Section, Item>, _ newPlaces: [Item: IndexPath]
  ) -> [(from: IndexPath, to: IndexPath)] {
    let oldOrder = old.itemIdentifiers.filter { oldPlaces[$0] != nil && newPlaces[$0] != nil }
    let newOrder = new.itemIdentifiers.filter { oldPlaces[$0] != nil && newPlaces[$0] != nil }
    var moved = Set<Item>()
    for change in newOrder.difference(from: oldOrder) {
      if case .remove(_, let item, _) = change { moved.insert(item) }
    }
    for item in oldOrder
    where old.sectionIdentifier(containingItem: item) != new.sectionIdentifier(containingItem: item) {
      moved.insert(item)
    }
    return oldOrder.filter(moved.contains).map { (oldPlaces[$0]!, newPlaces[$0]!) }
  }

  /// Announces the changes to the table, inside its batch update.
  @MainActor
  func perform(on tableView: UITableView, with animation: UITableView.RowAnimation) {
    tableView.deleteSections(deletedSections, with: animation)
    tableView.insertSections(insertedSections, with: animation)
    tableView.deleteRows(at: deletedRows, with: animation)
    tableView.insertRows(at: insertedRows, with: animation)
    for move in movedRows { tableView.moveRow(at: move.from, to: move.to) }
  }
}
