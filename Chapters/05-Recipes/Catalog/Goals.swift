import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 05`
/// checks them against Exercise/; each fails on step 0 and holds on steps 3 and 4.
let goals = [
  RefactoringGoal(
    "The screens' controllers implement no data-source or delegate method: a generic controller does, once",
    .lacks(
      [
        "numberOfRowsInSection", "cellForRowAt", "heightForRowAt", "viewForHeaderInSection",
        "heightForHeaderInSection", "didSelectRowAt",
      ],
      in: .type("Recipe*ViewController"))),
  RefactoringGoal(
    "No fatalError in rows: what a row need not do has a default",
    .lacks(["fatalError"], in: .type("*Row"))),
  RefactoringGoal(
    "The details screen reuses the generic controller",
    .contains(["SectionsViewController"], in: .type("RecipeDetails*ViewController"))),
]
