import Testing

@testable import Workbook
@testable import WorkbookRunner

/// The checklist's failure lines: the scenarios left unrun after a hang are one line, not one each.
struct CrashGroupsTests {
  private func outcome(_ scenario: String, _ verdict: Verdict) -> RunOutcome {
    RunOutcome(RunSubject(chapter: "FoodTracker", variant: "exercise", scenario: scenario), verdict)
  }

  @Test(arguments: [1, 3])
  func scenariosLeftUnrunAfterAHangShareOneLine(unrun: Int) {
    let hang = "did not finish within 1 s — at action 1 (launch)"
    let names = ["add-meal", "edit-meal", "swipe-delete"].prefix(unrun)
    let failures =
      [outcome("first-launch", .hung(hang: hang))]
      + names.map { outcome($0, .hung(hang: IsolatedRunner.notRun(after: "first-launch"))) }
    let lines = CrashGroups(failures, style: .plain, verdict: VerifyReport.verdict).lines
    #expect(lines.first == "     ‼ first-launch: \(hang); its child process was stopped")
    #expect(lines.count == 2)
    #expect(
      lines.last
        == (unrun == 1
          ? "     ‼ add-meal: not run, after scenario first-launch hung"
          : "     ‼ 3 scenarios not run, after scenario first-launch hung (add-meal, edit-meal, swipe-delete)")
    )
  }
}
