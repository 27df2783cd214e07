import Foundation
import HeadlessUIKit
import Testing

@MainActor
struct RenderTests {
  @Test("The same screen renders to the same bytes, launch after launch")
  func stable() throws {
    let first = launchMealApp()
    try first.tap("Add")
    try first.typeText("Soup", into: "Enter meal name")
    let second = launchMealApp()
    try second.tap("Add")
    try second.typeText("Soup", into: "Enter meal name")
    #expect(first.render() == first.render())
    #expect(first.render() == second.render())
  }

  @Test("A known screen renders as expected")
  func golden() throws {
    let app = launchMealApp()
    let list = app.mealList
    list.navigationController?.navigationBar.barTintColor = UIColor(
      red: 235 / 255, green: 156 / 255, blue: 77 / 255, alpha: 1)
    list.navigationController?.navigationBar.titleTextAttributes = [
      .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20),
    ]
    try app.tap("Add")
    try app.typeText("Soup", into: "nameTextField")
    try app.tap("Set 3 star rating")
    #expect(
      app.render() == """
        status bar: default
        navigation bar: [Edit]  "Your Meals"  [+]
          bar tint rgb(235, 156, 77) · tint default · title [font system bold 20, foregroundColor white]
        MealTableViewController
          table (row height 90)
            section 0
              image defaultPhoto · Caprese Salad · 4×[filledStar · selected] [emptyStar]
              image defaultPhoto · Chicken and Potatoes · 5×[filledStar · selected]
        presented page sheet
          navigation bar: [Cancel]  "New Meal"  [Save · disabled]
            bar tint default · tint default · title default
          MealViewController
            stack vertical
              text field "Soup" [editing]
              label "Meal Name"
              RatingControl: 3×[filledStar · selected] 2×[emptyStar]

        """)
  }

  @Test("Colours describe themselves by name or by their components")
  func colours() {
    #expect(UIColor.white.description == "white")
    #expect(UIColor(white: 1, alpha: 1) == .white)
    #expect(UIColor.systemBlue.description == "systemBlue")
    #expect(UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) != .systemBlue)
    #expect(
      UIColor(red: 235 / 255, green: 156 / 255, blue: 77 / 255, alpha: 1).description == "rgb(235, 156, 77)")
    #expect(UIColor.black.withAlphaComponent(0.5).description == "black alpha 0.5")
  }

  @Test("Hidden views, alpha, animation and a transition show in the render")
  func viewAttributes() {
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
      { 0.4 }

      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
          toView.alpha = 1
        } completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }
    final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
    }
    final class Panel: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let hidden = UILabel()
        hidden.text = "Secret"
        hidden.isHidden = true
        let faint = UIButton(type: .system)
        faint.setTitle("Faint", for: .normal)
        faint.alpha = 0.5
        faint.isEnabled = false
        view.addSubview(hidden)
        view.addSubview(faint)
        view.backgroundColor = .white
      }
    }
    let root = Panel()
    let app = HeadlessApp.launch(RootDelegate(root: root))
    let fadeDelegate = FadeDelegate()
    let presented = Panel()
    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = fadeDelegate
    root.present(presented, animated: true)
    #expect(
      app.render() == """
        status bar: default
        Panel · background white
          label "Secret" [hidden]
          button "Faint" [disabled] · alpha 0.5
        presented over full screen · custom transition 0.4 s
          Panel · background white · alpha 1 (animated 0.4 s)
            label "Secret" [hidden]
            button "Faint" [disabled] · alpha 0.5

        """)
  }
}
