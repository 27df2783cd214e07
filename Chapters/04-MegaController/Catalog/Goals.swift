import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 04`
/// checks them against Exercise/; each fails on step 0 and holds on steps 12 and 13.
let goals = [
  RefactoringGoal(
    "ViewController no longer sees Core Data: no import, managed objects or fetches",
    .lacks(["import HeadlessCoreData"], in: .file("ViewController.swift")),
    .lacks(
      [
        "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectModel", "NSPersistentStoreCoordinator",
        "NSFetchRequest", "NSFetchedResultsController", "NSFetchedResultsControllerDelegate",
        "NSFetchRequestResult",
      ],
      in: .type("ViewController"))),
  RefactoringGoal(
    "The section rules and the table's index paths live outside ViewController",
    .lacks(
      ["dateComponents", "startOfDay", "insertRows", "deleteRows", "beginUpdates", "endUpdates"],
      in: .type("ViewController")),
    .declares(.type("*Section"))),
  RefactoringGoal(
    "The bars' look comes from one value; ViewController leaves navigationController alone",
    .declares(.type("*Theme")),
    .lacks(
      [
        "navigationController", "barTintColor", "titleTextAttributes", "tintColor", "preferredStatusBarStyle",
        "setNeedsStatusBarAppearanceUpdate",
      ],
      in: .type("ViewController"))),
  RefactoringGoal(
    "The add screen's text field and date picker are private to it",
    .declares(.property("textField", isPrivate: true), in: .type("AddViewController")),
    .declares(.property("datePicker", isPrivate: true), in: .type("AddViewController"))),
  RefactoringGoal(
    "Stretch: ViewController is handed the time and its calendar, not MegaControllerWorld",
    .lacks(["MegaControllerWorld"], in: .type("ViewController"))),
]
