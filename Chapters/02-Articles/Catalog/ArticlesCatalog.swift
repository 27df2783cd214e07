import ArticlesArticlesWorker
import ArticlesExercise
import ArticlesFat
import ArticlesFixes
import ArticlesKit
import ArticlesListArticlesInteractor
import ArticlesListArticlesRouter
import ArticlesMVP
import ArticlesMVVM
import ArticlesModel
import ArticlesModelAsPrinted
import ArticlesView
import ArticlesViewData
import Workbook

/// Chapter 02's table of contents.
public let catalog = ChapterCatalog<ArticlesWorld>(
  number: "02", name: "Articles",
  title: "Articles: why Cocoa MVC gets fat, the controller split into View and Model, then MVP and MVVM",
  variants: [
    .step(
      "0-Fat", title: "Fat", parent: nil,
      reason: "The article's fat view controller: it lays out its table, requests the articles, "
        + "refreshes on a pull, formats the dates and fills every label of every cell itself."
    ) { ArticlesFat.applicationMain(in: $0) },
    .step(
      "1-View", title: "View", parent: "0-Fat",
      reason: "The View leaves the controller: ArticlesView owns the table and the refresh control, "
        + "loaded from its own nib, and ArticleCell.configure(with:) takes the five label " + "assignments.",
      smell: "`UIViewController` carries both roles, and nothing in the class says where the View "
        + "stops: the outlet, the registration, the refresh control, the formatter and five label "
        + "assignments sit beside the Controller's code.",
      move: "The View leaves the controller: `ArticlesView` loads its content from its nib and owns "
        + "the table and the refresh control, `loadView()` assigns it, and "
        + "`ArticleCell.configure(with:)` takes the label assignments and the date formatter."
    ) { ArticlesView.applicationMain(in: $0) },
    .step(
      "2-Model", title: "Model", parent: "1-View",
      reason: "The Model leaves the controller: ArticlesModel requests the articles and hands the "
        + "result to its delegate, the controller; pull-to-refresh becomes one call.",
      smell: "The controller still calls `ApiClient.request` twice, the same closure in "
        + "`viewDidLoad()` and in `refresh()`, and keeps the `articles` list.",
      move: "The Model leaves the controller, as the article prints it: `ArticlesModel.request()` "
        + "hands the result to its weak delegate, and the two closures collapse into "
        + "`completedRequest(result:)`."
    ) { ArticlesModel.applicationMain(in: $0) },
    .step(
      "3-Fixes", title: "Fixes", parent: "2-Model",
      reason: "With a model to put them in, the fixes are small, each a declared divergence.",
      smell: "The Model owns the request and not the data it claims to own: the controller still does "
        + "`articles += value`, so a refresh shows each article twice, a failure is only printed, "
        + "and a tapped row stays selected.",
      move: "Not a refactoring: the fixes, each a declared divergence, made small by the model: an "
        + "answer replaces the list, a failure is shown in an alert, a tapped row is deselected, "
        + "no `super.loadView()`, and the model is given its request."
    ) { ArticlesFixes.applicationMain(in: $0) },
    .step(
      "2-Model-As-Printed", title: "Model, as printed", parent: "1-View",
      reason: "Step 2 exactly as the article prints it, kept to show what the suite catches: it "
        + "registers the view's own nib under \"ArticlesView\" where the controller dequeues "
        + "\"ArticleCell\", and the app crashes as soon as the first article arrives.",
      smell: "The article's `ArticlesView` registers the view's own nib under \"ArticlesView\" while "
        + "the controller dequeues \"ArticleCell\": one string, in a file about views, far from "
        + "the line that crashes.",
      move: "Step 2 exactly as the article prints it, the one line that differs, kept as a variant "
        + "declared expected to fail: the suite catches it on the first scenario that loads an "
        + "article."
    ) {
      ArticlesModelAsPrinted.applicationMain(in: $0)
    },
    .step(
      "2-MVP", title: "MVP", parent: "1-View",
      reason: "The same View as step 1, and a presenter instead of the article's model: the presenter "
        + "owns the list and asks its model for the articles; the controller forwards events and "
        + "shows what it is told.",
      smell: "In Cocoa MVC the controller still decides what an answer does to the list, and asks the "
        + "backend itself.",
      move: "A presenter instead of the article's model: `ArticlesPresenter(view:model:)` owns the "
        + "list and asks its model for the articles; the controller only displays, asking for a "
        + "count and a row, and is handed its presenter by `inject(presenter:)`."
    ) { ArticlesMVP.applicationMain(in: $0) },
    .step(
      "2-MVVM", title: "MVVM", parent: "1-View",
      reason: "The same View again, and a view model without a reactive framework: it keeps the list "
        + "and the request and exposes its state through two closures the controller binds.",
      smell: "The controller still keeps the list and the request, and decides what an answer does to "
        + "them.",
      move: "`ArticlesViewModel` keeps the list and the request and publishes its state through two "
        + "closures, `articlesDidChange` and `requestDidFinish`, which the controller binds in "
        + "`bindViewModel()`; the arrow between the two is reversed."
    ) { ArticlesMVVM.applicationMain(in: $0) },
    .step(
      "3-ViewData", title: "View data", parent: "2-MVP",
      reason: "The cell shows inert values: ArticleCell.ViewData is built from an article (the "
        + "formatting and the date formatter move with it) and shown by the cell, so what a row "
        + "shows is a value a test can check without a table.",
      smell: "`configure(with: Article)` takes a whole article, so the cell decides what \"@\", "
        + "\"LGTM\" and \"#\" make of it and owns the `DateFormatter`: what a row shows can only "
        + "be read off its labels.",
      move: "Give the cell a value: `ArticleCell.ViewData` holds the five texts, "
        + "`ViewData(article:)` builds them, and `cellForRowAt` keeps one line about the article."
    ) { ArticlesViewData.applicationMain(in: $0) },
    .step(
      "2-ArticlesWorker", title: "Articles worker", parent: "1-View",
      reason: "The same View as step 1, and the first move of Clean Swift's VIP: ArticlesWorker wraps "
        + "the API client, and the controller asks the worker for the articles instead of ApiClient.",
      smell: "The controller calls the API through a global, `ApiClient.request`, in two places.",
      move: "`ArticlesWorker.fetchArticles(completion:)` wraps `ApiClient.request`, the API as the "
        + "scene asks it, and the controller calls its worker in both places."
    ) { ArticlesArticlesWorker.applicationMain(in: $0) },
    .step(
      "3-ListArticlesInteractor", title: "List Articles interactor", parent: "2-ArticlesWorker",
      reason: "The VIP cycle: the controller sends a FetchArticles request to ListArticlesInteractor, "
        + "which keeps the list and asks the worker; ListArticlesPresenter turns the response into the "
        + "texts each row shows, and the controller only displays them.",
      smell: "The controller still decides what an answer does to the list and what a row says, with "
        + "the same closure twice.",
      move: "The VIP cycle in one step: the controller sends a `ListArticles.FetchArticles.Request`, "
        + "the interactor asks the worker and keeps the list, the presenter makes the rows, and "
        + "one method displays whatever comes back."
    ) { ArticlesListArticlesInteractor.applicationMain(in: $0) },
    .step(
      "4-ListArticlesRouter", title: "List Articles router", parent: "3-ListArticlesInteractor",
      reason: "A tapped row goes to ListArticlesRouter, whose data store is the interactor: the scene's "
        + "navigation leaves the controller (a tap still opens nothing, as in the source).",
      smell: "Where a tap goes is still decided in the controller's `didSelectRowAt`.",
      move: "A tapped row goes to `ListArticlesRouter`, with the interactor as its data store: the "
        + "refactoring moves where a tap is decided, not what it does (nothing, as the source "
        + "does)."
    ) { ArticlesListArticlesRouter.applicationMain(in: $0) },
    .exercise(parent: "0-Fat") { ArticlesExercise.applicationMain(in: $0) },
  ],
  scenarios: scenarios,
  divergences: divergences,
  expectedFailures: [asPrinted],
  goals: goals, goalsMetBy: ["3-Fixes", "2-MVP", "2-MVVM", "4-ListArticlesRouter"],
  architectures: [viewData, vip, mvvm, mvp, model], responsibilities: responsibilities,
  equivalentMutants: equivalentMutants, actionModel: actionModel,
  makeWorld: { try ArticlesWorld() })
