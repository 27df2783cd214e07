import Workbook

/// What `MealTableViewController` does in step 0, each by the identifiers that give it away in
/// every step: the responsibility map on the chapter's page locates each one step by step.
let responsibilities: [Responsibility] = [
  Responsibility(
    "The table's rows and cells", symbols: ["numberOfRowsInSection", "cellForRowAt", "dequeueReusableCell"]),
  Responsibility(
    "Editing and swipe-to-delete", symbols: ["editButtonItem", "canEditRowAt", "editingStyle", "deleteRows"]),
  Responsibility(
    "A new or edited meal comes back",
    symbols: ["unwindToMealList", "indexPathForSelectedRow", "insertRows", "reloadRows"]),
  Responsibility(
    "Showing a meal's details", symbols: ["mealDetailViewController", "selectedMealCell", "selectedMeal"]),
  Responsibility(
    "The sample meals", symbols: ["loadSampleMeals", "generateSample", "photo1", "photo2", "photo3"]),
  Responsibility("Saving the archive", symbols: ["PropertyListEncoder", "isSuccessfulSave"]),
  Responsibility("Reading the archive", symbols: ["PropertyListDecoder"]),
  Responsibility("Where the archive is", symbols: ["archiveURL", "mealsArchiveURL"]),
]
