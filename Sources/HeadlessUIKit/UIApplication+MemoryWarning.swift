import Foundation

extension UIApplication {
  /// Posted when the system warns the app that memory is low.
  public nonisolated static let didReceiveMemoryWarningNotification: NSNotification.Name =
    NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")

  /// The system warns the app that memory is low, and UIKit tells it as on a device: the
  /// delegate's `applicationDidReceiveMemoryWarning(_:)`, then the notification, then every live
  /// view controller's `didReceiveMemoryWarning()` (UIKit's controllers observe the notification),
  /// each of which must reach UIViewController's own. A fault stops the delivery, as it would
  /// terminate the app.
  @_spi(Automation) public func receiveMemoryWarning() {
    guard fault == nil else { return }
    delegate?.applicationDidReceiveMemoryWarning(self)
    NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    for controller in liveControllers {
      guard fault == nil else { return }
      controller.callRequiringSuper("didReceiveMemoryWarning()") { controller.didReceiveMemoryWarning() }
    }
  }
}
