import FoodTrackerCatalog
import FoodTrackerKit
import Foundation
import HeadlessUIKit
import Testing
import Workbook
import WorkbookTesting

/// FoodTracker's behaviour, as Apple's sample has it, checked against every step and the exercise
/// through the automation face only.
@MainActor
@Suite("FoodTracker behaviour", .exerciseRunsInAChildFirst(catalog.chapter))
struct BehaviourTests {

  @Test("The list is \"Your Meals\": Edit on the left, + on the right", arguments: allVariants)
  func listScreen(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)

    #expect(session.navigationBars == [#"[Edit]  "Your Meals"  [+]"#])
  }

  @Test("With nothing saved, the list shows the three sample meals", arguments: allVariants)
  func sampleMeals(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)

    #expect(session.listedRows == sampleRows)
    #expect(try session.archivedMeals() == nil, "showing the samples saves nothing")
  }

  @Test(
    "+ presents a blank \"New Meal\" sheet in its own navigation controller, Save disabled",
    arguments: allVariants)
  func newMealScreen(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("+")])

    #expect(
      session.navigationBars == [#"[Edit]  "Your Meals"  [+]"#, #"[Cancel]  "New Meal"  [Save · disabled]"#],
      "a bar of its own, in front of the list's")
    #expect(session.app?.element("Enter meal name")?.kind == "text field")
    #expect(session.app?.element("Enter meal name")?.isEnabled == true)
    #expect(session.app?.element("defaultPhoto")?.kind == "image")
    #expect(
      (1...5).map { session.app?.element("Set \($0) star rating")?.kind }
        == Array(repeating: "button", count: 5))
    #expect(session.newLogLines() == ["Adding a new meal."])
  }

  @Test(
    "Tapping star N sets the rating to N; tapping it again resets the rating to 0",
    arguments: allVariants, 1...5)
  func tappingAStar(variant: Variant<FoodTrackerWorld>, star: Int) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch] + addMeal("Soup", rating: star))
    #expect(session.listedRows.last == mealRow("Soup", photo: "defaultPhoto", rating: star))

    try session.perform([
      .tap("+"), .typeText("Stew", into: "Enter meal name"), .pressReturn, .tap("Set \(star) star rating"),
      .tap("Set \(star) star rating"), .tap("Save"),
    ])
    #expect(session.listedRows.last == mealRow("Stew", photo: "defaultPhoto", rating: 0))
  }

  @Test(
    "Save is enabled only when the name is not empty and is not being edited; the title follows the name",
    arguments: allVariants)
  func saveButtonState(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("+"), .typeText("Soup", into: "Enter meal name")])
    #expect(session.navigationBars.last == #"[Cancel]  "New Meal"  [Save · disabled]"#, "while editing")

    try session.perform(.pressReturn)
    #expect(session.navigationBars.last == #"[Cancel]  "Soup"  [Save]"#)

    try session.perform([.clearText(in: "Enter meal name"), .pressReturn])
    #expect(session.navigationBars.last == #"[Cancel]  ""  [Save · disabled]"#, "with an empty name")
  }

  @Test(
    "Cancel on a new meal dismisses the sheet: nothing is added, nothing is saved", arguments: allVariants)
  func cancelAdding(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("+"), .typeText("Pizza", into: "Enter meal name"), .pressReturn])
    try session.perform(.tap("Cancel"))

    #expect(session.navigationBars == [#"[Edit]  "Your Meals"  [+]"#], "the sheet is gone")
    #expect(session.listedRows == sampleRows)
    #expect(try session.archivedMeals() == nil)
    #expect(session.newLogLines() == ["Adding a new meal."], "nothing saved, nothing logged after +")
  }

  @Test("Save on a new meal appends it to the list and saves the list", arguments: allVariants)
  func addingAMeal(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch] + addMeal("Pizza", rating: 3))

    let pizza = mealRow("Pizza", photo: "defaultPhoto", rating: 3)
    #expect(session.navigationBars == [#"[Edit]  "Your Meals"  [+]"#], "the sheet is gone")
    #expect(session.listedRows == sampleRows + [pizza])
    #expect(
      try session.archivedMeals()?.map(\.name) == [
        "Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs", "Pizza",
      ])
    #expect(session.newLogLines() == ["Adding a new meal.", "Meals successfully saved."])
  }

  @Test(
    "Selecting a meal pushes it, filled in and titled with its name; Save without a change keeps it as it was",
    arguments: allVariants)
  func showingAMeal(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .selectRow(containing: "Chicken and Potatoes")])

    #expect(session.navigationBars == [#"[Cancel]  "Chicken and Potatoes"  [Save]"#], "pushed: one bar")
    #expect(session.app?.element("Enter meal name")?.kind == "text field")
    #expect(session.app?.element("meal2")?.kind == "image")

    try session.perform(.tap("Save"))
    #expect(session.listedRows == sampleRows, "the name, photo and rating it showed were the meal's")
  }

  @Test("Save on a shown meal replaces it in place and saves the list", arguments: allVariants)
  func editingAMeal(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([
      .launch, .selectRow(containing: "Chicken and Potatoes"), .clearText(in: "Enter meal name"),
      .typeText("Roast Chicken", into: "Enter meal name"), .pressReturn, .tap("Set 2 star rating"),
      .tap("Save"),
    ])

    let roastChicken = mealRow("Roast Chicken", photo: "meal2", rating: 2)
    #expect(session.navigationBars == [#"[Edit]  "Your Meals"  [+]"#])
    #expect(session.listedRows == [sampleRows[0], roastChicken, sampleRows[2]])
    #expect(
      try session.archivedMeals()?.map(\.name) == ["Caprese Salad", "Roast Chicken", "Pasta with Meatballs"])
  }

  @Test(
    "Cancel on a shown meal pops it unchanged, and the next new meal is appended, not swapped in",
    arguments: allVariants)
  func cancelEditing(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([
      .launch, .selectRow(containing: "Caprese Salad"), .tap("Set 1 star rating"), .tap("Cancel"),
    ])
    #expect(session.navigationBars == [#"[Edit]  "Your Meals"  [+]"#])
    #expect(session.listedRows == sampleRows)
    #expect(try session.archivedMeals() == nil)

    try session.perform(addMeal("Tacos", rating: 0))
    #expect(session.listedRows == sampleRows + [mealRow("Tacos", photo: "defaultPhoto", rating: 0)])
  }

  @Test(
    "Deleting a meal, by swiping or in Edit mode, removes it, and it stays deleted after relaunch",
    arguments: allVariants, [false, true])
  func deletingAMeal(variant: Variant<FoodTrackerWorld>, inEditMode: Bool) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)
    if inEditMode {
      try session.perform([.tap("Edit"), .deleteInEditMode(rowContaining: "Caprese Salad"), .tap("Done")])
    } else {
      try session.perform(.swipeToDelete(rowContaining: "Caprese Salad"))
    }

    #expect(session.listedRows == Array(sampleRows.dropFirst()))
    #expect(session.newLogLines().last == "Meals successfully saved.")
    try session.perform(.relaunch)
    #expect(session.listedRows == Array(sampleRows.dropFirst()))
  }

  @Test("A relaunch shows exactly what was saved; a saved empty list stays empty", arguments: allVariants)
  func relaunching(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(
      [.launch] + addMeal("Pancakes", rating: 5) + [
        .selectRow(containing: "Pasta with Meatballs"), .tap("Set 1 star rating"), .tap("Save"),
        .swipeToDelete(rowContaining: "Caprese Salad"),
      ])
    let rowsBeforeQuitting = session.listedRows
    #expect(rowsBeforeQuitting.count == 3)

    try session.perform(.relaunch)
    #expect(session.listedRows == rowsBeforeQuitting)

    try session.perform(
      rowsBeforeQuitting.map { .swipeToDelete(rowContaining: String($0.split(separator: " · ")[1])) })
    try session.perform(.relaunch)
    #expect(session.listedRows.isEmpty, "an empty list was saved: it is not \"nothing saved\"")
  }

  @Test("When Documents cannot be written, a save logs \"Failed to save meals...\"", arguments: allVariants)
  func saveFailure(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.world.sandbox.makeDocumentsUnwritable()
    try session.perform([.launch] + addMeal("Pizza", rating: 0))

    #expect(session.newLogLines().last == "Failed to save meals...")
    #expect(session.listedRows.last == mealRow("Pizza", photo: "defaultPhoto", rating: 0), "still listed")
    try session.perform(.relaunch)
    #expect(session.listedRows == sampleRows, "nothing was saved")
  }

  @Test(
    "An unreadable archive: steps 0–6 show the samples and overwrite it; from step 7 it is kept and the user told",
    arguments: allVariants)
  func anUnreadableArchive(variant: Variant<FoodTrackerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.world.sandbox.writeDocument(named: "meals", contents: unreadableArchive)
    try session.perform(.launch)

    if variant.keepsUnreadableArchive {
      #expect(session.app?.alert?.title == "Can’t Read Your Meals")
      #expect(session.app?.alert?.actions == ["OK"])
      #expect(session.listedRows.isEmpty)
      try session.perform([.tap("OK")] + addMeal("Pizza", rating: 0))
      #expect(session.listedRows == [mealRow("Pizza", photo: "defaultPhoto", rating: 0)])
      #expect(try Data(contentsOf: session.world.mealsArchiveURL) == unreadableArchive, "the file is kept")
    } else {
      // Characterisation of the original's data loss: "cannot read" is taken for "nothing saved".
      #expect(session.app?.alert == nil)
      #expect(session.listedRows == sampleRows)
      try session.perform(addMeal("Pizza", rating: 0))
      #expect(try session.archivedMeals()?.count == 4, "the unreadable file was overwritten")
    }
  }
}
