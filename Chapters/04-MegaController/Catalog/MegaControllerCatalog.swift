import MegaControllerAddViewController
import MegaControllerCoreDataStore
import MegaControllerExercise
import MegaControllerFactoredOutPredicate
import MegaControllerFixes
import MegaControllerInjectedTime
import MegaControllerIsolatedCoreData
import MegaControllerKit
import MegaControllerMega
import MegaControllerNavigationTheme
import MegaControllerPresentationSegue
import MegaControllerPresenterActions
import MegaControllerRelativeDateFormatter
import MegaControllerSectionInsertionLogic
import MegaControllerTableViewAdapter
import MegaControllerTableViewCell
import MegaControllerUpcomingTaskSection
import MegaControllerUpcomingTasksInteractor
import MegaControllerUpcomingTasksPresenter
import MegaControllerUpcomingTasksRouter
import MegaControllerUpcomingTasksViewModel
import MegaControllerUpcomingTasksWorker
import Workbook

/// Chapter 04's table of contents. Each step is one refactoring commit of the talk's repository
/// (andymatuschak/refactor-the-mega-controller), titled with the commit's subject and short hash,
/// except step 2, the port's own (the app delegate hands the controller the time and calendar),
/// and the last, which fixes bugs on purpose.
public let catalog = ChapterCatalog<MegaControllerWorld>(
  number: "04", name: "MegaController",
  title:
    "Refactor the Mega Controller: theme, relative dates, Core Data stack, data manager, view data, adapter",
  variants: [
    .step(
      "0-Mega", title: "Initial commit (47be3a2)", parent: nil,
      reason: "The talk's starting point: one ViewController owns the Core Data stack, fetches and "
        + "sorts, splits tasks into sections, applies every change to the table, formats dates, "
        + "themes the bars and presents the add screen with its own fade."
    ) {
      MegaControllerMega.applicationMain(in: $0)
    },
    .step(
      "1-NavigationTheme", title: "NavigationTheme (e9ad144)", parent: "0-Mega",
      reason: "The theme is a value; the app delegate arbitrates: the bar's colours and the status "
        + "bar's style were two switches over the same thresholds; NavigationTheme says what each "
        + "looks like and UINavigationBar.applyTheme(_:) applies one.",
      smell: "The bar's colours and the status bar's style were two switches over the same "
        + "thresholds, one reaching into `navigationController!`.",
      move: "`NavigationTheme` says what each theme looks like and `UINavigationBar.applyTheme(_:)` "
        + "applies one; the controller reports its theme and the app delegate decides what the "
        + "report means."
    ) {
      MegaControllerNavigationTheme.applicationMain(in: $0)
    },
    .step(
      "2-InjectedTime", title: "Time and calendar injected (the port's, no commit)",
      parent: "1-NavigationTheme",
      reason: "The controller is handed the time and the calendar (this port's step, no commit): the "
        + "massive code asked the World through a global; now the app delegate hands them over.",
      smell: "The controller asks the device for the time and the calendar (`Date()`, "
        + "`Calendar.current`), so no test can hand it a clock.",
      move: "Hand the controller `now: () -> Date` and a `Calendar` from the app delegate, as iOS "
        + "code takes them from outside; behaviour does not change."
    ) {
      MegaControllerInjectedTime.applicationMain(in: $0)
    },
    .step(
      "3-RelativeDateFormatter", title: "Relative date formatter (835865e)", parent: "2-InjectedTime",
      reason: "Saying when a task is due becomes a value: RelativeTimeDateFormatter takes the switch "
        + "out of cellForRowAt, bug included, with its calendar and dates as arguments a test can " + "pin.",
      smell: "The relative date of each row is computed in `cellForRowAt`.",
      move: "`RelativeTimeDateFormatter` takes the switch out of `cellForRowAt`, bug included, with "
        + "its calendar and dates as arguments a test can pin to any day and time zone."
    ) {
      MegaControllerRelativeDateFormatter.applicationMain(in: $0)
    },
    .step(
      "4-FactoredOutPredicate", title: "Factored out predicate (6048728)", parent: "3-RelativeDateFormatter",
      reason: "The ten-day window gets a name: "
        + "NSPredicate(forTasksWithinNumberOfDays:ofDate:calendar:); the controller's diff is one "
        + "statement in viewDidLoad.",
      smell: "The fetch's ten-day window of *now* is worked out inline, with no name.",
      move: "Name it: `NSPredicate(forTasksWithinNumberOfDays:ofDate:calendar:)`; the controller's "
        + "diff is one statement in `viewDidLoad`."
    ) {
      MegaControllerFactoredOutPredicate.applicationMain(in: $0)
    },
    .step(
      "5-CoreDataStore", title: "CoreDataStore (e141dbe)", parent: "4-FactoredOutPredicate",
      reason: "The stack leaves the controller: model, coordinator and context move into CoreDataStore,"
        + " which is told where it lives (init(documentsDirectory:)) and gives tests an in-memory "
        + "store.",
      smell: "The whole Core Data stack lives in the controller's lazy properties, with the store's "
        + "path baked in.",
      move: "Model, coordinator and context move, nearly verbatim, into `CoreDataStore`, which is "
        + "told where it lives (`init(documentsDirectory:)`) and gives tests an in-memory store."
    ) {
      MegaControllerCoreDataStore.applicationMain(in: $0)
    },
    .step(
      "6-UpcomingTaskSection", title: "Extracted upcoming task section (abf5875)", parent: "5-CoreDataStore",
      reason: "The data manager takes the fetch and the sections: the largest step. UpcomingTaskSection"
        + " knows the sections by whole days; UpcomingTaskDataManager fetches, keeps the sections, "
        + "creates and deletes tasks, and tells its delegate, the controller, what changed.",
      smell: "The fetch and the sections are worked out inline, and every insert and delete is mapped "
        + "into those sections by hand, in the controller.",
      move: "Extract the sections into `UpcomingTaskSection` (Now, Soon, Upcoming) and the fetch, the "
        + "mapping of every insert and delete and the creating and deleting of tasks into "
        + "`UpcomingTaskDataManager`, whose delegate the controller becomes."
    ) {
      MegaControllerUpcomingTaskSection.applicationMain(in: $0)
    },
    .step(
      "7-SectionInsertionLogic", title: "Extracted section insertion logic (d15b2e8)",
      parent: "6-UpcomingTaskSection",
      reason: "The index paths become a value: UpcomingTaskResultsCache keeps tasks in their sections "
        + "from a fixed base date and answers, for each insert or delete, the index path it " + "touched.",
      smell: "The index paths each insert and delete touches are the part of the code that was "
        + "hardest to get right, and they are worked out from the current time on every change.",
      move: "`UpcomingTaskResultsCache`, a struct, keeps the tasks in their sections from a fixed "
        + "base date and answers the index path each insert or delete touched; "
        + "ViewController.swift does not change."
    ) {
      MegaControllerSectionInsertionLogic.applicationMain(in: $0)
    },
    .step(
      "8-IsolatedCoreData", title: "Isolated Core Data (27aaead)", parent: "7-SectionInsertionLogic",
      reason: "The controller stops seeing managed objects: Task is a value; the results cache and the "
        + "data manager work with Tasks, and the controller no longer imports Core Data.",
      smell: "The controller and the results cache still see managed objects, so the controller "
        + "imports Core Data.",
      move: "`Task` is a value (`id`, `title`, `dueDate`); the results cache and the data manager "
        + "work with `Task`s, and the controller no longer imports Core Data."
    ) {
      MegaControllerIsolatedCoreData.applicationMain(in: $0)
    },
    .step(
      "9-TableViewCell", title: "Isolated table view cell (f36ef68)", parent: "8-IsolatedCoreData",
      reason: "The cell shows inert data: TaskTableViewCell takes a ViewData (title, timing "
        + "description), built from a task by a function you can test without a table.",
      smell: "`cellForRowAt` fills the cell's labels from a task itself.",
      move: "`TaskTableViewCell` takes a `ViewData` (`title`, `timingDescription`) and shows it, "
        + "built from a task by a function you can test without a table."
    ) {
      MegaControllerTableViewCell.applicationMain(in: $0)
    },
    .step(
      "10-AddViewController", title: "Isolate add view controller (d868179)", parent: "9-TableViewCell",
      reason: "The add screen keeps its fields: AddViewController's outlets become private behind "
        + "taskTitle and taskDueDate, carried back by an AddCompletionSegue, so the list never "
        + "looks inside the add screen.",
      smell: "In the unwind action the list reads the add screen's text field and date picker.",
      move: "`AddViewController`'s outlets become private behind `taskTitle` and `taskDueDate`, "
        + "carried back by an `AddCompletionSegue`, so the list never looks inside the add screen."
    ) {
      MegaControllerAddViewController.applicationMain(in: $0)
    },
    .step(
      "11-PresentationSegue", title: "Add presentation segue (1c3acc8)", parent: "10-AddViewController",
      reason: "The segue owns its transition: the presentation and the fade move into "
        + "AddPresentationSegue, regression included (nothing keeps the segue, so the card leaves "
        + "without its fade).",
      smell: "The controller presents the add screen itself, as its transitioning delegate and its "
        + "animator.",
      move: "The presentation and the fade move into `AddPresentationSegue`, as in the repository, "
        + "regression included: nothing keeps the segue, so the card leaves without its fade."
    ) {
      MegaControllerPresentationSegue.applicationMain(in: $0)
    },
    .step(
      "12-TableViewAdapter", title: "Table view adapter (95f5919)", parent: "11-PresentationSegue",
      reason: "The table's data source is a reusable object: UpcomingTaskDataManagerTableViewAdapter "
        + "answers the table from the data manager's sections, deletes what the user swipes away "
        + "and applies every change; the controller is left composing.",
      smell: "The controller is still the table's data source and the data manager's delegate, "
        + "applying every change to the table.",
      move: "`UpcomingTaskDataManagerTableViewAdapter<CellType>` answers the table from the data "
        + "manager's sections, deletes what the user swipes away and applies every change; the "
        + "controller is left composing."
    ) {
      MegaControllerTableViewAdapter.applicationMain(in: $0)
    },
    .step(
      "13-Fixes", title: "Fixes", parent: "12-TableViewAdapter",
      reason: "Three bugs, fixed where they now live: each fix is a line or two in a small type, which "
        + "is the point of the refactoring.",
      smell: "Not a smell but bugs: a task due yesterday reads \"in -1 days\", a swiped-away task is "
        + "never saved, and since step 11 the card leaves without its fade.",
      move: "Not a refactoring: each fix is a line or two in a small type: \"Yesterday\" and \"N "
        + "days ago\" in the formatter, a save in `deleteTask`, and the segue kept until the card "
        + "has faded out."
    ) {
      MegaControllerFixes.applicationMain(in: $0)
    },
    .step(
      "6-UpcomingTasksWorker", title: "VIP: the worker wraps the store (the branch's)",
      parent: "5-CoreDataStore",
      reason: "VIP, from step 5: the fetching and the Core Data work leave the controller for a worker,"
        + " as Clean Swift's CleanStore wraps its store.",
      smell: "The controller still builds the fetch request, owns the fetched-results controller and "
        + "touches the context.",
      move: "`UpcomingTasksWorker` owns the fetch and the fetched-results controller, creates and "
        + "deletes tasks and tells its delegate of every change, as CleanStore's worker wraps its "
        + "store."
    ) {
      MegaControllerUpcomingTasksWorker.applicationMain(in: $0)
    },
    .step(
      "7-UpcomingTasksInteractor",
      title: "VIP: interactor and presenter, the use cases with their models (the branch's)",
      parent: "6-UpcomingTasksWorker",
      reason: "The VIP cycle: the interactor keeps the sections and answers each change with a "
        + "response; the presenter turns it into a view model; the controller displays it.",
      smell: "The controller still keeps the sections, works out the index paths and decides what "
        + "each row and the theme say.",
      move: "The VIP cycle: the controller sends requests, `UpcomingTasksInteractor` keeps the "
        + "sections and answers each change with a response, `UpcomingTasksPresenter` turns it "
        + "into a view model, and the controller displays it."
    ) {
      MegaControllerUpcomingTasksInteractor.applicationMain(in: $0)
    },
    .step(
      "8-UpcomingTasksRouter", title: "VIP: the router presents the add screen (the branch's)",
      parent: "7-UpcomingTasksInteractor",
      reason: "Navigation and data passing: the router presents the add screen with its fade and routes"
        + " back, so the controller keeps only display logic.",
      smell: "The controller still presents the add screen, sets its presentation style and does the "
        + "fade.",
      move: "`prepare(for:sender:)` asks `UpcomingTasksRouter.routeToAddTask(segue:)`, which "
        + "presents the card with its fade; the controller owns the router, so the fade-out works."
    ) {
      MegaControllerUpcomingTasksRouter.applicationMain(in: $0)
    },
    .step(
      "7-UpcomingTasksViewModel",
      title: "View model: sections and theme as state the controller observes (the branch's)",
      parent: "6-UpcomingTaskSection",
      reason: "A view model, from step 6: instead of the talk's value types, UpcomingTasksViewModel "
        + "turns the data manager's sections into what the table shows and tells the controller "
        + "when it changed.",
      smell: "The controller still turns the data manager's sections into what the table shows, with "
        + "the formatter and the calendar, and works out the theme.",
      move: "`UpcomingTasksViewModel` becomes the data manager's delegate and holds the sections and "
        + "the theme as state the controller observes through two closures."
    ) {
      MegaControllerUpcomingTasksViewModel.applicationMain(in: $0)
    },
    .step(
      "9-UpcomingTasksPresenter", title: "MVP: the presenter decides, the view displays (the branch's)",
      parent: "8-IsolatedCoreData",
      reason: "MVP, from step 8: UpcomingTasksPresenter becomes the data manager's delegate and decides "
        + "what the list shows (the sections' titles, when each task is due in words, the theme); the "
        + "controller adopts UpcomingTasksView, tells the presenter viewDidLoad() and shows what it is "
        + "told.",
      smell: "The controller no longer imports Core Data but still decides everything the list shows: "
        + "the sections' titles, the words for each due date and the theme.",
      move: "`UpcomingTasksPresenter` becomes the data manager's delegate and decides what the list "
        + "shows; the controller adopts `UpcomingTasksView`, tells the presenter `viewDidLoad()` "
        + "and shows what it is told."
    ) {
      MegaControllerUpcomingTasksPresenter.applicationMain(in: $0)
    },
    .step(
      "10-PresenterActions", title: "MVP: the presenter acts on what the user does (the branch's)",
      parent: "9-UpcomingTasksPresenter",
      reason: "The presenter changes the tasks: a swipe and the add screen's Done were still the "
        + "controller's calls to the data manager; now the controller forwards them, deleteTask(at:) "
        + "and createTaskWithTitle(_:dueDate:), and no longer sees the data manager.",
      smell: "A swipe and the add screen's Done are still the controller's calls to the data manager.",
      move: "The controller forwards them, `deleteTask(at:)` and `createTaskWithTitle(_:dueDate:)`, "
        + "and the app delegate hands the data manager to the presenter only."
    ) {
      MegaControllerPresenterActions.applicationMain(in: $0)
    },
    .exercise(parent: "0-Mega") { MegaControllerExercise.applicationMain(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [
    DeclaredDivergence(
      variant: "13-Fixes", scenarios: ["overdue-task", "clock-past-midnight"],
      reason:
        "the seed has no words for the past: a task due yesterday reads \"in -1 days\"; the formatter, "
        + "now a unit of its own, says \"yesterday\" and \"N days ago\""),
    DeclaredDivergence(
      variant: "7-SectionInsertionLogic", scenarios: ["delete-after-a-day"],
      reason:
        "the original's own change, unannounced: from d15b2e8 on, the results cache sections the "
        + "tasks by the date it was built with, so a task swiped away after a day is found and "
        + "deleted where the earlier steps crash"),
    DeclaredDivergence(
      variant: "13-Fixes", scenarios: ["delete-then-relaunch"],
      reason:
        "the seed deletes a swiped task from the context without saving, so it comes back after a "
        + "relaunch; the data manager now saves the delete"),
  ],
  expectedFailures: crashesAfterADay,
  goals: goals,
  goalsMetBy: [
    "12-TableViewAdapter", "13-Fixes", "8-UpcomingTasksRouter", "7-UpcomingTasksViewModel",
    "10-PresenterActions",
  ],
  architectures: architectures,
  // The talk's line shows two of the book's architectures on its way: the cell's view data and the theme.
  shownAlongTheWay: ["View data": "9-TableViewCell", "Theme": "1-NavigationTheme"],
  responsibilities: responsibilities,
  equivalentMutants: equivalentMutants,
  actionModel: actionModel,
  makeWorld: { try MegaControllerWorld() })
