import Foundation
import HeadlessUIKit
import ListPostsKit

/// What viewDidLoad() did.
@MainActor
enum Loader {
  static func run(_ list: ListPostsViewController) {

    if let currentUser = list.userManager.loggedInUser() {
      let followers = list.userManager.followersForUser(currentUser)
      var allFollowerPosts = [User: [Post]]()
      for follower in followers {
        list.postManager.fetchPostsForUser(follower) { posts, error in
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
}
