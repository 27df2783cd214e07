import WorldKit

/// Turns a seed into a scenario, one action at a time, each chosen from what the app shows after
/// the previous one: it runs on the reference variant as it is generated, so every action is one
/// a user could do at that moment.
@MainActor
struct ScenarioGenerator<AppWorld: World> {
  let model: ActionModel<AppWorld>
  /// The most actions a scenario has, launch included.
  let maxActions: Int

  /// The scenario for a seed, and the reference's transcript of it.
  func generate(seed: UInt64, on session: AppSession<AppWorld>) -> (
    actions: [Action<AppWorld>], transcript: Transcript
  ) {
    var random = SplitMix64(seed: seed)
    let length = 1 + random.below(max(maxActions, 1))
    var actions: [Action<AppWorld>] = []
    var entries: [Transcript.Entry] = []
    while actions.count < length {
      let action = next(in: session, after: actions, random: &random)
      actions.append(action)
      entries.append(session.record(action, number: actions.count))
    }
    return (actions, Transcript(entries: entries))
  }

  /// Before launch, now and then one change of the world (requests held, a store seeded); then
  /// launch; then, one time in four, something the world does, else something the user does.
  private func next(
    in session: AppSession<AppWorld>, after actions: [Action<AppWorld>], random: inout SplitMix64
  ) -> Action<AppWorld> {
    if !model.clockMovesUnderARunningApp, case .advanceClock = actions.last { return .relaunch }
    guard let app = session.app else {
      if actions.isEmpty, random.below(3) == 0, let change = random.pick(model.worldChanges) {
        return change.action
      }
      return .launch
    }
    // One change of the world a scenario: two can contradict each other (a sandbox made
    // unwritable, then written to), which says nothing about the app.
    let changed = actions.contains { if case .world = $0 { true } else { false } }
    let world = model.worldChoices(in: session.world, changesAllowed: !changed, random: &random)
    let screen = model.screenChoices(in: app, random: &random)
    // Typing is mostly ended with return, as people do: the field's delegate then runs.
    if case .typeText = actions.last, random.below(2) == 0 { return .pressReturn }
    if screen.isEmpty || random.below(4) == 0, let action = random.pick(world) { return action }
    // A control first, then what to do with it: a screen of many rows does not drown its buttons.
    return random.pick(screen).flatMap { random.pick($0) } ?? .relaunch
  }
}
