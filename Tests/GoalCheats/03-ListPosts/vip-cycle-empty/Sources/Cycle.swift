protocol ListPostsBusinessLogic {}

protocol ListPostsPresentationLogic {}

protocol ListPostsDisplayLogic: AnyObject {}

final class ListPostsInteractor: ListPostsBusinessLogic {}

final class ListPostsPresenter: ListPostsPresentationLogic {}

extension ListPostsViewController: ListPostsDisplayLogic {}
