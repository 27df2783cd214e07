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
      in: .type("Recipe*ViewController")),
    hint: GoalHint(
      smell:
        "Both screens implement the same six data-source and delegate methods, each branching on the "
        + "section: the screen's knowledge spread across six methods, written again for every table.",
      move:
        "Write SectionsViewController once: it implements the six methods over sections: [Section], where"
        + " each row gives its cell identifier and height and configures its cell, and each section its "
        + "header. The screens' controllers only register their cells and set sections.",
      shownAt: "1-sections")),
  RefactoringGoal(
    "No fatalError in rows: what a row need not do has a default",
    .lacks(["fatalError"], in: .type("*Row")),
    hint: GoalHint(
      smell:
        "Row.performAction() defaults to fatalError(\"notImplemented\"): a row that need not act traps if"
        + " it is ever tapped.",
      move:
        "Make Row and Section protocols whose extensions give the defaults (no action, no header, no "
        + "header height): nothing is abstract, and nothing traps.",
      shownAt: "3-protocols")),
  RefactoringGoal(
    "The details screen reuses the generic controller",
    .contains(["SectionsViewController"], in: .type("RecipeDetails*ViewController")),
    hint: GoalHint(
      smell:
        "The details screen has its own copy of the table code: if indexPath.section == 0 in "
        + "cellForRowAt, heightForRowAt and the header methods.",
      move:
        "Make the details controller a SectionsViewController with an IngredientSection and a "
        + "DescriptionSection; keep its table's No Selection (allowsSelection = false) until every row has "
        + "somewhere to go.",
      shownAt: "1-sections")),
]
