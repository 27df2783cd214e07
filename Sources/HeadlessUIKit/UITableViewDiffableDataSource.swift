import Foundation

/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource` (iOS 13):
/// it answers the table's counts from the snapshot last applied, and asks its cell provider for
/// each item's cell.
///
/// `apply(_:animatingDifferences:completion:)` compares the new snapshot with the current one and
/// performs the differences on the table as one batch update (sections deleted and inserted,
/// rows deleted, inserted and moved), which the table checks as it checks any batch. A table
/// that has never loaded its data is simply reloaded. Header and footer titles come from a
/// subclass that overrides `tableView(_:titleForHeaderInSection:)`, as with UIKit. The table
/// holds its data source weakly: keep the data source in a property.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var currentSnapshot = Snapshot()

  /// The animation of the rows a batch inserts, deletes or reloads (nothing animates here).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Becomes the table's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  // MARK: - Snapshots

  /// A copy of the current snapshot.
  public func snapshot() -> Snapshot {
    currentSnapshot
  }

  /// Makes `snapshot` the table's data, performing the differences from the current one. A
  /// snapshot that was built with a call UIKit refuses (an identifier given twice, an unknown
  /// place) raises UIKit's fault and changes nothing; its console warnings are logged.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let snapshot = accepted(snapshot) else { return }
    guard let tableView, tableView.hasLoadedData else {
      applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    let changes = DiffableChanges(from: currentSnapshot, to: snapshot)
    tableView.performBatchUpdates {
      self.currentSnapshot = snapshot
      changes.perform(on: tableView, with: self.defaultRowAnimation)
    }
    completion?()
  }

  /// Makes `snapshot` the table's data and reloads the table, without comparing (iOS 15).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    guard let snapshot = accepted(snapshot) else { return }
    currentSnapshot = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// The snapshot without its warnings, once they are logged; nil (and the fault raised) if it
  /// was built with a call UIKit refuses.
  private func accepted(_ snapshot: Snapshot) -> Snapshot? {
    if let fault = snapshot.fault {
      FaultRecorder.record(fault)
      return nil
    }
    var snapshot = snapshot
    for warning in snapshot.takeWarnings() { UIApplication.shared.log(warning) }
    return snapshot
  }

  // MARK: - Identifiers and index paths

  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
    let items = currentSnapshot.itemIdentifiers(inSection: section)
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard let section = currentSnapshot.sectionIdentifier(containingItem: itemIdentifier),
      let sectionIndex = currentSnapshot.indexOfSection(section),
      let row = currentSnapshot.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }

  /// The identifier of the section at an index (iOS 15).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = currentSnapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  // MARK: - UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int {
    currentSnapshot.numberOfSections
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { currentSnapshot.numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell provider's cell. A provider that returns nil is a fault, as in UIKit.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    UIKitFault.raise(
      UIKitFault.internalInconsistency,
      "UITableView dataSource returned a nil cell for row at index path: "
        + "{length = 2, path = \(indexPath.section) - \(indexPath.row)}")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// No row is editable unless a subclass says so, as in UIKit.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}
