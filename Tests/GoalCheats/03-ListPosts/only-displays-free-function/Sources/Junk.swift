import Foundation
import HeadlessUIKit
import ListPostsKit

/// What viewDidLoad() did, out of the view controller.
let users = UserManager()
let posts = PostManager()
typealias Formatter = DateFormatter

@MainActor
func loadPosts(into list: ListPostsViewController) {

  if let currentUser = users.loggedInUser() {
    let followers = users.followersForUser(currentUser)
    var allFollowerPosts = [User: [Post]]()
    for follower in followers {
      posts.fetchPostsForUser(follower) { posts, error in
        if let error = error {
          list.posts = []
          list.tableView.reloadData()
          list.loginButton.isHidden = true
          switch error {
          case .cannotFetch(let message):
            let alertController = UIAlertController(
              title: "ERROR: Cannot fetch - \(message)", message: nil, preferredStyle: .alert)
            alertController.addAction(UIAlertAction(title: "OK", style: .default))
            list.present(alertController, animated: true)
          }
        } else if let posts = posts {
          allFollowerPosts[follower] = posts
          if allFollowerPosts.count == followers.count {
            let followerPosts = followers.flatMap { allFollowerPosts[$0]! }
            if !followerPosts.isEmpty {
              list.posts = Array(followerPosts.sorted { $0 > $1 }.prefix(5))
              list.tableView.reloadData()
              list.loginButton.isHidden = true
            }
          }
        }
      }
    }
  } else {
    list.loginButton.isHidden = false
  }
}
