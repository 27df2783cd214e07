import Foundation

/// Modal presentation and dismissal, with UIKit's appearance callbacks.
@MainActor
enum ModalTransition {
  static func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    let name = { (controller: UIViewController) in "<\(String(describing: type(of: controller)))>" }
    if presented.ownPresentingViewController != nil {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Application tried to present modally a view controller \(name(presented)) that is already "
          + "being presented by \(name(presented.ownPresentingViewController!)).")
      return
    }
    if let parent = presented.parent {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Application tried to present modally a view controller \(name(presented)) that has a parent "
          + "view controller \(name(parent)).")
      return
    }
    let style = resolvedStyle(of: presented)
    let presenter = presentationContext(for: source, style: style)
    if let already = presenter.ownPresentedViewController {
      UIApplication.shared.log(
        "Attempt to present \(name(presented)) on \(name(presenter)) (from \(name(source))) which is "
          + "already presenting \(name(already)).")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else {
      UIApplication.shared.log(
        "Attempt to present \(name(presented)) on \(name(presenter)) (from \(name(source))) whose view "
          + "is not in the window hierarchy.")
      return
    }

    presenter.ownPresentedViewController = presented
    presented.ownPresentingViewController = presenter
    presented.presentationStyleInUse = style
    presented.isBeingPresented = true
    presented.loadViewIfNeeded()

    let container = UIView(frame: UIScreen.main.bounds)
    let record = PresentationRecord(container: container)
    presented.presentationRecord = record
    window.addSubview(container)

    let removesPresenter = style.removesPresentersView
    let presenterIsOnScreen = presenter.isAppeared
    if removesPresenter && presenterIsOnScreen {
      presenter.beginAppearanceTransition(false, animated: animated)
    }
    presented.beginAppearanceTransition(true, animated: animated)

    let finish = { (_: Bool) in
      record.isComplete = true
      if removesPresenter {
        presented.savedPresenterSlot = presenter.view.superview.map {
          (superview: $0, index: $0.subviews.firstIndex { $0 === presenter.view } ?? 0)
        }
        presenter.view.removeFromSuperview()
      }
      presented.endAppearanceTransition()
      if removesPresenter && presenterIsOnScreen { presenter.endAppearanceTransition() }
      presented.isBeingPresented = false
      window.updateStatusBarStyle()
      completion?()
    }

    let animator = presented.transitioningDelegate?.animationController(
      forPresented: presented, presenting: presenter, source: source)
    if let animator {
      let context = TransitionContext(
        container: container, from: presenter, to: presented,
        fromView: removesPresenter ? presenter.view : nil, toView: presented.view, animated: animated
      ) { didComplete in
        finish(didComplete)
        animator.animationEnded(didComplete)
      }
      record.customTransitionDuration = animator.transitionDuration(using: context)
      animator.animateTransition(using: context)
    } else {
      container.addSubview(presented.view)
      finish(true)
    }
  }

  static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    // The presenter dismisses what it presented; a presented controller asks its presenter.
    let presented: UIViewController
    if let ownPresented = controller.presentedViewController {
      presented = ownPresented
    } else if let root = presentedAncestor(of: controller) {
      presented = root
    } else {
      completion?()
      return
    }
    guard let presenter = presented.ownPresentingViewController else { return }

    // Everything presented above goes too; the topmost is the one that visibly leaves.
    var stack = [presented]
    while let next = stack.last?.ownPresentedViewController { stack.append(next) }
    let style = presented.presentationStyleInUse
    let restoresPresenter = style.removesPresentersView
    let window = presented.presentationRecord?.container.window ?? presenter.viewIfLoaded?.window

    for leaving in stack.reversed() {
      leaving.isBeingDismissed = true
      leaving.beginAppearanceTransition(false, animated: animated)
    }
    if restoresPresenter, let slot = presented.savedPresenterSlot {
      slot.superview.insertSubview(presenter.view, at: slot.index)
    }
    let presenterIsComingBack = restoresPresenter && presenter.viewIfLoaded?.window != nil
    if presenterIsComingBack { presenter.beginAppearanceTransition(true, animated: animated) }

    let finish = { (_: Bool) in
      for leaving in stack.reversed() {
        leaving.presentationRecord?.container.removeFromSuperview()
      }
      if presenterIsComingBack { presenter.endAppearanceTransition() }
      for leaving in stack.reversed() {
        leaving.endAppearanceTransition()
        leaving.isBeingDismissed = false
        leaving.presentationRecord = nil
        leaving.savedPresenterSlot = nil
        leaving.ownPresentingViewController?.ownPresentedViewController = nil
        leaving.ownPresentingViewController = nil
      }
      window?.updateStatusBarStyle()
      completion?()
    }

    let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
    if let animator, let container = presented.presentationRecord?.container {
      let context = TransitionContext(
        container: container, from: presented, to: presenter, fromView: presented.view,
        toView: restoresPresenter ? presenter.view : nil, animated: animated
      ) { didComplete in
        finish(didComplete)
        animator.animationEnded(didComplete)
      }
      presented.presentationRecord?.customTransitionDuration = animator.transitionDuration(using: context)
      animator.animateTransition(using: context)
    } else {
      finish(true)
    }
  }

  /// The controller or ancestor of `controller` that was presented.
  static func presentedAncestor(of controller: UIViewController) -> UIViewController? {
    var candidate: UIViewController? = controller
    while let current = candidate {
      if current.ownPresentingViewController != nil { return current }
      candidate = current.parent
    }
    return nil
  }

  /// `.automatic` is a page sheet on an iPhone (an alert keeps its own presentation).
  static func resolvedStyle(of controller: UIViewController) -> UIModalPresentationStyle {
    let style = controller.modalPresentationStyle
    switch style {
    case .automatic, .popover, .formSheet:
      return controller is UIAlertController ? .overFullScreen : (style == .automatic ? .pageSheet : style)
    case .none:
      return .fullScreen
    default:
      return style
    }
  }

  /// The controller that actually presents: for current-context styles the nearest ancestor that
  /// defines the presentation context, otherwise the root of the source's parent chain.
  static func presentationContext(for source: UIViewController, style: UIModalPresentationStyle)
    -> UIViewController
  {
    var root = source
    while let parent = root.parent {
      if (style == .currentContext || style == .overCurrentContext) && root.definesPresentationContext {
        return root
      }
      root = parent
    }
    return root
  }
}
