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
        + "the compiler says who depends on what."
    ) { FoodTrackerPrivate.applicationMain(in: $0) },
    .step(
      "2-MealTablePresenter", title: "Meal table presenter", parent: "1-Private",
      reason: "Move persistence and samples out: the private extension is a class waiting to be born, "
        + "and MealTablePresenter takes the sample data and the archiving as they were, under their "
        + "old names; the controller asks it instead of doing it itself."
    ) { FoodTrackerMealTablePresenter.applicationMain(in: $0) },
    .step(
      "3-Presenter", title: "Presenter", parent: "2-MealTablePresenter",
      reason: "Honest names: MealTablePresenter becomes MealsPresenter, and its methods say what they "
        + "do now that they live outside the controller: generateSample() returns the samples, "
        + "save(_:) saves the meals it is given, load() loads."
    ) {
      FoodTrackerPresenter.applicationMain(in: $0)
    },
    .step(
      "4-MVP", title: "MVP", parent: "3-Presenter",
      reason: "The presenter decides, the view displays: the decision \"saved meals, or the samples?\" "
        + "moves to the presenter; the controller implements MealsUI (showItems(_:)), tells the "
        + "presenter viewDidLoad(), and shows what it is told."
    ) { FoodTrackerMVP.applicationMain(in: $0) },
    .step(
      "5-PresenterActions", title: "Presenter actions", parent: "4-MVP",
      reason: "The presenter owns the list and changes it: adding, updating and deleting a meal were "
        + "still the controller's; now the presenter owns the meals, and add(_:), update(_:at:) and"
        + " delete(at:) change them and save."
    ) {
      FoodTrackerPresenterActions.applicationMain(in: $0)
    },
    .step(
      "6-Injected", title: "Injected", parent: "5-PresenterActions",
      reason: "Storage behind a protocol, dependencies handed in: the presenter reached for the disk "
        + "and the log through globals; MealStorage (FileMealStorage for the app, "
        + "InMemoryMealStorage for tests) and a Logger are now handed to it by the composition " + "root."
    ) {
      FoodTrackerInjected.applicationMain(in: $0)
    },
    .step(
      "7-Fixes", title: "Fixes", parent: "6-Injected",
      reason: "An unreadable archive is kept, and the user told: not a refactoring, but the fix step 6 "
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
      "5-ViewData", title: "View data", parent: "4-MVP",
      reason: "The cell shows inert values: MealTableViewCell.ViewData is built from a meal and shown "
        + "by the cell, so what a row shows is a value a test can check without a table."
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
