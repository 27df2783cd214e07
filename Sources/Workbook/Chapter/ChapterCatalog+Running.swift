import WorldKit

extension ChapterCatalog {
  /// Starts a session for a variant in a fresh World: behaviour tests drive it with actions.
  @MainActor
  public func session(for variant: Variant<AppWorld>) throws -> AppSession<AppWorld> {
    if case .exercise = variant.kind, let refusal = ExerciseGuard.refusal { try refusal(chapter.name) }
    return AppSession(variant, in: try makeWorld())
  }

  /// Runs a scenario against a variant in a fresh World and records what happened.
  @MainActor
  public func transcript(of scenario: Scenario<AppWorld>, on variant: Variant<AppWorld>) -> Transcript {
    let session: AppSession<AppWorld>
    do {
      session = try self.session(for: variant)
    } catch {
      let problem = "\(Transcript.crashMarker)could not make the world: \(error)"
      return Transcript(entries: [
        Transcript.Entry(number: 0, action: "make the world", screen: "", log: [], problems: [problem])
      ])
    }
    let trace = ActionTrace.willPerform
    return session.transcript(
      closing: scenario.actions.enumerated().map { offset, action in
        trace?(scenario.id, offset + 1, action.description)
        return session.record(action, number: offset + 1)
      })
  }
}
