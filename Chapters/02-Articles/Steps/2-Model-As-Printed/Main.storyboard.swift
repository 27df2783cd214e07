import HeadlessUIKit

// Main.storyboard, in code: a navigation controller (the initial scene) whose root, titled
// "Articles", lists the articles; the root scene has no view of its own in the storyboard: its
// controller's loadView() makes it.

@MainActor
func makeMainStoryboard() -> UIStoryboard {
  UIStoryboard(
    name: "Main", initialScene: "Navigation Controller",
    scenes: [
      .navigation("Navigation Controller", root: "ArticlesViewController"),
      .scene("ArticlesViewController") { ArticlesViewController() }
        .content { (articles: ArticlesViewController, _) in
          articles.navigationItem.title = "Articles"
        },
    ])
}
