import WorldKit

/// A named list of actions, written once per chapter and run against every variant.
public struct Scenario<AppWorld: World>: Sendable, Identifiable {
  /// A short, file-name-safe name: "add-meal". Approved transcripts are stored under it.
  public let id: String
  /// One sentence saying what the scenario shows.
  public let summary: String
  /// What happens, in order. Most scenarios start with `.launch`.
  public let actions: [Action<AppWorld>]

  public init(_ id: String, _ summary: String, _ actions: [Action<AppWorld>]) {
    precondition(
      id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
      "A scenario's id is lowercase letters, digits and dashes: \(id)")
    self.id = id
    self.summary = summary
    self.actions = actions
  }
}
