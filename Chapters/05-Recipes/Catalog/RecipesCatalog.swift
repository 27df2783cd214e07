import RecipesActions
import RecipesActionsAsPublished
import RecipesDiffable
import RecipesExercise
import RecipesFixes
import RecipesKit
import RecipesListRecipesInteractor
import RecipesListRecipesRouter
import RecipesMassive
import RecipesPresenterSelection
import RecipesProtocols
import RecipesRecipeDetailsPresenter
import RecipesRecipesPresenter
import RecipesRecipesWorker
import RecipesSections
import RecipesShowRecipeInteractor
import RecipesViewData
import Workbook

/// Chapter 05's table of contents.
public let catalog = ChapterCatalog<RecipesWorld>(
  number: "05", name: "Recipes",
  title: "Recipes: from a massive table view controller to a generic SectionsViewController, "
    + "then to what UIKit itself grew",
  variants: [
    .step(
      "0-Massive", title: "Massive", parent: nil,
      reason: "Two table view controllers that each implement the six data-source and delegate methods "
        + "with switches over index paths: the list of recipes, and a recipe's ingredients and "
        + "description."
    ) { RecipesMassive.applicationMain(in: $0) },
    .step(
      "1-Sections", title: "Sections", parent: "0-Massive",
      reason: "The article's first half: SectionsViewController implements the six methods once over "
        + "sections of rows; each row gives its cell identifier and height and configures its cell,"
        + " each section its header.",
      smell: "Both controllers write the same six data-source and delegate methods, with the screen's "
        + "knowledge (which section holds what, how high, with which header) spread across all six.",
      move: "`SectionsViewController` implements the six methods once over `sections: [Section]`; "
        + "the controllers shrink to \"register the cells, set `sections`\", and what they knew "
        + "moves to the section and row types."
    ) { RecipesSections.applicationMain(in: $0) },
    .step(
      "2-Actions", title: "Actions", parent: "1-Sections",
      reason: "The article's second half, make the row actionable: SectionsViewController deselects the"
        + " tapped row and calls its performAction(), which reaches the list through an action "
        + "delegate to push the details.",
      smell: "The list's selection still lives in its controller's `didSelectRowAt`, beside rows that "
        + "know everything else about themselves.",
      move: "Make the row actionable: `SectionsViewController` deselects the row and calls "
        + "`row.performAction()`, and `RecipeRow` pushes the details through the list's "
        + "`RecipeActionDelegate`."
    ) { RecipesActions.applicationMain(in: $0) },
    .step(
      "2-Actions-As-Published", title: "Actions, as published", parent: "2-Actions",
      reason: "Step 2 as the repository publishes it, kept to show what the suite catches: a row that "
        + "does not override performAction() meets its fatalError(\"notImplemented\") default when "
        + "tapped (the declared expected failure).",
      smell: "An abstract method spelled `fatalError` turns \"this row has no action\" into a crash, "
        + "and moving two screens onto one shared nib quietly drops the setting that kept it "
        + "hidden.",
      move: "Step 2 as the repository publishes it, without the details controller's "
        + "`allowsSelection = false`, kept as a variant declared expected to fail on the two "
        + "scenarios that tap those rows."
    ) {
      RecipesActionsAsPublished.applicationMain(in: $0)
    },
    .step(
      "3-Protocols", title: "Protocols", parent: "2-Actions",
      reason: "The Swift way the repository hints at: Row and Section become protocols with default "
        + "extensions, nothing abstract and no fatalError left; a row names its cell class and the "
        + "controller registers them.",
      smell: "`Row` and `Section` are base classes with a `fatalError` default, the controllers "
        + "register cells by hand, and a row casts a marker `ActionDelegate` to reach its "
        + "controller.",
      move: "`Row` and `Section` become protocols whose extensions give the defaults; a row names "
        + "its cell class, `SectionsViewController` registers every one, and `RecipeRow` holds a "
        + "typed `weak var delegate`."
    ) {
      RecipesProtocols.applicationMain(in: $0)
    },
    .step(
      "4-Fixes", title: "Fixes", parent: "3-Protocols",
      reason: "Three declared divergences, each a line or three now that the screens are made of "
        + "sections and rows.",
      smell: "Not a smell but bugs: one section headed with the first recipe's kind, a blank "
        + "ingredients header, and a details table refusing every selection.",
      move: "Not a refactoring: three declared divergences, each one line or three now that the "
        + "screens are made of sections and rows: a section per kind of meal, \"Ingredients\" set "
        + "by `configureHeader`, and rows that say whether they can be selected."
    ) { RecipesFixes.applicationMain(in: $0) },
    .step(
      "5-Diffable", title: "Diffable", parent: "0-Massive",
      reason: "A branch from step 0: UIKit's own answer since iOS 13, a diffable data source whose cell"
        + " provider configures each cell from a snapshot of section and item identifiers.",
      smell: "The counting methods, the cell dispatch and the index arithmetic are written again for "
        + "every table.",
      move: "Use what UIKit grew: a `UITableViewDiffableDataSource` whose cell provider configures "
        + "each item, fed a snapshot of section and item identifiers; the delegate methods stay."
    ) { RecipesDiffable.applicationMain(in: $0) },
    .step(
      "5-ViewData", title: "View data", parent: "4-Fixes",
      reason: "A branch from step 4: each cell that shows the recipe's values shows a ViewData nested in"
        + " it and built from the model (a recipe, an ingredient, a description, a kind of meal), and "
        + "the rows and sections hand their cells values instead of models.",
      smell: "Even at step 4 the cells are configured with the model: each `configureFor…` method "
        + "takes a model value and decides what of it the label shows.",
      move: "Give each cell that shows the model a nested `ViewData`, built from the model in an "
        + "extension, which the rows and the section hand to the cell instead of the model."
    ) { RecipesViewData.applicationMain(in: $0) },
    .step(
      "1-RecipesPresenter", title: "Recipes presenter", parent: "0-Massive",
      reason: "A branch from step 0, MVP: RecipesPresenter decides the list's sections (one, headed by the"
        + " first recipe's kind, holding every recipe) and tells the controller, through a weak RecipesView,"
        + " what to show.",
      smell: "The list's controller decides which sections to show, `section.first!.type` in a header "
        + "method included.",
      move: "`RecipesPresenter(view:recipes:)` makes the sections and tells its `RecipesView` "
        + "`showSections(_:)` on `viewDidLoad()`; the controller keeps the sections it was told."
    ) { RecipesRecipesPresenter.applicationMain(in: $0) },
    .step(
      "2-RecipeDetailsPresenter", title: "Recipe details presenter", parent: "1-RecipesPresenter",
      reason: "The details screen gets its presenter: RecipeDetailsPresenter holds the recipe and decides "
        + "the title and the sections (ingredients under their header, then the description), the rows "
        + "named by what they show instead of by their section's index.",
      smell: "The details' controller holds the recipe and tests for section 0 five times.",
      move: "`RecipeDetailsPresenter(view:recipe:)` holds the recipe and tells its "
        + "`RecipeDetailsView` the title and two sections of rows, so the controller switches on "
        + "what a row is."
    ) { RecipesRecipeDetailsPresenter.applicationMain(in: $0) },
    .step(
      "3-PresenterSelection", title: "Presenter selection", parent: "2-RecipeDetailsPresenter",
      reason: "What a tap does moves to the presenter: the list forwards the selection, and "
        + "RecipesPresenter picks the recipe and tells its view to show that recipe's details.",
      smell: "Which recipe a tap opens is still decided by the list's controller.",
      move: "`didSelectRowAt` deselects the row and forwards "
        + "`presenter.didSelectRecipe(at:inSection:)`; the presenter picks the recipe and tells "
        + "its view `showDetails(of:)`."
    ) { RecipesPresenterSelection.applicationMain(in: $0) },
    .step(
      "1-RecipesWorker", title: "Recipes worker", parent: "0-Massive",
      reason: "The VIP branch begins where the recipes come from: RecipeData leaves the list's controller "
        + "for RecipesWorker, as CleanStore's OrdersWorker is where its orders come from.",
      smell: "The list's controller reaches for `RecipeData.recipes`, a global, for its data.",
      move: "`RecipeData.recipes` leaves the list's controller for `RecipesWorker.fetchRecipes()`, "
        + "the one place the app's recipes come from, as CleanStore's `OrdersWorker` is for orders."
    ) { RecipesRecipesWorker.applicationMain(in: $0) },
    .step(
      "2-ListRecipesInteractor", title: "List Recipes interactor", parent: "1-RecipesWorker",
      reason: "The list's VIP cycle: the controller asks the interactor to fetch the recipes, the "
        + "interactor keeps them and hands a response to the presenter, which makes the sections and "
        + "rows the controller displays.",
      smell: "The list's controller keeps the recipes and decides the sections and what each row "
        + "shows.",
      move: "The list's VIP cycle: the controller sends `ListRecipes.FetchRecipes.Request`, the "
        + "interactor asks the worker and keeps the recipes, the presenter makes the displayed "
        + "sections, and the controller displays them."
    ) { RecipesListRecipesInteractor.applicationMain(in: $0) },
    .step(
      "3-ShowRecipeInteractor", title: "Show Recipe interactor", parent: "2-ListRecipesInteractor",
      reason: "The details' VIP cycle: the recipe goes to the Show Recipe scene's data store instead of "
        + "the controller's initialiser, and comes back through the interactor and presenter as the "
        + "title and the sections (the ingredients, then the description) the controller displays.",
      smell: "The details' controller is handed its recipe by `init(recipe:)` and tests for section 0 "
        + "five times.",
      move: "The details' VIP cycle: the recipe goes to the scene's data store, the controller sends "
        + "`ShowRecipe.GetRecipe.Request`, and the presenter makes the title and the sections the "
        + "details show."
    ) { RecipesShowRecipeInteractor.applicationMain(in: $0) },
    .step(
      "4-ListRecipesRouter", title: "List Recipes router", parent: "3-ShowRecipeInteractor",
      reason: "Navigation and data passing: a tap hands the route to the router, which passes the "
        + "selected recipe from the list's data store to the details' and pushes them; the list's "
        + "controller no longer reads the recipes at all.",
      smell: "The list's controller still makes the details, fills their data store and pushes them.",
      move: "`didSelectRowAt` calls `router?.routeToShowRecipe()`: `ListRecipesRouter` passes the "
        + "selected recipe from the list's data store to the details' and pushes them."
    ) { RecipesListRecipesRouter.applicationMain(in: $0) },
    .exercise(parent: "0-Massive") { RecipesExercise.applicationMain(in: $0) },
  ],
  scenarios: scenarios,
  divergences: [
    DeclaredDivergence(
      variant: "2-Actions-As-Published",
      scenarios: ["open-empanada", "open-pastel-de-carne", "back-to-the-list", "back-then-the-other"],
      reason:
        "a regression, not a fix, declared because the variant must stay the repository's code: as published, "
        + "the details table takes selections (the shared SectionsViewController nib allows them, where the "
        + "massive details nib said No Selection); what a tap then does is its declared expected failure"),
    DeclaredDivergence(
      variant: "4-Fixes", scenarios: scenarios.map(\.id),
      reason:
        "the list is grouped by kind of meal, each section headed by its kind (the repository's README "
        + "promises recipes \"sorted by kind of meal\"; every step before heads one section with the first "
        + "recipe's kind, so Pastel de carne, a Dinner, sits under Lunch); the ingredients' header says "
        + "Ingredients (its text was set in awakeFromNib, which a cell registered by class never gets, "
        + "then removed); and the rows decide whether they can be selected, instead of the details "
        + "table refusing every selection"),
  ],
  expectedFailures: [
    ExpectedFailure(
      variant: "2-Actions-As-Published", scenarios: ["tap-an-ingredient", "tap-the-description"],
      crash: .fatalError("notImplemented"),
      reason:
        "the repository's step as published: its details screen, moved to the shared SectionsViewController "
        + "nib, no longer refuses selection as its massive nib did, and its ingredient and description rows do "
        + "not override Row.performAction(), whose default is fatalError(\"notImplemented\"): a tap on either "
        + "kills the app")
  ],
  goals: commonGoals,
  goalsMetBy: [
    "3-Protocols", "4-Fixes", "5-ViewData", "3-PresenterSelection", "4-ListRecipesRouter", "5-Diffable",
  ],
  architectures: [viewData, genericSections, vip, mvp, diffable], responsibilities: responsibilities,
  equivalentMutants: equivalentMutants, actionModel: actionModel,
  makeWorld: { try RecipesWorld() })
