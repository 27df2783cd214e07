import Foundation
import HeadlessUIKit

@MainActor
protocol UpcomingTasksRoutingLogic {
  func routeToAddTask(segue: UIStoryboardSegue)
}

/// The scene's routing: the add screen comes in over the list, fading in and out.
class UpcomingTasksRouter: NSObject, UpcomingTasksRoutingLogic, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{

  func routeToAddTask(segue: UIStoryboardSegue) {
    segue.destination.modalPresentationStyle = .overFullScreen
    segue.destination.transitioningDelegate = self
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
        })
    }
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    return 0.4
  }
}
