import HeadlessInterfaceBuilder
import HeadlessUIKit

// Main.storyboard, in code: a navigation controller (the initial scene) whose root lists the
// posts. The scene is the sample's: a Login button above a table of posts in a vertical stack
// that fills the screen below the navigation bar, the table as wide as the stack; the table's
// prototype cell "PostCell", a PostCell, is a Right Detail cell (the title left, the date right).

@MainActor
func makeMainStoryboard() -> StoryboardFile {
  StoryboardFile(
    name: "Main", initialScene: "Navigation Controller",
    scenes: [
      .navigation("Navigation Controller", root: "ListPostsViewController"),
      .scene("ListPostsViewController") { ListPostsViewController() }
        .content { (listPosts: ListPostsViewController, view) in
          listPosts.loginButton = UIButton(type: .system)
          listPosts.loginButton.setTitle("Login", for: .normal)
          listPosts.tableView = UITableView(frame: .zero, style: .plain)
          listPosts.tableView.dataSource = listPosts
          let stackView = UIStackView(arrangedSubviews: [listPosts.loginButton, listPosts.tableView])
          stackView.axis = .vertical
          stackView.alignment = .center
          stackView.spacing = 8
          stackView.translatesAutoresizingMaskIntoConstraints = false
          listPosts.tableView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(stackView)
          NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listPosts.tableView.leadingAnchor.constraint(equalTo: stackView.leadingAnchor),
            listPosts.tableView.trailingAnchor.constraint(equalTo: stackView.trailingAnchor),
          ])
        }
        .prototypeCell("PostCell", PostCell.self, style: .value1),
    ])
}
