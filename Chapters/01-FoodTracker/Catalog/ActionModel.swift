import FoodTrackerKit
import Workbook

/// What FoodTracker's generated scenarios draw from (`workbook fuzz 01`): the screen shows the
/// rest (the list's rows, +, Edit, the stars, Save and Cancel, the name field).
let actionModel = ActionModel<FoodTrackerWorld>(
  texts: ["", " ", "Pizza", "🍕 Pizza", "Caprese Salad", "A very long name for a meal that goes on and on"],
  worldChanges: [
    .init(
      .world("Documents cannot be written") { world in try world.sandbox.makeDocumentsUnwritable() },
      code: ".world(\"Documents cannot be written\") { world in try world.sandbox.makeDocumentsUnwritable() }"
    ),
    .init(
      .world("Documents/meals holds bytes that are not an archive of meals") { world in
        try world.sandbox.writeDocument(named: "meals", contents: unreadableArchive)
      },
      code: """
        .world("Documents/meals holds bytes that are not an archive of meals") { world in
          try world.sandbox.writeDocument(named: "meals", contents: unreadableArchive)
        }
        """),
  ])
