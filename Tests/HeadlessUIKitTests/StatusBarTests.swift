import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A controller that prefers light content.
final class LightContentController: UIViewController {
  var style = UIStatusBarStyle.lightContent
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
}

/// A navigation controller that lets its top controller decide, as MegaController's does.
final class DeferringNavigationController: UINavigationController {
  override var childForStatusBarStyle: UIViewController? { topViewController }
}

/// How the window's root is built for a status bar case.
enum StatusBarSetup: String, Sendable, CaseIterable {
  case plainController
  case plainNavigation
  case deferringNavigation
  case blackBarNavigation
  case sheetOverDeferringNavigation
  case fullScreenOverPlainNavigation
}

@MainActor
struct StatusBarTests {
  @Test(
    "The status bar follows childForStatusBarStyle and captured presentations, as UIKit resolves it",
    arguments: [
      (StatusBarSetup.plainController, "lightContent"),
      (.plainNavigation, "default"),
      (.deferringNavigation, "lightContent"),
      (.blackBarNavigation, "lightContent"),
      (.sheetOverDeferringNavigation, "lightContent"),
      (.fullScreenOverPlainNavigation, "darkContent"),
    ])
  func resolution(setup: StatusBarSetup, expected: String) {
    let top = LightContentController()
    let root: UIViewController
    switch setup {
    case .plainController: root = top
    case .plainNavigation, .fullScreenOverPlainNavigation:
      root = UINavigationController(rootViewController: top)
    case .deferringNavigation, .sheetOverDeferringNavigation:
      root = DeferringNavigationController(rootViewController: top)
    case .blackBarNavigation:
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.navigationBar.barStyle = .black
      root = navigation
    }
    let app = HeadlessApp.launch(RootDelegate(root: root))
    if setup == .sheetOverDeferringNavigation || setup == .fullScreenOverPlainNavigation {
      let presented = LightContentController()
      presented.style = .darkContent
      presented.modalPresentationStyle = setup == .fullScreenOverPlainNavigation ? .fullScreen : .pageSheet
      top.present(presented, animated: true)
    }
    #expect(app.render().hasPrefix("status bar: \(expected)\n"))
  }

  @Test("A change of preference shows only after setNeedsStatusBarAppearanceUpdate, as in UIKit")
  func needsUpdate() {
    let top = LightContentController()
    let app = HeadlessApp.launch(RootDelegate(root: DeferringNavigationController(rootViewController: top)))
    top.style = .darkContent
    #expect(app.render().hasPrefix("status bar: lightContent\n"))
    top.setNeedsStatusBarAppearanceUpdate()
    #expect(app.render().hasPrefix("status bar: darkContent\n"))
  }
}
