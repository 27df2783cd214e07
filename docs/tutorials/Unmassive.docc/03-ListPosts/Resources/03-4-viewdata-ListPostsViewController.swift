import Foundation
import HeadlessUIKit

/// Shows the five most recent posts by the logged-in user's followers, or a Login button.
final class ListPostsViewController: UIViewController, ListPostsView, UITableViewDataSource {
  var presenter: ListPostsPresenter!

  var loginButton: UIButton!
  var tableView: UITableView!

  var posts: [PostCell.ViewData] = []

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  // MARK: Show posts, the Login button, errors

  func refreshFollowerPosts(_ posts: [PostCell.ViewData]) {
    self.posts = posts
    tableView.reloadData()
  }

  func showLoginButton() {
    loginButton.isHidden = false
  }

  func hideLoginButton() {
    loginButton.isHidden = true
  }

  func showAlert(_ message: String) {
    let alertController = UIAlertController(title: message, message: nil, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "OK", style: .default))
    present(alertController, animated: true)
  }

  // MARK: Table view data source

  func numberOfSections(in tableView: UITableView) -> Int {
    1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell") as! PostCell
    cell.viewData = posts[indexPath.row]
    return cell
  }
}
