import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// An app delegate that makes its window in code, and shows it or forgets to.
final class CodeWindowDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  let root = UIViewController()
  private let shows: Bool

  init(shows: Bool) {
    self.shows = shows
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = root
    if shows { window?.makeKeyAndVisible() }
    return true
  }
}

@MainActor
struct LaunchWindowTests {
  /// UIApplicationMain makes key and visible only the window it made from the main storyboard:
  /// a window the app makes in code stays hidden, its root's view unloaded, until the app calls
  /// makeKeyAndVisible() (a blank screen on a device).
  @Test(arguments: [true, false])
  func aWindowMadeInCodeShowsOnlyWhenTheAppShowsIt(shows: Bool) {
    let delegate = CodeWindowDelegate(shows: shows)
    let app = HeadlessApp.launch(delegate)
    defer { app.terminate() }
    #expect(delegate.window?.isKeyWindow == shows)
    #expect(delegate.root.isViewLoaded == shows)
  }
}
