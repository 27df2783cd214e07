import HeadlessAutomation
import HeadlessUIKit
import WorldKit

extension ActionModel {
  /// The actions the user could do now, read from the live screen through the automation face,
  /// with arguments drawn from the model: for each enabled control, what can be done with it.
  @MainActor
  func screenChoices(in app: HeadlessApp, random: inout SplitMix64) -> [[Action<AppWorld>]] {
    app.controls.filter(\.isEnabled).map { control -> [Action<AppWorld>] in
      switch control.kind {
      case .tappable: [.tap(control.name)]
      case .backButton: [.goBack]
      case .textField:
        [.typeText(random.pick(texts) ?? "", into: control.name), .clearText(in: control.name), .pressReturn]
      case .datePicker: random.pick(dates).map { [.setDate($0, in: control.name)] } ?? []
      case .row:
        [.selectRow(containing: control.name), .swipeToDelete(rowContaining: control.name)]
          + (random.below(4) == 0 ? [.deleteInEditMode(rowContaining: control.name)] : [])
      case .refreshControl: [.pullToRefresh]
      }
    }
  }

  /// What the world around the app could do now: answer or fail a held request, move the clock,
  /// relaunch the app, the chapter's own changes.
  @MainActor
  func worldChoices(in world: AppWorld, changesAllowed: Bool, random: inout SplitMix64) -> [Action<AppWorld>]
  {
    let held = Array(Set(world.requests.heldRequestNames)).sorted()
    let answers = held.flatMap { name -> [Action<AppWorld>] in
      [.release(name)] + (random.pick(failureMessages).map { [.fail(name, message: $0)] } ?? [])
    }
    // A clock that may move only between launches moves only where the app may relaunch.
    let clock =
      clockMovesUnderARunningApp || relaunches ? clockSteps.map { Action<AppWorld>.advanceClock(by: $0) } : []
    return answers + clock + (relaunches ? [.relaunch] : [])
      + (changesAllowed ? worldChanges.map(\.action) : [])
  }

  /// The Swift that writes a world change of this model in a scenario, by its description.
  func code(forWorldChange description: String) -> String? {
    worldChanges.first { $0.action.description == "world: \(description)" }?.code
  }
}
