import ListPostsKit

final class ListPostsWorker {
  let postManager = PostManager()

  func fetchPostsByFollower(
    _ follower: User, completionHandler: @escaping ([Post]?, PostManagerError?) -> Void
  ) {
    postManager.fetchPostsForUser(follower) { posts, error in completionHandler(posts, error) }
    postManager.fetchPostsForUser(follower) { _, _ in }
  }
}
