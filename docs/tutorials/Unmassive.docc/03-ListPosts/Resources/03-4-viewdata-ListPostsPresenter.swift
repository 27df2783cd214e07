import Foundation
import ListPostsKit

/// Decides what the list of posts shows: fetches the followers' posts, keeps the five newest, and
/// tells its view what to display and how it reads.
@MainActor
final class ListPostsPresenter {
  let userManager: UserManager
  let postManager: PostManager

  private weak var view: (any ListPostsView)?

  let dateFormatter: DateFormatter

  /// A presenter for this view, on this backend, that writes dates for this locale and time zone.
  init(
    view: any ListPostsView, userManager: UserManager, postManager: PostManager, locale: Locale,
    timeZone: TimeZone
  ) {
    self.view = view
    self.userManager = userManager
    self.postManager = postManager
    dateFormatter = DateFormatter()
    dateFormatter.locale = locale
    dateFormatter.timeZone = timeZone
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .medium
  }

  // MARK: View lifecycle

  /// The list has loaded: it shows the followers' five newest posts once they have all answered,
  /// or the Login button when nobody is logged in.
  func viewDidLoad() {
    displayFollowerPosts()
  }

  // MARK: Follower posts

  private func displayFollowerPosts() {
    if let currentUser = userManager.loggedInUser() {
      let followers = userManager.followersForUser(currentUser)
      fetchPostsByAllFollowers(followers) { posts, error in
        if let error = error {
          self.view?.refreshFollowerPosts([])
          self.view?.hideLoginButton()
          self.view?.showAlert(self.alertMessage(error))
        } else if let posts = posts {
          self.updateFollowerPosts(posts)
        }
      }
    } else {
      view?.showLoginButton()
    }
  }

  private func updateFollowerPosts(_ posts: [Post]) {
    if !posts.isEmpty {
      let recentPosts = Array(posts.sorted { $0 > $1 }.prefix(5))
      view?.refreshFollowerPosts(
        recentPosts.map { PostCell.ViewData(post: $0, dateFormatter: dateFormatter) })
      view?.hideLoginButton()
    }
  }

  // MARK: Fetch posts

  private func fetchPostsByAllFollowers(
    _ followers: [User], completionHandler: @escaping (_ posts: [Post]?, _ error: PostManagerError?) -> Void
  ) {
    var allFollowerPosts = [User: [Post]]()
    for follower in followers {
      fetchPostsByFollower(follower) { posts, error in
        if let error = error {
          completionHandler(nil, error)
        } else if let posts = posts {
          allFollowerPosts[follower] = posts
          if allFollowerPosts.count == followers.count {
            completionHandler(followers.flatMap { allFollowerPosts[$0]! }, nil)
          }
        }
      }
    }
  }

  private func fetchPostsByFollower(
    _ follower: User, completionHandler: @escaping (_ posts: [Post]?, _ error: PostManagerError?) -> Void
  ) {
    postManager.fetchPostsForUser(follower) { posts, error in
      if let error = error {
        completionHandler(nil, error)
      } else if let posts = posts {
        completionHandler(posts, nil)
      }
    }
  }

  // MARK: How posts and errors read

  private func alertMessage(_ error: PostManagerError) -> String {
    switch error {
    case .cannotFetch(let message):
      "ERROR: Cannot fetch - \(message)"
    }
  }
}
