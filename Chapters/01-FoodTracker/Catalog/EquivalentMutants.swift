import Workbook

// The mutants `workbook mutate 01` plants that change nothing a user, or UIKit on iOS, could
// observe: each with why. Every other survivor is a hole in the suite. (A dropped call that
// UIKit documents as required, such as `super.viewDidAppear(_:)`, is never here: HeadlessUIKit
// faults when an override skips it.)

/// Chapter 01's equivalent mutants.
let equivalentMutants: [EquivalentMutant] =
  fixesEquivalentMutants + massiveEquivalentMutants + listMealsRouterEquivalentMutants
  + viewDataEquivalentMutants + superViewDidLoadEquivalentMutants

/// Both scenes' dropped `super.viewDidLoad()`, in each step mutated: (step, the list's line, the
/// meal scene's line).
private let superViewDidLoadEquivalentMutants: [EquivalentMutant] =
  [("0-Massive", 12, 21), ("7-Fixes", 16, 24), ("4-ListMealsRouter", 56, 21), ("5-ViewData", 13, 21)]
  .flatMap { variant, listLine, sceneLine in
    [
      EquivalentMutant.droppedSuperViewDidLoad(
        variant: VariantID(variant), file: "MealTableViewController.swift", line: listLine),
      EquivalentMutant.droppedSuperViewDidLoad(
        variant: VariantID(variant), file: "MealViewController.swift", line: sceneLine),
    ]
  }

/// Step 7's.
private let fixesEquivalentMutants: [EquivalentMutant] =
  [
    EquivalentMutant(
      variant: "7-Fixes", file: "AppDelegate.swift", line: 24, original: "\"com.example.FoodTracker\"",
      replacement: "\"\"", reason: EquivalenceReason.loggerNames),
    EquivalentMutant(
      variant: "7-Fixes", file: "AppDelegate.swift", line: 24,
      original: "\"com.example.FoodTracker\", category: \"meals\"",
      replacement: "\"meals\", \"com.example.FoodTracker\"", reason: EquivalenceReason.loggerNames),
    EquivalentMutant(
      variant: "7-Fixes", file: "AppDelegate.swift", line: 24, original: "\"meals\"", replacement: "\"\"",
      reason: EquivalenceReason.loggerNames),
    EquivalentMutant(
      variant: "7-Fixes", file: "MealTableViewController.swift", line: 147,
      original: "tableView.reloadData()", replacement: "",
      reason: EquivalenceReason.firstReload(by: "showItems(_:)")),
  ]
  + EquivalenceReason.mealList(variant: "7-Fixes", insertLine: 78, prepareLine: 87)
  + EquivalenceReason.mealScene(
    variant: "7-Fixes", prepareLine: 76, cancelLogLine: 80,
    cancelLog: "logger.debug(\"The save button was not pressed, cancelling\")", textLines: [84, 96])
  + EquivalenceReason.ratingControl(variant: "7-Fixes")

/// Step 0's.
private let massiveEquivalentMutants: [EquivalentMutant] =
  EquivalenceReason.mealList(variant: "0-Massive", insertLine: 97, prepareLine: 106)
  + EquivalenceReason.mealScene(
    variant: "0-Massive", prepareLine: 73, cancelLogLine: 77,
    cancelLog:
      "os_log(\"The save button was not pressed, cancelling\", log: OSLog.default, type: .debug)",
    textLines: [81, 93])
  + EquivalenceReason.ratingControl(variant: "0-Massive")

/// Step 4's of the VIP branch.
private let listMealsRouterEquivalentMutants: [EquivalentMutant] =
  [
    EquivalentMutant(
      variant: "4-ListMealsRouter", file: "MealTableViewController.swift", line: 80,
      original: "tableView.reloadData()", replacement: "",
      reason: EquivalenceReason.firstReload(by: "displayFetchedMeals(viewModel:)"))
  ]
  + EquivalenceReason.mealList(variant: "4-ListMealsRouter", insertLine: 142, prepareLine: 151)
  + EquivalenceReason.mealScene(
    variant: "4-ListMealsRouter", prepareLine: 73, cancelLogLine: 77,
    cancelLog:
      "os_log(\"The save button was not pressed, cancelling\", log: OSLog.default, type: .debug)",
    textLines: [81, 93])
  + EquivalenceReason.ratingControl(variant: "4-ListMealsRouter")

/// Step 5's of the view-data branch.
private let viewDataEquivalentMutants: [EquivalentMutant] =
  [
    EquivalentMutant(
      variant: "5-ViewData", file: "MealTableViewController.swift", line: 137,
      original: "tableView.reloadData()", replacement: "",
      reason: EquivalenceReason.firstReload(by: "showItems(_:)"))
  ]
  + EquivalenceReason.mealList(variant: "5-ViewData", insertLine: 70, prepareLine: 79)
  + EquivalenceReason.mealScene(
    variant: "5-ViewData", prepareLine: 73, cancelLogLine: 77,
    cancelLog:
      "os_log(\"The save button was not pressed, cancelling\", log: OSLog.default, type: .debug)",
    textLines: [81, 93])
  + EquivalenceReason.ratingControl(variant: "5-ViewData")

/// The reasons, and the mutants every step shares: the template's code in the meal list, the
/// meal scene and the rating control is the same in every step, only its lines move.
private enum EquivalenceReason {
  /// Why the logger's subsystem and category change nothing.
  static let loggerNames =
    "the subsystem and the category only name the log a message goes to (Console filters by "
    + "them); the app behaves the same and logs the same messages, which are what the transcripts "
    + "show"

  /// Why the first reload of the list, by this method, changes nothing.
  static func firstReload(by method: String) -> String {
    "\(method) runs only once, from viewDidLoad(), before the table has ever asked for its rows; "
      + "UIKit documents that UITableViewController reloads its table before it first appears"
  }

  static let prepareDoesNothing =
    "UIKit documents that UIViewController's prepare(for:sender:) does nothing"

  static let textIsNeverNil =
    "the name field's text is never nil: UIKit documents it as an empty string by default, and "
    + "nothing here sets it to nil, so the default is never used"

  static let onlySaveUnwinds =
    "the only segue that leaves this scene is Save's unwind (Cancel dismisses in code), so the "
    + "guard's else never runs"

  /// MealTableViewController's: the template's empty insert branch, its call to super.
  static func mealList(variant: VariantID, insertLine: Int, prepareLine: Int) -> [EquivalentMutant] {
    let emptyBranch = "the branch holds only the template's comment: running it or not does nothing"
    return [
      EquivalentMutant(
        variant: variant, file: "MealTableViewController.swift", line: insertLine,
        original: "if editingStyle == .insert", replacement: "if !(editingStyle == .insert)",
        reason: emptyBranch),
      EquivalentMutant(
        variant: variant, file: "MealTableViewController.swift", line: insertLine, original: "==",
        replacement: "!=", reason: emptyBranch),
      EquivalentMutant(
        variant: variant, file: "MealTableViewController.swift", line: prepareLine,
        original: "super.prepare(for: segue, sender: sender)", replacement: "", reason: prepareDoesNothing),
      EquivalentMutant(
        variant: variant, file: "MealTableViewController.swift", line: prepareLine + 2, original: "\"\"",
        replacement: "\"mutated\"",
        reason: "both segues of the storyboard have an identifier, so the default is never used; and "
          + "\"\" and \"mutated\" would both reach `default:`"),
    ]
  }

  /// MealViewController's: its call to super, the log no segue reaches, text that is never nil.
  static func mealScene(
    variant: VariantID, prepareLine: Int, cancelLogLine: Int, cancelLog: String, textLines: [Int]
  ) -> [EquivalentMutant] {
    [
      EquivalentMutant(
        variant: variant, file: "MealViewController.swift", line: prepareLine,
        original: "super.prepare(for: segue, sender: sender)", replacement: "", reason: prepareDoesNothing),
      EquivalentMutant(
        variant: variant, file: "MealViewController.swift", line: cancelLogLine, original: cancelLog,
        replacement: "", reason: onlySaveUnwinds),
      EquivalentMutant(
        variant: variant, file: "MealViewController.swift", line: cancelLogLine,
        original: "\"The save button was not pressed, cancelling\"", replacement: "\"\"",
        reason: onlySaveUnwinds),
    ]
      + textLines.map { line in
        EquivalentMutant(
          variant: variant, file: "MealViewController.swift", line: line, original: "\"\"",
          replacement: "\"mutated\"", reason: textIsNeverNil)
      }
  }

  /// RatingControl's: a star removed from its superview leaves the arrangement too.
  static func ratingControl(variant: VariantID) -> [EquivalentMutant] {
    [
      EquivalentMutant(
        variant: variant, file: "RatingControl.swift", line: 64, original: "removeArrangedSubview(button)",
        replacement: "",
        reason: "the next line's removeFromSuperview() also takes the star out of the arrangement, as "
          + "UIKit documents for UIStackView")
    ]
  }
}
