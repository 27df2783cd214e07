import Foundation
import SwiftScanning

/// A chapter's responsibility map, computed from the sources: rows are the massive controller's
/// responsibilities as the catalog declares them, columns are the steps in timeline order (the
/// main line, then the branches), and each cell the type and file that hold the responsibility at
/// that step (see `SwiftSources.holder(of:)`).
public struct ResponsibilityMap: Sendable, Equatable {
  /// One responsibility at one step.
  public struct Cell: Sendable, Equatable {
    public let step: String
    /// Who holds it; nil when it is not found.
    public let holder: ResponsibilityHolder?
    /// Why it is not there, when the catalog says it was removed at this step or above it.
    public let removed: String?
    /// Whether its holder (type or file) differs from the parent step's: the step moved it.
    public let moved: Bool
  }

  /// One responsibility across the steps.
  public struct Row: Sendable, Equatable {
    public let responsibility: Responsibility
    /// One cell per step, in the order of `steps`.
    public let cells: [Cell]
  }

  /// The steps, in timeline order.
  public let steps: [Chapter.VariantInfo]
  public let rows: [Row]

  /// Maps a chapter's declared responsibilities in every step (the exercise left out).
  public init(_ chapter: Chapter) throws {
    try self.init(chapter, sources: SourceCache())
  }

  /// Maps a chapter, each step's sources read from `sources` (a cache the caller shares).
  public init(_ chapter: Chapter, sources: SourceCache) throws {
    let steps = chapter.stepsInTimelineOrder
    self.steps = steps
    // Every row's holder at a step, from one pass over the step's sources.
    var holders: [String: [ResponsibilityHolder?]] = [:]
    for step in steps {
      holders[step.id] = try sources.sources(of: step).holders(of: chapter.responsibilities)
    }
    rows = chapter.responsibilities.enumerated().map { row, responsibility in
      Self.row(
        responsibility, in: chapter, steps: steps, holders: holders.compactMapValues { $0[row] })
    }
  }

  private static func row(
    _ responsibility: Responsibility, in chapter: Chapter, steps: [Chapter.VariantInfo],
    holders: [String: ResponsibilityHolder]
  ) -> Row {
    let cells = steps.map { step in
      let holder = holders[step.id]
      let parent = step.parent.flatMap { holders[$0] }
      let removal = chapter.lineage(of: step.id).lazy.compactMap { responsibility.removedAt[$0] }.first
      return Cell(
        step: step.id, holder: holder, removed: holder == nil ? removal : nil,
        moved: step.parent != nil && holder != nil
          && (parent?.type != holder?.type || parent?.file != holder?.file))
    }
    return Row(responsibility: responsibility, cells: cells)
  }

  /// What the declarations fail to find: a responsibility not found at a step where it was not
  /// removed on purpose. Empty when every declaration holds.
  public var problems: [String] {
    rows.flatMap { row in
      row.cells.filter { $0.holder == nil && $0.removed == nil }.map {
        "\(row.responsibility.name): none of \(row.responsibility.symbols.joined(separator: ", ")) in \($0.step)"
      }
    }
  }

  /// The cell of a responsibility (by name) at a step.
  public func cell(_ responsibility: String, at step: String) -> Cell? {
    rows.first { $0.responsibility.name == responsibility }?.cells.first { $0.step == step }
  }
}
