import Foundation
import MegaControllerCatalog
import MegaControllerKit
import Testing
import Workbook
import WorkbookTesting

/// The to-do list's behaviour, as the talk's app has it, checked against every step and the
/// exercise through the automation face only. The World starts at 21:41 on Monday 5 June 2017.
@MainActor
@Suite("MegaController behaviour", .exerciseRunsInAChildFirst(catalog.chapter))
struct BehaviourTests {

  @Test(
    "An empty store shows the three sections' headers over no rows, + on the right and the bar's default look",
    arguments: allVariants)
  func emptyLaunch(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(.launch)

    #expect(session.navigationBars == [#""Root View Controller"  [+]"#])
    #expect(
      session.listedSections == [
        ListedSection("Now", []), ListedSection("Soon", []), ListedSection("Upcoming", []),
      ]
    )
    #expect(session.navigationBarLook == "bar tint default · tint default · title default")
    #expect(session.statusBar == "default")
  }

  @Test(
    "Tasks due within ten days show by date: up to 2 whole days Now, 3 to 5 Soon, later Upcoming",
    arguments: allVariants)
  func sections(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([
      seed([
        SeedTask("Plan the offsite", dueInDays: 10),
        SeedTask("Pay the rent", dueInDays: 0, hours: 1),
        SeedTask("File the tax return", dueInDays: 10, hours: 1),
        SeedTask("Renew passport", dueInDays: 3),
        SeedTask("Call the plumber", dueInDays: 2, hours: 23),
        SeedTask("File expenses", dueInDays: 6),
        SeedTask("Pick up the dry cleaning", dueInDays: 5),
      ]),
      .launch,
    ])

    #expect(
      session.listedSections == [
        ListedSection("Now", ["Pay the rent · today", "Call the plumber · in 3 days"]),
        ListedSection("Soon", ["Renew passport · in 3 days", "Pick up the dry cleaning · in 5 days"]),
        ListedSection("Upcoming", ["File expenses · in 6 days", "Plan the offsite · in 10 days"]),
      ])
  }

  @Test(
    "Every section keeps its header, with tasks or without, as tasks come and go",
    arguments: allVariants)
  func headersOfEmptySections(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([seed([SeedTask("Renew passport", dueInDays: 4)]), .launch])
    #expect(
      session.listedSections == [
        ListedSection("Now", []), ListedSection("Soon", ["Renew passport · in 4 days"]),
        ListedSection("Upcoming", []),
      ])

    try session.perform(addTask("Book flights", dueInDays: 1))
    #expect(
      session.listedSections == [
        ListedSection("Now", ["Book flights · tomorrow"]),
        ListedSection("Soon", ["Renew passport · in 4 days"]),
        ListedSection("Upcoming", []),
      ])

    try session.perform(.swipeToDelete(rowContaining: "Renew passport"))
    #expect(
      session.listedSections == [
        ListedSection("Now", ["Book flights · tomorrow"]), ListedSection("Soon", []),
        ListedSection("Upcoming", []),
      ])
  }

  @Test(
    "The bar's theme follows the number of tasks shown: 0–3 normal, 4–9 orange, 10 and more red",
    arguments: allVariants, [0, 3, 4, 9, 10, 20])
  func theme(variant: Variant<MegaControllerWorld>, numberOfTasks: Int) throws {
    let session = try catalog.session(for: variant)
    try session.perform([seed(tasksDueSoon(numberOfTasks)), .launch])

    switch numberOfTasks {
    case 0...3:
      #expect(session.navigationBarLook == "bar tint default · tint default · title default")
      #expect(session.statusBar == "default")
    case 4...9:
      #expect(
        session.navigationBarLook == "bar tint rgb(235, 156, 77) · tint white · title [foregroundColor white]"
      )
      #expect(session.statusBar == "lightContent")
    default:
      #expect(
        session.navigationBarLook == "bar tint rgb(248, 73, 68) · tint white · title [foregroundColor white]")
      #expect(session.statusBar == "lightContent")
    }
  }

  @Test("The theme changes as soon as a task is added or deleted", arguments: allVariants)
  func themeAfterChanges(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([seed(tasksDueSoon(9)), .launch] + addTask("Buy a gift", dueInDays: 2))
    #expect(
      session.navigationBarLook == "bar tint rgb(248, 73, 68) · tint white · title [foregroundColor white]")

    try session.perform(.swipeToDelete(rowContaining: "Buy a gift"))
    #expect(
      session.navigationBarLook == "bar tint rgb(235, 156, 77) · tint white · title [foregroundColor white]")

    for task in 1...6 { try session.perform(.swipeToDelete(rowContaining: "Task \(task) ")) }
    #expect(session.navigationBarLook == "bar tint default · tint default · title default")
    #expect(session.statusBar == "default")
  }

  /// A task added with + and Done, due `days` after the start (nil: the picker left at now),
  /// and where it shows (nil: not shown).
  struct AddedTask: Sendable, CustomStringConvertible {
    let days: Int?
    let section: String?
    let row: String?

    var description: String { days.map { "due in \($0) days" } ?? "due now" }
  }

  @Test(
    "Done adds the task, saved, in its section with its relative date; beyond ten days it is saved but not shown",
    arguments: allVariants,
    [
      AddedTask(days: nil, section: "Now", row: "Buy milk and eggs · today"),
      AddedTask(days: 1, section: "Now", row: "Buy milk and eggs · tomorrow"),
      AddedTask(days: 4, section: "Soon", row: "Buy milk and eggs · in 4 days"),
      AddedTask(days: 7, section: "Upcoming", row: "Buy milk and eggs · in 7 days"),
      AddedTask(days: 12, section: nil, row: nil),
    ])
  func addingATask(variant: Variant<MegaControllerWorld>, task: AddedTask) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch] + addTask("Buy milk and eggs", dueInDays: task.days))

    #expect(session.navigationBars == [#""Root View Controller"  [+]"#], "Done dismisses the add screen")
    let shown = session.listedSections.filter { !$0.rows.isEmpty }
    if let section = task.section, let row = task.row {
      #expect(shown == [ListedSection(section, [row])])
    } else {
      #expect(shown.isEmpty)
    }
    #expect(
      try session.world.storedTaskTitles() == ["Buy milk and eggs"],
      "saved in Documents/SingleViewCoreData.sqlite")
  }

  @Test(
    "A task due beyond ten days shows once the clock brings it within ten days and the app relaunches",
    arguments: allVariants)
  func laterTaskShowsLater(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(
      [.launch] + addTask("File the tax return", dueInDays: 12) + [.advanceClock(by: 2 * 86_400)])
    #expect(session.listedRows.isEmpty)

    try session.perform(.relaunch)
    #expect(session.listedSections.last == ListedSection("Upcoming", ["File the tax return · in 10 days"]))
  }

  @Test("A new task goes after the tasks due at the same time or earlier", arguments: allVariants)
  func insertionOrder(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(
      [
        seed([SeedTask("Book flights", dueInDays: 1), SeedTask("Water the plants", dueInDays: 1, hours: 1)]),
        .launch,
      ]
        + addTask("Call the dentist", dueInDays: 1))

    #expect(
      session.listedSections.first
        == ListedSection(
          "Now", ["Book flights · tomorrow", "Call the dentist · tomorrow", "Water the plants · tomorrow"]))
  }

  @Test(
    "Overdue tasks show in Now; the seed says \"in -1 days\", step 13 says \"yesterday\" and \"3 days ago\"",
    arguments: allVariants)
  func overdueTasks(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([
      seed([SeedTask("Return the library books", dueInDays: -3), SeedTask("Water the plants", dueInDays: -1)]
      ),
      .launch,
    ])

    let expected =
      variant.saysYesterday
      ? ["Return the library books · 3 days ago", "Water the plants · yesterday"]
      : ["Return the library books · in -3 days", "Water the plants · in -1 days"]
    #expect(session.listedSections.first == ListedSection("Now", expected))
  }

  @Test(
    "After midnight, a relaunch counts days from the new day: today's task is a day old",
    arguments: allVariants)
  func pastMidnight(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([
      seed([SeedTask("Buy milk and eggs", dueInDays: 0), SeedTask("Book flights", dueInDays: 1)]),
      .launch, .advanceClock(by: 3 * 3_600), .relaunch,
    ])

    let yesterday = variant.saysYesterday ? "yesterday" : "in -1 days"
    #expect(session.listedRows == ["Buy milk and eggs · \(yesterday)", "Book flights · today"])
  }

  @Test(
    "A swiped-away task leaves the list; the seed never saves that, so it is back after a relaunch (fixed at step 13)",
    arguments: allVariants)
  func deletingATask(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([
      seed([SeedTask("Book flights", dueInDays: 1), SeedTask("Renew passport", dueInDays: 3)]),
      .launch, .swipeToDelete(rowContaining: "Book flights"),
    ])
    #expect(session.listedRows == ["Renew passport · in 3 days"])

    try session.perform(.relaunch)
    if variant.savesDeletes {
      #expect(session.listedRows == ["Renew passport · in 3 days"])
    } else {
      #expect(session.listedRows == ["Book flights · tomorrow", "Renew passport · in 3 days"])
    }
  }

  @Test("Adding a task saves the context, and an earlier delete with it", arguments: allVariants)
  func laterSaveCommitsDelete(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform(
      [
        seed([SeedTask("Book flights", dueInDays: 1)]), .launch,
        .swipeToDelete(rowContaining: "Book flights"),
      ]
        + addTask("Call the dentist", dueInDays: 2) + [.relaunch])

    #expect(session.listedRows == ["Call the dentist · in 2 days"])
  }

  @Test(
    "+ fades in the New Task card over the list: a title field, a date picker, Done alone on its bar; Done fades it out",
    arguments: allVariants)
  func addScreen(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("Add")])

    #expect(session.app?.tables.count == 1, "the list stays on screen behind the card")
    #expect(session.navigationBars == [#""Root View Controller"  [+]"#, #""New Task"  [Done]"#])
    #expect(session.app?.element("Buy milk and eggs…")?.kind == "text field")
    #expect(session.app?.element("Due date")?.kind == "date picker")

    // The render shows no dismissal once it is over; the card's view tells how it left.
    let addScreen = try #require(session.app?.window?.rootViewController?.presentedViewController)
    try session.perform(.tap("Done"))
    #expect(session.navigationBars == [#""Root View Controller"  [+]"#])
    if variant.fadesTheCardOut {
      #expect(addScreen.view.alpha == 0, "Done fades the card out")
    } else {
      #expect(addScreen.view.alpha == 1, "the segue is gone by then: the card leaves without its fade")
    }
  }

  @Test("Done with nothing typed adds a task with an empty title", arguments: allVariants)
  func emptyTitle(variant: Variant<MegaControllerWorld>) throws {
    let session = try catalog.session(for: variant)
    try session.perform([.launch, .tap("Add"), .tap("Done")])

    #expect(session.listedSections.first == ListedSection("Now", ["today"]))
    #expect(try session.world.storedTaskTitles() == [""])
  }
}
