import Foundation

extension Chapter {
  /// A variant as the chapter describes it: everything but its app, which its catalog launches.
  public struct VariantInfo: Sendable, Equatable, Encodable {
    public let id: String
    public let title: String
    public let kind: VariantKind
    public let parent: String?
    /// Why the step is there (see `Variant.reason`).
    public let reason: String
    /// The smell the step removes (see `Variant.smell`).
    public var smell: String = ""
    /// The move the step makes (see `Variant.move`).
    public var move: String = ""
    /// Its source folder.
    public let sourceFolder: URL
    /// Its source folder relative to the package's root: "Chapters/01-FoodTracker/Steps/0-Massive".
    public let sourcePath: String

    private enum CodingKeys: String, CodingKey {
      case id, title, kind, step, parent, sourceFolder
    }

    /// As `workbook list --json` shows it: `kind` "step" (with its `step` number) or "exercise",
    /// and the source folder relative to the package's root.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      switch kind {
      case .step(let number):
        try container.encode("step", forKey: .kind)
        try container.encode(number, forKey: .step)
      case .exercise:
        try container.encode("exercise", forKey: .kind)
      }
      try container.encodeIfPresent(parent, forKey: .parent)
      try container.encode(sourcePath, forKey: .sourceFolder)
    }
  }
}
