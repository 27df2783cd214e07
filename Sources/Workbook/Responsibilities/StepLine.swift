/// A line of a chapter's tree of steps: the main line from the root step, or a branch from the
/// step it forks off (see `Chapter.timeline`).
public struct StepLine: Sendable, Equatable {
  /// The step it forks off; nil for the main line.
  public let forksFrom: String?
  /// Its steps, parents before children.
  public let steps: [Chapter.VariantInfo]

  public var isMainLine: Bool { forksFrom == nil }
}

extension Chapter {
  /// The steps as a timeline: the main line (from the root, each step's first child in the
  /// catalog's order, a step kept for its failure last), then each branch where it forks, depth
  /// first. The exercise is not a step.
  public var timeline: [StepLine] {
    guard let root = variants.first(where: { $0.parent == nil && $0.kind != .exercise }) else { return [] }
    // Worked out once for the whole walk, not once per step.
    let kept = keptForTheirFailure
    var lines: [StepLine] = []
    var pending: [(forksFrom: String?, first: VariantInfo)] = [(nil, root)]
    while !pending.isEmpty {
      let (forksFrom, first) = pending.removeFirst()
      var steps = [first]
      var forks: [(String?, VariantInfo)] = []
      while let last = steps.last, case let children = children(of: last.id, kept: kept),
        let next = children.first
      {
        forks += children.dropFirst().map { (last.id, $0) }
        steps.append(next)
      }
      lines.append(StepLine(forksFrom: forksFrom, steps: steps))
      pending = forks + pending
    }
    return lines
  }

  /// A step's children: in the catalog's order, those kept for their failure last.
  public func children(of id: String) -> [VariantInfo] {
    children(of: id, kept: keptForTheirFailure)
  }

  private func children(of id: String, kept: Set<String>) -> [VariantInfo] {
    let children = variants.filter { $0.parent == id && $0.kind != .exercise }
    return children.filter { !kept.contains($0.id) } + children.filter { kept.contains($0.id) }
  }

  /// Every step in timeline order: the main line, then the branches.
  public var stepsInTimelineOrder: [VariantInfo] {
    timeline.flatMap(\.steps)
  }
}
