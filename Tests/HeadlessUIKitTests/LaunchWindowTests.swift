import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

@MainActor
struct LaunchWindowTests {
  /// UIApplicationMain makes key and visible only the window it made from the main storyboard:
  /// a window the app makes in code stays hidden, its root's view unloaded, until the app calls
  /// makeKeyAndVisible() (a blank screen on a device).
  @Test(arguments: [true, false])
  func aWindowMadeInCodeShowsOnlyWhenTheAppShowsIt(shows: Bool) {
    let root = UIViewController()
    let delegate = RootDelegate(root: root, shows: shows)
    let app = HeadlessApp.launch(delegate)
    defer { app.terminate() }
    #expect(delegate.window?.isKeyWindow == shows)
    #expect(root.isViewLoaded == shows)
  }
}
