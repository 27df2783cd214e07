import Foundation
import HeadlessUIKit

/// Presents the add screen over the list, fading it in, and fades it out on dismissal.
class AddPresentationSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{

  /// UIKit holds a transitioning delegate weakly and lets a segue go once it has performed, so
  /// the segue keeps itself until the add screen has faded out: the fade-out needs it too.
  private var keptUntilDismissed: AddPresentationSegue?

  override func perform() {
    destination.modalPresentationStyle = .overFullScreen
    destination.transitioningDelegate = self
    keptUntilDismissed = self
    source.present(destination, animated: true)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    return self
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    return self
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if transitionContext.viewController(forKey: .to) is AddViewController {
      let addView = transitionContext.view(forKey: .to)
      addView!.alpha = 0
      transitionContext.containerView.addSubview(addView!)
      UIView.animate(
        withDuration: 0.4,
        animations: {
          addView!.alpha = 1.0
        },
        completion: { didComplete in
          transitionContext.completeTransition(didComplete)
        })
    } else if transitionContext.viewController(forKey: .from) is AddViewController {
      let addView = transitionContext.view(forKey: .from)
      UIView.animate(
        withDuration: 0.4,
        animations: {
          addView!.alpha = 0.0
        },
        completion: { didComplete in
          transitionContext.completeTransition(didComplete)
          self.keptUntilDismissed = nil
        })
    }
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    return 0.4
  }
}
