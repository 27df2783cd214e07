import Foundation

/// The state of a table's data at one moment, as UIKit's `NSDiffableDataSourceSnapshot`: its
/// sections' identifiers in order, and the identifiers of each section's items in order.
///
/// Identifiers must be unique in the whole snapshot, as in UIKit. Supplying one twice (in one
/// call, or one that the snapshot already holds) is UIKit's "Fatal: supplied item identifiers
/// are not unique" fault; UIKit raises it at the call, here the snapshot (a value that may be
/// built anywhere) keeps it and the data source raises it when the snapshot is applied, before
/// anything changes on screen. The snapshot then keeps the first of the duplicates. An unknown
/// section or item named as a place to insert at is ignored.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [SectionIdentifierType] = []
  private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  /// UIKit's complaint about the first identifiers supplied twice, raised on apply.
  private(set) var fault: UIKitFault?

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
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
    insertSections(identifiers, at: index)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = sections.firstIndex(of: toIdentifier) else { return }
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
    let unique = firstOccurrences(of: identifiers, alreadyThere: Set(sections), kind: "section")
    sections.insert(contentsOf: unique, at: index)
    for identifier in unique { itemsBySection[identifier] = [] }
  }

  // MARK: - Items

  /// Appends items to a section (nil: the last section).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last, itemsBySection[section] != nil else { return }
    insertItems(identifiers, in: section, at: itemsBySection[section]!.count)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    guard let (section, index) = place(of: beforeIdentifier) else { return }
    insertItems(identifiers, in: section, at: index)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    guard let (section, index) = place(of: afterIdentifier) else { return }
    insertItems(identifiers, in: section, at: index + 1)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let deleted = Set(identifiers)
    for section in sections { itemsBySection[section]?.removeAll { deleted.contains($0) } }
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    guard identifier != toIdentifier, place(of: identifier) != nil, place(of: toIdentifier) != nil else {
      return
    }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    guard identifier != toIdentifier, place(of: identifier) != nil, place(of: toIdentifier) != nil else {
      return
    }
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int
  ) {
    let unique = firstOccurrences(of: identifiers, alreadyThere: Set(itemIdentifiers), kind: "item")
    itemsBySection[section]?.insert(contentsOf: unique, at: index)
  }

  /// The section holding an item, and the item's index in it.
  private func place(of identifier: ItemIdentifierType) -> (SectionIdentifierType, Int)? {
    for section in sections {
      if let index = itemsBySection[section]?.firstIndex(of: identifier) { return (section, index) }
    }
    return nil
  }

  /// The identifiers minus those supplied twice or already there; those make UIKit's fault.
  private mutating func firstOccurrences<Identifier: Hashable>(
    of identifiers: [Identifier], alreadyThere: Set<Identifier>, kind: String
  ) -> [Identifier] {
    var seen = alreadyThere
    var duplicates: [Identifier] = []
    let unique = identifiers.filter { identifier in
      if seen.insert(identifier).inserted { return true }
      if !duplicates.contains(identifier) { duplicates.append(identifier) }
      return false
    }
    if fault == nil, !duplicates.isEmpty {
      let listed = duplicates.map { "    " + String(reflecting: $0) }.joined(separator: ",\n")
      fault = UIKitFault(
        name: UIKitFault.internalInconsistency,
        reason: "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n\(listed)\n)}"
      )
    }
    return unique
  }
}
