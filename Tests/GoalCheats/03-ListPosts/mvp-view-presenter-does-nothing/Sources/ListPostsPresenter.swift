protocol ListPostsView: AnyObject {}

@MainActor
final class ListPostsPresenter {
  func viewDidLoad() {}
}
