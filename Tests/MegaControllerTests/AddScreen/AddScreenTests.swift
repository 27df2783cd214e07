import Foundation
import HeadlessUIKit
import Testing

@testable import MegaControllerFixes
@testable import MegaControllerMega
@testable import MegaControllerNavigationTheme
@testable import MegaControllerPresenterActions
@testable import MegaControllerTableViewCell
@testable import MegaControllerUpcomingTasksRouter
@testable import MegaControllerUpcomingTasksViewModel

// One file, the tests with their steps and spy: `workbook mutate` copies the test files that
// import the variant it mutates, and a file it copies must bring what it uses.

/// What the add screen does that the render does not show: its title field's font, the keyboard
/// it takes as it appears, and the fade it comes in with (the render shows the fade's end and
/// duration, not where it starts).
@MainActor
struct AddScreenTests {
  @Test(arguments: LeafStep.allCases)
  func theTitleFieldIsInTheSystemFontOfFourteenPoints(step: LeafStep) throws {
    let addScreen = step.makeAddScreen()
    let field = try #require(addScreen.view.firstSubview(of: UITextField.self))
    #expect(field.font == .systemFont(ofSize: 14))
  }

  /// The field becomes first responder in `viewWillAppear(_:)`: the keyboard comes up with the
  /// card. A field not yet in a window cannot, so the screen's view is put in one first.
  @Test(arguments: LeafStep.allCases)
  func theTitleFieldTakesTheKeyboardAsTheScreenAppears(step: LeafStep) throws {
    let addScreen = step.makeAddScreen()
    let window = UIWindow()
    window.addSubview(addScreen.view)
    let field = try #require(addScreen.view.firstSubview(of: UITextField.self))
    #expect(!field.isFirstResponder)
    addScreen.beginAppearanceTransition(true, animated: true)
    #expect(field.isFirstResponder)
    addScreen.endAppearanceTransition()
  }

  /// The card is added transparent, then fades to opaque; the transition completes.
  @Test(arguments: LeafStep.allCases)
  func theCardFadesInFromTransparent(step: LeafStep) {
    let addScreen = step.makeAddScreen()
    let animator = step.makeAnimator(for: addScreen)
    let context = AddTransitionContext(presenting: addScreen)
    animator.animateTransition(using: context)
    #expect(context.alphasWhenAdded == [0])
    #expect(addScreen.view.alpha == 1)
    #expect(context.completions == [true])
    #expect(animator.transitionDuration(using: context) == 0.4)
  }

  /// On Done the card fades to transparent; the transition completes.
  @Test(arguments: LeafStep.allCases)
  func theCardFadesOutToTransparent(step: LeafStep) {
    let addScreen = step.makeAddScreen()
    let animator = step.makeAnimator(for: addScreen)
    let context = AddTransitionContext(dismissing: addScreen)
    animator.animateTransition(using: context)
    #expect(addScreen.view.alpha == 0)
    #expect(context.completions == [true])
  }
}

/// Step 0 and each architecture's last step, whose mutants `workbook mutate` judges: the unit
/// tests reach their add screens and fades without a screen. Each step has its own
/// `AddViewController`, and its own animator: the list (most steps), the router (VIP) or the
/// presentation segue (step 13).
enum LeafStep: String, CaseIterable, Sendable {
  case mega = "0-Mega"
  case navigationTheme = "1-NavigationTheme"
  case viewModel = "7-UpcomingTasksViewModel"
  case router = "8-UpcomingTasksRouter"
  case tableViewCell = "9-TableViewCell"
  case presenterActions = "10-PresenterActions"
  case fixes = "13-Fixes"

  /// The step's add screen, as its storyboard makes it.
  @MainActor func makeAddScreen() -> UIViewController {
    switch self {
    case .mega: MegaControllerMega.AddViewController()
    case .navigationTheme: MegaControllerNavigationTheme.AddViewController()
    case .viewModel: MegaControllerUpcomingTasksViewModel.AddViewController()
    case .router: MegaControllerUpcomingTasksRouter.AddViewController()
    case .tableViewCell: MegaControllerTableViewCell.AddViewController()
    case .presenterActions: MegaControllerPresenterActions.AddViewController()
    case .fixes: MegaControllerFixes.AddViewController()
    }
  }

  /// What fades the add screen in and out in the step.
  @MainActor func makeAnimator(for addScreen: UIViewController) -> any UIViewControllerAnimatedTransitioning {
    switch self {
    case .mega: MegaControllerMega.ViewController(style: .plain)
    case .navigationTheme: MegaControllerNavigationTheme.ViewController(style: .plain)
    case .viewModel: MegaControllerUpcomingTasksViewModel.ViewController(style: .plain)
    case .router: MegaControllerUpcomingTasksRouter.UpcomingTasksRouter()
    case .tableViewCell: MegaControllerTableViewCell.ViewController(style: .plain)
    case .presenterActions: MegaControllerPresenterActions.ViewController(style: .plain)
    case .fixes:
      MegaControllerFixes.AddPresentationSegue(
        identifier: "Add", source: UIViewController(), destination: addScreen)
    }
  }
}

extension UIView {
  /// The first view of that type in this view's tree, depth first.
  func firstSubview<View: UIView>(of type: View.Type) -> View? {
    for subview in subviews {
      if let view = subview as? View ?? subview.firstSubview(of: type) { return view }
    }
    return nil
  }
}

/// A transition's context as UIKit hands it to an animator, the add screen coming in (`.to`) or
/// going out (`.from`): its container notes each view's alpha as it is added, and it notes each
/// call to `completeTransition(_:)`.
@MainActor
final class AddTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated = true
  let isInteractive = false
  let transitionWasCancelled = false
  private let to: UIViewController?
  private let from: UIViewController?
  /// What `completeTransition(_:)` was told, each time.
  private(set) var completions: [Bool] = []

  init(presenting addScreen: UIViewController) {
    to = addScreen
    from = nil
    containerView = FadeContainer()
  }

  init(dismissing addScreen: UIViewController) {
    to = nil
    from = addScreen
    containerView = FadeContainer()
    containerView.addSubview(addScreen.view)
  }

  /// The alpha of each view as the container took it.
  var alphasWhenAdded: [CGFloat] { (containerView as? FadeContainer)?.alphasWhenAdded ?? [] }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .to ? to : key == .from ? from : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .to ? to?.view : key == .from ? from?.view : nil
  }

  func initialFrame(for vc: UIViewController) -> CGRect { .zero }

  func finalFrame(for vc: UIViewController) -> CGRect { .zero }

  func completeTransition(_ didComplete: Bool) {
    completions.append(didComplete)
  }
}

/// A container that notes the alpha of each view added to it.
@MainActor
final class FadeContainer: UIView {
  private(set) var alphasWhenAdded: [CGFloat] = []

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    alphasWhenAdded.append(subview.alpha)
  }
}
