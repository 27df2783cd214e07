import ListPostsKit

/// The List Posts scene's models: for each use case, what the view controller asks the
/// interactor (Request), what the interactor hands the presenter (Response) and what the
/// presenter hands the view controller to display (ViewModel).
///
/// The seed, written with the 2016 templates, spelled them `ListPosts_FetchFollowerPosts_Request`
/// and so on; today's templates nest them in enums, so they read `ListPosts.FetchFollowerPosts.Request`.
enum ListPosts {
  // MARK: Use cases

  enum FetchFollowerPosts {
    struct Request {
    }

    struct Response {
      var posts: [Post]?
      var error: Error?
      /// Whether nobody follows the user: there are no posts because there is nobody to ask.
      var hasNoFollowers = false
    }

    /// Why there are no posts to present.
    enum Error: Swift.Error, Equatable {
      case notLoggedIn(message: String)
      case cannotFetch(message: String)
    }

    struct ViewModel {
      struct DisplayedPost: Equatable {
        var title: String
        /// "First Last", as the original sample's view model carries it; this screen's cell
        /// shows only the title and the date.
        var author: String
        var publishedOn: String
      }

      var displayedPosts: [DisplayedPost]?
      var error: String?
      /// What the table says when it is empty for a reason the user should know.
      var emptyState: String?
    }
  }
}
