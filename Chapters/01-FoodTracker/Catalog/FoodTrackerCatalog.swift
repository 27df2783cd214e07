import FoodTrackerExercise
import FoodTrackerFixes
import FoodTrackerInjected
import FoodTrackerKit
import FoodTrackerListMealsInteractor
import FoodTrackerListMealsRouter
import FoodTrackerMVP
import FoodTrackerMassive
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
        + "the compiler says who depends on what."
    ) { FoodTrackerPrivate.applicationMain(in: $0) },
    .step(
      "2-Presenter", title: "Presenter", parent: "1-Private",
      reason: "Move persistence and samples out, with honest names: the private extension is a class "
        + "waiting to be born, and MealsPresenter takes the sample data and the archiving under "
        + "names that say what they do (generateSample(), save(_:), load())."
    ) {
      FoodTrackerPresenter.applicationMain(in: $0)
    },
    .step(
      "3-MVP", title: "MVP", parent: "2-Presenter",
      reason: "The presenter decides, the view displays: the decision \"saved meals, or the samples?\" "
        + "moves to the presenter; the controller implements MealsUI (showItems(_:)), tells the "
        + "presenter viewDidLoad(), and shows what it is told."
    ) { FoodTrackerMVP.applicationMain(in: $0) },
    .step(
      "4-PresenterActions", title: "Presenter actions", parent: "3-MVP",
      reason: "The presenter owns the list and changes it: adding, updating and deleting a meal were "
        + "still the controller's; now the presenter owns the meals, and add(_:), update(_:at:) and"
        + " delete(at:) change them and save."
    ) {
      FoodTrackerPresenterActions.applicationMain(in: $0)
    },
    .step(
      "5-Injected", title: "Injected", parent: "4-PresenterActions",
      reason: "Storage behind a protocol, dependencies handed in: the presenter reached for the disk "
        + "and the log through globals; MealStorage (FileMealStorage for the app, "
        + "InMemoryMealStorage for tests) and a Logger are now handed to it by the composition " + "root."
    ) {
      FoodTrackerInjected.applicationMain(in: $0)
    },
    .step(
      "6-Fixes", title: "Fixes", parent: "5-Injected",
      reason: "An unreadable archive is kept, and the user told: not a refactoring, but the fix step 5 "
        + "made easy, declared in the catalog as a divergence."
    ) { FoodTrackerFixes.applicationMain(in: $0) },
    .step(
      "2-MealsWorker", title: "Meals worker", parent: "1-Private",
      reason: "Persistence moves to the meal store: saveMeals() and loadMeals() leave the controller, "
        + "verbatim, for MealsWorker, as CleanStore's OrdersWorker wraps its store; the saved-or-"
        + "sample decision and the samples stay where they were."
    ) {
      FoodTrackerMealsWorker.applicationMain(in: $0)
    },
    .step(
      "3-ListMealsInteractor", title: "List Meals interactor", parent: "2-MealsWorker",
      reason: "The VIP cycle: the controller sends requests to the interactor (fetch, add, update, "
        + "delete), the interactor does the business logic and hands a response to the presenter, "
        + "which makes a view model the controller displays."
    ) {
      FoodTrackerListMealsInteractor.applicationMain(in: $0)
    },
    .step(
      "4-ListMealsRouter", title: "List Meals router", parent: "3-ListMealsInteractor",
      reason: "Navigation and data passing: prepare(for:sender:) hands each segue to the router, which "
        + "passes the selected meal from the interactor's data store to the meal screen; the "
        + "controller no longer reads the meals at all."
    ) {
      FoodTrackerListMealsRouter.applicationMain(in: $0)
    },
    .step(
      "4-ViewData", title: "View data", parent: "3-MVP",
      reason: "The cell shows inert values: MealTableViewCell.ViewData is built from a meal and shown "
        + "by the cell, so what a row shows is a value a test can check without a table."
    ) { FoodTrackerViewData.applicationMain(in: $0) },
    .exercise(parent: "0-Massive") { FoodTrackerExercise.applicationMain(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [
    DeclaredDivergence(
      variant: "6-Fixes", scenarios: ["unreadable-archive"],
      reason:
        "the original reads an unreadable archive as \"nothing saved\", shows the samples and "
        + "overwrites the file on the next save, losing the user's meals; with storage behind a "
        + "protocol that reports why a load failed, step 6 keeps the file, says so in an alert "
        + "and saves nothing over it")
  ],
  goals: goals, goalsMetBy: ["5-Injected", "6-Fixes", "4-ListMealsRouter"],
  architectures: [mvp, vip], responsibilities: responsibilities, actionModel: actionModel,
  makeWorld: { try FoodTrackerWorld() })
