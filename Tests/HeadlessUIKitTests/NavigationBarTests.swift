import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// The navigation bar and the stack as UIKit has them: the back button's title, left items that
/// replace it, and pushes UIKit refuses.
@MainActor
struct NavigationBarTests {
  private func launch() -> (HeadlessApp, UINavigationController) {
    let root = UIViewController()
    root.title = "Your Meals"
    let navigation = UINavigationController(rootViewController: root)
    return (HeadlessApp.launch(RootDelegate(root: navigation)), navigation)
  }

  @Test("The back button reads the previous item's back button title, else its title, else Back")
  func backButtonTitle() {
    let (app, navigation) = launch()
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(app.navigationBars.map(\.description) == [#"‹ Your Meals  (no title)"#])
    navigation.viewControllers[0].navigationItem.backButtonTitle = "Meals"
    #expect(app.navigationBars.map(\.description) == [#"‹ Meals  (no title)"#])
    navigation.viewControllers[0].navigationItem.backButtonTitle = nil
    navigation.viewControllers[0].title = nil
    #expect(app.navigationBars.map(\.description) == [#"‹ Back  (no title)"#])
  }

  @Test("Left items replace the back button unless they supplement it")
  func leftItems() {
    let (app, navigation) = launch()
    let detail = UIViewController()
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain)
    navigation.pushViewController(detail, animated: false)
    #expect(app.navigationBars.map(\.description) == [#"[Cancel]  (no title)"#])
    detail.navigationItem.leftItemsSupplementBackButton = true
    #expect(app.navigationBars.map(\.description) == [#"‹ Your Meals  [Cancel]  (no title)"#])
  }

  @Test("Pushing a controller already on the stack, or a navigation controller, is a fault")
  func refusedPushes() {
    let (app, navigation) = launch()
    navigation.pushViewController(navigation.viewControllers[0], animated: false)
    #expect(
      app.crash?.reason
        == "Pushing the same view controller instance (<UIViewController>) more than once is not supported")
    let (other, otherNavigation) = launch()
    otherNavigation.pushViewController(UINavigationController(), animated: false)
    #expect(other.crash?.reason == "Pushing a navigation controller is not supported")
  }
}
