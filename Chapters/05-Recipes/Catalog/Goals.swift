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
    // What each row shows is its row's or section's, not a base class's that the screens inherit.
    .holds(responsibility("A recipe's row"), by: ["*Row", "*Section"], reachedFrom: "*"),
    .holds(responsibility("An ingredient's row"), by: ["*Row", "*Section"], reachedFrom: "*"),
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
    .lacks(["fatalError", "preconditionFailure", "assertionFailure", "abort()"], in: .type("*Row")),
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
    .holds(
      responsibility("The ingredients' header"), by: ["*Section", "*Row"],
      reachedFrom: "RecipeDetailsTableViewController"),
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

/// View data (5-ViewData, a branch from 4-Fixes): each cell that shows the recipe's values shows a
/// value nested in it, built from the model by the row or section that fills the cell, as 01's
/// 5-ViewData and 04's 9-TableViewCell. Recognised by a `ViewData` type nested in a cell; it keeps
/// the generic sections, so it is listed before them.
let viewData = Architecture(
  "View data",
  recognisedBy: [.declares(.type("ViewData"), in: .type("*Cell"))],
  goals: [
    RefactoringGoal(
      "Every cell that shows the recipe's values is configured only through its ViewData",
      .declares(.property("viewData"), in: .type("RecipeCell")),
      .declares(.property("viewData"), in: .type("RecipesHeaderCell")),
      .declares(.property("viewData"), in: .type("IngredientCell")),
      .declares(.property("viewData"), in: .type("DescriptionCell")),
      .lacks(
        ["configureForRecipe", "configureForType", "configureForIngredient", "configureForDescription"],
        in: .everywhere),
      hint: GoalHint(
        smell:
          "Each cell is configured with a model (configureForRecipe(_:), configureForIngredient(_:)…): "
          + "the cells know the recipes, and what a row shows can only be read off its label.",
        move:
          "Nest a struct ViewData in each cell that shows the model (RecipeCell, RecipesHeaderCell, "
          + "IngredientCell, DescriptionCell), show it in var viewData: ViewData? { didSet { … } }, and "
          + "build it in an extension from the model: RecipeCell.ViewData(recipe:), and so on.",
        shownAt: "5-viewdata")),
    RefactoringGoal(
      "Whoever fills a cell hands it a ViewData, not a model",
      .contains(["viewData = "], in: .type("RecipeRow")),
      .contains(["viewData = "], in: .type("IngredientRow")),
      .contains(["viewData = "], in: .type("DescriptionRow")),
      .contains(["viewData = "], in: .type("RecipesSection")),
      hint: GoalHint(
        smell:
          "The rows and the list's section hand the cells recipes, ingredients and kinds of meal: the model "
          + "reaches the view.",
        move:
          "In each row's configureCell(_:) and the section's configureHeader(_:), write cell.viewData = "
          + "RecipeCell.ViewData(recipe: recipe), and the same for each cell.",
        shownAt: "5-viewdata")),
    RefactoringGoal(
      "A ViewData built from the model is tested without a table",
      .tested(naming: ["ViewData"]),
      hint: GoalHint(
        smell: "What a row shows is checked only on screen, through a table and its cells.",
        move:
          "Write a test in Tests/RecipesTests/Exercise/ (@testable import RecipesExercise) that builds each "
          + "cell's ViewData from a recipe and checks its fields, as Tests/RecipesTests/ViewData/ does.",
        shownAt: "5-viewdata")),
  ],
  metBy: ["5-ViewData"], firstStep: "5-ViewData")
/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}
