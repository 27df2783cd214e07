import Workbook

/// The goal every refactoring of the exercise reaches, whichever architecture it ends in: the
/// details screen stops deciding by section number. `swift run workbook verify 05` checks it
/// against Exercise/; it fails on step 0 and holds on every leaf.
let goals = [
  RefactoringGoal(
    "The details screen no longer decides by section number: no section == 0",
    .lacks(["section == 0"], in: .type("RecipeDetails*ViewController")),
    hint: GoalHint(
      smell:
        "RecipeDetailsTableViewController writes if section == 0 in five methods: that section 0 is the "
        + "ingredients is known five times, and a sixth method would have to know it again.",
      move:
        "Say once what each section is: a Section value that gives its rows, header and heights (the "
        + "generic sections of step 1), or a section identifier a diffable data source reads (5-Diffable).",
      shownAt: "1-sections", "5-diffable"))
]

/// The generic sections' goals (the repository's main line): the three the README's "The exercise"
/// states. Each fails on step 0 and holds on steps 3 and 4.
let genericSectionsGoals = [
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

// MARK: - The architectures (issue 25): the generic sections and the diffable branch

/// The repository's generic table sections (steps 1 to 4): recognised by the one generic
/// controller.
let genericSections = Architecture(
  "Generic sections", recognisedBy: [.declares(.type("SectionsViewController"))],
  goals: genericSectionsGoals, metBy: ["4-Fixes"], firstStep: "1-Sections")

/// The diffable branch (5-Diffable, from step 0): recognised by a diffable data source.
let diffable = Architecture(
  "Diffable", recognisedBy: [.contains(["UITableViewDiffableDataSource"], in: .everywhere)],
  goals: [
    RefactoringGoal(
      "Each screen's table is a diffable data source that applies a snapshot",
      .contains(
        ["UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot", ".apply("],
        in: .type("RecipeTableViewController")),
      .contains(
        ["UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot", ".apply("],
        in: .type("RecipeDetailsTableViewController")),
      hint: GoalHint(
        smell:
          "Each controller counts its rows and dequeues its cells in data-source methods that branch on "
          + "the section: what the table shows is computed again on every call.",
        move:
          "Give each table a UITableViewDiffableDataSource whose cell provider configures a cell from an "
          + "item identifier, and apply an NSDiffableDataSourceSnapshot of sections and items once the "
          + "data is there; the controllers stop being UITableViewDataSource.",
        shownAt: "5-diffable")),
    RefactoringGoal(
      "The details screen's sections and items are identifiers of their own",
      .declares(.type("RecipeDetailsSection")),
      .declares(.type("RecipeDetailsItem")),
      hint: GoalHint(
        smell:
          "The details snapshot needs identifiers: an ingredient and the description are not the same "
          + "kind of row, and the same ingredient may be listed twice.",
        move:
          "Declare enum RecipeDetailsSection (ingredients, description) and enum RecipeDetailsItem "
          + "(an ingredient with its position, the description) as Hashable identifiers.",
        shownAt: "5-diffable")),
  ],
  metBy: ["5-Diffable"], firstStep: "5-Diffable")
