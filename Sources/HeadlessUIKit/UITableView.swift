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
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var separatorColor: UIColor?
  open var tableHeaderView: UIView?
  open var tableFooterView: UIView?
  open var backgroundView: UIView?
  public private(set) var isEditing = false

  // MARK: - The table's record of what it displays

  // Not private: a batch update (UITableView+BatchUpdates.swift) checks and rebuilds it.

  /// Row counts per section as last displayed; nil until the table loads its data.
  var displayedRowCounts: [Int]?
  /// The displayed cells, per section and row; nil where a cell is still to be asked for.
  var cells: [[UITableViewCell?]] = []
  var selectedIndexPaths: [IndexPath] = []
  private var reusableCells: [String: [UITableViewCell]] = [:]
  private var registrations: [String: CompiledPrototypeCell] = [:]
  private var nibRegistrations: [String: UINib] = [:]
  /// Identifiers registered from a storyboard scene's prototype cells (which get `awakeFromNib`).
  private var prototypeIdentifiers: Set<String> = []

  private func forgetDisplayedRows() {
    for cell in cells.joined().compactMap({ $0 }) { enqueueForReuse(cell) }
    displayedRowCounts = nil
    cells = []
    selectedIndexPaths = []
  }

  /// The counts the data source gives now.
  func currentRowCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  /// The record, loading it from the data source if the table has not loaded yet.
  var rowCounts: [Int] {
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
    nibRegistrations[identifier] = nil
    guard let cellClass = cellClass as? UITableViewCell.Type else {
      registrations[identifier] = nil
      return
    }
    registrations[identifier] = CompiledPrototypeCell(
      reuseIdentifier: identifier, cellClass: cellClass, style: .default, content: nil)
  }

  /// Registers a nib whose one top-level object is the cell for an identifier (`nil`
  /// unregisters it): dequeuing instantiates it (its views get `awakeFromNib()`).
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    prototypeIdentifiers.remove(identifier)
    registrations[identifier] = nil
    nibRegistrations[identifier] = nib
  }

  /// A storyboard scene's prototype cell: made in its style, its content laid out, then
  /// `awakeFromNib()`.
  func registerPrototype(_ prototype: CompiledPrototypeCell) {
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
    if let nib = nibRegistrations[identifier] { return cell(from: nib, identifier: identifier) }
    guard let registration = registrations[identifier] else { return nil }
    let cell = registration.cellClass.init(style: registration.style, reuseIdentifier: identifier)
    registration.content?(cell)
    if prototypeIdentifiers.contains(identifier) { cell.awakeFromNib() }
    return cell
  }

  /// A new cell from a registered nib, checked as UIKit checks it: exactly one top-level
  /// object, a cell, whose reuse identifier (if the nib sets one) is the one registered.
  private func cell(from nib: UINib, identifier: String) -> UITableViewCell {
    let objects = nib.instantiate(withOwner: nil, options: nil)
    guard objects.count == 1, let cell = objects.first as? UITableViewCell else {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top "
          + "level object which must be a UITableViewCell instance")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if let nibIdentifier = cell.reuseIdentifier, nibIdentifier != identifier {
      UIKitFault.raise(
        UIKitFault.internalInconsistency,
        "cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to "
          + "register the nib (\(identifier))")
    }
    cell.reuseIdentifier = identifier
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

  func enqueueForReuse(_ cell: UITableViewCell) {
    cell.owningTableView = nil
    cell.resetForReuse()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Asks the data source for every cell not displayed yet, as a layout pass does.
  @_spi(Automation) public func layoutCells() {
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

  /// What a user's tap on a row does: should-highlight (a row that must not highlight is not
  /// tracked, so neither selected, as in UIKit; the highlight itself lasts only while the finger
  /// is down, and is not shown), will-select, deselection of the previous row, selection, the
  /// cell's storyboard segue (prepare runs before did-select, as in UIKit), did-select.
  @_spi(Automation) public func userSelectRow(at tappedIndexPath: IndexPath) {
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
    if let delegate, !delegate.tableView(self, shouldHighlightRowAt: tappedIndexPath) { return }
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
  @_spi(Automation) public func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Set by `tableView(_:commit:forRowAt:)`'s default implementation: the data source does not
  /// implement it, so UIKit would not have offered deletion at all.
  @_spi(Automation) public var reachedDefaultCommit = false

  // MARK: - Updates

  // The entry points gather what a batch announces; UITableView+BatchUpdates.swift checks the
  // batch and applies it. They stay in the class so that subclasses can override them, as with
  // UIKit: Swift does not let a subclass override what an extension declares.

  /// The batch being gathered, until the outermost `endUpdates()`.
  var pendingUpdate: Update?
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
}
