@MainActor
final class ListPostsPresenter {
  func viewDidLoad() {}
}
