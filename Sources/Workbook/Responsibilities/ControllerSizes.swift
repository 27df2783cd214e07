import Foundation
import SwiftScanning

/// The massive controller's lines of code at every step, measured as `workbook compare` measures
/// them (`SourceMeasures.controller`): the type the root step's largest view controller is named,
/// or, where a step renamed it, that step's largest view controller.
public struct ControllerSizes: Sendable, Equatable {
  /// One step's measurement.
  public struct Point: Sendable, Equatable {
    public let step: Chapter.VariantInfo
    /// The controller measured at this step (nil: the step has none).
    public let controller: String?
    public let lines: Int
  }

  /// One line of the timeline, measured.
  public struct Line: Sendable, Equatable {
    /// The step it forks off (nil: the main line), with its measurement.
    public let forksFrom: Point?
    public let points: [Point]
  }

  /// The massive controller's name, as the root step declares it.
  public let controller: String?
  /// The main line first, then the branches.
  public let lines: [Line]

  public init(_ chapter: Chapter) throws {
    try self.init(chapter, sources: SourceCache())
  }

  /// Measures a chapter, each step's sources read from `sources` (a cache the caller shares).
  public init(_ chapter: Chapter, sources: SourceCache) throws {
    var measured: [String: Point] = [:]
    let root = chapter.timeline.first?.steps.first
    let rootMap = try root.map { try sources.typeMap(of: $0) }
    let name = rootMap?.largestViewController?.name
    controller = name
    for step in chapter.stepsInTimelineOrder {
      let map = try sources.typeMap(of: step)
      let type = name.flatMap(map.type) ?? map.largestViewController
      measured[step.id] = Point(step: step, controller: type?.name, lines: type?.lines ?? 0)
    }
    lines = chapter.timeline.map { line in
      Line(
        forksFrom: line.forksFrom.flatMap { measured[$0] }, points: line.steps.compactMap { measured[$0.id] })
    }
  }
}
