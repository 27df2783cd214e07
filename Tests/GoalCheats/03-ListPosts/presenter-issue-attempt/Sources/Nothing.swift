protocol Nothing: AnyObject {}

final class ListPostsPresenter {}

extension ListPostsViewController: Nothing {}
