import Workbook

/// The article's code as printed: ArticlesView registers its own nib under "ArticlesView" while
/// the controller dequeues "ArticleCell". It runs until the first cell is asked for.
let asPrinted = ExpectedFailure(
  variant: "2-Model-As-Printed",
  scenarios: [
    "load-succeeds", "refresh-after-success", "refresh-after-failure", "refresh-shows-new-article",
    "tap-a-row", "requests-out-of-order", "relaunch", "refresh-fails", "refresh-while-loading",
  ],
  crash: .fault(
    "unable to dequeue a cell with identifier ArticleCell - must register a nib or a class for the "
      + "identifier or connect a prototype cell in a storyboard"),
  reason:
    "the article registers the view's own nib under \"ArticlesView\" where the controller dequeues "
    + "\"ArticleCell\": on a device the app crashes as soon as the first article arrives, "
    + "whatever the refactoring's shape; published without a suite, nothing said so")
