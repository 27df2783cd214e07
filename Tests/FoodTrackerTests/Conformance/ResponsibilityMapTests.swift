import FoodTrackerCatalog
import Testing
import Workbook

/// The responsibility map computed from the sources says what the lesson says: where each step
/// moves the massive controller's responsibilities.
@MainActor
@Test(
  "FoodTracker's responsibilities are where the lesson puts them",
  arguments: [
    ("Saving the archive", "1-private", "MealTableViewController", false),
    ("Saving the archive", "2-mealtablepresenter", "MealTablePresenter", true),
    ("Reading the archive", "2-mealtablepresenter", "MealTablePresenter", true),
    ("The sample meals", "2-mealtablepresenter", "MealTablePresenter", true),
    ("The sample meals", "3-presenter", "MealsPresenter", true),
    ("Saving the archive", "6-injected", "FileMealStorage", true),
    ("Where the archive is", "6-injected", "AppDelegate", true),
    ("Saving the archive", "2-mealsworker", "MealsWorker", true),
    ("The sample meals", "2-mealsworker", "MealTableViewController", false),
    ("The sample meals", "3-listmealsinteractor", "ListMealsInteractor", true),
    ("Showing a meal's details", "4-listmealsrouter", "ListMealsRouter", true),
    ("The table's rows and cells", "7-fixes", "MealTableViewController", false),
  ])
func responsibility(_ name: String, step: String, holder: String, moved: Bool) throws {
  let map = try ResponsibilityMap(catalog.chapter)
  let cell = try #require(map.cell(name, at: step))
  #expect(cell.holder?.type == holder)
  #expect(cell.moved == moved)
}
