import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 02`
/// checks them against Exercise/; each fails on step 0 and holds on the last step of each branch
/// (3-Fixes, 2-MVP, 2-MVVM, 4-ListArticlesRouter).
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
    "No cell configuration in the controller: the cell configures itself with an article, or with what a "
      + "presenter made of it",
    .lacks(
      [".titleLabel", ".userLabel", ".likesLabel", ".tagsLabel", ".createdAtLabel", "DateFormatter"],
      in: .type("ArticlesViewController")),
    // The cell fills its own labels: in configure(with:), or in its view data's didSet.
    .contains(["titleLabel.text = "], in: .type("ArticleCell")),
    // VIP's presenter makes the texts a row shows (DisplayedArticle), as presenting is its role.
    .holds(
      responsibility("What a row says"), by: ["ArticleCell", "*Presenter"],
      reachedFrom: "ArticlesViewController"),
    .holds(
      responsibility("Formatting dates"), by: ["ArticleCell", "*Presenter"],
      reachedFrom: "ArticlesViewController"),
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
      shownAt: "1-view", "2-model")),
  RefactoringGoal(
    "The list lives in a model, presenter or view model a test can drive without a screen: the "
      + "controller keeps no articles of its own",
    .lacks(["var articles"], in: .type("ArticlesViewController")),
    .contains(["var articles"], in: .everywhere),
    .holds(
      responsibility("Requesting the articles"), by: articleListHolders, reachedFrom: "ArticlesViewController"
    ),
    .tested(naming: ["*Model", "*Presenter"], killing: 0.5),
    hint: GoalHint(
      smell:
        "The controller keeps the articles and does articles += value: the list, and what an answer does "
        + "to it, show only on screen, which is how a refresh shows every article twice without anyone "
        + "noticing.",
      move:
        "Let a model, a presenter or a view model own the list (the controller asks it for a count and a "
        + "row, or is told), and write its unit test in Tests/ArticlesTests/Exercise/ (@testable import "
        + "ArticlesExercise) with a stub request and a spy for what it tells the screen: "
        + "Tests/ArticlesTests/Model, MVP and MVVM have one for each shape. verify runs it.",
      shownAt: "3-fixes", "2-mvp", "2-mvvm")),
]

// MARK: - The architectures (issue 25): the article's Model, MVP and MVVM

/// The article's own route (2-Model, 3-Fixes): the Model tells the Controller, its delegate,
/// when a request answers. Recognised by the delegate protocol, which no other branch declares.
let model = Architecture(
  "Model",
  recognisedBy: [
    .declares(.protocol("ArticlesModelDelegate")),
    .declares(.type("ArticlesViewController", conformingTo: "ArticlesModelDelegate")),
    .reaches("ArticlesModel", from: "ArticlesViewController"),
  ],
  goals: [
    RefactoringGoal(
      "The model tells the controller, its delegate held weakly, when a request answers",
      .declares(.type("ArticlesViewController", conformingTo: "ArticlesModelDelegate")),
      .contains(["weak var delegate"], in: .type("ArticlesModel")),
      // Told, by a model the controller makes: not a delegate nothing calls, or a model nothing makes.
      .contains(["delegate?."], in: .type("ArticlesModel")),
      .reaches("ArticlesModel", from: "ArticlesViewController"),
      hint: GoalHint(
        smell:
          "The controller waits in a closure for the API client's answer: what the model knows (the "
          + "articles came, or an error) reaches the screen only through the controller's own request.",
        move:
          "Let ArticlesModel own the request and tell its delegate (weak var delegate: "
          + "ArticlesModelDelegate?) through completedRequest(result:); the controller adopts "
          + "ArticlesModelDelegate and reloads its table there.",
        shownAt: "2-model"))
  ],
  metBy: ["3-Fixes"], firstStep: "2-Model")

/// The MVP branch (2-MVP, from 1-View): a presenter that owns the list and tells a view it
/// holds weakly. Recognised by the presenter, with no interactor (VIP has a presenter too).
let mvp = Architecture(
  "MVP",
  recognisedBy: [
    .declares(.type("ArticlesPresenter")), .reaches("ArticlesPresenter", from: "ArticlesViewController"),
    .lacks(["interactor"], in: .everywhere),
  ],
  goals: [
    RefactoringGoal(
      "A presenter owns the list and tells the controller, held weakly, what to show",
      .declares(.type("ArticlesViewController", conformingTo: "ArticlesPresenterOutput")),
      .contains(["weak var view"], in: .type("ArticlesPresenter")),
      // The presenter the controller makes keeps the list: not a presenter nothing makes, or one
      // beside a controller that still keeps the articles.
      .contains(["var articles"], in: .type("ArticlesPresenter")),
      .reaches("ArticlesPresenter", from: "ArticlesViewController"),
      .lacks(["UIView", "UITableView"], in: .type("ArticlesPresenter")),
      hint: GoalHint(
        smell:
          "The controller decides what a refresh does to the list and when refreshing ends: "
          + "presentation logic that only a screen can exercise.",
        move:
          "Move the list and its requests to ArticlesPresenter (numberOfArticles, article(forRow:), "
          + "viewDidLoad(), didPullToRefresh()); it tells the controller, which adopts "
          + "ArticlesPresenterOutput, through a weak var view, and names no UIKit view.",
        shownAt: "2-mvp"))
  ],
  metBy: ["2-MVP"], firstStep: "2-MVP")

/// The MVVM branch (2-MVVM, from 1-View): a view model the controller binds to through its
/// closures. Recognised by the view model, by name (VIP's use cases nest a `ViewModel` too).
let mvvm = Architecture(
  "MVVM",
  recognisedBy: [
    .declares(.type("ArticlesViewModel")), .reaches("ArticlesViewModel", from: "ArticlesViewController"),
  ],
  goals: [
    RefactoringGoal(
      "A view model owns the list and knows nothing of views: the controller binds to its closures",
      .declares(.property("*DidChange"), in: .type("ArticlesViewModel")),
      .lacks(["UIView", "UITableView", "ArticlesViewController"], in: .type("ArticlesViewModel")),
      .reaches("ArticlesViewModel", from: "ArticlesViewController"),
      hint: GoalHint(
        smell:
          "The controller keeps the articles and updates the table itself: the list's state can be "
          + "observed only on screen.",
        move:
          "Move the list to ArticlesViewModel, which calls articlesDidChange and requestDidFinish when "
          + "they happen; the controller sets those closures in viewDidLoad() and reloads its table "
          + "from them. The view model names no view.",
        shownAt: "2-mvvm"))
  ],
  metBy: ["2-MVVM"], firstStep: "2-MVVM")

/// View data (3-ViewData, from 2-MVP): the cell shows a value built from the article, as 01's
/// 5-ViewData and 04's 9-TableViewCell. Recognised by a `ViewData` type nested in the cell.
let viewData = Architecture(
  "View data",
  recognisedBy: Architecture.viewDataRecognition,
  goals: [
    RefactoringGoal(
      "The cell is configured only through its ViewData",
      .declares(.property("viewData"), in: .type("ArticleCell")),
      .lacks(["configure(", "Article", "DateFormatter"], in: .type("ArticleCell")),
      // The cell fills its labels itself: not a free function, nor the controller, behind its back.
      .contains(["titleLabel.text = "], in: .type("ArticleCell")),
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
      // What the cell shows is its view data: not an article handed to it by another name, nor
      // labels a free function sets.
      .lacks(["Article"], in: .type("ArticleCell")),
      .contains(["titleLabel.text = "], in: .type("ArticleCell")),
      hint: GoalHint(
        smell:
          "cellForRowAt hands the cell an article (or fills its labels): the row's text is made in the view.",
        move: "In cellForRowAt, write cell.viewData = ArticleCell.ViewData(article: article).",
        shownAt: "3-viewdata")),
    RefactoringGoal(
      "A ViewData built from an article is tested without a table",
      .tested(naming: ["ViewData"], killing: 0.5),
      hint: GoalHint(
        smell: "What a row shows is checked only on screen, through a table and its cells.",
        move:
          "Write a test in Tests/ArticlesTests/Exercise/ (@testable import ArticlesExercise) that builds "
          + "ArticleCell.ViewData(article:) and checks each field, as Tests/ArticlesTests/ViewData/ does.",
        shownAt: "3-viewdata")),
  ],
  metBy: ["3-ViewData"], firstStep: "3-ViewData")

/// Clean Swift's VIP, in the shape of chapter 01's ListMeals scene (the branch from step 1):
/// recognised by a List Articles interactor.
let vip = Architecture(
  "VIP",
  recognisedBy: [
    .declares(.type("ListArticlesInteractor")),
    .reaches("ListArticlesInteractor", from: "ArticlesViewController"),
  ],
  goals: [
    RefactoringGoal(
      "Fetching the articles is a use case with its request, response and view model: "
        + "ListArticles.FetchArticles",
      .declares(.type("FetchArticles"), in: .type("ListArticles")),
      .declares(.type("Request"), in: .type("FetchArticles")),
      .declares(.type("Response"), in: .type("FetchArticles")),
      .declares(.type("ViewModel"), in: .type("FetchArticles")),
      // Sent: the controller asks an interactor it reaches with a request.
      .contains(["FetchArticles.Request("], in: .type("ArticlesViewController")),
      .reaches("ListArticlesInteractor", from: "ArticlesViewController"),
      hint: GoalHint(
        smell:
          "Fetching the articles has no name of its own: the controller gets a Result back, and nothing "
          + "says what crosses each boundary of the scene.",
        move:
          "Declare the use case as CleanStore does, in ListArticlesModels.swift: enum ListArticles { enum "
          + "FetchArticles { struct Request; struct Response (the articles, or the error); struct "
          + "ViewModel (the displayed articles, or the error's message) } }.",
        shownAt: "3-listarticlesinteractor")),
    RefactoringGoal(
      "The business logic is an interactor that keeps the articles, behind ListArticlesBusinessLogic",
      .declares(.type("ListArticlesInteractor", conformingTo: "ListArticlesBusinessLogic")),
      .declares(.type("ListArticlesInteractor", conformingTo: "ListArticlesDataStore")),
      .lacks(["ArticlesWorker", "articlesWorker", "ApiClient"], in: .type("ArticlesViewController")),
      .holds(
        responsibility("Requesting the articles"), by: ["*Interactor", "*Worker"],
        reachedFrom: "ArticlesViewController"),
      hint: GoalHint(
        smell:
          "What an answer does to the list (articles += value) is still the view controller's, and the "
          + "controller still asks for the articles itself.",
        move:
          "Make ListArticlesInteractor the scene's business logic: it adopts ListArticlesBusinessLogic "
          + "(fetchArticles(request:)) and ListArticlesDataStore (its articles), asks the ArticlesWorker, "
          + "and keeps what each answer leaves.",
        shownAt: "3-listarticlesinteractor")),
    RefactoringGoal(
      "A presenter turns responses into view models for a controller that only displays",
      .declares(.type("ListArticlesPresenter", conformingTo: "ListArticlesPresentationLogic")),
      .declares(.type("ArticlesViewController", conformingTo: "ListArticlesDisplayLogic")),
      .lacks(["DateFormatter", "likesCount"], in: .everywhereBut("ListArticlesPresenter.swift")),
      .reaches("ListArticlesPresenter", from: "ArticlesViewController"),
      hint: GoalHint(
        smell:
          "The cell turns an article into the texts its labels show (the author's @, the likes, the tags,"
          + " the date): presentation logic where only display belongs.",
        move:
          "ListArticlesPresenter adopts ListArticlesPresentationLogic: it turns each Response into a "
          + "ViewModel (DisplayedArticle: five texts, the date formatted) and calls the controller's "
          + "displayFetchedArticles(viewModel:) through ListArticlesDisplayLogic, holding the controller "
          + "weakly; the cell sets its labels from a DisplayedArticle.",
        shownAt: "3-listarticlesinteractor")),
    RefactoringGoal(
      "A router takes the tapped row, with the interactor's data store to pass on",
      .declares(.type("ListArticlesRouter", conformingTo: "ListArticlesRoutingLogic")),
      .declares(.type("ListArticlesRouter", conformingTo: "ListArticlesDataPassing")),
      .contains(["router?.routeToShowArticle()"], in: .type("ArticlesViewController")),
      .reaches("ListArticlesRouter", from: "ArticlesViewController"),
      hint: GoalHint(
        smell:
          "A tapped row is the view controller's to handle: where it leads, and what the next screen "
          + "is handed, would be written in the view controller.",
        move:
          "Add ListArticlesRouter (ListArticlesRoutingLogic, ListArticlesDataPassing), made in setup() "
          + "with the interactor as its dataStore; didSelectRowAt calls router?.routeToShowArticle().",
        shownAt: "4-listarticlesrouter")),
  ],
  metBy: ["4-ListArticlesRouter"], firstStep: "3-ListArticlesInteractor")

/// Where the articles and their request may live once they leave the controller: the model, the
/// presenter or view model that asks it, or a VIP scene's interactor and worker.
private let articleListHolders = ["*Model", "*Presenter", "*ViewModel", "*Interactor", "*Worker"]

/// A responsibility of the massive controller, by its name in Responsibilities.swift (one with no
/// symbols, which no goal can meet, if the name is wrong: the conformance checks then fail).
private func responsibility(_ name: String) -> Responsibility {
  responsibilities.first { $0.name == name } ?? Responsibility(name, symbols: [])
}
