import ListPostsKit

/// Fetches the posts of many followers at once, over the post manager's one-user requests.
@MainActor
class ListPostsWorker {
  let postManager: PostManager

  init(postManager: PostManager) {
    self.postManager = postManager
  }

  // MARK: Business logic

  /// Fetches every follower's posts and completes once, when the last follower has answered, with
  /// all their posts in the followers' order; or with the error of any follower that fails.
  func fetchPostsByAllFollowers(
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

  /// Fetches one follower's posts.
  func fetchPostsByFollower(
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
}
