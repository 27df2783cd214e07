import Foundation

/// The context handed to custom animators.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  let isInteractive = false
  let transitionWasCancelled = false
  private let from: UIViewController
  private let to: UIViewController
  private let fromView: UIView?
  private let toView: UIView?
  private var completion: ((Bool) -> Void)?

  init(
    container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?,
    toView: UIView?, animated: Bool, completion: @escaping (Bool) -> Void
  ) {
    self.containerView = container
    self.from = from
    self.to = to
    self.fromView = fromView
    self.toView = toView
    self.isAnimated = animated
    self.completion = completion
    super.init()
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  /// Nil for a view UIKit does not move: the presenter's, when the presentation keeps it.
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromView : key == .to ? toView : nil
  }

  func initialFrame(for vc: UIViewController) -> CGRect { UIScreen.main.bounds }
  func finalFrame(for vc: UIViewController) -> CGRect { UIScreen.main.bounds }

  func completeTransition(_ didComplete: Bool) {
    let completion = self.completion
    self.completion = nil
    completion?(didComplete)
  }
}
