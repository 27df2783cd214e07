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

  var dateFormatter: DateFormatter {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .medium
    return dateFormatter
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    displayFollowerPosts()
  }

  // MARK: Follower posts

  func displayFollowerPosts() {
    if let currentUser = userManager.loggedInUser() {
      let followers = userManager.followersForUser(currentUser)
      fetchPostsByAllFollowers(followers) { posts, error in
        if let error = error {
          self.posts = []
          self.refreshFollowerPosts()
          self.hideLoginButton()
          self.showAlert(error)
        } else if let posts = posts {
          self.updateFollowerPosts(posts)
        }
      }
    } else {
      showLoginButton()
    }
  }

  func updateFollowerPosts(_ posts: [Post]) {
    if !posts.isEmpty {
      self.posts = Array(posts.sorted { $0 > $1 }.prefix(5))
      refreshFollowerPosts()
      hideLoginButton()
    }
  }

  // MARK: Fetch posts

  func fetchPostsByAllFollowers(
    _ followers: [User], completionHandler: @escaping (_ posts: [Post]?, _ error: PostManagerError?) -> Void
  ) {
    var allFollowerPosts = [User: [Post]]()
    for follower in followers {
      fetchPostsByFollower(follower) { posts, error in
        if let error = error {
          completionHandler(nil, error)
        } else if let posts = posts {
          allFollowerPosts[follower] = posts
          if allFollowerPosts.count == followers.count {
            completionHandler(followers.flatMap { allFollowerPosts[$0]! }, nil)
          }
        }
      }
    }
  }

  func fetchPostsByFollower(
    _ follower: User, completionHandler: @escaping (_ posts: [Post]?, _ error: PostManagerError?) -> Void
  ) {
    postManager.fetchPostsForUser(follower) { posts, error in
      if let error = error {
        completionHandler(nil, error)
      } else if let posts = posts {
        completionHandler(posts, nil)
      }
    }
  }

  // MARK: Show posts, the Login button, errors

  func refreshFollowerPosts() {
    tableView.reloadData()
  }

  func showLoginButton() {
    loginButton.isHidden = false
  }

  func hideLoginButton() {
    loginButton.isHidden = true
  }

  func showAlert(_ error: PostManagerError) {
    switch error {
    case .cannotFetch(let message):
      let alertController = UIAlertController(
        title: "ERROR: Cannot fetch - \(message)", message: nil, preferredStyle: .alert)
      alertController.addAction(UIAlertAction(title: "OK", style: .default))
      present(alertController, animated: true)
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
