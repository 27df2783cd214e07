import Workbook

// The mutants `workbook mutate 04` plants that change nothing a user, or UIKit on iOS, could
// observe: each with why. Every other survivor is a hole in the suite. (A dropped call that
// UIKit documents as required, such as `super.viewWillAppear(_:)`, is not here even where
// HeadlessUIKit lets it pass: it is reported as a survivor.)

/// Chapter 04's equivalent mutants.
let equivalentMutants: [EquivalentMutant] =
  addScreenOutlets + superViewDidLoads + tasksByTheirIDs + [
    EquivalentMutant(
      variant: "0-Mega", file: "ViewController.swift", line: 64,
      original: "setNeedsStatusBarAppearanceUpdate()",
      replacement: "", reason: EquivalenceReason.statusBarBeforeAppearing),
    EquivalentMutant(
      variant: "1-NavigationTheme", file: "ViewController.swift", line: 13, original: "0", replacement: "1",
      reason: EquivalenceReason.normalThemeForNoTasks),
    EquivalentMutant(
      variant: "8-UpcomingTasksRouter", file: "UpcomingTasksWorker.swift", line: 18, original: "0",
      replacement: "1", reason: EquivalenceReason.countReadAfterTheFetch),
    EquivalentMutant(
      variant: "10-PresenterActions", file: "ViewController.swift", line: 22,
      original: "tableView.reloadData()",
      replacement: "", reason: EquivalenceReason.firstReload(by: "showSections(_:)")),
  ]

/// The add screen's two outlets, in every step (the line of the first).
private let addScreenOutlets =
  [
    ("0-Mega", 7), ("1-NavigationTheme", 7), ("7-UpcomingTasksViewModel", 7), ("8-UpcomingTasksRouter", 7),
    ("9-TableViewCell", 7), ("10-PresenterActions", 7), ("13-Fixes", 16),
  ].flatMap { variant, line in
    EquivalenceReason.addScreenOutlets(variant: VariantID(variant), textFieldLine: line)
  }

/// The list's call to `super.viewDidLoad()`, in every step.
private let superViewDidLoads =
  [
    ("0-Mega", 45), ("1-NavigationTheme", 49), ("7-UpcomingTasksViewModel", 12),
    ("8-UpcomingTasksRouter", 56), ("9-TableViewCell", 17),
    ("10-PresenterActions", 14), ("13-Fixes", 18),
  ].map { variant, line in
    EquivalentMutant.droppedSuperViewDidLoad(
      variant: VariantID(variant), file: "ViewController.swift", line: line)
  }

/// The data manager's look-up of a task by its id, limited to one.
private let tasksByTheirIDs =
  [("9-TableViewCell", 87), ("10-PresenterActions", 87), ("13-Fixes", 90)].map { variant, line in
    EquivalentMutant(
      variant: VariantID(variant), file: "UpcomingTaskDataManager.swift", line: line, original: "1",
      replacement: "0", reason: EquivalenceReason.oneTaskByItsID)
  }

/// The reasons, some shared by every step.
private enum EquivalenceReason {
  /// The add screen's outlets, which every step keeps as the talk wrote them: `weak`.
  static func addScreenOutlets(variant: VariantID, textFieldLine: Int) -> [EquivalentMutant] {
    let reason =
      "an outlet to a view inside the add screen's own view: that view holds it for as long as the "
      + "screen holds its view, and nothing the outlet holds leads back to the screen, so a strong "
      + "outlet keeps nothing alive longer (Xcode now makes outlets strong by default)"
    return [("textField", textFieldLine), ("datePicker", textFieldLine + 1)].map { name, line in
      EquivalentMutant(
        variant: variant, file: "AddViewController.swift", line: line, original: "weak var \(name)",
        replacement: "var \(name)", reason: reason)
    }
  }

  static let statusBarBeforeAppearing =
    "viewDidLoad() runs before the list appears, and UIKit asks for the status bar's style when it "
    + "appears: an update asked for before then changes nothing"

  static let normalThemeForNoTasks =
    "the count stands for the tasks when there is no fetch yet; 0 and 1 both give the normal theme, "
    + "which changes at 4"

  static let countReadAfterTheFetch =
    "the count stands for the tasks when there is no fetch yet, and the interactor reads it only "
    + "after fetching; 0 and 1 would both give the normal theme, which changes at 4"

  /// Why the first reload of the list, by this method, changes nothing.
  static func firstReload(by method: String) -> String {
    "\(method) runs only once, from viewDidLoad(), before the table has ever asked for its rows; "
      + "UIKit documents that UITableViewController reloads its table before it first appears"
  }

  static let oneTaskByItsID =
    "the fetch looks a task up by its id, a UUID no other task has: at most one task matches, with a "
    + "limit of one or none"
}
