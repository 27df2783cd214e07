import Foundation

/// The state of a table's data at one moment, as UIKit's `NSDiffableDataSourceSnapshot`: its
/// sections' identifiers in order, and the identifiers of each section's items in order.
///
/// What UIKit refuses, with its reason (an `NSInternalInconsistencyException`):
/// - an identifier supplied twice in one call: "Fatal: supplied item identifiers are not unique.
///   Duplicate identifiers: {(…)}";
/// - a section appended or inserted that is already there: "Diffable data source detected an
///   attempt to insert or append 1 section identifier that already exists in the snapshot. …";
/// - items appended with no section: "There are currently no sections in the data source. Please
///   add a section first.";
/// - an unknown place: a section to append to or an item to insert at ("Invalid parameter not
///   satisfying: section != NSNotFound"), a section to insert at ("insertIndex != NSNotFound"),
///   an item moved or moved to ("fromIndex != NSNotFound", "toIndex != NSNotFound").
/// UIKit raises at the call; here the snapshot, a value that may be built anywhere (a unit test,
/// no app running), keeps the first fault and the data source raises it when the snapshot is
/// applied, before anything changes on screen. The call that faulted changes nothing (duplicates
/// in one call: the first of each is kept).
///
/// An item identifier already in the snapshot, appended or inserted again, is not refused since
/// iOS 15: the item moves into place, and UIKit warns on the console ("Diffable data source
/// detected an attempt to insert or append 1 item identifier that already exists in the
/// snapshot. The existing item identifier will be moved into place instead, …"). The snapshot
/// keeps the warning and the data source logs it when applied. These reasons were read in
/// public crash reports and in a port checked against UIKit under Mac Catalyst, not in Apple's
/// documentation, which gives none. Two of UIKit's checks are not made: a destination that is
/// among the items inserted or is the item moved (a move onto itself does nothing here), and
/// iOS 13 and 14, where an item appended again was a fault.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [SectionIdentifierType] = []
  private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  /// UIKit's complaint about the first bad call, raised on apply.
  private(set) var fault: UIKitFault?
  /// UIKit's console warnings about items appended again, logged on apply.
  private(set) var warnings: [String] = []

  public init() {}

  // MARK: - Reading

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { itemIdentifiers.count }
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    itemsBySection[identifier] ?? []
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { itemsBySection[$0]?.contains(identifier) ?? false }
  }

  /// The item's index in the whole snapshot, all sections counted.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: - Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sections.count)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else {
      return raise("Invalid parameter not satisfying: insertIndex != NSNotFound")
    }
    insertSections(identifiers, at: index)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else {
      return raise("Invalid parameter not satisfying: insertIndex != NSNotFound")
    }
    insertSections(identifiers, at: index + 1)
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      sections.removeAll { $0 == identifier }
      itemsBySection[identifier] = nil
    }
  }

  public mutating func deleteAllItems() {
    sections = []
    itemsBySection = [:]
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    let unique = firstOccurrences(of: identifiers, kind: "section")
    let present = unique.filter { itemsBySection[$0] != nil }
    guard present.isEmpty else {
      return raise(
        "Diffable data source detected an attempt to insert or append \(counted(present, "section identifier")) "
          + "that \(present.count == 1 ? "already exists" : "already exist") in the snapshot. Identifiers in a "
          + "snapshot must be unique. Section identifiers that already exist: \(listed(present))")
    }
    sections.insert(contentsOf: unique, at: index)
    for identifier in unique { itemsBySection[identifier] = [] }
  }

  // MARK: - Items

  /// Appends items to a section (nil: the last section).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard !sections.isEmpty else {
      return raise("There are currently no sections in the data source. Please add a section first.")
    }
    guard let section = sectionIdentifier ?? sections.last, itemsBySection[section] != nil else {
      return raise("Invalid parameter not satisfying: section != NSNotFound")
    }
    insertItems(identifiers) { snapshot in (section, snapshot.itemsBySection[section]!.count) }
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    guard place(of: beforeIdentifier) != nil else {
      return raise("Invalid parameter not satisfying: section != NSNotFound")
    }
    insertItems(identifiers) { snapshot in snapshot.place(of: beforeIdentifier) }
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    guard place(of: afterIdentifier) != nil else {
      return raise("Invalid parameter not satisfying: section != NSNotFound")
    }
    insertItems(identifiers) { snapshot in snapshot.place(of: afterIdentifier).map { ($0, $1 + 1) } }
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let deleted = Set(identifiers)
    for section in sections { itemsBySection[section]?.removeAll { deleted.contains($0) } }
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    guard checkMove(of: identifier, to: toIdentifier), identifier != toIdentifier else { return }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    guard checkMove(of: identifier, to: toIdentifier), identifier != toIdentifier else { return }
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  /// Whether both items are in the snapshot; if not, UIKit's fault.
  private mutating func checkMove(of identifier: ItemIdentifierType, to toIdentifier: ItemIdentifierType)
    -> Bool
  {
    guard place(of: identifier) != nil else {
      raise("Invalid parameter not satisfying: fromIndex != NSNotFound")
      return false
    }
    guard place(of: toIdentifier) != nil else {
      raise("Invalid parameter not satisfying: toIndex != NSNotFound")
      return false
    }
    return true
  }

  /// Inserts items where `destination` says once the items already there have left their place
  /// (UIKit's iOS 15 behaviour, with its console warning).
  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    at destination: (Self) -> (SectionIdentifierType, Int)?
  ) {
    let unique = firstOccurrences(of: identifiers, kind: "item")
    let present = unique.filter { place(of: $0) != nil }
    if !present.isEmpty {
      let one = present.count == 1
      warnings.append(
        "Diffable data source detected an attempt to insert or append \(counted(present, "item identifier")) "
          + "that \(one ? "already exists" : "already exist") in the snapshot. The existing item "
          + "\(one ? "identifier" : "identifiers") will be moved into place instead, but this operation will "
          + "be more expensive. For best performance, inserted item identifiers should always be unique. "
          + "Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
          + "to catch this in the debugger. Item identifiers that already exist: \(listed(present))")
      deleteItems(present)
    }
    guard let (section, index) = destination(self) else { return }
    itemsBySection[section]?.insert(contentsOf: unique, at: index)
  }

  /// The section holding an item, and the item's index in it.
  private func place(of identifier: ItemIdentifierType) -> (SectionIdentifierType, Int)? {
    for section in sections {
      if let index = itemsBySection[section]?.firstIndex(of: identifier) { return (section, index) }
    }
    return nil
  }

  /// The identifiers minus those supplied twice in one call; those make UIKit's fault.
  private mutating func firstOccurrences<Identifier: Hashable>(
    of identifiers: [Identifier], kind: String
  ) -> [Identifier] {
    var seen = Set<Identifier>()
    var duplicates: [Identifier] = []
    let unique = identifiers.filter { identifier in
      if seen.insert(identifier).inserted { return true }
      if !duplicates.contains(identifier) { duplicates.append(identifier) }
      return false
    }
    if !duplicates.isEmpty {
      let listed = duplicates.map { "    " + String(reflecting: $0) }.joined(separator: ",\n")
      raise("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n\(listed)\n)}")
    }
    return unique
  }

  /// The console warnings, once: the data source logs them when it applies the snapshot.
  mutating func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }

  /// Keeps UIKit's fault for the first bad call, to raise on apply.
  private mutating func raise(_ reason: String) {
    if fault == nil { fault = UIKitFault(name: UIKitFault.internalInconsistency, reason: reason) }
  }

  /// "1 item identifier", "2 item identifiers".
  private func counted<Identifier>(_ identifiers: [Identifier], _ noun: String) -> String {
    "\(identifiers.count) \(noun)\(identifiers.count == 1 ? "" : "s")"
  }

  /// Identifiers as an NSArray prints them.
  private func listed<Identifier>(_ identifiers: [Identifier]) -> String {
    "(\n" + identifiers.map { "    " + String(reflecting: $0) }.joined(separator: ",\n") + "\n)"
  }
}
