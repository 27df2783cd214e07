import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 01`
/// checks them against Exercise/; each fails on step 0 and holds on steps 5 and 6.
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
    "Persistence sits behind a protocol, with a file and an in-memory implementation",
    .declares(.protocol("*Storage")),
    .declares(.type("*", conformingTo: "*Storage"), atLeast: 2)),
  RefactoringGoal(
    "The saved-or-sample decision leaves the view controller, for a presenter a spy can test",
    .lacks(["Meal(name:", "UIImage(named:"], in: .type("MealTableViewController")),
    .declares(.type("MealTableViewController", conformingTo: "*"))),
  RefactoringGoal(
    "Stretch: nothing reaches for FoodTrackerWorld.current",
    .lacks(
      ["FoodTrackerWorld.current", "os_log", "OSLog", "Meal.archiveURL", "Meal.documentsDirectory"],
      in: .everywhere)),
]
