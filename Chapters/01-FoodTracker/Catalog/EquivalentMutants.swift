import Workbook

// The mutants `workbook mutate 01` plants that change nothing a user, or UIKit on iOS, could
// observe: each with why. Every other survivor is a hole in the suite. (A dropped call that
// UIKit documents as required, such as `super.viewDidAppear(_:)`, is not here even where
// HeadlessUIKit lets it pass: it is reported as a survivor.)

/// Why the logger's subsystem and category change nothing: they name where a message comes from.
private let loggerNames =
  "the subsystem and the category only name the log a message goes to (Console filters by them); "
  + "the app behaves the same and logs the same messages, which are what the transcripts show"

/// Chapter 01's equivalent mutants.
let equivalentMutants: [EquivalentMutant] = fixesEquivalentMutants

/// Step 7's.
private let fixesEquivalentMutants: [EquivalentMutant] = [
  EquivalentMutant(
    variant: "7-Fixes", file: "AppDelegate.swift", line: 24, original: "\"com.example.FoodTracker\"",
    replacement: "\"\"", reason: loggerNames),
  EquivalentMutant(
    variant: "7-Fixes", file: "AppDelegate.swift", line: 24,
    original: "\"com.example.FoodTracker\", category: \"meals\"",
    replacement: "\"meals\", \"com.example.FoodTracker\"", reason: loggerNames),
  EquivalentMutant(
    variant: "7-Fixes", file: "AppDelegate.swift", line: 24, original: "\"meals\"", replacement: "\"\"",
    reason: loggerNames),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealTableViewController.swift", line: 78,
    original: "if editingStyle == .insert", replacement: "if !(editingStyle == .insert)",
    reason: "the branch holds only the template's comment: running it or not does nothing"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealTableViewController.swift", line: 78, original: "==",
    replacement: "!=", reason: "the branch holds only the template's comment: running it or not does nothing"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealTableViewController.swift", line: 87,
    original: "super.prepare(for: segue, sender: sender)", replacement: "",
    reason: "UIKit documents that UIViewController's prepare(for:sender:) does nothing"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealTableViewController.swift", line: 89, original: "\"\"",
    replacement: "\"mutated\"",
    reason: "both segues of the storyboard have an identifier, so the default is never used; and "
      + "\"\" and \"mutated\" would both reach `default:`"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealTableViewController.swift", line: 147,
    original: "tableView.reloadData()", replacement: "",
    reason: "showItems(_:) is called only from viewDidLoad(), before the table has ever asked for "
      + "its rows; UIKit documents that UITableViewController reloads its table before it first "
      + "appears"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealViewController.swift", line: 76,
    original: "super.prepare(for: segue, sender: sender)", replacement: "",
    reason: "UIKit documents that UIViewController's prepare(for:sender:) does nothing"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealViewController.swift", line: 80,
    original: "logger.debug(\"The save button was not pressed, cancelling\")", replacement: "",
    reason: "the only segue that leaves this scene is Save's unwind (Cancel dismisses in code), so "
      + "the guard's else never runs"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealViewController.swift", line: 80,
    original: "\"The save button was not pressed, cancelling\"", replacement: "\"\"",
    reason: "the only segue that leaves this scene is Save's unwind (Cancel dismisses in code), so "
      + "the guard's else never runs"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealViewController.swift", line: 84, original: "\"\"",
    replacement: "\"mutated\"",
    reason: "a text field's text is never nil (UIKit documents it empty by default, and reads an "
      + "empty string after nil is set), so the default is never used"),
  EquivalentMutant(
    variant: "7-Fixes", file: "MealViewController.swift", line: 96, original: "\"\"",
    replacement: "\"mutated\"",
    reason: "a text field's text is never nil (UIKit documents it empty by default, and reads an "
      + "empty string after nil is set), so the default is never used"),
  EquivalentMutant(
    variant: "7-Fixes", file: "RatingControl.swift", line: 64, original: "removeArrangedSubview(button)",
    replacement: "",
    reason: "the next line's removeFromSuperview() also takes the star out of the arrangement, as "
      + "UIKit documents for UIStackView"),
]
