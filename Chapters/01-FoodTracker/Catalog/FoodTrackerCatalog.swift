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
    .step("0-Massive", title: "Massive", parent: nil) { FoodTrackerMassive.makeAppDelegate(in: $0) },
    .step("1-Private", title: "Private", parent: "0-Massive") { FoodTrackerPrivate.makeAppDelegate(in: $0) },
    .step("2-Presenter", title: "Presenter", parent: "1-Private") {
      FoodTrackerPresenter.makeAppDelegate(in: $0)
    },
    .step("3-MVP", title: "MVP", parent: "2-Presenter") { FoodTrackerMVP.makeAppDelegate(in: $0) },
    .step("4-PresenterActions", title: "Presenter actions", parent: "3-MVP") {
      FoodTrackerPresenterActions.makeAppDelegate(in: $0)
    },
    .step("5-Injected", title: "Injected", parent: "4-PresenterActions") {
      FoodTrackerInjected.makeAppDelegate(in: $0)
    },
    .step("6-Fixes", title: "Fixes", parent: "5-Injected") { FoodTrackerFixes.makeAppDelegate(in: $0) },
    .step("2-MealsWorker", title: "Meals worker", parent: "1-Private") {
      FoodTrackerMealsWorker.makeAppDelegate(in: $0)
    },
    .step("3-ListMealsInteractor", title: "List Meals interactor", parent: "2-MealsWorker") {
      FoodTrackerListMealsInteractor.makeAppDelegate(in: $0)
    },
    .step("4-ListMealsRouter", title: "List Meals router", parent: "3-ListMealsInteractor") {
      FoodTrackerListMealsRouter.makeAppDelegate(in: $0)
    },
    .step("4-ViewData", title: "View data", parent: "3-MVP") { FoodTrackerViewData.makeAppDelegate(in: $0) },
    .exercise(parent: "0-Massive") { FoodTrackerExercise.makeAppDelegate(in: $0) },
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
  architectures: [mvp, vip], actionModel: actionModel,
  makeWorld: { try FoodTrackerWorld() })
