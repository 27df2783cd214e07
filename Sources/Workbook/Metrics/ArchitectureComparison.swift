import Foundation
import SwiftScanning

/// A chapter's architectures side by side, measured from their sources: one column for the
/// massive start and one per leaf of the variant tree (each architecture the chapter ends in).
/// What `workbook compare` prints and the chapter's page shows.
public struct ArchitectureComparison: Codable, Sendable, Equatable {
  /// One variant, measured.
  public struct Column: Codable, Sendable, Equatable {
    public let variant: String
    /// The architecture it is the leaf of ("MVP", "View data"), "Massive" for the root, or (a leaf
    /// no architecture claims) its title.
    public let name: String
    public let measures: SourceMeasures
  }

  /// The root's column: what every chapter starts from, whatever its source calls it.
  public static let rootColumnName = "Massive"
  /// The architectures every chapter may have, in the order of the columns; the chapter's own
  /// come after them, in the catalog's order.
  public static let bookArchitectures = ["MVP", "VIP", "View data", "Theme"]

  public let number: String
  public let chapter: String
  /// The massive controller's name, as the root step declares it.
  public let controller: String?
  public let columns: [Column]

  /// Measures a chapter: its root step and the leaves of its tree, in the catalog's order. Steps
  /// kept to show what the suite catches (a step as printed) are left out.
  public init(_ chapter: Chapter, screen: ScreenVocabulary) throws {
    try self.init(chapter, screen: screen, sources: SourceCache())
  }

  /// Measures a chapter, each step's sources read from `sources` (a cache the caller shares).
  public init(_ chapter: Chapter, screen: ScreenVocabulary, sources: SourceCache) throws {
    guard let root = chapter.variants.first(where: { $0.parent == nil }) else {
      throw ComparisonError(description: "\(chapter.name) has no root step")
    }
    let rootMap = try sources.typeMap(of: root)
    let controller = rootMap.largestViewController?.name
    number = chapter.number
    self.chapter = chapter.name
    self.controller = controller
    columns = try ([(root, Self.rootColumnName)] + chapter.namedLeaves).map { variant, name in
      let map = variant.id == root.id ? rootMap : try sources.typeMap(of: variant)
      return Column(
        variant: variant.id, name: name,
        measures: SourceMeasures(map, root: rootMap, controller: controller, screen: screen))
    }
  }
}

extension Chapter {
  /// The columns after the root: each architecture's leaf under its name (even where another
  /// branch forks from that leaf later), the steps the catalog says show one of the book's
  /// architectures along another line (`shownAlongTheWay`), then the tree's leaves no
  /// architecture claims, under their titles; in the book's order
  /// (`ArchitectureComparison.bookArchitectures`), then the chapter's own in the catalog's order.
  public var namedLeaves: [(variant: VariantInfo, name: String)] {
    let claimed = Set(architectures.flatMap(\.metBy))
    let declared = architectures.compactMap { architecture in
      leaf(of: architecture).map { ($0, architecture.name) }
    }
    let alongTheWay = shownAlongTheWay.sorted { $0.key < $1.key }.compactMap {
      name, id -> (VariantInfo, String)? in
      guard !declared.contains(where: { $0.1 == name }), let step = variant(id) else { return nil }
      return (step, name)
    }
    let named =
      declared + alongTheWay
      + leaves.filter { !claimed.contains($0.id) }.map { ($0, $0.title) }
    let book = ArchitectureComparison.bookArchitectures
    func rank(_ name: String) -> Int { book.firstIndex(of: name) ?? book.count }
    return named.enumerated().sorted { first, second in
      (rank(first.element.1), first.offset) < (rank(second.element.1), second.offset)
    }.map { (variant: $0.element.0, name: $0.element.1) }
  }

  /// Where an architecture ends: the deepest of the variants that meet it (nil: none is known).
  public func leaf(of architecture: Architecture) -> VariantInfo? {
    architecture.metBy.compactMap { variant($0) }.max { lineage(of: $0.id).count < lineage(of: $1.id).count }
  }
}

extension Chapter {
  /// The steps no other step refactors further, but for those kept to show their failure (a step
  /// as printed): where each of the chapter's architectures ends.
  public var leaves: [VariantInfo] {
    let parents = Set(variants.filter { $0.kind != .exercise }.compactMap(\.parent))
    return variants.filter { variant in
      variant.kind != .exercise && variant.parent != nil && !parents.contains(variant.id)
        && !keptForTheirFailure.contains(variant.id)
    }
  }
}
