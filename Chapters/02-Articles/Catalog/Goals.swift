import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 02`
/// checks them against Exercise/; each fails on step 0 and holds on the last step of each branch
/// (3-Fixes, 2-MVP, 2-MVVM).
let goals = [
  RefactoringGoal(
    "The controller no longer calls the API client",
    .lacks(["ApiClient"], in: .type("ArticlesViewController")),
    // Moved, not hidden: a free function, or a model nothing makes, calls the client as much.
    .holds(
      responsibility("Requesting the articles"), by: articleListHolders, reachedFrom: "ArticlesViewController"
    ),
    hint: GoalHint(
      smell:
        "ArticlesViewController calls ApiClient.request twice, the same closure in viewDidLoad() and in "
        + "refresh(): the Model's work, in the Controller.",
      move:
        "Move the request out: into a model that answers its delegate (ArticlesModel.request() and "
        + "ArticlesModelDelegate.completedRequest(result:)), or behind an ArticlesModelInput that a "
        + "presenter or a view model asks. The pull-to-refresh action becomes one call.",
      shownAt: "2-model")),
  RefactoringGoal(
    "No cell configuration in the controller: the cell configures itself with an article",
    .lacks(
      [".titleLabel", ".userLabel", ".likesLabel", ".tagsLabel", ".createdAtLabel", "DateFormatter"],
      in: .type("ArticlesViewController")),
    // The cell fills its own labels: in configure(with:), or in its view data's didSet.
    .contains(["titleLabel.text = "], in: .type("ArticleCell")),
    .holds(responsibility("What a row says"), by: ["ArticleCell"], reachedFrom: "ArticlesViewController"),
    .holds(responsibility("Formatting dates"), by: ["ArticleCell"], reachedFrom: "ArticlesViewController"),
    hint: GoalHint(
      smell:
        "cellForRowAt assigns five labels and formats the date: how a cell looks is written in the "
        + "controller.",
      move:
        "Give ArticleCell a configure(with:) that takes an article, sets its labels and owns the "
        + "DateFormatter; cellForRowAt dequeues the cell and calls cell.configure(with:).",
      shownAt: "1-view")),
  RefactoringGoal(
    "The view owns the table: ArticlesView holds it and registers its cell; loadView() assigns it",
    .declares(.property("articlesTableView"), in: .type("ArticlesView")),
    .lacks(["register(", "UITableView!"], in: .type("ArticlesViewController")),
    .contains(["view = "], in: .function("loadView", in: "ArticlesViewController")),
    .holds(responsibility("Pull to refresh"), by: ["ArticlesView"], reachedFrom: "ArticlesViewController"),
    hint: GoalHint(
      smell:
        "The controller has the table outlet, registers the cell and owns the refresh control: nothing in"
        + " the class says where the View stops and the Controller starts.",
      move:
        "Make ArticlesView, a UIView loaded from ArticlesView.xib, own the articlesTableView outlet "
        + "(registering the cell's nib in its didSet) and the refresh control; the controller's loadView() "
        + "assigns it: view = articleView.",
      shownAt: "1-view")),
  RefactoringGoal(
    "The list lives in a model, presenter or view model a test can drive without a screen: the "
      + "controller keeps no articles of its own",
    .lacks(["var articles"], in: .type("ArticlesViewController")),
    .contains(["var articles"], in: .everywhere),
    .holds(
      responsibility("Requesting the articles"), by: articleListHolders, reachedFrom: "ArticlesViewController"
    ),
    .tested(naming: ["*Model", "*Presenter"]),
    hint: GoalHint(
      smell:
        "The controller keeps the articles and does articles += value: the list, and what an answer does "
        + "to it, show only on screen, which is how a refresh shows every article twice without anyone "
        + "noticing.",
      move:
        "Let a model, a presenter or a view model own the list (the controller asks it for a count and a "
        + "row, or is told), and write its unit test in Tests/ArticlesTests/Exercise/ (@testable import "
        + "ArticlesExercise) with a stub request and a spy for what it tells the screen: "
        + "Tests/ArticlesTests/Units has one for each shape. verify runs it.",
      shownAt: "3-fixes", "2-mvp", "2-mvvm")),
]

/// View data (3-ViewData, from 2-MVP): the cell shows a value built from the article, as 01's
/// 5-ViewData and 04's 9-TableViewCell. Recognised by a `ViewData` type nested in the cell.
let viewData = Architecture(
  "View data",
  recognisedBy: [.declares(.type("ViewData"), in: .type("*Cell"))],
  goals: [
    RefactoringGoal(
      "The cell is configured only through its ViewData",
      .declares(.property("viewData"), in: .type("ArticleCell")),
      .lacks(["configure(", "Article", "DateFormatter"], in: .type("ArticleCell")),
      hint: GoalHint(
        smell:
          "ArticleCell.configure(with:) takes a whole Article and formats it itself: the cell knows the "
          + "model, and what a row shows can only be read off its labels.",
        move:
          "Nest struct ViewData (title, user, likes, tags, createdAt: the labels' texts) in ArticleCell, "
          + "show it in var viewData: ViewData? { didSet { … } }, and build it in extension "
          + "ArticleCell.ViewData { init(article: Article) }, the date formatter with it.",
        shownAt: "3-viewdata")),
    RefactoringGoal(
      "The controller no longer sets the cell's labels: it hands the cell a ViewData",
      .lacks(
        [".titleLabel", ".userLabel", ".likesLabel", ".tagsLabel", ".createdAtLabel", "configure("],
        in: .type("ArticlesViewController")),
      .contains(["viewData = "], in: .type("ArticlesViewController")),
      hint: GoalHint(
        smell:
          "cellForRowAt hands the cell an article (or fills its labels): the row's text is made in the view.",
        move: "In cellForRowAt, write cell.viewData = ArticleCell.ViewData(article: article).",
        shownAt: "3-viewdata")),
    RefactoringGoal(
      "A ViewData built from an article is tested without a table",
      .tested(naming: ["ViewData"]),
      hint: GoalHint(
        smell: "What a row shows is checked only on screen, through a table and its cells.",
        move:
          "Write a test in Tests/ArticlesTests/Exercise/ (@testable import ArticlesExercise) that builds "
          + "ArticleCell.ViewData(article:) and checks each field, as Tests/ArticlesTests/ViewData/ does.",
        shownAt: "3-viewdata")),
  ],
  metBy: ["3-ViewData"], firstStep: "3-ViewData")
/// Where the articles and their request may live once they leave the controller: the model, the
/// presenter or view model that asks it, or a VIP scene's interactor and worker.
private let articleListHolders = ["*Model", "*Presenter", "*ViewModel", "*Interactor", "*Worker"]

/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}
