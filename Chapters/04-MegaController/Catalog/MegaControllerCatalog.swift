import MegaControllerAdapter
import MegaControllerCoreDataStore
import MegaControllerDataManager
import MegaControllerExercise
import MegaControllerFixes
import MegaControllerKit
import MegaControllerMega
import MegaControllerRelativeDates
import MegaControllerTheme
import MegaControllerViewData
import Workbook

/// Chapter 04's table of contents.
public let catalog = ChapterCatalog<MegaControllerWorld>(
  number: "04", name: "MegaController",
  title:
    "Refactor the Mega Controller: theme, relative dates, Core Data stack, data manager, view data, adapter",
  variants: [
    .step("0-Mega", title: "Mega", parent: nil) { MegaControllerMega.makeAppDelegate(in: $0) },
    .step("1-Theme", title: "Theme", parent: "0-Mega") { MegaControllerTheme.makeAppDelegate(in: $0) },
    .step("2-RelativeDates", title: "Relative dates", parent: "1-Theme") {
      MegaControllerRelativeDates.makeAppDelegate(in: $0)
    },
    .step("3-CoreDataStore", title: "Core Data store", parent: "2-RelativeDates") {
      MegaControllerCoreDataStore.makeAppDelegate(in: $0)
    },
    .step("4-DataManager", title: "Data manager", parent: "3-CoreDataStore") {
      MegaControllerDataManager.makeAppDelegate(in: $0)
    },
    .step("5-ViewData", title: "View data", parent: "4-DataManager") {
      MegaControllerViewData.makeAppDelegate(in: $0)
    },
    .step("6-Adapter", title: "Adapter", parent: "5-ViewData") {
      MegaControllerAdapter.makeAppDelegate(in: $0)
    },
    .step("7-Fixes", title: "Fixes", parent: "6-Adapter") { MegaControllerFixes.makeAppDelegate(in: $0) },
    .exercise(parent: "0-Mega") { MegaControllerExercise.makeAppDelegate(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [
    DeclaredDivergence(
      variant: "7-Fixes", scenarios: ["overdue-task", "clock-past-midnight"],
      reason:
        "the seed has no words for the past: a task due yesterday reads \"in -1 days\"; the formatter, "
        + "now a unit of its own, says \"yesterday\" and \"N days ago\""),
    DeclaredDivergence(
      variant: "7-Fixes", scenarios: ["delete-then-relaunch"],
      reason:
        "the seed deletes a swiped task from the context without saving, so it comes back after a "
        + "relaunch; the data manager now saves the delete"),
  ],
  goals: goals, goalsMetBy: ["6-Adapter", "7-Fixes"],
  makeWorld: { try MegaControllerWorld() })
