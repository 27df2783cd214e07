import Foundation
import HeadlessUIKit
import ListPostsKit

/// Shows the five most recent posts by the logged-in user's followers, or a Login button.
final class ListPostsViewController: UIViewController, UITableViewDataSource {
  let userManager = UserManager()
  let postManager = PostManager()

  var loginButton: UIButton!
  var tableView: UITableView!

  var posts: [Post] = []
  var presenter: ListPostsPresenter?

  var dateFormatter: DateFormatter {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .medium
    return dateFormatter
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()

    if let currentUser = userManager.loggedInUser() {
      let followers = userManager.followersForUser(currentUser)
      var allFollowerPosts = [User: [Post]]()
      for follower in followers {
        postManager.fetchPostsForUser(follower) { posts, error in
          if let error = error {
            self.posts = []
            self.tableView.reloadData()
            self.loginButton.isHidden = true
            switch error {
            case .cannotFetch(let message):
              let alertController = UIAlertController(
                title: "ERROR: Cannot fetch - \(message)", message: nil, preferredStyle: .alert)
              alertController.addAction(UIAlertAction(title: "OK", style: .default))
              self.present(alertController, animated: true)
            }
          } else if let posts = posts {
            allFollowerPosts[follower] = posts
            if allFollowerPosts.count == followers.count {
              let followerPosts = followers.flatMap { allFollowerPosts[$0]! }
              if !followerPosts.isEmpty {
                self.posts = Array(followerPosts.sorted { $0 > $1 }.prefix(5))
                self.tableView.reloadData()
                self.loginButton.isHidden = true
              }
            }
          }
        }
      }
    } else {
      loginButton.isHidden = false
    }
  }

  // MARK: Table view data source

  func numberOfSections(in tableView: UITableView) -> Int {
    1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let post = posts[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell")!
    cell.textLabel?.text = post.title
    cell.detailTextLabel?.text = dateFormatter.string(from: post.timestamp)
    return cell
  }
}
