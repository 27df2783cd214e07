import HeadlessAutomation
import HeadlessUIKit
import Testing

/// The app knows every controller it created, weakly: one that left the screen and is still alive
/// is a leak, reported once; once the app quits, every controller still alive is.
@MainActor
struct LeakTrackingTests {
  @Test("A popped or dismissed controller nobody holds is gone; one something holds is reported, once")
  func leftTheScreen() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let app = HeadlessApp.launch(RootDelegate(root: navigation))
    navigation.pushViewController(UIViewController(), animated: true)
    navigation.topViewController?.title = "Gone"
    #expect(app.controllersAliveOffScreen().isEmpty, "on screen")
    try app.goBack()
    #expect(app.controllersAliveOffScreen().isEmpty, "released by the pop")

    let kept = UIViewController()
    navigation.present(kept, animated: true)
    #expect(app.controllersAliveOffScreen().isEmpty)
    kept.dismiss(animated: true)
    #expect(app.controllersAliveOffScreen() == [kept], "held here after its dismissal")
    #expect(app.controllersAliveOffScreen().isEmpty, "reported once")
  }

  @Test("After the app quits, every controller still alive is reported; none when all are released")
  func afterQuitting() {
    var held: UIViewController?
    let app = HeadlessApp.launch(
      RootDelegate(root: UINavigationController(rootViewController: UIViewController())))
    held = UIViewController()
    app.terminate()
    #expect(app.controllersAliveOffScreen() == [held!], "never shown, but the app is gone")
    held = nil
    #expect(app.controllersAliveOffScreen().isEmpty)
  }
}
