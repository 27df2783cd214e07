import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 02`
/// checks them against Exercise/; each fails on step 0 and holds on the last step of each branch
/// (3-Fixes, 2-MVP, 2-MVVM).
let goals = [
  RefactoringGoal(
    "The controller no longer calls the API client",
    .lacks(["ApiClient"], in: .type("ArticlesViewController"))),
  RefactoringGoal(
    "No cell configuration in the controller: the cell configures itself with an article",
    .lacks(
      [".titleLabel", ".userLabel", ".likesLabel", ".tagsLabel", ".createdAtLabel", "DateFormatter"],
      in: .type("ArticlesViewController")),
    .declares(.function("configure"), in: .type("ArticleCell"))),
  RefactoringGoal(
    "The view owns the table: ArticlesView holds it and registers its cell; loadView() assigns it",
    .declares(.property("articlesTableView"), in: .type("ArticlesView")),
    .lacks(["register(", "UITableView!"], in: .type("ArticlesViewController")),
    .contains(["view = "], in: .function("loadView", in: "ArticlesViewController"))),
  RefactoringGoal(
    "The list lives in a model, presenter or view model a test can drive without a screen: the "
      + "controller keeps no articles of its own",
    .lacks(["var articles"], in: .type("ArticlesViewController")),
    .contains(["var articles"], in: .everywhere)),
]
