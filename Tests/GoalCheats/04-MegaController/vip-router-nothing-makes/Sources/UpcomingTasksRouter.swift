import HeadlessUIKit

/// A copy nothing makes.
@MainActor
final class UpcomingTasksRouter {
  func presentAddScreen(
    _ add: UIViewController, over list: UIViewController, delegate: UIViewControllerTransitioningDelegate
  ) {
    add.modalPresentationStyle = .overFullScreen
    add.transitioningDelegate = delegate
    list.present(add, animated: true)
  }
}
