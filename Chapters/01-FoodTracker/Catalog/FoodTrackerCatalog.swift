import FoodTrackerExercise
import FoodTrackerFixes
import FoodTrackerInjected
import FoodTrackerKit
import FoodTrackerListMealsInteractor
import FoodTrackerListMealsRouter
import FoodTrackerMVP
import FoodTrackerMassive
import FoodTrackerMealTablePresenter
import FoodTrackerMealsWorker
import FoodTrackerPresenter
import FoodTrackerPresenterActions
import FoodTrackerPrivate
import FoodTrackerViewData
import Workbook

/// Chapter 01's table of contents.
public let catalog = ChapterCatalog<FoodTrackerWorld>(
  number: "01", name: "FoodTracker",
  title: "FoodTracker: from a massive table view controller to MVP, and to VIP",
  variants: [
    .step(
      "0-Massive", title: "Massive", parent: nil,
      reason: "Apple's FoodTracker list as the tutorial leaves it: one table view controller shows the "
        + "meals, adds, edits and deletes them, makes the sample meals, and archives the list to "
        + "disk itself."
    ) { FoodTrackerMassive.applicationMain(in: $0) },
    .step(
      "1-Private", title: "Private", parent: "0-Massive",
      reason: "Narrow the interface, group by protocol: before moving anything, make private everything"
        + " UIKit does not need, so that what is left public is the controller's real contract and "
        + "the compiler says who depends on what.",
      smell: "Every one of the controller's methods, and the `meals` array, is visible to the whole "
        + "module, so nothing says what its real contract is.",
      move: "Make private everything UIKit does not need: the sample data and the archiving move "
        + "into an extension of private methods, the data-source overrides grouped under their "
        + "protocol's mark."
    ) { FoodTrackerPrivate.applicationMain(in: $0) },
    .step(
      "2-MealTablePresenter", title: "Meal table presenter", parent: "1-Private",
      reason: "Move persistence and samples out: the private extension is a class waiting to be born, "
        + "and MealTablePresenter takes the sample data and the archiving as they were, under their "
        + "old names; the controller asks it instead of doing it itself.",
      smell: "The private extension is a class waiting to be born: persistence and the samples are "
        + "still the controller's work.",
      move: "A move and nothing more: the extension becomes a class, `MealTablePresenter`, which the "
        + "controller holds and asks instead of doing the work itself."
    ) { FoodTrackerMealTablePresenter.applicationMain(in: $0) },
    .step(
      "3-Presenter", title: "Presenter", parent: "2-MealTablePresenter",
      reason: "Honest names: MealTablePresenter becomes MealsPresenter, and its methods say what they "
        + "do now that they live outside the controller: generateSample() returns the samples, "
        + "save(_:) saves the meals it is given, load() loads.",
      smell: "The names came from the controller and mislead outside it: `loadSampleMeals()` loads "
        + "nothing, it makes the samples and returns them.",
      move: "Rename, and only rename: `MealsPresenter`, `generateSample()`, `save(_:)` and `load()`, "
        + "with the same bodies."
    ) {
      FoodTrackerPresenter.applicationMain(in: $0)
    },
    .step(
      "4-MVP", title: "MVP", parent: "3-Presenter",
      reason: "The presenter decides, the view displays: the decision \"saved meals, or the samples?\" "
        + "moves to the presenter; the controller implements MealsUI (showItems(_:)), tells the "
        + "presenter viewDidLoad(), and shows what it is told.",
      smell: "The decision \"saved meals, or the samples?\" is still the controller's.",
      move: "The presenter decides and the view displays: the controller adopts `MealsUI`, tells the "
        + "presenter `viewDidLoad()` and shows what it is told; the presenter holds its UI weakly."
    ) { FoodTrackerMVP.applicationMain(in: $0) },
    .step(
      "5-PresenterActions", title: "Presenter actions", parent: "4-MVP",
      reason: "The presenter owns the list and changes it: adding, updating and deleting a meal were "
        + "still the controller's; now the presenter owns the meals, and add(_:), update(_:at:) and"
        + " delete(at:) change them and save.",
      smell: "Every change after the first load is still the controller's: its unwind action and its "
        + "delete change its own array, update the table and ask the presenter to save.",
      move: "Hand those changes to the presenter: it owns the list, and `add(_:)`, `update(_:at:)` "
        + "and `delete(at:)` change it, save it and tell the UI what changed."
    ) {
      FoodTrackerPresenterActions.applicationMain(in: $0)
    },
    .step(
      "6-Injected", title: "Injected", parent: "5-PresenterActions",
      reason: "Storage behind a protocol, dependencies handed in: the presenter reached for the disk "
        + "and the log through globals; MealStorage (FileMealStorage for the app, "
        + "InMemoryMealStorage for tests) and a Logger are now handed to it by the composition " + "root.",
      smell: "The presenter still reaches for the disk and the log through globals.",
      move: "Put storage behind a protocol, `MealStorage`, and hand the presenter its storage and a "
        + "`Logger` from the app delegate, the composition root."
    ) {
      FoodTrackerInjected.applicationMain(in: $0)
    },
    .step(
      "7-Fixes", title: "Fixes", parent: "6-Injected",
      reason: "An unreadable archive is kept, and the user told: not a refactoring, but the fix step 6 "
        + "made easy, declared in the catalog as a divergence.",
      smell: "Not a smell but a bug: `try?` reads an unreadable archive as \"nothing saved\", and the "
        + "next save writes over it.",
      move: "Not a refactoring: the fix that step 6 made easy, declared in the catalog: the error is "
        + "caught, the user told, and `save()` refuses to write over the unreadable file."
    ) { FoodTrackerFixes.applicationMain(in: $0) },
    .step(
      "2-MealsWorker", title: "Meals worker", parent: "1-Private",
      reason: "Persistence moves to the meal store: saveMeals() and loadMeals() leave the controller, "
        + "verbatim, for MealsWorker, as CleanStore's OrdersWorker wraps its store; the saved-or-"
        + "sample decision and the samples stay where they were.",
      smell: "The controller still archives and unarchives the meals itself, in the private extension "
        + "the article's step 2 turns into a presenter.",
      move: "`saveMeals()` and `loadMeals()` leave the controller, verbatim, for `MealsWorker`, the "
        + "meal store, as CleanStore's `OrdersWorker` wraps its store."
    ) {
      FoodTrackerMealsWorker.applicationMain(in: $0)
    },
    .step(
      "3-ListMealsInteractor", title: "List Meals interactor", parent: "2-MealsWorker",
      reason: "The VIP cycle: the controller sends requests to the interactor (fetch, add, update, "
        + "delete), the interactor does the business logic and hands a response to the presenter, "
        + "which makes a view model the controller displays.",
      smell: "The list's use cases, fetching, adding, updating and deleting meals, are still the "
        + "controller's, mixed with what the table shows.",
      move: "The VIP cycle: the controller sends requests to `ListMealsInteractor`, which does the "
        + "business logic and hands responses to `ListMealsPresenter`, which turns them into view "
        + "models the controller displays."
    ) {
      FoodTrackerListMealsInteractor.applicationMain(in: $0)
    },
    .step(
      "4-ListMealsRouter", title: "List Meals router", parent: "3-ListMealsInteractor",
      reason: "Navigation and data passing: prepare(for:sender:) hands each segue to the router, which "
        + "passes the selected meal from the interactor's data store to the meal screen; the "
        + "controller no longer reads the meals at all.",
      smell: "`prepare(for:sender:)` still reads the meals and the table's selection to hand the meal "
        + "screen its meal.",
      move: "Navigation and data passing go to `ListMealsRouter`: each segue is routed, and the "
        + "selected meal passed from the interactor's data store to the meal screen."
    ) {
      FoodTrackerListMealsRouter.applicationMain(in: $0)
    },
    .step(
      "5-ViewData", title: "View data", parent: "4-MVP",
      reason: "The cell shows inert values: MealTableViewCell.ViewData is built from a meal and shown "
        + "by the cell, so what a row shows is a value a test can check without a table.",
      smell: "`tableView(_:cellForRowAt:)` reaches into the cell's outlets, so the controller knows "
        + "how a meal's row is drawn.",
      move: "Give the cell a `ViewData`: a value of what it shows, built from the meal by "
        + "`ViewData(meal:)`, which the cell lays out itself."
    ) { FoodTrackerViewData.applicationMain(in: $0) },
    .exercise(parent: "0-Massive") { FoodTrackerExercise.applicationMain(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [
    DeclaredDivergence(
      variant: "7-Fixes", scenarios: ["unreadable-archive"],
      reason:
        "the original reads an unreadable archive as \"nothing saved\", shows the samples and "
        + "overwrites the file on the next save, losing the user's meals; with storage behind a "
        + "protocol that reports why a load failed, step 7 keeps the file, says so in an alert "
        + "and saves nothing over it")
  ],
  goals: goals, goalsMetBy: ["6-Injected", "7-Fixes", "4-ListMealsRouter", "5-ViewData"],
  architectures: [viewData, mvp, vip], responsibilities: responsibilities,
  equivalentMutants: equivalentMutants, actionModel: actionModel,
  makeWorld: { try FoodTrackerWorld() })
