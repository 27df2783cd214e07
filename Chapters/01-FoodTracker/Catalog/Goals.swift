import Workbook

/// The exercise's common goals, as the README's "The exercise" states them: what any refactoring
/// of the massive controller reaches, to MVP or to VIP. `swift run workbook verify 01` checks them
/// against Exercise/; each fails on step 0 and holds on every leaf in the catalog's `goalsMetBy`.
let goals = [
  RefactoringGoal(
    "MealTableViewController no longer touches the file system",
    .lacks(
      [
        "FileManager", "Data", "PropertyListEncoder", "PropertyListDecoder", "JSONEncoder", "JSONDecoder",
        "archiveURL", "documentsDirectory", "write(to:",
      ],
      in: .type("MealTableViewController")),
    // Moved, not renamed away: a type of the refactoring's roles holds the archive, and the
    // controller reaches it (free functions in a file of their own touch the disk as much).
    .holds(responsibility("Saving the archive"), by: archiveHolders, reachedFrom: mealList),
    .holds(responsibility("Reading the archive"), by: archiveHolders, reachedFrom: mealList),
    hint: GoalHint(
      smell:
        "MealTableViewController archives the meals itself: the file's URL, the encoder and the decoder "
        + "live in the class that fills the table, so none of it can be checked without a window and a "
        + "disk.",
      move:
        "Move saveMeals() and loadMeals(), nearly verbatim, into a type of their own: a presenter (MVP: "
        + "MealTablePresenter, later MealsPresenter's save(_:) and load()) or the meal store (VIP: "
        + "MealsWorker). The controller asks it to load and to save.",
      shownAt: "2-mealtablepresenter", "2-mealsworker")),
  RefactoringGoal(
    "The saved-or-sample decision leaves the view controller, for an object a unit test drives with a spy",
    .lacks(["Meal(name:", "UIImage(named:"], in: .type("MealTableViewController")),
    .holds(responsibility("The sample meals"), by: ["*Presenter", "*Interactor"], reachedFrom: mealList),
    .seamAdopted(by: "MealTableViewController"),
    .tested(naming: ["*Presenter", "*Interactor"], killing: 0.5),
    hint: GoalHint(
      smell:
        "The view controller decides \"saved meals, or the samples?\" when its view loads, and the samples"
        + " are made where it can call them: the decision shows only on screen, and no test can reach it "
        + "without a storyboard, a window and a disk.",
      move:
        "Let a presenter (or an interactor) make the decision and tell the controller what to show "
        + "through a protocol the controller adopts (MealsUI's showItems(_:), or ListMealsDisplayLogic). "
        + "Then write its test in Tests/FoodTrackerTests/Exercise/ (@testable import FoodTrackerExercise) "
        + "with a spy in the controller's place, as Tests/FoodTrackerTests/MVP/MVPPresenterTests.swift does: "
        + "verify runs it.",
      shownAt: "4-mvp", "3-listmealsinteractor")),
]

/// Model–View–Presenter, the article's route (steps 2 to 7): recognised by a presenter and no
/// interactor.
let mvp = Architecture(
  "MVP",
  recognisedBy: [.reaches("*Presenter", from: mealList), .lacks(["interactor"], in: .everywhere)],
  goals: [
    RefactoringGoal(
      "Persistence sits behind a protocol, with a file and an in-memory implementation",
      .declares(.protocol("*Storage")),
      .used(.type("*", conformingTo: "*Storage"), atLeast: 2),
      .seam("*Storage"),
      .holds(responsibility("Saving the archive"), by: ["*Storage"], reachedFrom: mealList),
      hint: GoalHint(
        smell:
          "The presenter reaches for the disk itself (the archive's URL, the encoder): a test of it "
          + "writes real files, and cannot make the archive unreadable on purpose.",
        move:
          "Put storage behind a protocol, MealStorage (load() and save(_:)): FileMealStorage for the app,"
          + " made by the composition root, and InMemoryMealStorage for tests, which the presenter's test "
          + "uses. The presenter is handed its storage in init(ui:storage:logger:). A second implementation"
          + " that nothing uses does not count.",
        shownAt: "6-injected")),
    RefactoringGoal(
      "Stretch: nothing but the app delegate reaches for a global",
      .lacks(
        [
          "os_log", "OSLog", "Meal.archiveURL", "Meal.documentsDirectory", "FoodTrackerWorld.current",
          "UIApplication.shared",
        ],
        in: .everywhere),
      hint: GoalHint(
        smell:
          "The presenter and the controller reach for globals (os_log, Meal.archiveURL): whatever "
          + "grabs a global hides what it depends on.",
        move:
          "Make the app delegate the composition root: in application(_:didFinishLaunchingWithOptions:) "
          + "it builds the storage (from the documents folder) and a Logger(subsystem:category:), hands them "
          + "to the meal list before its view loads, and the meal list hands the logger on in "
          + "prepare(for:sender:). os_log(…) becomes logger.debug(…).",
        shownAt: "6-injected")),
  ],
  metBy: ["6-Injected", "7-Fixes"], firstStep: "2-MealTablePresenter")

/// Clean Swift's VIP, in the shape of CleanStore's ListOrders scene (the branch from step 1):
/// recognised by a List Meals interactor.
let vip = Architecture(
  "VIP",
  recognisedBy: [.reaches("ListMealsInteractor", from: mealList)],
  goals: [
    RefactoringGoal(
      "Fetching the meals is a use case with its request, response and view model: ListMeals.FetchMeals",
      .declares(.type("FetchMeals"), in: .type("ListMeals")),
      .declares(.type("Request"), in: .type("FetchMeals")),
      .declares(.type("Response"), in: .type("FetchMeals")),
      .declares(.type("ViewModel"), in: .type("FetchMeals")),
      // Declared and crossed: the controller sends the request, the presenter makes the view model.
      .contains(["FetchMeals.Request"], in: .type("MealTableViewController")),
      .contains(["FetchMeals.ViewModel("], in: .type("ListMealsPresenter")),
      hint: GoalHint(
        smell:
          "Fetching the meals has no name of its own: the controller gets meals back, and nothing says "
          + "what crosses each boundary of the scene.",
        move:
          "Declare the use case as CleanStore does, in ListMealsModels.swift: enum ListMeals { enum "
          + "FetchMeals { struct Request; struct Response (the meals); struct ViewModel (the displayed "
          + "meals) } }.",
        shownAt: "3-listmealsinteractor")),
    RefactoringGoal(
      "The business logic is an interactor that keeps the meals, behind ListMealsBusinessLogic",
      .declares(.type("ListMealsInteractor", conformingTo: "ListMealsBusinessLogic")),
      .declares(.type("ListMealsInteractor", conformingTo: "ListMealsDataStore")),
      .holds(responsibility("The sample meals"), by: ["ListMealsInteractor"], reachedFrom: mealList),
      hint: GoalHint(
        smell:
          "The business logic (which meals: saved, or the samples; saved in which order) is still the "
          + "view controller's, or a worker's that the controller calls itself.",
        move:
          "Make ListMealsInteractor the scene's business logic: it adopts ListMealsBusinessLogic "
          + "(fetchMeals(request:) and the add, update and delete requests) and ListMealsDataStore (its "
          + "meals), decides saved-or-samples, and saves through the MealsWorker.",
        shownAt: "3-listmealsinteractor")),
    RefactoringGoal(
      "A presenter turns responses into view models for a controller that only displays",
      .declares(.type("ListMealsPresenter", conformingTo: "ListMealsPresentationLogic")),
      .declares(.type("MealTableViewController", conformingTo: "ListMealsDisplayLogic")),
      .reaches("ListMealsPresenter", from: mealList),
      .seamAdopted(by: "MealTableViewController"),
      hint: GoalHint(
        smell:
          "The controller turns meals into what a row shows by itself: presentation logic where only "
          + "display belongs.",
        move:
          "ListMealsPresenter adopts ListMealsPresentationLogic: it turns each Response into a ViewModel "
          + "(DisplayedMeal: name, photo, rating) and calls the controller's display methods "
          + "(displayFetchedMeals(viewModel:)…) through ListMealsDisplayLogic, holding the controller "
          + "weakly.",
        shownAt: "3-listmealsinteractor")),
    RefactoringGoal(
      "The view controller holds no meals, only what it displays",
      .lacks(["[Meal]", "Array<Meal>", "meals["], in: .type("MealTableViewController")),
      hint: GoalHint(
        smell:
          "The controller still keeps [Meal] and reads meals[…]: the model in the view, and a second list"
          + " to keep in step with the interactor's.",
        move:
          "Keep only the displayed meals in the controller, the view models it was given: every change "
          + "goes to the interactor as a request and comes back as a view model to display.",
        shownAt: "3-listmealsinteractor", "4-listmealsrouter")),
    RefactoringGoal(
      "A router passes the selected meal to the meal screen from the interactor's data store",
      .declares(.type("ListMealsRouter", conformingTo: "ListMealsRoutingLogic")),
      .declares(.type("ListMealsRouter", conformingTo: "ListMealsDataPassing")),
      .reaches("ListMealsRouter", from: mealList),
      .lacks(["MealViewController"], in: .function("prepare", in: "MealTableViewController")),
      hint: GoalHint(
        smell:
          "prepare(for:sender:) reads the table's selection and hands a meal to MealViewController: "
          + "navigation and data passing in the view controller.",
        move:
          "Add ListMealsRouter (ListMealsRoutingLogic, ListMealsDataPassing): prepare(for:sender:) "
          + "becomes a switch that hands each segue to routeToShowDetail(segue:) or routeToAddItem(segue:),"
          + " and the router passes the selected meal from the interactor's data store "
          + "(passDataToShowDetail(source:destination:)).",
        shownAt: "4-listmealsrouter")),
  ],
  metBy: ["4-ListMealsRouter"], firstStep: "3-ListMealsInteractor")

/// View data (5-ViewData, from 4-MVP): the meal's row is a value nested in the cell it configures,
/// as 02's 3-ViewData, 03's 4-ViewData and 04's 9-TableViewCell. Recognised by a `ViewData` type
/// nested in the cell; listed before MVP, whose presenter it keeps, so that it is recognised as
/// itself.
let viewData = Architecture(
  "View data",
  recognisedBy: Architecture.viewDataRecognition,
  goals: [
    RefactoringGoal(
      "The cell is configured only through its ViewData",
      .declares(.property("viewData"), in: .type("MealTableViewCell")),
      .lacks(["Meal", "configure("], in: .type("MealTableViewCell")),
      // The cell fills its views itself: not a free function, nor the controller, behind its back.
      .contains(
        ["nameLabel.text = ", "photoImageView.image = ", "ratingControl.rating = "],
        in: .type("MealTableViewCell")),
      hint: GoalHint(
        smell:
          "The cell is a bag of outlets: whoever fills it must know its name label, its photo view and "
          + "its rating control, and what a row shows can only be read off those views.",
        move:
          "Nest struct ViewData (name, photo, rating) in MealTableViewCell, show it in var viewData: "
          + "ViewData? { didSet { … } }, and build it in extension MealTableViewCell.ViewData { "
          + "init(meal: Meal) }.",
        shownAt: "5-viewdata")),
    RefactoringGoal(
      "The controller no longer sets the cell's views: it hands the cell a ViewData",
      .lacks([".nameLabel", ".photoImageView", ".ratingControl", "configure("], in: .type(mealList)),
      .contains(["viewData = "], in: .type(mealList)),
      // Nor a free function the controller calls: only the cell's file fills its views.
      .lacks(["nameLabel.text"], in: .everywhereBut("MealTableViewCell.swift")),
      // What the cell shows is its view data: not a meal handed to it by another name.
      .lacks(["Meal"], in: .type("MealTableViewCell")),
      .contains(["nameLabel.text = "], in: .type("MealTableViewCell")),
      hint: GoalHint(
        smell:
          "cellForRowAt sets the cell's name label, photo and rating itself: the controller knows how a "
          + "meal's row is drawn.",
        move: "In cellForRowAt, write cell.viewData = MealTableViewCell.ViewData(meal: meal).",
        shownAt: "5-viewdata")),
    RefactoringGoal(
      "A ViewData built from a meal is tested without a table",
      .tested(naming: ["ViewData"], killing: 0.5),
      hint: GoalHint(
        smell: "What a row shows is checked only on screen, through a table and its cells.",
        move:
          "Write a test in Tests/FoodTrackerTests/Exercise/ (@testable import FoodTrackerExercise) that "
          + "builds MealTableViewCell.ViewData(meal:) and checks each field, as "
          + "Tests/FoodTrackerTests/ViewData/ does.",
        shownAt: "5-viewdata")),
  ],
  metBy: ["5-ViewData"], firstStep: "5-ViewData")

/// The massive controller, which every refactoring keeps as the table's view controller.
private let mealList = "MealTableViewController"

/// The roles that may hold the archive once it leaves the controller: the presenter (MVP), its
/// storage (the injected step), the worker (VIP), the interactor.
private let archiveHolders = ["*Presenter", "*Storage", "*Worker", "*Interactor"]

/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}
