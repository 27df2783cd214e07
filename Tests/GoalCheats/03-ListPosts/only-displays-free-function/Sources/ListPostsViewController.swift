import Foundation
import HeadlessUIKit
import ListPostsKit

/// Shows the five most recent posts by the logged-in user's followers, or a Login button.
final class ListPostsViewController: UIViewController, UITableViewDataSource {

  var loginButton: UIButton!
  var tableView: UITableView!

  var posts: [Post] = []

  var formatter: Formatter {
    let dateFormatter = Formatter()
    dateFormatter.dateStyle = .medium
    dateFormatter.timeStyle = .medium
    return dateFormatter
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    loadPosts(into: self)
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
    cell.detailTextLabel?.text = formatter.string(from: post.timestamp)
    return cell
  }
}
