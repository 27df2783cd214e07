import ListPostsKit

@MainActor
protocol ListPostsView: AnyObject {
  func showLoginButton()
}

@MainActor
final class ListPostsPresenter {
  func viewDidLoad() {}
}

extension ListPostsViewController: ListPostsView {
  func showLoginButton() {
    loginButton.isHidden = false
  }
}
