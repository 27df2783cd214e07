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
        + "loaded from its own nib, and ArticleCell.configure(with:) takes the five label " + "assignments."
    ) { ArticlesView.applicationMain(in: $0) },
    .step(
      "2-Model", title: "Model", parent: "1-View",
      reason: "The Model leaves the controller: ArticlesModel requests the articles and hands the "
        + "result to its delegate, the controller; pull-to-refresh becomes one call."
    ) { ArticlesModel.applicationMain(in: $0) },
    .step(
      "3-Fixes", title: "Fixes", parent: "2-Model",
      reason: "With a model to put them in, the fixes are small, each a declared divergence."
    ) { ArticlesFixes.applicationMain(in: $0) },
    .step(
      "2-Model-As-Printed", title: "Model, as printed", parent: "1-View",
      reason: "Step 2 exactly as the article prints it, kept to show what the suite catches: it "
        + "registers the view's own nib under \"ArticlesView\" where the controller dequeues "
        + "\"ArticleCell\", and the app crashes as soon as the first article arrives."
    ) {
      ArticlesModelAsPrinted.applicationMain(in: $0)
    },
    .step(
      "2-MVP", title: "MVP", parent: "1-View",
      reason: "The same View as step 1, and a presenter instead of the article's model: the presenter "
        + "owns the list and asks its model for the articles; the controller forwards events and "
        + "shows what it is told."
    ) { ArticlesMVP.applicationMain(in: $0) },
    .step(
      "2-MVVM", title: "MVVM", parent: "1-View",
      reason: "The same View again, and a view model without a reactive framework: it keeps the list "
        + "and the request and exposes its state through two closures the controller binds."
    ) { ArticlesMVVM.applicationMain(in: $0) },
    .step(
      "3-ViewData", title: "View data", parent: "2-MVP",
      reason: "The cell shows inert values: ArticleCell.ViewData is built from an article (the "
        + "formatting and the date formatter move with it) and shown by the cell, so what a row "
        + "shows is a value a test can check without a table."
    ) { ArticlesViewData.applicationMain(in: $0) },
    .step(
      "2-ArticlesWorker", title: "Articles worker", parent: "1-View",
      reason: "The same View as step 1, and the first move of Clean Swift's VIP: ArticlesWorker wraps "
        + "the API client, and the controller asks the worker for the articles instead of ApiClient."
    ) { ArticlesArticlesWorker.applicationMain(in: $0) },
    .step(
      "3-ListArticlesInteractor", title: "List Articles interactor", parent: "2-ArticlesWorker",
      reason: "The VIP cycle: the controller sends a FetchArticles request to ListArticlesInteractor, "
        + "which keeps the list and asks the worker; ListArticlesPresenter turns the response into the "
        + "texts each row shows, and the controller only displays them."
    ) { ArticlesListArticlesInteractor.applicationMain(in: $0) },
    .step(
      "4-ListArticlesRouter", title: "List Articles router", parent: "3-ListArticlesInteractor",
      reason: "A tapped row goes to ListArticlesRouter, whose data store is the interactor: the scene's "
        + "navigation leaves the controller (a tap still opens nothing, as in the source)."
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
