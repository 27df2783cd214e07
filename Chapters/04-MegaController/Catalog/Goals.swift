import Workbook

/// The exercise's goals, as the README's "The exercise" states them: what every refactoring of
/// the mega controller reaches, whichever architecture it ends in. `swift run workbook verify 04`
/// checks them against Exercise/; each fails on step 0 and holds on every leaf in `goalsMetBy`.
let goals = [
  RefactoringGoal(
    "ViewController no longer sees Core Data: no import, managed objects or fetches",
    .lacks(["import HeadlessCoreData"], in: .file("ViewController.swift")),
    .lacks(
      [
        "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectModel", "NSPersistentStoreCoordinator",
        "NSFetchRequest", "NSFetchedResultsController", "NSFetchedResultsControllerDelegate",
        "NSFetchRequestResult",
      ],
      in: .type("ViewController"))),
  RefactoringGoal(
    "The section rules leave ViewController",
    .lacks(["dateComponents", "startOfDay"], in: .type("ViewController"))),
  RefactoringGoal(
    "The bars' look comes from one value; ViewController leaves navigationController alone",
    .declares(.type("*Theme")),
    .lacks(
      [
        "navigationController", "barTintColor", "titleTextAttributes", "tintColor", "preferredStatusBarStyle",
        "setNeedsStatusBarAppearanceUpdate",
      ],
      in: .type("ViewController"))),
  RefactoringGoal(
    "Stretch: ViewController is handed the time and its calendar, not MegaControllerWorld",
    .lacks(["MegaControllerWorld"], in: .type("ViewController"))),
]

/// The talk's own line (steps 1–13): a data manager, value-type view data for the cell, a table
/// adapter, an add screen that keeps its fields. Recognised by the cell's `ViewData`.
let talk = Architecture(
  "Data manager, view data and adapter (the talk's)",
  recognisedBy: [.declares(.type("ViewData"))],
  goals: [
    RefactoringGoal(
      "The table's data source and its index paths live outside ViewController",
      .lacks(
        [
          "cellForRowAt", "numberOfRowsInSection", "insertRows", "deleteRows", "beginUpdates", "endUpdates",
        ],
        in: .type("ViewController"))),
    sectionRulesInTheirOwnType,
    RefactoringGoal(
      "The add screen's text field and date picker are private to it",
      .declares(.property("textField", isPrivate: true), in: .type("AddViewController")),
      .declares(.property("datePicker", isPrivate: true), in: .type("AddViewController"))),
  ],
  metBy: ["12-TableViewAdapter", "13-Fixes"])

/// The Clean Swift branch (6-UpcomingTasksWorker to 8-UpcomingTasksRouter): the to-do list as a
/// scene in CleanStore's shape. Recognised by an interactor.
let vip = Architecture(
  "VIP (Clean Swift)",
  recognisedBy: [.declares(.type("*Interactor"))],
  goals: [
    RefactoringGoal(
      "Display, business and presentation logic are protocols, each adopted by its component",
      .declares(.type("ViewController", conformingTo: "*DisplayLogic")),
      .declares(.type("*Interactor", conformingTo: "*BusinessLogic")),
      .declares(.type("*Presenter", conformingTo: "*PresentationLogic"))),
    RefactoringGoal(
      "The fetch use case carries a request, a response and a view model",
      .declares(.type("Request"), in: .type("FetchTasks")),
      .declares(.type("Response"), in: .type("FetchTasks")),
      .declares(.type("ViewModel"), in: .type("FetchTasks"))),
    RefactoringGoal(
      "The section rules are business logic: the interactor applies them",
      .contains(["dateComponents"], in: .type("*Interactor"))),
    RefactoringGoal(
      "A worker wraps the store: the interactor makes no fetch and touches no context",
      .declares(.type("*Worker")),
      .lacks(
        ["NSFetchRequest", "NSFetchedResultsController", "managedObjectContext"], in: .type("*Interactor"))),
    RefactoringGoal(
      "The presenter computes the theme",
      .contains(["NavigationTheme"], in: .type("*Presenter"))),
    RefactoringGoal(
      "A router presents the add screen: ViewController sets no presentation style or transition",
      .declares(.type("*Router")),
      .lacks(["modalPresentationStyle", "transitioningDelegate"], in: .type("ViewController"))),
  ],
  metBy: ["8-UpcomingTasksRouter"])

/// The view-model branch (7-UpcomingTasksViewModel): the sections and the theme as state of a
/// class the controller observes through closures. Recognised by a `…TasksViewModel` type.
let viewModel = Architecture(
  "View model",
  recognisedBy: [.declares(.type("*TasksViewModel"))],
  goals: [
    RefactoringGoal(
      "The view model holds the sections and the theme; ViewController keeps no tasks of its own",
      .declares(.property("sections"), in: .type("*TasksViewModel")),
      .declares(.property("navigationTheme"), in: .type("*TasksViewModel")),
      .lacks(["taskSections", "NavigationTheme("], in: .type("ViewController"))),
    sectionRulesInTheirOwnType,
    RefactoringGoal(
      "Changes reach ViewController through closures the view model calls, with no reactive framework",
      .declares(.property("*DidChange"), in: .type("*TasksViewModel")),
      .lacks(["import Combine", "import RxSwift", "import ReactiveSwift"], in: .everywhere)),
    RefactoringGoal(
      "The view model knows nothing of the table or the screen",
      .declares(.type("*TasksViewModel")),
      .lacks(["UITableView", "tableView", "UIColor", "UIViewController"], in: .type("*TasksViewModel"))),
  ],
  metBy: ["7-UpcomingTasksViewModel"])

/// The talk's and the view model's: the rules that file a task in Now, Soon or Upcoming are a
/// type a test drives without Core Data. (VIP keeps them in the interactor, as business logic.)
let sectionRulesInTheirOwnType = RefactoringGoal(
  "The section rules are a type of their own, which a test drives without Core Data",
  .contains(["dateComponents"], in: .type("*Section")))

/// Every architecture the exercise may be refactored to, in the order `verify` tries them.
let architectures = [vip, viewModel, talk]
