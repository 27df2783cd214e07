import FoodTrackerKit
import Foundation
import Workbook

/// What a user does with FoodTracker, written once and run against every variant.
let scenarios: [Scenario<FoodTrackerWorld>] = [
  Scenario(
    "first-launch", "With nothing saved, the list shows the three sample meals", [.launch]),
  Scenario(
    "add-meal", "Adding a meal with + and Save appends it to the list and saves the list",
    [
      .launch, .tap("+"), .typeText("Pizza", into: "Enter meal name"), .pressReturn,
      .tap("Set 3 star rating"), .tap("Save"),
    ]),
  Scenario(
    "save-button-state",
    "Save is disabled while the name is empty and while it is being edited, enabled otherwise",
    [
      .launch, .tap("+"), .typeText("Soup", into: "Enter meal name"), .pressReturn,
      .clearText(in: "Enter meal name"), .pressReturn, .typeText("Ramen", into: "Enter meal name"),
      .pressReturn, .tap("Save"),
    ]),
  Scenario(
    "cancel-add", "Cancel on a new meal dismisses it: nothing is added and nothing is saved",
    [
      .launch, .tap("+"), .typeText("Pizza", into: "Enter meal name"), .pressReturn,
      .tap("Set 2 star rating"), .tap("Cancel"), .relaunch,
    ]),
  Scenario(
    "edit-meal", "Selecting a meal shows it; Save replaces it in place and saves the list",
    [
      .launch, .selectRow(containing: "Chicken and Potatoes"),
      .clearText(in: "Enter meal name"), .typeText("Roast Chicken", into: "Enter meal name"),
      .pressReturn, .tap("Set 2 star rating"), .tap("Save"), .relaunch,
    ]),
  Scenario(
    "cancel-edit",
    "Cancel on a shown meal goes back without changing it; the next new meal is appended, not swapped in",
    [
      .launch, .selectRow(containing: "Caprese Salad"), .tap("Set 1 star rating"),
      .typeText(" with Basil", into: "Enter meal name"), .pressReturn, .tap("Cancel"),
      .tap("+"), .typeText("Tacos", into: "Enter meal name"), .pressReturn, .tap("Save"),
    ]),
  Scenario(
    "swipe-delete", "Swiping a meal away deletes it, and it stays deleted after relaunch",
    [.launch, .swipeToDelete(rowContaining: "Pasta with Meatballs"), .relaunch]),
  Scenario(
    "delete-in-edit-mode", "In Edit mode, a meal's delete control deletes it; Done ends editing",
    [.launch, .tap("Edit"), .deleteInEditMode(rowContaining: "Caprese Salad"), .tap("Done"), .relaunch]),
  Scenario(
    "relaunch-after-changes", "After adds, edits and deletes, a relaunch shows exactly what was saved",
    [
      .launch, .tap("+"), .typeText("Pancakes", into: "Enter meal name"), .pressReturn,
      .tap("Set 5 star rating"), .tap("Save"), .selectRow(containing: "Pasta with Meatballs"),
      .tap("Set 1 star rating"), .tap("Save"), .swipeToDelete(rowContaining: "Caprese Salad"),
      .relaunch,
    ]),
  Scenario(
    "delete-every-meal",
    "A saved empty list is not \"nothing saved\": after deleting every meal, a relaunch shows no meals",
    [
      .launch, .swipeToDelete(rowContaining: "Caprese Salad"),
      .swipeToDelete(rowContaining: "Chicken and Potatoes"),
      .swipeToDelete(rowContaining: "Pasta with Meatballs"), .relaunch,
    ]),
  Scenario(
    "rating-reset", "Tapping the star of the current rating resets the rating to zero",
    [
      .launch, .tap("+"), .tap("Set 3 star rating"), .tap("Set 3 star rating"),
      .tap("Set 1 star rating"), .tap("Set 1 star rating"),
      .typeText("Plain Rice", into: "Enter meal name"), .pressReturn, .tap("Save"),
    ]),
  Scenario(
    "memory-warning",
    "A memory warning while a new meal is being written changes nothing: the list and the meal "
      + "scene keep what they hold, and Save appends the meal",
    [
      .launch, .tap("+"), .typeText("Pizza", into: "Enter meal name"), .memoryWarning, .pressReturn,
      .tap("Set 4 star rating"), .tap("Save"),
    ]),
  Scenario(
    "save-failure", "When the sandbox cannot be written, a save logs \"Failed to save meals...\"",
    [
      .world("Documents cannot be written") { world in try world.sandbox.makeDocumentsUnwritable() },
      .launch, .tap("+"), .typeText("Pizza", into: "Enter meal name"), .pressReturn, .tap("Save"),
      .relaunch,
    ]),
  Scenario(
    "unreadable-archive",
    "An archive that cannot be read: what the app says (step 7 alerts and waits for OK; steps 0-6 say nothing), "
      + "and whether the next save overwrites it",
    [
      .world("Documents/meals holds bytes that are not an archive of meals") { world in
        try world.sandbox.writeDocument(named: "meals", contents: unreadableArchive)
      },
      .launch, .tapIfShown("OK"), .tap("+"), .typeText("Pizza", into: "Enter meal name"), .pressReturn,
      .tap("Save"),
      .relaunch,
    ]),
]

/// What the unreadable-archive scenario writes over the archive: not a property list at all.
public let unreadableArchive = Data("these bytes are not an archive of meals".utf8)
