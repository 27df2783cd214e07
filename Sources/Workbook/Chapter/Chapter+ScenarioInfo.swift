extension Chapter {
  /// A scenario as the chapter describes it: its actions as text, which its catalog runs.
  public struct ScenarioInfo: Sendable, Equatable, Encodable {
    public let id: String
    public let summary: String
    /// Its actions' descriptions.
    public let actions: [String]
  }
}
