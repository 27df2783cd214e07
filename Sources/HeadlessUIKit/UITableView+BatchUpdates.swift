import Foundation

// A table's batch updates, as UIKit runs them: the changes gathered between `beginUpdates()` and
// `endUpdates()` (one change alone is a batch of one) are checked against the table's record and
// the data source's new counts, with UIKit's complaints in its words, then the displayed cells
// move to their new places. Deletions, reloads and the rows a move leaves are counted in the
// old numbering; insertions and the rows a move reaches, in the new one.

extension UITableView {
  /// The updates of the batch being gathered, in UIKit's terms.
  struct Update {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
  }

  /// Adds a change to the batch being gathered, or makes it a batch of its own.
  func gather(_ change: (inout Update) -> Void) {
    beginUpdates()
    if pendingUpdate != nil { change(&pendingUpdate!) }
    endUpdates()
  }

  /// Checks a batch against the record and the data source, as UIKit does, then applies it.
  func apply(_ update: Update) {
    let before = rowCounts
    let after = currentRowCounts()
    if let problem = update.inconsistency(before: before, after: after) {
      UIKitFault.raise(UIKitFault.internalInconsistency, problem)
      return
    }
    rebuildCells(for: update, before: before, after: after)
    if window != nil { layoutCells() }
  }

  // MARK: - Applying a consistent batch

  /// A row's place after the batch: the cell it keeps, if any, and the row it was before.
  private typealias Slot = (cell: UITableViewCell?, origin: IndexPath?)

  /// Moves the displayed cells to their places after a consistent batch; removed and reloaded
  /// rows' cells go back to the reuse pool, and selection follows its row.
  private func rebuildCells(for update: Update, before: [Int], after: [Int]) {
    var newSlots: [[Slot]] = after.map { Array(repeating: (nil, nil), count: $0) }
    var recycled: [UITableViewCell] = []
    let pairs = update.persistingSections(before: before, after: after)
    for (oldSection, newSection) in pairs {
      var slots = remainingSlots(
        of: oldSection, rows: before[oldSection], after: update, recycling: &recycled)
      insertArrivingSlots(into: &slots, section: newSection, of: update)
      newSlots[newSection] = Array(slots.prefix(after[newSection]))
    }
    recycled += displayedCells(ofRemovedSectionsIn: before, keeping: Set(pairs.map(\.0)))
    selectedIndexPaths = selection(in: newSlots)
    let keptCells = Set(newSlots.joined().compactMap { $0.cell.map(ObjectIdentifier.init) })
    for cell in recycled where !keptCells.contains(ObjectIdentifier(cell)) { enqueueForReuse(cell) }
    displayedRowCounts = after
    cells = newSlots.map { $0.map(\.cell) }
  }

  /// A surviving section's rows once the batch has taken out its reloaded, deleted and moved-away
  /// rows; the cells of reloaded and deleted rows go to `recycled`.
  private func remainingSlots(
    of section: Int, rows: Int, after update: Update, recycling recycled: inout [UITableViewCell]
  ) -> [Slot] {
    var slots: [Slot] = (0..<rows).map { row in
      (cellIfDisplayed(row, section), IndexPath(row: row, section: section))
    }
    for indexPath in update.reloadedRows where indexPath.section == section {
      if let cell = slots[indexPath.row].cell { recycled.append(cell) }
      slots[indexPath.row] = (nil, nil)
    }
    let leaving = Set(
      update.deletedRows.filter { $0.section == section }.map(\.row)
        + update.movedRows.filter { $0.from.section == section }.map(\.from.row))
    for row in leaving.sorted(by: >) {
      let slot = slots.remove(at: row)
      let isMoved = update.movedRows.contains { $0.from == IndexPath(row: row, section: section) }
      if !isMoved, let cell = slot.cell { recycled.append(cell) }
    }
    return slots
  }

  /// Puts the inserted rows (empty, for the data source to fill) and the moved rows (with their
  /// cells) at their new rows, top to bottom.
  private func insertArrivingSlots(into slots: inout [Slot], section: Int, of update: Update) {
    var arriving: [(row: Int, slot: Slot)] = update.insertedRows.filter { $0.section == section }
      .map { ($0.row, (nil, nil)) }
    for move in update.movedRows where move.to.section == section {
      arriving.append((move.to.row, (cellIfDisplayed(move.from.row, move.from.section), move.from)))
    }
    for (row, slot) in arriving.sorted(by: { $0.row < $1.row }) {
      slots.insert(slot, at: min(row, slots.count))
    }
  }

  /// The displayed cells of the sections the batch deletes or reloads.
  private func displayedCells(ofRemovedSectionsIn before: [Int], keeping kept: Set<Int>) -> [UITableViewCell]
  {
    var removed: [UITableViewCell] = []
    for (section, count) in before.enumerated() where !kept.contains(section) {
      for row in 0..<count {
        if let cell = cellIfDisplayed(row, section) { removed.append(cell) }
      }
    }
    return removed
  }

  /// The selection after the batch: each selected row where it went.
  private func selection(in newSlots: [[Slot]]) -> [IndexPath] {
    var selection: [IndexPath] = []
    for (section, slots) in newSlots.enumerated() {
      for (row, slot) in slots.enumerated() {
        if let origin = slot.origin, selectedIndexPaths.contains(origin) {
          selection.append(IndexPath(row: row, section: section))
        }
      }
    }
    return selection
  }

  private func cellIfDisplayed(_ row: Int, _ section: Int) -> UITableViewCell? {
    guard cells.indices.contains(section), cells[section].indices.contains(row) else { return nil }
    return cells[section][row]
  }
}

// MARK: - Checking a batch

extension UITableView.Update {
  /// UIKit's complaint about the batch, in its words; nil when the batch is consistent.
  func inconsistency(before: [Int], after: [Int]) -> String? {
    sectionCountProblem(before: before, after: after)
      ?? sectionRangeProblem(before: before, after: after)
      ?? removedRowRangeProblem(before: before)
      ?? addedRowRangeProblem(after: after)
      ?? rowCountProblem(before: before, after: after)
  }

  /// The sections that exist before and after the batch, paired in order.
  func persistingSections(before: [Int], after: [Int]) -> [(Int, Int)] {
    let old = before.indices.filter { !deletedSections.contains($0) && !reloadedSections.contains($0) }
    let new = after.indices.filter { !insertedSections.contains($0) && !reloadedSections.contains($0) }
    return Array(zip(old, new))
  }

  private func sectionCountProblem(before: [Int], after: [Int]) -> String? {
    guard after.count != before.count + insertedSections.count - deletedSections.count else { return nil }
    return "Invalid update: invalid number of sections. The number of sections contained in the table "
      + "view after the update (\(after.count)) must be equal to the number of sections contained in the "
      + "table view before the update (\(before.count)), plus or minus the number of sections inserted or "
      + "deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
  }

  /// A reload deletes its section and inserts it again: both must exist.
  private func sectionRangeProblem(before: [Int], after: [Int]) -> String? {
    for section in deletedSections.union(reloadedSections) where section >= before.count {
      return
        "attempt to delete section \(section), but there are only \(before.count) sections before the update"
    }
    for section in insertedSections.union(reloadedSections) where section >= after.count {
      return
        "attempt to insert section \(section) but there are only \(after.count) sections after the update"
    }
    return nil
  }

  /// Deleted, reloaded and moved-away rows must exist before the batch.
  private func removedRowRangeProblem(before: [Int]) -> String? {
    for indexPath in deletedRows + reloadedRows + movedRows.map(\.from) {
      guard before.indices.contains(indexPath.section) else {
        return "attempt to delete row \(indexPath.row) from section \(indexPath.section), but there are only "
          + "\(before.count) sections before the update"
      }
      if indexPath.row >= before[indexPath.section] || indexPath.row < 0 {
        return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains "
          + "\(before[indexPath.section]) rows before the update"
      }
    }
    return nil
  }

  /// Inserted and moved-to rows must exist after the batch.
  private func addedRowRangeProblem(after: [Int]) -> String? {
    for indexPath in insertedRows + movedRows.map(\.to) {
      guard after.indices.contains(indexPath.section) else {
        return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only "
          + "\(after.count) sections after the update"
      }
      if indexPath.row >= after[indexPath.section] || indexPath.row < 0 {
        return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only "
          + "\(after[indexPath.section]) rows in section \(indexPath.section) after the update"
      }
    }
    return nil
  }

  /// Each surviving section must end with its rows before, plus or minus those inserted, deleted
  /// and moved in or out; a move within the section counts in neither.
  private func rowCountProblem(before: [Int], after: [Int]) -> String? {
    for (oldSection, newSection) in persistingSections(before: before, after: after) {
      let inserted = insertedRows.filter { $0.section == newSection }.count
      let deleted = deletedRows.filter { $0.section == oldSection }.count
      let movedIn = movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
      let movedOut = movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
      guard after[newSection] != before[oldSection] + inserted - deleted + movedIn - movedOut else {
        continue
      }
      return
        "Invalid update: invalid number of rows in section \(newSection). The number of rows contained "
        + "in an existing section after the update (\(after[newSection])) must be equal to the number of rows "
        + "contained in that section before the update (\(before[oldSection])), plus or minus the number of "
        + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
        + "minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
        + "out)."
    }
    return nil
  }
}
