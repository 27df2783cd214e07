import Foundation
import MegaControllerKit
import Workbook

// The chapter's scenarios, written once and run against every variant. The World starts at
// 21:41 on Monday 5 June 2017 in Cupertino; dates are counted in calendar days from there.

typealias MegaControllerScenario = Scenario<MegaControllerWorld>
typealias MegaControllerAction = Action<MegaControllerWorld>

/// Writes tasks into the store before the app launches, as earlier sessions would have.
func seedStore(_ tasks: [SeedTask]) -> MegaControllerAction {
  .world("the store holds \(tasks.map(\.description).joined(separator: ", "))") { world in
    try world.seedStore(with: tasks)
  }
}

/// Taps +, names the task, picks its due date (unless it is due now, the picker's initial date)
/// and taps Done.
func addTask(_ title: String, dueInDays days: Int?) -> [MegaControllerAction] {
  var actions: [MegaControllerAction] = [.tap("Add"), .typeText(title, into: "Buy milk and eggs…")]
  if let days {
    actions.append(.setDate(MegaControllerWorld.date(days: days), in: "Due date"))
  }
  actions.append(.tap("Done"))
  return actions
}

/// Three tasks due soon enough to show: the theme is still placid.
let threeTasks = [
  SeedTask("Book flights", dueInDays: 1),
  SeedTask("Renew passport", dueInDays: 3),
  SeedTask("File expenses", dueInDays: 6),
]

/// Nine tasks due within ten days: the warning theme, one task short of danger.
let nineTasks =
  threeTasks + [
    SeedTask("Pay the rent", dueInDays: 0, hours: 1),
    SeedTask("Call the plumber", dueInDays: 2),
    SeedTask("Water the plants", dueInDays: 4),
    SeedTask("Pick up the dry cleaning", dueInDays: 5),
    SeedTask("Send the invitations", dueInDays: 7),
    SeedTask("Plan the offsite", dueInDays: 9),
  ]

let scenarios: [MegaControllerScenario] = [
  MegaControllerScenario(
    "empty-launch",
    "With nothing in the store, the list is empty and the bar keeps its default look",
    [.launch]),
  MegaControllerScenario(
    "seeded-store",
    "Stored tasks due within ten days show in Now, Soon and Upcoming; later ones are left out",
    [
      seedStore([
        SeedTask("Pay the rent", dueInDays: 0, hours: 1),
        SeedTask("Book flights", dueInDays: 1),
        SeedTask("Call the plumber", dueInDays: 2),
        SeedTask("Renew passport", dueInDays: 3),
        SeedTask("Pick up the dry cleaning", dueInDays: 5),
        SeedTask("File expenses", dueInDays: 6),
        SeedTask("Plan the offsite", dueInDays: 10),
        SeedTask("File the tax return", dueInDays: 11),
      ]),
      .launch,
    ]),
  MegaControllerScenario(
    "theme-crossing-3-to-4",
    "A fourth task turns the bar orange with white text and a light status bar; deleting one turns it back",
    [seedStore(threeTasks), .launch] + addTask("Buy a gift", dueInDays: 2) + [
      .swipeToDelete(rowContaining: "Renew passport")
    ]),
  MegaControllerScenario(
    "theme-crossing-9-to-10",
    "A tenth task turns the bar red; deleting one turns it orange again",
    [seedStore(nineTasks), .launch] + addTask("Buy a gift", dueInDays: 2) + [
      .swipeToDelete(rowContaining: "Water the plants")
    ]),
  MegaControllerScenario(
    "add-due-today",
    "A task added with the picker left at now shows in Now as due today",
    [.launch] + addTask("Buy milk and eggs", dueInDays: nil)),
  MegaControllerScenario(
    "add-due-tomorrow",
    "A task due tomorrow shows in Now as due tomorrow, after a task due at the same time",
    [seedStore([SeedTask("Book flights", dueInDays: 1), SeedTask("Renew passport", dueInDays: 3)]), .launch]
      + addTask("Call the dentist", dueInDays: 1)),
  MegaControllerScenario(
    "add-due-in-4-days",
    "A task due in four days shows in Soon",
    [seedStore([SeedTask("Book flights", dueInDays: 1)]), .launch] + addTask("Water the plants", dueInDays: 4)
  ),
  MegaControllerScenario(
    "add-due-in-12-days",
    "A task due in twelve days is saved but not shown until it comes within ten days",
    [.launch] + addTask("File the tax return", dueInDays: 12) + [
      .relaunch, .advanceClock(by: 3 * 86_400), .relaunch,
    ]),
  MegaControllerScenario(
    "overdue-task",
    "Tasks past their due date still show, in Now, with the seed's relative dates",
    [
      seedStore([
        SeedTask("Return the library books", dueInDays: -3),
        SeedTask("Water the plants", dueInDays: -1),
        SeedTask("Buy milk and eggs", dueInDays: 0, hours: 1),
      ]),
      .launch,
    ]),
  MegaControllerScenario(
    "delete-then-relaunch",
    "A swiped-away task comes back after a relaunch: the delete was never saved",
    [
      seedStore([SeedTask("Book flights", dueInDays: 1), SeedTask("Renew passport", dueInDays: 3)]),
      .launch,
      .swipeToDelete(rowContaining: "Book flights"),
      .relaunch,
    ]),
  MegaControllerScenario(
    "delete-add-relaunch",
    "Adding a task saves the context, and with it an earlier delete: both survive a relaunch",
    [
      seedStore([SeedTask("Book flights", dueInDays: 1), SeedTask("Renew passport", dueInDays: 3)]),
      .launch,
      .swipeToDelete(rowContaining: "Book flights"),
    ] + addTask("Call the dentist", dueInDays: 2) + [.relaunch]),
  MegaControllerScenario(
    "add-screen-presentation",
    "+ fades the New Task card in over the list, which stays visible behind it; Done fades it out",
    [.launch, .tap("Add"), .typeText("Buy milk and eggs", into: "Buy milk and eggs…"), .tap("Done")]),
  MegaControllerScenario(
    "done-with-empty-title",
    "Done with nothing typed adds a task with an empty title",
    [.launch, .tap("Add"), .tap("Done")]),
  MegaControllerScenario(
    "clock-past-midnight",
    "After midnight, a relaunch counts days from the new date: today's task is now a day old",
    [
      seedStore([
        SeedTask("Buy milk and eggs", dueInDays: 0),
        SeedTask("Book flights", dueInDays: 1),
        SeedTask("Water the plants", dueInDays: 4),
      ]),
      .launch,
      .advanceClock(by: 3 * 3_600),
      .relaunch,
    ]),
  MegaControllerScenario(
    "delete-after-a-day",
    "A day passes while the list shows; then a task that has moved from Soon to Now is swiped away",
    [
      seedStore(threeTasks), .launch, .advanceClock(by: 86_400),
      .swipeToDelete(rowContaining: "Renew passport"),
    ]),
]
