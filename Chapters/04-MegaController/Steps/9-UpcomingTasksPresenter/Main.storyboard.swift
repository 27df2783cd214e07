import HeadlessInterfaceBuilder
import HeadlessUIKit

// Main.storyboard, in code: the navigation controller (the initial scene), the task list
// ("Primary", which the app delegate puts in the navigation controller), the list's + button
// presenting the add screen with the segue "Add", and the add screen's Done button unwinding to
// the list's `unwindFromAddController:`.

extension StoryboardFile {
  static let main = StoryboardFile(
    name: "Main", initialScene: "Navigation Controller",
    scenes: [
      .scene("Navigation Controller") { NavigationController() },
      .scene("Primary") {
        let viewController = ViewController(style: .plain)
        viewController.navigationItem.title = "Root View Controller"
        let addButton = UIBarButtonItem(systemItem: .add)
        addButton.accessibilityIdentifier = "Add"
        viewController.navigationItem.rightBarButtonItem = addButton
        return viewController
      }
      .prototypeCell("Cell", style: .value1)
      .segue("Add", .presentModally(), to: "Add View Controller", trigger: .tapping("Add"))
      .unwindAction("unwindFromAddController:") { (viewController: ViewController, segue) in
        viewController.unwindFromAddController(segue)
      },
      .scene("Add View Controller") { AddViewController() }
        .unwindSegue(action: "unwindFromAddController:", trigger: .tapping("Done")),
    ])
}
