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
      in: .type("ViewController")),
    .holds(
      responsibility("Core Data stack"), by: ["*Store", "*DataManager", "*Worker"],
      reachedFrom: "ViewController"),
    hint: GoalHint(
      smell:
        "The whole Core Data stack lives in the controller's lazy properties, with the fetch and the "
        + "fetched-results callbacks: nothing in it can be checked without a SQLite file on disk.",
      move:
        "Move the stack into CoreDataStore, told where it lives; then the fetch and the sections into a "
        + "data manager (or a worker); then hand the controller plain Task values, so that it no longer "
        + "imports Core Data.",
      shownAt: "5-coredatastore", "8-isolatedcoredata")),
  RefactoringGoal(
    "The section rules leave ViewController",
    .lacks(["dateComponents", "startOfDay"], in: .type("ViewController")),
    .holds(
      responsibility("Sections by whole days"),
      by: ["*Section", "*Interactor", "*ViewModel", "*DataManager"],
      reachedFrom: "ViewController"),
    hint: GoalHint(
      smell:
        "The sections (whole days between now and the due date: Now, Soon, Upcoming) are worked out "
        + "inline with dateComponents and startOfDay, and every insert and delete is mapped into them by "
        + "hand.",
      move:
        "Take the section rules out of the controller: into a type of their own, UpcomingTaskSection, as "
        + "the talk does (and the view model's branch), or into the interactor, where VIP keeps business "
        + "logic.",
      shownAt: "6-upcomingtasksection")),
  RefactoringGoal(
    "The bars' look comes from one value; ViewController leaves navigationController alone",
    .declares(.type("*Theme")),
    .lacks(
      [
        "navigationController", "barTintColor", "titleTextAttributes", "tintColor", "preferredStatusBarStyle",
        "setNeedsStatusBarAppearanceUpdate",
      ],
      in: .type("ViewController")),
    // Painted by the theme's own code (the app delegate applies it), not by free functions.
    .holds(
      responsibility("Navigation bar colours"),
      by: ["UINavigationBar", "*Theme", "AppDelegate", "*NavigationController"],
      reachedFrom: "*"),
    hint: GoalHint(
      smell:
        "updateNavigationBar() reaches into navigationController! to paint the bar by the number of "
        + "tasks, and preferredStatusBarStyle repeats the same thresholds.",
      move:
        "Make the theme a value, NavigationTheme(numberOfImminentTasks:), that says what each look is; "
        + "the controller reports it through a handler (navigationThemeDidChangeHandler), and the app "
        + "delegate applies it to the bar and the status bar.",
      shownAt: "1-navigationtheme")),
  RefactoringGoal(
    "Stretch: ViewController is handed the time and its calendar, not the device's: only the app delegate "
      + "(or, in VIP, the scene's interactor and presenter, as defaults their tests replace) reads them",
    .lacks(["Date()", "Calendar.current"], in: .type("ViewController")),
    // A free function or a helper that reads the clock for the controller is the device's clock. A
    // VIP scene is composed in the controller's private setup(), from its initialisers (the book's
    // one VIP shape): its interactor and presenter take the clock as a default argument instead.
    .lacks(
      ["Date()", "Calendar.current"],
      in: .everywhereBut([
        "AppDelegate.swift", "UpcomingTasksInteractor.swift", "UpcomingTasksPresenter.swift",
      ])),
    hint: GoalHint(
      smell:
        "The controller asks the device for the time, Date() and Calendar.current: a clock it grabs, "
        + "where a test would hand it one.",
      move:
        "Hand the controller now: () -> Date and a Calendar from the app delegate (and, later, its "
        + "store), so that nothing in it reaches for the device's clock.",
      shownAt: "2-injectedtime")),
]

/// The talk's own line (steps 1–13): a data manager, value-type view data for the cell, a table
/// adapter, an add screen that keeps its fields. Recognised by the cell's `ViewData`.
let talk = Architecture(
  "Data manager, view data and adapter (the talk's)",
  recognisedBy: [
    .declares(.type("ViewData"), in: .type("*Cell")), .contains(["ViewData("], in: .type("ViewController")),
  ],
  goals: [
    RefactoringGoal(
      "The table's data source and its index paths live outside ViewController",
      .lacks(
        [
          "cellForRowAt", "numberOfRowsInSection", "insertRows", "deleteRows", "beginUpdates", "endUpdates",
        ],
        in: .type("ViewController")),
      // Held by the adapter the controller makes, not by a base class of it or a helper nothing makes.
      .holds(
        responsibility("Table data source"), by: ["*Adapter", "*DataSource"], reachedFrom: "ViewController"),
      .holds(
        responsibility("Applying changes to the table"), by: ["*Adapter", "*DataSource"],
        reachedFrom: "ViewController"),
      hint: GoalHint(
        smell:
          "The controller is still the table's data source, and applies every insert and delete to the "
          + "table itself.",
        move:
          "Make a reusable adapter, UpcomingTaskDataManagerTableViewAdapter<CellType>, the table's data "
          + "source and the data manager's delegate: it answers the table from the data manager's sections "
          + "and applies each change; the controller configures cells through a closure it gives the "
          + "adapter.",
        shownAt: "12-tableviewadapter")),
    sectionRulesInTheirOwnType,
    RefactoringGoal(
      "The add screen's text field and date picker are private to it",
      .declares(.property("textField", isPrivate: true), in: .type("AddViewController")),
      .declares(.property("datePicker", isPrivate: true), in: .type("AddViewController")),
      // Private, and not handed out another way: the list no longer looks inside the add screen.
      .lacks(["AddViewController"], in: .type("ViewController")),
      hint: GoalHint(
        smell:
          "The list reads the add screen's text field and date picker in its unwind action: it knows how "
          + "another screen is built.",
        move:
          "Make AddViewController's outlets private behind taskTitle and taskDueDate, and carry them back"
          + " in an unwind segue of its own (AddCompletionSegue), so that the list never looks inside the "
          + "add screen.",
        shownAt: "10-addviewcontroller", "11-presentationsegue")),
  ],
  metBy: ["12-TableViewAdapter", "13-Fixes"], firstStep: "9-TableViewCell")

/// The Clean Swift branch (6-UpcomingTasksWorker to 8-UpcomingTasksRouter): the to-do list as a
/// scene in CleanStore's shape. Recognised by an interactor.
let vip = Architecture(
  "VIP",
  recognisedBy: [.reaches("*Interactor", from: "ViewController")],
  goals: [
    RefactoringGoal(
      "Display, business and presentation logic are protocols, each adopted by its component",
      .declares(.type("ViewController", conformingTo: "*DisplayLogic")),
      .declares(.type("*Interactor", conformingTo: "*BusinessLogic")),
      .declares(.type("*Presenter", conformingTo: "*PresentationLogic")),
      .reaches("*Interactor", from: "ViewController"),
      .reaches("*Presenter", from: "ViewController"),
      hint: GoalHint(
        smell:
          "The scene's components know each other's classes, not what each of them receives.",
        move:
          "Declare UpcomingTasksDisplayLogic, UpcomingTasksBusinessLogic and "
          + "UpcomingTasksPresentationLogic, each adopted by its component: ViewController, "
          + "UpcomingTasksInteractor, UpcomingTasksPresenter.",
        shownAt: "7-upcomingtasksinteractor")),
    RefactoringGoal(
      "The fetch use case carries a request, a response and a view model",
      .declares(.type("Request"), in: .type("FetchTasks")),
      .declares(.type("Response"), in: .type("FetchTasks")),
      .declares(.type("ViewModel"), in: .type("FetchTasks")),
      .contains(["FetchTasks.Request("], in: .type("ViewController")),
      hint: GoalHint(
        smell:
          "What crosses each boundary of the scene has no type of its own.",
        move:
          "Declare the use cases in one enum UpcomingTasks (FetchTasks, AddTask, DeleteTask, "
          + "UpdateTasks): fetching with its Request, Response and ViewModel; the controller sends "
          + "requests, the presenter hands it view models.",
        shownAt: "7-upcomingtasksinteractor")),
    RefactoringGoal(
      "The section rules are business logic: the interactor applies them",
      .contains(["dateComponents"], in: .type("*Interactor")),
      .holds(responsibility("Sections by whole days"), by: ["*Interactor"], reachedFrom: "ViewController"),
      hint: GoalHint(
        smell:
          "Which section a task falls in (Now, Soon, Upcoming) is a rule of the app, not of the screen.",
        move:
          "In VIP the interactor applies it: it files each task into its section by whole days from now, "
          + "and the presenter only words the sections.",
        shownAt: "7-upcomingtasksinteractor")),
    RefactoringGoal(
      "A worker wraps the store: the interactor makes no fetch and touches no context",
      .declares(.type("*Worker")),
      .lacks(
        ["NSFetchRequest", "NSFetchedResultsController", "managedObjectContext"], in: .type("*Interactor")),
      .holds(responsibility("Fetching and sorting"), by: ["*Worker"], reachedFrom: "ViewController"),
      hint: GoalHint(
        smell:
          "The fetch request, the fetched-results controller and the context are business logic's "
          + "neighbours, not its job.",
        move:
          "Let UpcomingTasksWorker wrap the store: it owns the fetch and the fetched-results controller, "
          + "creates and deletes tasks and tells its delegate of every change; the interactor asks the "
          + "worker.",
        shownAt: "6-upcomingtasksworker", "7-upcomingtasksinteractor")),
    RefactoringGoal(
      "The presenter computes the theme",
      .contains(["NavigationTheme("], in: .type("*Presenter")),
      .reaches("*Presenter", from: "ViewController"),
      hint: GoalHint(
        smell:
          "The theme for the number of tasks is worked out outside presentation logic.",
        move:
          "Let UpcomingTasksPresenter compute the NavigationTheme from the response's tasks and put it in"
          + " the view model; the controller only reports it.",
        shownAt: "7-upcomingtasksinteractor")),
    RefactoringGoal(
      "A router presents the add screen: ViewController sets no presentation style or transition",
      .declares(.type("*Router")),
      .lacks(["modalPresentationStyle", "transitioningDelegate"], in: .type("ViewController")),
      .holds(responsibility("Presenting the add screen"), by: ["*Router"], reachedFrom: "ViewController"),
      hint: GoalHint(
        smell:
          "ViewController sets the add screen's presentation style and is its transitioning delegate: "
          + "navigation in display logic.",
        move:
          "Add UpcomingTasksRouter: routeToAddTask(segue:) sets the card over full screen, is its "
          + "transitioning delegate and does the fade; prepare(for:sender:) asks the router, which the "
          + "controller owns.",
        shownAt: "8-upcomingtasksrouter")),
  ],
  metBy: ["8-UpcomingTasksRouter"], firstStep: "7-UpcomingTasksInteractor")

/// The view-model branch (7-UpcomingTasksViewModel): the sections and the theme as state of a
/// class the controller observes through closures. Recognised by a `…TasksViewModel` type.
let viewModel = Architecture(
  "View model",
  recognisedBy: [.reaches("*TasksViewModel", from: "ViewController")],
  goals: [
    RefactoringGoal(
      "The view model holds the sections and the theme; ViewController keeps no tasks of its own",
      .declares(.property("sections"), in: .type("*TasksViewModel")),
      .declares(.property("navigationTheme"), in: .type("*TasksViewModel")),
      .lacks(["taskSections", "NavigationTheme("], in: .type("ViewController")),
      .reaches("*TasksViewModel", from: "ViewController"),
      hint: GoalHint(
        smell:
          "The controller keeps the sections and works out the theme: its state and its view in one "
          + "class.",
        move:
          "Let UpcomingTasksViewModel hold the sections (each with its title and rows) and the "
          + "navigationTheme as state; the controller's data source reads sections.",
        shownAt: "7-upcomingtasksviewmodel")),
    sectionRulesInTheirOwnType,
    RefactoringGoal(
      "Changes reach ViewController through closures the view model calls, with no reactive framework",
      .declares(.property("*DidChange"), in: .type("*TasksViewModel")),
      .lacks(["import Combine", "import RxSwift", "import ReactiveSwift"], in: .everywhere),
      .reaches("*TasksViewModel", from: "ViewController"),
      hint: GoalHint(
        smell:
          "The controller has to ask for changes, or is told of them by the data manager directly.",
        move:
          "Give the view model closures the controller sets in viewDidLoad(), sectionsDidChange (the new "
          + "sections and the rows inserted and deleted) and navigationThemeDidChange, and call them when "
          + "the state changes: no reactive framework.",
        shownAt: "7-upcomingtasksviewmodel")),
    RefactoringGoal(
      "The view model knows nothing of the table or the screen",
      .declares(.type("*TasksViewModel")),
      .lacks(["UITableView", "tableView", "UIColor", "UIViewController"], in: .type("*TasksViewModel")),
      .reaches("*TasksViewModel", from: "ViewController"),
      hint: GoalHint(
        smell:
          "A view model that knows the table or the colours is a controller in disguise, and a test of it"
          + " needs a screen.",
        move:
          "Keep UITableView, UIColor and UIViewController out of the view model: it speaks in sections, "
          + "rows and themes, and the controller turns them into the table and the bars.",
        shownAt: "7-upcomingtasksviewmodel")),
  ],
  metBy: ["7-UpcomingTasksViewModel"], firstStep: "7-UpcomingTasksViewModel")

/// The talk's and the view model's: the rules that file a task in Now, Soon or Upcoming are a
/// type a test drives without Core Data. (VIP keeps them in the interactor, as business logic.)
let sectionRulesInTheirOwnType = RefactoringGoal(
  "The section rules are a type of their own, which a test drives without Core Data",
  .contains(["dateComponents"], in: .type("*Section")),
  .holds(responsibility("Sections by whole days"), by: ["*Section"], reachedFrom: "ViewController"),
  hint: GoalHint(
    smell: "The rules that file a task in Now, Soon or Upcoming cannot be tested without the list.",
    move:
      "Give them a type of their own, UpcomingTaskSection (the sections by whole days from a base date, "
      + "and their titles), which a test drives without Core Data or a table.",
    shownAt: "6-upcomingtasksection"))

/// Every architecture the exercise may be refactored to, in the order `verify` tries them.
let architectures = [vip, viewModel, mvp, talk]

/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}

/// The MVP branch (9-UpcomingTasksPresenter, 10-PresenterActions): a presenter decides what the
/// list shows and changes the tasks through the talk's data manager; the controller adopts the
/// view protocol and keeps only UIKit. Recognised as chapters 01 and 03 recognise MVP: a presenter
/// and no interactor. It comes before the talk's, whose sign (a cell's `ViewData`) an MVP list
/// may have too.
let mvp = Architecture(
  "MVP",
  recognisedBy: [
    .declares(.type("*Presenter")), .reaches("*Presenter", from: "ViewController"),
    .lacks(["interactor"], in: .everywhere),
  ],
  goals: [
    RefactoringGoal(
      "MVP: ViewController adopts the view protocol; the presenter starts on viewDidLoad()",
      .declares(.type("ViewController", conformingTo: "*View")),
      .declares(.function("viewDidLoad"), in: .type("*Presenter")),
      .contains(["presenter.viewDidLoad()"], in: .function("viewDidLoad", in: "ViewController")),
      // A view protocol that says something, which a test doubles, of a presenter the controller
      // makes: not an empty protocol, nor a presenter nothing makes.
      .reaches("*Presenter", from: "ViewController"),
      .seam("*View"),
      hint: GoalHint(
        smell:
          "The controller works out what the list shows (the sections' titles, when each task is due in "
          + "words, the theme) and applies every change itself: nothing says what a presenter may tell it.",
        move:
          "Declare protocol UpcomingTasksView (showSections(_:), updateSections(_:deletedRows:"
          + "insertedRows:), showNavigationTheme(_:)), have ViewController adopt it, and make "
          + "UpcomingTasksPresenter the data manager's delegate, with a viewDidLoad() that the "
          + "controller's viewDidLoad() calls: presenter.viewDidLoad().",
        shownAt: "9-upcomingtaskspresenter")),
    RefactoringGoal(
      "Core Data and the sections are behind the presenter: ViewController keeps no data manager, "
        + "sections or formatter",
      .lacks(
        [
          "UpcomingTaskDataManager", "upcomingTaskDataManager", "taskSections", "UpcomingTaskSection",
          "RelativeTimeDateFormatter", "NavigationTheme(",
        ],
        in: .type("ViewController")),
      // What the user does goes to the presenter: not to the data manager under another name.
      .contains(["presenter."], in: .function("tableView", in: "ViewController")),
      hint: GoalHint(
        smell:
          "The controller still reaches the data manager: it deletes the swiped task and creates the new "
          + "one itself, so the presenter does not own the tasks it shows.",
        move:
          "Give the presenter what the user does, deleteTask(at:) and createTaskWithTitle(_:dueDate:), "
          + "and have the controller forward the swipe and the add screen's Done to it; the app delegate "
          + "hands the data manager to the presenter only.",
        shownAt: "10-presenteractions")),
    RefactoringGoal(
      "The presenter knows no UIKit, and holds its view weakly: a test drives it with a spy view",
      .lacks(
        [
          "UITableView", "tableView", "UIColor", "UIViewController", "UINavigationBar",
          "navigationController",
        ],
        in: .type("*Presenter")),
      .contains(["weak"], in: .type("*Presenter")),
      .tested(naming: ["*Presenter"], killing: 0.5),
      hint: GoalHint(
        smell:
          "A presenter that touches the table or the bars, or holds its view strongly, cannot be driven "
          + "by a test with a spy view (and a strong view is a leak).",
        move:
          "Keep UIKit out of the presenter (it tells the view; the view updates the table and reports "
          + "the theme), hold the view weak, and write the presenter's test with a spy view and an "
          + "in-memory store in Tests/MegaControllerTests/Exercise/ (@testable import "
          + "MegaControllerExercise), as Tests/MegaControllerTests/MVP/MVPPresenterTests.swift does. "
          + "verify runs it.",
        shownAt: "10-presenteractions")),
  ],
  metBy: ["10-PresenterActions"], firstStep: "9-UpcomingTasksPresenter")
