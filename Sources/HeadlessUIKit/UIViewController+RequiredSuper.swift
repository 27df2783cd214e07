import Foundation

extension UIViewController {
  /// Calls a method whose override UIKit's documentation says must call super ("If you override
  /// this method, you must call super at some point in your implementation"), and raises a fault
  /// naming the class and the method when the override did not reach UIViewController's own.
  /// UIKit on a device does not check the rule (what the skipped implementation does there goes
  /// quietly undone); HeadlessUIKit does, so that a step that drops the call fails here.
  func callRequiringSuper(_ method: String, _ call: () -> Void) {
    reachedOwnImplementation = false
    call()
    guard !reachedOwnImplementation else { return }
    UIKitFault.raise(
      UIKitFault.internalInconsistency,
      "\(String(describing: type(of: self))) overrides \(method) without calling super: "
        + "UIKit requires an override to call super at some point in its implementation")
  }
}
