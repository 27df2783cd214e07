import HeadlessInterfaceBuilder
import HeadlessUIKit

// Main.storyboard, in code: a navigation controller (the initial scene) whose root, titled
// "Articles", lists the articles in a plain table that fills its view; the table is connected to
// the controller's tableView outlet.

@MainActor
func makeMainStoryboard() -> StoryboardFile {
  StoryboardFile(
    name: "Main", initialScene: "Navigation Controller",
    scenes: [
      .navigation("Navigation Controller", root: "ArticlesViewController"),
      .scene("ArticlesViewController") { ArticlesViewController() }
        .content { (articles: ArticlesViewController, view) in
          articles.navigationItem.title = "Articles"
          articles.tableView = UITableView(frame: view.bounds, style: .plain)
          articles.tableView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(articles.tableView)
          NSLayoutConstraint.activate([
            articles.tableView.topAnchor.constraint(equalTo: view.topAnchor),
            articles.tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            articles.tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            articles.tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          ])
        },
    ])
}
