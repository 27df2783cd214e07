import Foundation

/// A list of rows in sections, as UIKit's `UITableView`.
///
/// Like UIKit's, it keeps its own record of the rows it displays: it asks its data source for
/// counts on `reloadData()` (or when first shown) and checks every update against that record,
/// raising UIKit's "Invalid update" faults when the data source disagrees. Every row is
/// visible (the screen is as tall as the table): cells exist for all rows once the table is
/// laid out in a window.
@MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
  }

  /// The row height that lets cells size themselves.
  public static let automaticDimension: CGFloat = -1

  public let style: Style

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { forgetDisplayedRows() }
  }
  open weak var delegate: (any UITableViewDelegate)?

  open var rowHeight: CGFloat = UITableView.automaticDimension
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var separatorStyle: SeparatorStyle = .singleLine
  open var separatorColor: UIColor?
  open var tableHeaderView: UIView?
  open var tableFooterView: UIView?
  open var backgroundView: UIView?
  public private(set) var isEditing = false

  // MARK: - The table's record of what it displays

  /// Row counts per section as last displayed; nil until the table loads its data.
  private var displayedRowCounts: [Int]?
  /// The displayed cells, per section and row; nil where a cell is still to be asked for.
  private var cells: [[UITableViewCell?]] = []
  private var selectedIndexPaths: [IndexPath] = []
  private var reusableCells: [String: [UITableViewCell]] = [:]
  private var registrations: [String: UIStoryboard.PrototypeCell] = [:]
  /// Identifiers registered from a storyboard scene's prototype cells (which get `awakeFromNib`).
  private var prototypeIdentifiers: Set<String> = []

  private func forgetDisplayedRows() {
    for cell in cells.joined().compactMap({ $0 }) { enqueueForReuse(cell) }
    displayedRowCounts = nil
    cells = []
    selectedIndexPaths = []
  }

  /// The counts the data source gives now.
  private func currentRowCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  /// The record, loading it from the data source if the table has not loaded yet.
  private var rowCounts: [Int] {
    if let displayedRowCounts { return displayedRowCounts }
    let counts = currentRowCounts()
    displayedRowCounts = counts
    cells = counts.map { Array(repeating: nil, count: $0) }
    return counts
  }

  /// Whether the table has loaded its data (been shown or reloaded) at least once.
  var hasLoadedData: Bool { displayedRowCounts != nil }

  // MARK: - Cells

  /// Registers a cell class for an identifier (`nil` unregisters it).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    prototypeIdentifiers.remove(identifier)
    guard let cellClass = cellClass as? UITableViewCell.Type else {
      registrations[identifier] = nil
      return
    }
    registrations[identifier] = UIStoryboard.PrototypeCell(
      reuseIdentifier: identifier, cellClass: cellClass, style: .default, content: nil)
  }

  /// A storyboard scene's prototype cell: made in its style, its content laid out, then
  /// `awakeFromNib()`.
  func registerPrototype(_ prototype: UIStoryboard.PrototypeCell) {
    registrations[prototype.reuseIdentifier] = prototype
    prototypeIdentifiers.insert(prototype.reuseIdentifier)
  }

  /// A reusable cell, or a new one of the registered class; nil when the identifier is unknown.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusableCells[identifier], !pool.isEmpty {
      let cell = pool.removeFirst()
      reusableCells[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let registration = registrations[identifier] else { return nil }
    let cell = registration.cellClass.init(style: registration.style, reuseIdentifier: identifier)
    registration.content?(cell)
    if prototypeIdentifiers.contains(identifier) { cell.awakeFromNib() }
    return cell
  }

  /// A reusable cell, or a new one of the registered class. An unregistered identifier is a
  /// fault, in UIKit's words.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    UIKitFault.raise(
      UIKitFault.internalInconsistency,
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  private func enqueueForReuse(_ cell: UITableViewCell) {
    cell.owningTableView = nil
    cell.resetForReuse()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Asks the data source for every cell not displayed yet, as a layout pass does.
  func layoutCells() {
    guard dataSource != nil else { return }
    let counts = rowCounts
    for section in counts.indices {
      for row in 0..<counts[section] where cells[section][row] == nil {
        let indexPath = IndexPath(row: row, section: section)
        guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return }
        // A fault inside the data source may have changed everything: stop.
        guard section < cells.count, row < cells[section].count else { return }
        cells[section][row] = cell
        cell.owningTableView = self
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.setEditing(editable, animated: false)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
  }

  open override func layoutIfNeeded() {
    if window != nil { layoutCells() }
  }

  // MARK: - Data

  /// Reloads the counts now; cells are asked for at the next layout, as in UIKit.
  open func reloadData() {
    guard pendingUpdate == nil else { return }
    forgetDisplayedRows()
    _ = rowCounts
  }

  open var numberOfSections: Int { rowCounts.count }

  open func numberOfRows(inSection section: Int) -> Int {
    let counts = rowCounts
    guard counts.indices.contains(section) else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "request for number of rows in section (\(section)) when there are only \(counts.count) sections")
      return 0
    }
    return counts[section]
  }

  /// The displayed cell at an index path; nil when it is not displayed (yet).
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard indexPath.count == 2, cells.indices.contains(indexPath.section),
      cells[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return cells[indexPath.section][indexPath.row]
  }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    for (section, rows) in cells.enumerated() {
      if let row = rows.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  open var visibleCells: [UITableViewCell] {
    cells.joined().compactMap { $0 }
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    var paths: [IndexPath] = []
    for (section, rows) in cells.enumerated() {
      for (row, cell) in rows.enumerated() where cell != nil {
        paths.append(IndexPath(row: row, section: section))
      }
    }
    return paths
  }

  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let counts = rowCounts
    guard counts.indices.contains(indexPath.section), indexPath.row < counts[indexPath.section] else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) "
          + "when there are only \(counts.indices.contains(indexPath.section) ? counts[indexPath.section] : 0) "
          + "rows in section \(indexPath.section).")
      return
    }
  }

  // MARK: - Selection

  open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects a row without telling the delegate, as UIKit does.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        deselectRow(at: selected, animated: animated)
      }
    }
    if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
  }

  /// Deselects a row without telling the delegate, as UIKit does.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// What a user's tap on a row does: will-select, deselection of the previous row, selection,
  /// the cell's storyboard segue (prepare runs before did-select, as in UIKit), did-select.
  func userSelectRow(at tappedIndexPath: IndexPath) {
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
    var indexPath = tappedIndexPath
    if let delegate {
      guard let redirected = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
      indexPath = redirected
    }
    if !allowsMultipleSelection {
      for previous in selectedIndexPaths where previous != indexPath {
        if let delegate, delegate.tableView(self, willDeselectRowAt: previous) == nil { continue }
        deselectRow(at: previous, animated: false)
        delegate?.tableView(self, didDeselectRowAt: previous)
      }
    }
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    if let cell = cellForRow(at: indexPath) { StoryboardTriggers.cellSelected(cell, in: self) }
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  // MARK: - Editing

  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for (section, rows) in cells.enumerated() {
      for (row, cell) in rows.enumerated() {
        guard let cell else { continue }
        let indexPath = IndexPath(row: row, section: section)
        let editable = editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.setEditing(editable, animated: animated)
      }
    }
  }

  /// The editing style of a row: none where the data source says it cannot be edited.
  func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Set by `tableView(_:commit:forRowAt:)`'s default implementation: the data source does not
  /// implement it, so UIKit would not have offered deletion at all.
  var reachedDefaultCommit = false

  // MARK: - Updates

  /// The updates of the batch being gathered, in UIKit's terms.
  private struct Update {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
  }

  private var pendingUpdate: Update?
  private var updateDepth = 0

  open func beginUpdates() {
    if updateDepth == 0 { pendingUpdate = Update() }
    updateDepth += 1
  }

  open func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0, let update = pendingUpdate else { return }
    pendingUpdate = nil
    apply(update)
  }

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  private func gather(_ change: (inout Update) -> Void) {
    beginUpdates()
    if pendingUpdate != nil { change(&pendingUpdate!) }
    endUpdates()
  }

  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    gather { $0.insertedRows += indexPaths }
  }

  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    gather { $0.deletedRows += indexPaths }
  }

  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    gather { $0.reloadedRows += indexPaths }
  }

  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    gather { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    gather { $0.insertedSections.formUnion(sections) }
  }

  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    gather { $0.deletedSections.formUnion(sections) }
  }

  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    gather { $0.reloadedSections.formUnion(sections) }
  }

  /// Checks a batch against the record and the data source, as UIKit does, then applies it.
  private func apply(_ update: Update) {
    let before = rowCounts
    let after = currentRowCounts()
    if let problem = inconsistency(of: update, before: before, after: after) {
      UIKitFault.raise(UIKitFault.internalInconsistency, problem)
      return
    }
    rebuildCells(for: update, before: before, after: after)
    if window != nil { layoutCells() }
  }

  /// UIKit's complaint about a batch, in its words; nil when the batch is consistent.
  private func inconsistency(of update: Update, before: [Int], after: [Int]) -> String? {
    let deletedSections = update.deletedSections.union(update.reloadedSections)
    let insertedSections = update.insertedSections.union(update.reloadedSections)
    if after.count != before.count + update.insertedSections.count - update.deletedSections.count {
      return "Invalid update: invalid number of sections. The number of sections contained in the table "
        + "view after the update (\(after.count)) must be equal to the number of sections contained in the "
        + "table view before the update (\(before.count)), plus or minus the number of sections inserted or "
        + "deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted)."
    }
    for section in deletedSections where section >= before.count {
      return
        "attempt to delete section \(section), but there are only \(before.count) sections before the update"
    }
    for section in insertedSections where section >= after.count {
      return
        "attempt to insert section \(section) but there are only \(after.count) sections after the update"
    }
    let removedRows = update.deletedRows + update.reloadedRows + update.movedRows.map(\.from)
    for indexPath in removedRows {
      guard before.indices.contains(indexPath.section) else {
        return "attempt to delete row \(indexPath.row) from section \(indexPath.section), but there are only "
          + "\(before.count) sections before the update"
      }
      if indexPath.row >= before[indexPath.section] || indexPath.row < 0 {
        return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains "
          + "\(before[indexPath.section]) rows before the update"
      }
    }
    let addedRows = update.insertedRows + update.movedRows.map(\.to)
    for indexPath in addedRows {
      guard after.indices.contains(indexPath.section) else {
        return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only "
          + "\(after.count) sections after the update"
      }
      if indexPath.row >= after[indexPath.section] || indexPath.row < 0 {
        return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only "
          + "\(after[indexPath.section]) rows in section \(indexPath.section) after the update"
      }
    }
    for (oldSection, newSection) in persistingSections(update, before: before, after: after) {
      let inserted = update.insertedRows.filter { $0.section == newSection }.count
      let deleted = update.deletedRows.filter { $0.section == oldSection }.count
      let movedIn = update.movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }
        .count
      let movedOut = update.movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }
        .count
      let expected = before[oldSection] + inserted - deleted + movedIn - movedOut
      if after[newSection] != expected {
        return
          "Invalid update: invalid number of rows in section \(newSection). The number of rows contained "
          + "in an existing section after the update (\(after[newSection])) must be equal to the number of rows "
          + "contained in that section before the update (\(before[oldSection])), plus or minus the number of "
          + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
          + "minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
          + "out)."
      }
    }
    return nil
  }

  /// The sections that exist before and after the batch, paired in order.
  private func persistingSections(_ update: Update, before: [Int], after: [Int]) -> [(Int, Int)] {
    let old = before.indices.filter {
      !update.deletedSections.contains($0) && !update.reloadedSections.contains($0)
    }
    let new = after.indices.filter {
      !update.insertedSections.contains($0) && !update.reloadedSections.contains($0)
    }
    return Array(zip(old, new))
  }

  /// Moves the displayed cells to their places after a consistent batch; removed and reloaded
  /// rows' cells go back to the reuse pool, and selection follows its row.
  private func rebuildCells(for update: Update, before: [Int], after: [Int]) {
    typealias Slot = (cell: UITableViewCell?, origin: IndexPath?)
    var newSlots: [[Slot]] = after.map { Array(repeating: (nil, nil), count: $0) }
    var recycled: [UITableViewCell] = []
    let pairs = persistingSections(update, before: before, after: after)
    var pairedOld = Set<Int>()
    for (oldSection, newSection) in pairs {
      pairedOld.insert(oldSection)
      var slots: [Slot] = (0..<before[oldSection]).map { row in
        (cellIfDisplayed(row, oldSection), IndexPath(row: row, section: oldSection))
      }
      for indexPath in update.reloadedRows where indexPath.section == oldSection {
        if let cell = slots[indexPath.row].cell { recycled.append(cell) }
        slots[indexPath.row] = (nil, nil)
      }
      let leaving = Set(
        update.deletedRows.filter { $0.section == oldSection }.map(\.row)
          + update.movedRows.filter { $0.from.section == oldSection }.map(\.from.row))
      for row in leaving.sorted(by: >) {
        let slot = slots.remove(at: row)
        let isMoved = update.movedRows.contains { $0.from == IndexPath(row: row, section: oldSection) }
        if !isMoved, let cell = slot.cell { recycled.append(cell) }
      }
      var arriving: [(row: Int, slot: Slot)] = update.insertedRows.filter { $0.section == newSection }
        .map { ($0.row, (nil, nil)) }
      for move in update.movedRows where move.to.section == newSection {
        arriving.append((move.to.row, (cellIfDisplayed(move.from.row, move.from.section), move.from)))
      }
      for (row, slot) in arriving.sorted(by: { $0.row < $1.row }) {
        slots.insert(slot, at: min(row, slots.count))
      }
      newSlots[newSection] = Array(slots.prefix(after[newSection]))
    }
    for (section, count) in before.enumerated() where !pairedOld.contains(section) {
      for row in 0..<count {
        if let cell = cellIfDisplayed(row, section) { recycled.append(cell) }
      }
    }
    let oldSelection = selectedIndexPaths
    selectedIndexPaths = []
    for (section, slots) in newSlots.enumerated() {
      for (row, slot) in slots.enumerated() {
        if let origin = slot.origin, oldSelection.contains(origin) {
          selectedIndexPaths.append(IndexPath(row: row, section: section))
        }
      }
    }
    let keptCells = Set(newSlots.joined().compactMap { $0.cell.map(ObjectIdentifier.init) })
    for cell in recycled where !keptCells.contains(ObjectIdentifier(cell)) { enqueueForReuse(cell) }
    displayedRowCounts = after
    cells = newSlots.map { $0.map(\.cell) }
  }

  private func cellIfDisplayed(_ row: Int, _ section: Int) -> UITableViewCell? {
    guard cells.indices.contains(section), cells[section].indices.contains(row) else { return nil }
    return cells[section][row]
  }
}
