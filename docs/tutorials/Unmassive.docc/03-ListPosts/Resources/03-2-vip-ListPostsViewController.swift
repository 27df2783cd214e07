import Foundation
import HeadlessUIKit
import ListPostsKit

@MainActor
protocol ListPostsDisplayLogic: AnyObject {
  func displayFetchFollowerPosts(viewModel: ListPosts.FetchFollowerPosts.ViewModel)
  func displayFetchFollowerPostsFetchError(viewModel: ListPosts.FetchFollowerPosts.ViewModel)
  func displayFetchFollowerPostsLoginError(viewModel: ListPosts.FetchFollowerPosts.ViewModel)
}

/// Shows the five most recent posts by the logged-in user's followers, or a Login button.
final class ListPostsViewController: UIViewController, ListPostsDisplayLogic, UITableViewDataSource {
  var interactor: ListPostsBusinessLogic?
  var router: (ListPostsRoutingLogic & ListPostsDataPassing)?

  var loginButton: UIButton!
  var tableView: UITableView!

  var displayedPosts: [ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost] = []

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    fetchFollowerPostsOnLoad()
  }

  // MARK: Fetch follower posts

  private func fetchFollowerPostsOnLoad() {
    let request = ListPosts.FetchFollowerPosts.Request()
    interactor?.fetchFollowerPosts(request: request)
  }

  // MARK: Display fetch follower posts or errors

  func displayFetchFollowerPosts(viewModel: ListPosts.FetchFollowerPosts.ViewModel) {
    if let displayedPosts = viewModel.displayedPosts {
      refreshFollowerPosts(displayedPosts)
      hideLoginButton()
    }
  }

  func displayFetchFollowerPostsFetchError(viewModel: ListPosts.FetchFollowerPosts.ViewModel) {
    if let error = viewModel.error {
      clearFollowerPosts()
      hideLoginButton()
      showAlert(error)
    }
  }

  func displayFetchFollowerPostsLoginError(viewModel: ListPosts.FetchFollowerPosts.ViewModel) {
    if viewModel.error != nil {
      showLoginButton()
    }
  }

  // MARK: Show or clear posts in the table view

  private func refreshFollowerPosts(
    _ displayedPosts: [ListPosts.FetchFollowerPosts.ViewModel.DisplayedPost]
  ) {
    self.displayedPosts = displayedPosts
    tableView.reloadData()
  }

  private func clearFollowerPosts() {
    displayedPosts = []
    tableView.reloadData()
  }

  // MARK: Show a fetch error

  private func showAlert(_ error: String) {
    let alertController = UIAlertController(title: error, message: nil, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "OK", style: .default))
    present(alertController, animated: true)
  }

  // MARK: Show or hide the Login button

  private func showLoginButton() {
    loginButton.isHidden = false
  }

  private func hideLoginButton() {
    loginButton.isHidden = true
  }

  // MARK: Table view data source

  func numberOfSections(in tableView: UITableView) -> Int {
    1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    displayedPosts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let displayedPost = displayedPosts[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell")!
    cell.textLabel?.text = displayedPost.title
    cell.detailTextLabel?.text = displayedPost.publishedOn
    return cell
  }
}
