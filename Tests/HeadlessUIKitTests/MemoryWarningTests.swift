import Foundation
import HeadlessAutomation
import HeadlessUIKit
import Testing

/// A memory warning reaches the app as UIKit delivers it: the delegate, then the notification,
/// then every live view controller, on screen or not, loaded or not.
@MainActor
struct MemoryWarningTests {
  @Test("The delegate is told first, then the notification's observers, then every live controller")
  func delivery() throws {
    let journal = Journal()
    let app = HeadlessApp.launch(
      MemoryWarningDelegate(journal: journal) { WarnedViewController("shown", journal: journal) })
    let offScreen = WarnedViewController("off screen", journal: journal)
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: UIApplication.shared, queue: nil
    ) { _ in MainActor.assumeIsolated { journal.record("notification") } }
    defer { NotificationCenter.default.removeObserver(observer) }

    try app.simulateMemoryWarning()

    #expect(journal.take() == ["delegate", "notification", "shown", "off screen"])
    #expect(!offScreen.isViewLoaded)
    #expect(app.crash == nil)
  }

  @Test("A released controller is not told")
  func released() throws {
    let journal = Journal()
    let app = HeadlessApp.launch(MemoryWarningDelegate(journal: journal) { UIViewController() })
    _ = WarnedViewController("released", journal: journal)

    try app.simulateMemoryWarning()

    #expect(journal.take() == ["delegate"])
  }
}
