@MainActor
protocol ListPostsView: AnyObject {
  func showLoginButton()
}

@MainActor
final class ListPostsPresenter {
  func viewDidLoad() {}
}
