import HeadlessInterfaceBuilder
import HeadlessUIKit

// Main.storyboard, in code: a navigation controller (the initial scene) whose root, titled
// "Articles", lists the articles. The root scene's view, which Interface Builder gives every
// scene, is empty now: the controller's loadView() puts an ArticlesView in its place.

@MainActor
func makeMainStoryboard() -> StoryboardFile {
  StoryboardFile(
    name: "Main", initialScene: "Navigation Controller",
    scenes: [
      .navigation("Navigation Controller", root: "ArticlesViewController"),
      .scene("ArticlesViewController") { ArticlesViewController() }
        .content { (articles: ArticlesViewController, _) in
          articles.navigationItem.title = "Articles"
        },
    ])
}
