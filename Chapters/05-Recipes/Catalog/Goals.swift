import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 05`
/// checks them against Exercise/; each fails on step 0 and holds on steps 3 and 4.
let goals = [
  RefactoringGoal(
    "The screens' controllers implement no data-source or delegate method: a generic controller does, once",
    .lacks(
      [
        "numberOfSections", "numberOfRowsInSection", "cellForRowAt", "heightForRowAt",
        "viewForHeaderInSection", "heightForHeaderInSection", "didSelectRowAt",
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
        + "header. The screens' controllers only register their cells and set sections; what a tap does is"
        + " the row's action, not the list's didSelectRowAt.",
      shownAt: "1-sections", "2-actions")),
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
  recognisedBy: Architecture.viewDataRecognition,
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
      // The cells know no model: not configureForRecipe(_:) renamed, nor a view data wrapping a
      // recipe.
      cellsKnowNoModel,
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
      cellsKnowNoModel,
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
      .tested(naming: ["ViewData"], killing: 0.5),
      hint: GoalHint(
        smell: "What a row shows is checked only on screen, through a table and its cells.",
        move:
          "Write a test in Tests/RecipesTests/Exercise/ (@testable import RecipesExercise) that builds each "
          + "cell's ViewData from a recipe and checks its fields, as Tests/RecipesTests/ViewData/ does.",
        shownAt: "5-viewdata")),
  ],
  metBy: ["5-ViewData"], firstStep: "5-ViewData")

/// No cell names a model type: what it shows comes in its view data, made outside it.
private let cellsKnowNoModel = SourceCheck.lacks(["Recipe", "Ingredient", "RecipeType"], in: .type("*Cell"))

// MARK: - MVP (the branch 1-RecipesPresenter … 3-PresenterSelection)

/// Model–View–Presenter, a branch from step 0 (steps 1-RecipesPresenter to 3-PresenterSelection):
/// recognised as chapters 01 and 03 recognise it, by a presenter and no interactor.
let mvp = Architecture(
  "MVP",
  recognisedBy: [
    .declares(.type("*Presenter")), .reaches("*Presenter", from: "RecipeTableViewController"),
    .lacks(["interactor"], in: .everywhere),
  ],
  goals: [
    RefactoringGoal(
      "MVP: each screen's presenter decides its sections; its controller adopts the view protocol and "
        + "starts the presenter on viewDidLoad()",
      .declares(.type("RecipeTableViewController", conformingTo: "Recipe*View")),
      .declares(.type("RecipeDetailsTableViewController", conformingTo: "Recipe*View")),
      .contains(["presenter.viewDidLoad()"], in: .function("viewDidLoad", in: "RecipeTableViewController")),
      .contains(
        ["presenter.viewDidLoad()"], in: .function("viewDidLoad", in: "RecipeDetailsTableViewController")),
      .lacks(["ingredients", ".first"], in: .type("Recipe*ViewController")),
      hint: GoalHint(
        smell:
          "Each controller decides what its table shows: the list heads its one section with "
          + "section.first!.type, the details count and show recipe.ingredients in section 0, and no test "
          + "can ask either without a table.",
        move:
          "Give each screen a presenter that decides its sections and tells the controller through a "
          + "protocol it adopts: RecipesPresenter and RecipesView's showSections(_:), then "
          + "RecipeDetailsPresenter (holding the recipe) and RecipeDetailsView's showTitle(_:) and "
          + "showSections(_:). Each controller's viewDidLoad() calls presenter.viewDidLoad().",
        shownAt: "1-recipespresenter", "2-recipedetailspresenter")),
    RefactoringGoal(
      "The presenters know no UIKit, hold their views weakly, and a test drives each with a spy view",
      .declares(.type("*Presenter"), atLeast: 2),
      .lacks(
        [
          "UIViewController", "UITableView", "UINavigationController", "navigationController", "reloadData",
          "pushViewController", "dequeueReusableCell",
        ],
        in: .type("*Presenter")),
      .contains(["weak"], in: .type("*Presenter")),
      .tested(naming: ["Recipes*Presenter"], killing: 0.5),
      .tested(naming: ["RecipeDetails*Presenter"], killing: 0.5),
      hint: GoalHint(
        smell:
          "A presenter that touches UIKit, or holds its view strongly, cannot be driven by a test with a "
          + "spy view (and a strong view is a leak: the controller owns its presenter).",
        move:
          "Keep UIKit out of the presenters (they tell the view; the view reloads and pushes), hold each "
          + "view weak, and write each presenter's test with a spy view in Tests/RecipesTests/Exercise/ "
          + "(@testable import RecipesExercise), as Tests/RecipesTests/MVP/RecipesPresenterTests.swift "
          + "does. verify runs them.",
        shownAt: "3-presenterselection")),
    RefactoringGoal(
      "What a tap on a recipe does is the list presenter's: the controller forwards the selection",
      .declares(.function("didSelect*"), in: .type("Recipes*Presenter")),
      .contains(["presenter."], in: .function("tableView", in: "RecipeTableViewController")),
      .lacks(
        ["RecipeDetailsTableViewController"], in: .function("tableView", in: "RecipeTableViewController")),
      // The presenter decides, and tells its view: not an empty method, nor a closure handed back.
      .contains(["view?."], in: .function("didSelect*", in: "Recipes*Presenter")),
      hint: GoalHint(
        smell:
          "tableView(_:didSelectRowAt:) finds the tapped recipe and pushes its details itself: what a tap "
          + "does shows only on screen.",
        move:
          "Forward the selection (presenter.didSelectRecipe(at:inSection:)); the presenter picks the "
          + "recipe and tells its view showDetails(of:), where the controller pushes the details screen.",
        shownAt: "3-presenterselection")),
  ],
  metBy: ["3-PresenterSelection"], firstStep: "1-RecipesPresenter")

// MARK: - What every architecture reaches, and the generic sections as one of them

/// What every refactoring of the two screens reaches, whichever architecture it ends in (the
/// generic sections, MVP…): the details screen says what its sections and rows are, where step 0
/// numbers them. The catalog's common goals.
let commonGoals = [
  RefactoringGoal(
    "The details screen names its sections and rows instead of numbering them",
    // Numbering in any spelling, anywhere: a free function that asks `section == 0` for the
    // controller, or `section < 1`, still numbers the sections.
    .lacks(
      [
        "section == 0", "section == 1", "section != 0", "section != 1", "section < 1", "section > 0",
        "section <= 0", "section >= 1", "0 == ", "1 == ", "0 != ", "1 != ",
      ], in: .everywhere),
    .lacks(["case 0", "case 1"], in: .type("RecipeDetails*ViewController")),
    hint: GoalHint(
      smell:
        "RecipeDetailsTableViewController branches on section == 0 in numberOfRowsInSection, "
        + "cellForRowAt, heightForRowAt and the two header methods: what section 0 holds is written five "
        + "times.",
      move:
        "Say what each section and row is, once: Section and Row types a generic controller reads (the "
        + "article's way), or a presenter's sections of named rows (MVP).",
      shownAt: "1-sections", "2-recipedetailspresenter"))
]

/// The article's generic SectionsViewController (the main line, steps 1 to 4): recognised by that
/// controller. Its goals are the chapter's first three, as the README's exercise states them.
let genericSections = Architecture(
  "Generic sections",
  // Used: a generic controller that no screen inherits is no generic controller.
  recognisedBy: [
    .declares(.type("SectionsViewController")), .used(.type("SectionsViewController"), atLeast: 1),
  ],
  goals: goals,
  metBy: ["3-Protocols", "4-Fixes"], firstStep: "1-Sections")

// MARK: - VIP

/// Clean Swift's VIP for both screens, in the shape of CleanStore's ListOrders and ShowOrder
/// scenes (the branch from step 0, 1-RecipesWorker to 4-ListRecipesRouter): recognised by an
/// interactor, which MVP's presenters do not have.
let vip = Architecture(
  "VIP",
  recognisedBy: [
    .declares(.type("*Interactor")), .reaches("*Interactor", from: "RecipeTableViewController"),
  ],
  goals: [
    RefactoringGoal(
      "Fetching the recipes is a use case with its request, response and view model: ListRecipes.FetchRecipes",
      .declares(.type("FetchRecipes"), in: .type("ListRecipes")),
      .declares(.type("Request"), in: .type("FetchRecipes")),
      .declares(.type("Response"), in: .type("FetchRecipes")),
      .declares(.type("ViewModel"), in: .type("FetchRecipes")),
      // Sent: the controller asks an interactor it reaches with a request.
      .contains(["FetchRecipes.Request("], in: .type("RecipeTableViewController")),
      .reaches("ListRecipesInteractor", from: "RecipeTableViewController"),
      hint: GoalHint(
        smell:
          "Fetching the recipes has no name of its own: the list's controller reads RecipeData itself, and "
          + "nothing says what crosses each boundary of the screen.",
        move:
          "Declare the use case as CleanStore does, in ListRecipesModels.swift: enum ListRecipes { enum "
          + "FetchRecipes { struct Request; struct Response (the recipes, in sections); struct ViewModel (the "
          + "displayed sections) } }.",
        shownAt: "2-listrecipesinteractor")),
    RefactoringGoal(
      "The list's business logic is an interactor that keeps the recipes, fetched through a worker",
      .declares(.type("ListRecipesInteractor", conformingTo: "ListRecipesBusinessLogic")),
      .declares(.type("ListRecipesInteractor", conformingTo: "ListRecipesDataStore")),
      .declares(.type("*Worker")),
      .lacks(["RecipeData"], in: .type("Recipe*ViewController")),
      .holds(
        responsibility("The recipes to list"), by: ["*Interactor", "*Worker"],
        reachedFrom: "RecipeTableViewController"),
      .reaches("ListRecipesInteractor", from: "RecipeTableViewController"),
      hint: GoalHint(
        smell:
          "The list's controller decides which recipes it shows (RecipeData's, in one section): business "
          + "logic in the view controller.",
        move:
          "Move where the recipes come from to a RecipesWorker (fetchRecipes()), then make "
          + "ListRecipesInteractor the scene's business logic: it adopts ListRecipesBusinessLogic "
          + "(fetchRecipes(request:)) and ListRecipesDataStore (its recipes), and asks the worker.",
        shownAt: "1-recipesworker", "2-listrecipesinteractor")),
    RefactoringGoal(
      "A presenter makes the list's sections and rows for a controller that only displays them",
      .declares(.type("ListRecipesPresenter", conformingTo: "ListRecipesPresentationLogic")),
      .declares(.type("RecipeTableViewController", conformingTo: "ListRecipesDisplayLogic")),
      .lacks(["[[Recipe]]"], in: .type("RecipeTableViewController")),
      .reaches("ListRecipesPresenter", from: "RecipeTableViewController"),
      hint: GoalHint(
        smell:
          "The list's controller keeps [[Recipe]] and reads recipes[…] to head its sections and fill its "
          + "rows: the model in the view.",
        move:
          "ListRecipesPresenter adopts ListRecipesPresentationLogic: it turns the Response into a ViewModel "
          + "(each section's header text and its recipes' names) and calls displayFetchedRecipes(viewModel:) "
          + "through ListRecipesDisplayLogic, holding the controller weakly; the controller keeps only the "
          + "displayed sections.",
        shownAt: "2-listrecipesinteractor")),
    RefactoringGoal(
      "The details are a scene of their own, ShowRecipe, handed their recipe through its data store",
      .declares(.type("ShowRecipeInteractor", conformingTo: "ShowRecipeBusinessLogic")),
      .declares(.type("ShowRecipeInteractor", conformingTo: "ShowRecipeDataStore")),
      .declares(.type("ShowRecipePresenter", conformingTo: "ShowRecipePresentationLogic")),
      .declares(.type("RecipeDetailsTableViewController", conformingTo: "ShowRecipeDisplayLogic")),
      .lacks(["Recipe"], in: .type("RecipeDetailsTableViewController")),
      .reaches("ShowRecipeInteractor", from: "RecipeDetailsTableViewController"),
      hint: GoalHint(
        smell:
          "The details' controller is handed a Recipe in its initialiser and reads recipe.ingredients and "
          + "recipe.description in its table's methods.",
        move:
          "Give the details the same cycle: ShowRecipeInteractor keeps the recipe (ShowRecipeDataStore, as "
          + "CleanStore's ShowOrder keeps its order) and answers getRecipe(request:); ShowRecipePresenter makes"
          + " the displayed recipe (its name, then its sections: the ingredients, then the description); the "
          + "controller displays it, and a ShowRecipeRouter carries the data store for whoever routes there.",
        shownAt: "3-showrecipeinteractor")),
    RefactoringGoal(
      "A router passes the selected recipe to the details' data store and pushes them",
      .declares(.type("ListRecipesRouter", conformingTo: "ListRecipesRoutingLogic")),
      .declares(.type("ListRecipesRouter", conformingTo: "ListRecipesDataPassing")),
      .lacks(
        ["pushViewController", "RecipeDetailsTableViewController", "recipes["],
        in: .type("RecipeTableViewController")),
      .holds(
        responsibility("Opening a recipe's details"), by: ["*Router"],
        reachedFrom: "RecipeTableViewController"),
      hint: GoalHint(
        smell:
          "didSelectRowAt reads the list's data store, makes the details, fills their data store and pushes"
          + " them: navigation and data passing in the view controller.",
        move:
          "Add ListRecipesRouter (ListRecipesRoutingLogic, ListRecipesDataPassing): didSelectRowAt calls "
          + "routeToShowRecipe(), which passes the selected recipe from the list's data store to the "
          + "details' (passDataToShowRecipe(source:destination:)) and pushes them "
          + "(navigateToShowRecipe(source:destination:)).",
        shownAt: "4-listrecipesrouter")),
  ],
  metBy: ["4-ListRecipesRouter"], firstStep: "2-ListRecipesInteractor")

// MARK: - Diffable (issue 25): the branch from step 0

/// The diffable branch (5-Diffable, from step 0): recognised by a diffable data source.
let diffable = Architecture(
  "Diffable",
  recognisedBy: [.contains(["UITableViewDiffableDataSource"], in: .type("Recipe*ViewController"))],
  goals: [
    RefactoringGoal(
      "Each screen's table is a diffable data source that applies a snapshot",
      .contains(
        ["UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot", ".apply("],
        in: .type("RecipeTableViewController")),
      .contains(
        ["UITableViewDiffableDataSource", "NSDiffableDataSourceSnapshot", ".apply("],
        in: .type("RecipeDetailsTableViewController")),
      // Instead of the data-source methods, not beside them.
      .lacks(["numberOfRowsInSection", "cellForRowAt"], in: .type("Recipe*ViewController")),
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
      .used(.type("RecipeDetailsSection"), atLeast: 1),
      .used(.type("RecipeDetailsItem"), atLeast: 1),
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

/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}
