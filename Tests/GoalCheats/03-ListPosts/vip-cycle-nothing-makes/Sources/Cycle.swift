protocol ListPostsBusinessLogic {
  func fetchFollowerPosts()
}

protocol ListPostsPresentationLogic {
  func presentFollowerPosts()
}

protocol ListPostsDisplayLogic: AnyObject {}

final class ListPostsInteractor: ListPostsBusinessLogic {
  func fetchFollowerPosts() {}
}

final class ListPostsPresenter: ListPostsPresentationLogic {
  func presentFollowerPosts() {}
}

extension ListPostsViewController: ListPostsDisplayLogic {}
