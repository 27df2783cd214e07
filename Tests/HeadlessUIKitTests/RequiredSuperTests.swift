import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// UIKit's documentation of the appearance callbacks and of `didReceiveMemoryWarning()`: "If you
/// override this method, you must call super at some point in your implementation". An override
/// that does is fine; one that does not is a fault naming the class and the method.
@MainActor
struct RequiredSuperTests {
  /// Shows the controller (made by the app as it launches), covers it with a pushed one, goes
  /// back, and warns of low memory: every method of the rule is called on it at least once.
  static func exercise(_ makeController: @escaping () -> UIViewController) -> HeadlessApp {
    var navigation: UINavigationController?
    let app = HeadlessApp.launch(
      MemoryWarningDelegate {
        navigation = UINavigationController(rootViewController: makeController())
        return navigation ?? UINavigationController()
      })
    navigation?.pushViewController(UIViewController(), animated: false)
    _ = navigation?.popViewController(animated: false)
    try? app.simulateMemoryWarning()
    return app
  }

  @Test(
    "An override that skips super is a fault naming the class and the method",
    arguments: RequiredSuperMethod.allCases)
  func skipped(method: RequiredSuperMethod) {
    let app = Self.exercise { SuperSkippingViewController(skipping: method) }
    #expect(
      app.crash
        == UIKitFault(
          name: "NSInternalInconsistencyException",
          reason: "SuperSkippingViewController overrides \(method.rawValue) without calling super: "
            + "UIKit requires an override to call super at some point in its implementation"))
  }

  @Test("Overrides that call super, and UIViewController's own methods, are no fault")
  func called() {
    #expect(Self.exercise { SuperSkippingViewController(skipping: nil) }.crash == nil)
    #expect(Self.exercise { UIViewController() }.crash == nil)
  }
}
