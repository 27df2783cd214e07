/// What one run is about: a scenario of a chapter, run on one of its variants.
public struct RunSubject: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The chapter's name: "FoodTracker".
  public let chapter: String
  /// The variant's id: "3-mvp".
  public let variant: String
  /// The scenario's id: "add-meal".
  public let scenario: String

  public init(chapter: String, variant: String, scenario: String) {
    self.chapter = chapter
    self.variant = variant
    self.scenario = scenario
  }

  /// "FoodTracker · variant 3-mvp · scenario add-meal": how every message names a run.
  public var description: String {
    "\(chapter) · variant \(variant) · scenario \(scenario)"
  }
}
