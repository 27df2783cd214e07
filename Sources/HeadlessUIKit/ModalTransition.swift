import Foundation

/// Modal presentation and dismissal, with UIKit's appearance callbacks.
@MainActor
enum ModalTransition {
  // MARK: - Presenting

  /// The controllers and views of a presentation UIKit has agreed to.
  private struct Presentation {
    let presented: UIViewController
    let presenter: UIViewController
    let window: UIWindow
    let record: PresentationRecord
    /// Whether the presenter's view leaves the window once the presentation is over.
    let removesPresenter: Bool
    /// Whether the presenter hears that it disappears: it is on screen and its view leaves.
    let presenterDisappears: Bool
  }

  static func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard canBePresented(presented) else { return }
    let style = resolvedStyle(of: presented)
    let presenter = presentationContext(for: source, style: style)
    guard let window = window(toPresent: presented, on: presenter, from: source) else { return }
    let presentation = beginPresenting(presented, on: presenter, style: style, in: window, animated: animated)
    let finish = { (_: Bool) in finishPresenting(presentation, completion: completion) }
    let animator = presented.transitioningDelegate?.animationController(
      forPresented: presented, presenting: presenter, source: source)
    if let animator {
      animatePresentation(presentation, with: animator, animated: animated, finish: finish)
    } else {
      presentation.record.container.addSubview(presented.view)
      finish(true)
    }
  }

  /// "<MealViewController>": a controller as UIKit's messages name it.
  private static func name(_ controller: UIViewController) -> String {
    "<\(String(describing: type(of: controller)))>"
  }

  /// False, with UIKit's fault, for a controller that is already presented or has a parent.
  private static func canBePresented(_ presented: UIViewController) -> Bool {
    if let presenter = presented.ownPresentingViewController {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Application tried to present modally a view controller \(name(presented)) that is already "
          + "being presented by \(name(presenter)).")
      return false
    }
    if let parent = presented.parent {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Application tried to present modally a view controller \(name(presented)) that has a parent "
          + "view controller \(name(parent)).")
      return false
    }
    return true
  }

  /// The presenter's window; nil, with UIKit's log line, when the presenter is already presenting
  /// or not in a window (UIKit ignores the request).
  private static func window(
    toPresent presented: UIViewController, on presenter: UIViewController, from source: UIViewController
  ) -> UIWindow? {
    let attempt = "Attempt to present \(name(presented)) on \(name(presenter)) (from \(name(source)))"
    if let already = presenter.ownPresentedViewController {
      UIApplication.shared.log("\(attempt) which is already presenting \(name(already)).")
      return nil
    }
    guard let window = presenter.viewIfLoaded?.window else {
      UIApplication.shared.log("\(attempt) whose view is not in the window hierarchy.")
      return nil
    }
    return window
  }

  /// Links the controllers, puts the presentation's container in the window and begins the
  /// appearance transitions.
  private static func beginPresenting(
    _ presented: UIViewController, on presenter: UIViewController, style: UIModalPresentationStyle,
    in window: UIWindow, animated: Bool
  ) -> Presentation {
    presenter.ownPresentedViewController = presented
    presented.ownPresentingViewController = presenter
    presented.presentationStyleInUse = style
    presented.isBeingPresented = true
    presented.loadViewIfNeeded()
    let record = PresentationRecord(container: UIView(frame: UIScreen.main.bounds))
    presented.presentationRecord = record
    window.addSubview(record.container)
    let presentation = Presentation(
      presented: presented, presenter: presenter, window: window, record: record,
      removesPresenter: style.removesPresentersView,
      presenterDisappears: style.removesPresentersView && presenter.isAppeared)
    if presentation.presenterDisappears { presenter.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    return presentation
  }

  /// Hands the presentation to the transitioning delegate's animator, which must complete it.
  private static func animatePresentation(
    _ presentation: Presentation, with animator: any UIViewControllerAnimatedTransitioning,
    animated: Bool, finish: @escaping (Bool) -> Void
  ) {
    let context = TransitionContext(
      container: presentation.record.container, from: presentation.presenter, to: presentation.presented,
      fromView: presentation.removesPresenter ? presentation.presenter.view : nil,
      toView: presentation.presented.view, animated: animated
    ) { didComplete in
      finish(didComplete)
      animator.animationEnded(didComplete)
    }
    presentation.record.customTransitionDuration = animator.transitionDuration(using: context)
    animator.animateTransition(using: context)
  }

  /// Ends the presentation once its transition completes.
  private static func finishPresenting(_ presentation: Presentation, completion: (() -> Void)?) {
    presentation.record.isComplete = true
    if presentation.removesPresenter { setAside(presentation.presenter, under: presentation.presented) }
    presentation.presented.endAppearanceTransition()
    if presentation.presenterDisappears { presentation.presenter.endAppearanceTransition() }
    presentation.presented.isBeingPresented = false
    presentation.window.updateStatusBarStyle()
    completion?()
  }

  /// Takes the presenter's view out of the window, noting its place for the dismissal.
  private static func setAside(_ presenter: UIViewController, under presented: UIViewController) {
    presented.savedPresenterSlot = presenter.view.superview.map {
      (superview: $0, index: $0.subviews.firstIndex { $0 === presenter.view } ?? 0)
    }
    presenter.view.removeFromSuperview()
  }

  // MARK: - Dismissing

  /// The controllers of a dismissal: the presented one, those presented above it, its presenter.
  private struct Dismissal {
    let presented: UIViewController
    let presenter: UIViewController
    /// The presented controller, then each one presented over the previous.
    let stack: [UIViewController]
    let window: UIWindow?
    /// Whether the presenter's view comes back (the presentation had taken it out).
    let restoresPresenter: Bool
    /// Whether the presenter hears that it appears: its view is back in a window.
    let presenterIsComingBack: Bool
  }

  static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    // The presenter dismisses what it presented; a presented controller asks its presenter.
    guard let presented = controller.presentedViewController ?? presentedAncestor(of: controller) else {
      completion?()
      return
    }
    guard let presenter = presented.ownPresentingViewController else { return }
    let dismissal = beginDismissing(presented, by: presenter, animated: animated)
    let finish = { (_: Bool) in finishDismissing(dismissal, completion: completion) }
    let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
    if let animator, let container = presented.presentationRecord?.container {
      animateDismissal(dismissal, in: container, with: animator, animated: animated, finish: finish)
    } else {
      finish(true)
    }
  }

  /// Begins the appearance transitions of the controllers leaving and of the presenter, whose
  /// view goes back where it was.
  private static func beginDismissing(
    _ presented: UIViewController, by presenter: UIViewController, animated: Bool
  ) -> Dismissal {
    // Everything presented above goes too; the topmost is the one that visibly leaves.
    var stack = [presented]
    while let next = stack.last?.ownPresentedViewController { stack.append(next) }
    let restoresPresenter = presented.presentationStyleInUse.removesPresentersView
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
    return Dismissal(
      presented: presented, presenter: presenter, stack: stack, window: window,
      restoresPresenter: restoresPresenter, presenterIsComingBack: presenterIsComingBack)
  }

  /// Hands the dismissal to the transitioning delegate's animator, which must complete it.
  private static func animateDismissal(
    _ dismissal: Dismissal, in container: UIView, with animator: any UIViewControllerAnimatedTransitioning,
    animated: Bool, finish: @escaping (Bool) -> Void
  ) {
    let presented = dismissal.presented
    let context = TransitionContext(
      container: container, from: presented, to: dismissal.presenter, fromView: presented.view,
      toView: dismissal.restoresPresenter ? dismissal.presenter.view : nil, animated: animated
    ) { didComplete in
      finish(didComplete)
      animator.animationEnded(didComplete)
    }
    presented.presentationRecord?.customTransitionDuration = animator.transitionDuration(using: context)
    animator.animateTransition(using: context)
  }

  /// Ends the dismissal once its transition completes: the leaving controllers' containers go,
  /// the appearance transitions end and the controllers are unlinked.
  private static func finishDismissing(_ dismissal: Dismissal, completion: (() -> Void)?) {
    for leaving in dismissal.stack.reversed() {
      leaving.presentationRecord?.container.removeFromSuperview()
    }
    if dismissal.presenterIsComingBack { dismissal.presenter.endAppearanceTransition() }
    for leaving in dismissal.stack.reversed() {
      leaving.endAppearanceTransition()
      leaving.isBeingDismissed = false
      leaving.presentationRecord = nil
      leaving.savedPresenterSlot = nil
      leaving.ownPresentingViewController?.ownPresentedViewController = nil
      leaving.ownPresentingViewController = nil
    }
    dismissal.window?.updateStatusBarStyle()
    completion?()
  }

  // MARK: - Who presents

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
