import Workbook

/// The talk's code until d15b2e8 crashes when a task is swiped away after a day: the delete looks
/// the task up in the section its due date falls in now, while the rows were sectioned at launch,
/// and force-unwraps what it does not find. Found by `workbook fuzz 04`; every step up to 6 keeps
/// it, as published, and so do the branches that fork before step 7 (VIP from 5, view model from
/// 6: they refactor, they do not fix), and the exercise until its refactoring reaches what step 7
/// did.
let crashesAfterADay: [ExpectedFailure] =
  [
    "0-Mega", "1-NavigationTheme", "2-InjectedTime", "3-RelativeDateFormatter", "4-FactoredOutPredicate",
    "5-CoreDataStore", "6-UpcomingTaskSection", "6-UpcomingTasksWorker", "7-UpcomingTasksInteractor",
    "8-UpcomingTasksRouter", "7-UpcomingTasksViewModel",
  ].map { step in
    ExpectedFailure(
      variant: step, scenarios: ["delete-after-a-day"], crash: .fatalError(unwrappedNil), reason: reason)
  } + [
    ExpectedFailure(
      variant: "exercise", scenarios: ["delete-after-a-day"], crash: .fatalError(unwrappedNil),
      reason: reason,
      fixedAt: "7-SectionInsertionLogic")
  ]

private let unwrappedNil = "Unexpectedly found nil while unwrapping an Optional value"

private let reason =
  "as published: the delete finds the swiped task's section by counting days from now, the rows "
  + "were sectioned at launch, and a task that has changed section since is not found: "
  + "`taskSections[sectionIndex].firstIndex(of: task)!` traps (on a device, the app quits)"
