import Foundation
import ListPostsKit

@MainActor
protocol ListPostsPresentationLogic {
  func presentFetchFollowerPosts(response: ListPosts.FetchFollowerPosts.Response)
}

/// The scene's presentation logic: how posts and errors read on the screen.
@MainActor
final class ListPostsPresenter: ListPostsPresentationLogic {
  weak var viewController: ListPostsDisplayLogic?

  let dateFormatter: DateFormatter

  /// A presenter that writes dates for the device's locale and time zone.
  init(locale: Locale, timeZone: TimeZone) {
    dateFormatter = DateFormatter()
    dateFormatter.locale = locale
    dateFormatter.timeZone = timeZone
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .medium
  }

  // MARK: Fetch follower posts

  func presentFetchFollowerPosts(response: ListPosts.FetchFollowerPosts.Response) {
    if let posts = response.posts {
      if !posts.isEmpty {
        handlePresentFetchFollowerPostsSuccess(posts)
      }
    } else if let error = response.error {
      switch error {
      case .cannotFetch:
        handlePresentFetchFollowerPostsFailure(error)
      case .notLoggedIn:
        handlePresentFetchFollowerPostsLoginError(error)
      }
    }
  }

  private func handlePresentFetchFollowerPostsSuccess(_ followerPosts: [Post]) {
    let displayedPosts = formatFetchFollowerPosts(followerPosts)
    let viewModel = ListPosts.FetchFollowerPosts.ViewModel(displayedPosts: displayedPosts, error: nil)
    viewController?.displayFetchFollowerPosts(viewModel: viewModel)
  }

  private func handlePresentFetchFollowerPostsFailure(_ error: ListPosts.FetchFollowerPosts.Error) {
    let errorMessage = formatFetchFollowerPostsError(error)
    let viewModel = ListPosts.FetchFollowerPosts.ViewModel(displayedPosts: [], error: errorMessage)
    viewController?.displayFetchFollowerPostsFetchError(viewModel: viewModel)
  }

  private func handlePresentFetchFollowerPostsLoginError(_ error: ListPosts.FetchFollowerPosts.Error) {
    let errorMessage = formatFetchFollowerPostsError(error)
    let viewModel = ListPosts.FetchFollowerPosts.ViewModel(displayedPosts: [], error: errorMessage)
    viewController?.displayFetchFollowerPostsLoginError(viewModel: viewModel)
  }

  // MARK: Formatting

  private func formatFetchFollowerPosts(
    _ posts: [Post]
  ) -> [ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost] {
    posts.map { post in
      ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost(
        title: post.title,
        author: "\(post.user.firstName) \(post.user.lastName)",
        publishedOn: dateFormatter.string(from: post.timestamp))
    }
  }

  private func formatFetchFollowerPostsError(_ error: ListPosts.FetchFollowerPosts.Error) -> String {
    switch error {
    case .cannotFetch(let message):
      "ERROR: Cannot fetch - \(message)"
    case .notLoggedIn(let message):
      "ERROR: Cannot login - \(message)"
    }
  }
}
