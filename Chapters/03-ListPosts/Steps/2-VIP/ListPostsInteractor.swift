import ListPostsKit

@MainActor
protocol ListPostsBusinessLogic {
  func fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request)
}

@MainActor
protocol ListPostsDataStore {
  var recentPosts: [Post] { get }
}

/// The scene's business logic: whose posts to fetch, which of them count as recent.
@MainActor
final class ListPostsInteractor: ListPostsBusinessLogic, ListPostsDataStore {
  var presenter: ListPostsPresentationLogic?
  var worker: ListPostsWorker

  let userManager: UserManager

  /// What a route to a post's details would pass on. The seed declares it and never assigns it:
  /// the recent posts go straight into the response, so this data store stays empty.
  var recentPosts: [Post] = []

  init(userManager: UserManager, worker: ListPostsWorker) {
    self.userManager = userManager
    self.worker = worker
  }

  // MARK: Fetch follower posts

  func fetchFollowerPosts(request: ListPosts.FetchFollowerPosts.Request) {
    if let currentUser = userManager.loggedInUser() {
      let followers = userManager.followersForUser(currentUser)
      worker.fetchPostsByAllFollowers(followers) { posts, error in
        if let error = error {
          self.handleFetchPostsByAllFollowersFailure(error)
        } else if let posts = posts {
          self.handleFetchPostsByAllFollowersSuccess(posts)
        }
      }
    } else {
      handleLoggedInUserNotExist()
    }
  }

  private func handleFetchPostsByAllFollowersSuccess(_ posts: [Post]) {
    let posts = Array(posts.sorted { $0 > $1 }.prefix(5))
    let response = ListPosts.FetchFollowerPosts.Response(posts: posts, error: nil)
    presenter?.presentFetchFollowerPosts(response: response)
  }

  private func handleFetchPostsByAllFollowersFailure(_ postManagerError: PostManagerError) {
    let error: ListPosts.FetchFollowerPosts.Error
    switch postManagerError {
    case .cannotFetch(let message):
      error = .cannotFetch(message: message)
    }
    let response = ListPosts.FetchFollowerPosts.Response(posts: nil, error: error)
    presenter?.presentFetchFollowerPosts(response: response)
  }

  private func handleLoggedInUserNotExist() {
    let error = ListPosts.FetchFollowerPosts.Error.notLoggedIn(message: "User is not logged in")
    let response = ListPosts.FetchFollowerPosts.Response(posts: nil, error: error)
    presenter?.presentFetchFollowerPosts(response: response)
  }
}
