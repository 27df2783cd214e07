import ArticlesKit

/// The List Articles scene's use case: what the request asks, what the interactor answers, and
/// what the presenter hands the view controller to display.
enum ListArticles {

  // MARK: Use cases

  enum FetchArticles {
    struct Request {
    }
    struct Response {
      /// The whole list the interactor keeps, or why the request failed.
      var result: Result<[Article], Error>
    }
    struct ViewModel {
      /// The rows to show, or nil when the request failed and the list stays as it was.
      var displayedArticles: [DisplayedArticle]?
      /// What the console is told of a failure.
      var errorMessage: String?
    }
  }

  // MARK: Displayed values

  /// An article as a row of the list shows it: five texts, ready for the cell's labels.
  struct DisplayedArticle: Equatable {
    var title: String
    var user: String
    var likes: String
    var tags: String
    var createdAt: String
  }
}
