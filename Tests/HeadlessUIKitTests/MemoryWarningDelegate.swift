import Foundation
import HeadlessUIKit

/// An app delegate that makes its root controller as it launches (so the app made it, as an app
/// makes its controllers, and a memory warning reaches it) and notes the memory warnings it is
/// told of.
final class MemoryWarningDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  private let makeRoot: () -> UIViewController
  private let journal: Journal

  init(journal: Journal = Journal(), makeRoot: @escaping () -> UIViewController) {
    self.journal = journal
    self.makeRoot = makeRoot
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = makeRoot()
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
    journal.record("delegate")
  }
}
