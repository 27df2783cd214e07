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
    Loader.run(self)
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
