import Workbook

/// What `ViewController` does in step 0, in the order of the lesson's table "who does what" (the
/// lesson's tests check its "Moves at" column against the map computed from these).
let responsibilities: [Responsibility] = [
  Responsibility(
    "Core Data stack",
    symbols: ["NSPersistentStoreCoordinator", "addPersistentStore", "mainQueueConcurrencyType"]),
  Responsibility("The ten-day window", symbols: ["forTasksWithinNumberOfDays", "argumentArray"]),
  Responsibility(
    "Fetching and sorting",
    symbols: ["NSFetchRequest", "NSFetchedResultsController", "performFetch", "sortDescriptors"]),
  Responsibility(
    "Sections by whole days", symbols: ["numberOfDaysUntilTaskDueDate", "titleForHeaderInSection"]),
  Responsibility("Index paths of inserts and deletes", symbols: ["insertionIndex", "deletedTaskIndex"]),
  Responsibility(
    "Creating and deleting tasks", symbols: ["setValue", "insertInto", "createTaskWithTitle", "deleteTask"]),
  Responsibility(
    "Table data source",
    symbols: ["numberOfSections", "numberOfRowsInSection", "cellForRowAt", "canEditRowAt"]),
  Responsibility(
    "Applying changes to the table", symbols: ["beginUpdates", "endUpdates", "insertRows", "deleteRows"]),
  Responsibility(
    "Saying when a task is due",
    symbols: ["numberOfCalendarDaysUntilTaskDueDate", "beginningOfToday", "startOfDay"]),
  Responsibility("Filling the cell", symbols: ["textLabel", "detailTextLabel"]),
  Responsibility("Navigation bar colours", symbols: ["barTintColor", "titleTextAttributes"]),
  Responsibility("Status bar style", symbols: ["preferredStatusBarStyle", "lightContent"]),
  Responsibility(
    "Presenting the add screen",
    symbols: ["transitioningDelegate", "animateTransition", "transitionDuration", "modalPresentationStyle"]),
]
