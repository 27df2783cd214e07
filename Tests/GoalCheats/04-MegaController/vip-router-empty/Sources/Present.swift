import HeadlessUIKit

/// The add screen's presentation, out of the controller.
@MainActor
func presentAddScreen(
  _ add: UIViewController, over list: UIViewController, delegate: UIViewControllerTransitioningDelegate
) {
  add.modalPresentationStyle = .overFullScreen
  add.transitioningDelegate = delegate
  list.present(add, animated: true)
}
