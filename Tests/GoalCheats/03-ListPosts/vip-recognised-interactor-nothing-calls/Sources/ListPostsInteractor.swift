final class ListPostsInteractor {
  func fetchFollowerPosts() {}
}
