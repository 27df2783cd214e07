import Workbook

/// The exercise's goals, as the README's "The exercise" states them. `swift run workbook verify 02`
/// checks them against Exercise/; each fails on step 0 and holds on the last step of each branch.
let goals = [
  RefactoringGoal(
    "The controller no longer calls the API client", .lacks(["ApiClient"], in: .type("ArticlesViewController"))),
  RefactoringGoal(
    "No cell configuration in the controller: the cell configures itself",
    .lacks([".titleLabel", ".userLabel", ".likesLabel", ".tagsLabel", ".createdAtLabel"], in: .type("ArticlesViewController")),
    .declares(.function("configure"), in: .type("ArticleCell"))),
]
