import MegaControllerKit
import Workbook

/// What MegaController's generated scenarios draw from (`workbook fuzz 04`): the screen shows the
/// rest (the rows, Add, Done and Cancel, the title field, the due-date picker). Dates and clock
/// steps sit around the theme's and the sections' thresholds (a day, a week) and midnight.
///
/// The clock moves only between two launches: the original (step 0) files a task in a section by
/// its due date when the list loads and looks it up again by the same rule when it is deleted, so
/// a day that passes under the list makes that lookup fail and the force-unwrap trap (found by
/// `workbook fuzz 04`; a device would crash the same way after midnight). The written scenario
/// `delete-after-a-day` pins that path, declared to crash up to step 6 and diverging at step 7,
/// where the original stopped it; the generated scenarios stay off it.
let actionModel = ActionModel<MegaControllerWorld>(
  texts: ["", " ", "Buy milk", "🥛 Buy milk", "A task with a very long title that goes on and on"],
  dates: [-1, 0, 1, 2, 3, 6, 7, 8, 30].map { MegaControllerWorld.date(days: $0) }
    + [MegaControllerWorld.date(days: 0, hours: 3), MegaControllerWorld.date(days: 1, hours: 23)],
  clockSteps: [60, 3 * 3_600, 86_400, 3 * 86_400, 8 * 86_400],
  worldChanges: [.init(seedStore(threeTasks), code: "seedStore(threeTasks)")],
  clockMovesUnderARunningApp: false)
