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
      in: .type("MealTableViewController"))),
  RefactoringGoal(
    "The saved-or-sample decision leaves the view controller, for an object a unit test drives with a spy",
    .lacks(["Meal(name:", "UIImage(named:"], in: .type("MealTableViewController")),
    .declares(.type("MealTableViewController", conformingTo: "*"))),
]

/// Model–View–Presenter, the article's route (steps 2 to 6): recognised by a presenter and no
/// interactor.
let mvp = Architecture(
  "MVP",
  recognisedBy: [.declares(.type("*Presenter")), .lacks(["interactor"], in: .everywhere)],
  goals: [
    RefactoringGoal(
      "Persistence sits behind a protocol, with a file and an in-memory implementation",
      .declares(.protocol("*Storage")),
      .declares(.type("*", conformingTo: "*Storage"), atLeast: 2)),
    RefactoringGoal(
      "Stretch: nothing reaches for FoodTrackerWorld.current",
      .lacks(
        ["FoodTrackerWorld.current", "os_log", "OSLog", "Meal.archiveURL", "Meal.documentsDirectory"],
        in: .everywhere)),
  ],
  metBy: ["5-Injected", "6-Fixes"])

/// Clean Swift's VIP, in the shape of CleanStore's ListOrders scene (the branch from step 1):
/// recognised by a List Meals interactor.
let vip = Architecture(
  "VIP",
  recognisedBy: [.declares(.type("ListMealsInteractor"))],
  goals: [
    RefactoringGoal(
      "Fetching the meals is a use case with its request, response and view model: ListMeals.FetchMeals",
      .declares(.type("FetchMeals"), in: .type("ListMeals")),
      .declares(.type("Request"), in: .type("FetchMeals")),
      .declares(.type("Response"), in: .type("FetchMeals")),
      .declares(.type("ViewModel"), in: .type("FetchMeals"))),
    RefactoringGoal(
      "The business logic is an interactor that keeps the meals, behind ListMealsBusinessLogic",
      .declares(.type("ListMealsInteractor", conformingTo: "ListMealsBusinessLogic")),
      .declares(.type("ListMealsInteractor", conformingTo: "ListMealsDataStore"))),
    RefactoringGoal(
      "A presenter turns responses into view models for a controller that only displays",
      .declares(.type("ListMealsPresenter", conformingTo: "ListMealsPresentationLogic")),
      .declares(.type("MealTableViewController", conformingTo: "ListMealsDisplayLogic"))),
    RefactoringGoal(
      "The view controller holds no meals, only what it displays",
      .lacks(["[Meal]", "meals["], in: .type("MealTableViewController"))),
    RefactoringGoal(
      "A router passes the selected meal to the meal screen from the interactor's data store",
      .declares(.type("ListMealsRouter", conformingTo: "ListMealsRoutingLogic")),
      .declares(.type("ListMealsRouter", conformingTo: "ListMealsDataPassing")),
      .lacks(["MealViewController"], in: .function("prepare", in: "MealTableViewController"))),
  ],
  metBy: ["4-ListMealsRouter"])
