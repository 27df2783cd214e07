import Foundation
import MegaControllerCatalog
import MegaControllerKit
import Workbook

// What the tests share: the variants, how to seed and drive the app, and how to read the screen.

/// Every step of the chapter and the exercise.
let allVariants = catalog.variants

extension Variant<MegaControllerWorld> {
  /// Whether the variant has step 13's fix of relative dates: "yesterday", "3 days ago".
  var saysYesterday: Bool {
    catalog.chapter.divergence(for: self.id, scenario: "overdue-task") != nil
  }

  /// Whether the variant has step 13's fix of deletion: a swiped-away task is saved as deleted.
  var savesDeletes: Bool {
    catalog.chapter.divergence(for: self.id, scenario: "delete-then-relaunch") != nil
  }

  /// Whether Done fades the add screen out. The repository's `AddPresentationSegue` (step 11)
  /// is the card's transitioning delegate, which UIKit holds weakly, and nothing keeps the segue
  /// once it has performed: the card leaves without its fade until step 13 keeps the segue.
  var fadesTheCardOut: Bool {
    !descends(from: "11-presentationsegue") || descends(from: "13-fixes")
  }

  /// Whether the variant is `ancestor` or below it in the tree of variants.
  func descends(from ancestor: String) -> Bool {
    catalog.chapter.variant(id, descendsFrom: ancestor)
  }
}

/// One step's copy of a type, as a unit test's argument, named with its module
/// ("MegaControllerFixes.CoreDataStore"). `Face` is the type the test sees it as: the existential
/// metatype of a protocol that every step's copy conforms to.
struct StepType<Face: Sendable>: Sendable, CustomStringConvertible {
  let type: Face

  init(_ type: Face) {
    self.type = type
  }

  var description: String { String(reflecting: type) }
}

/// Writes tasks into the store before the app launches.
func seed(_ tasks: [SeedTask]) -> Action<MegaControllerWorld> {
  .world("seed \(tasks.count) tasks") { world in try world.seedStore(with: tasks) }
}

/// `count` tasks due within ten days ("Task 1", "Task 2"…).
func tasksDueSoon(_ count: Int) -> [SeedTask] {
  (0..<count).map { SeedTask("Task \($0 + 1)", dueInDays: $0 % 10, hours: 1) }
}

/// + , a title, a due date `days` after the start (left at now when nil), Done.
func addTask(_ title: String, dueInDays days: Int? = nil) -> [Action<MegaControllerWorld>] {
  [.tap("Add"), .typeText(title, into: "Buy milk and eggs…")]
    + (days.map { [.setDate(MegaControllerWorld.date(days: $0), in: "Due date")] } ?? []) + [.tap("Done")]
}

/// One section of the list as the render shows it: its header's title (nil: no header) and
/// its rows.
struct ListedSection: Equatable, CustomStringConvertible {
  let title: String?
  let rows: [String]

  init(_ title: String?, _ rows: [String]) {
    self.title = title
    self.rows = rows
  }

  var description: String { "\(title ?? "no header"): \(rows)" }
}

extension AppSession<MegaControllerWorld> {
  /// The list's sections, top to bottom, empty ones included (their rows are []): the first
  /// table on screen.
  var listedSections: [ListedSection] {
    (app?.tables.first?.sections ?? []).map { ListedSection($0.title, $0.rows) }
  }

  /// Every row of the list, top to bottom.
  var listedRows: [String] {
    listedSections.flatMap(\.rows)
  }

  /// The status bar's style ("default", "lightContent"), as UIKit resolves it.
  var statusBar: String {
    app?.statusBarStyle.map { "\($0)" } ?? ""
  }

  /// The navigation bars on screen, back to front, as the render's line writes each:
  /// `"Root View Controller"  [+]`, then a presented card's bar.
  var navigationBars: [String] {
    (app?.navigationBars ?? []).map(\.description)
  }

  /// The look of the list's navigation bar: "bar tint … · tint … · title …".
  var navigationBarLook: String {
    app?.navigationBars.first?.look ?? ""
  }
}
