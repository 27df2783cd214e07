import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import Testing

// A MegaController-shaped flow: the list presents an add card over full screen through a custom
// segue that owns a fade; the card has its own navigation bar whose Done item unwinds with a
// custom segue class that carries the new task.

final class TaskListController: UITableViewController {
  var tasks = ["Buy milk"]
  var journal: Journal?

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tasks.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = tasks[indexPath.row]
    cell.detailTextLabel?.text = "today"
    return cell
  }

  func unwindFromAddController(_ segue: UIStoryboardSegue) {
    guard let completion = segue as? AddCompletionSegue else { return }
    journal?.record("unwind with \(completion.title)")
    tasks.append(completion.title)
    tableView.insertRows(at: [IndexPath(row: tasks.count - 1, section: 0)], with: .automatic)
  }
}

final class AddViewController: UIViewController {
  var textField: UITextField!
  var journal: Journal?

  override func viewDidLoad() {
    super.viewDidLoad()
    journal?.record("viewDidLoad sees the text field: \(textField != nil)")
  }
}

/// Carries the new task's title to the list (it does not override perform()).
final class AddCompletionSegue: UIStoryboardSegue {
  var title: String {
    (source as? AddViewController)?.textField.text ?? ""
  }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else { return }
    if presenting {
      view.alpha = 0
      transitionContext.containerView.addSubview(view)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      view.alpha = self.presenting ? 1 : 0
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// Presents over full screen with a fade; the segue is the transitioning delegate.
final class AddPresentationSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
  override func perform() {
    destination.modalPresentationStyle = .overFullScreen
    destination.transitioningDelegate = self
    source.present(destination, animated: true)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    FadeAnimator(presenting: true)
  }
}

final class TaskAppDelegate: NSObject, UIApplicationDelegate {
  var window: UIWindow?
  let journal = Journal()

  var mainStoryboard: StoryboardFile {
    StoryboardFile(
      name: "Main", initialScene: "Navigation",
      scenes: [
        .navigation("Navigation", root: "List"),
        .scene("List") { [journal] in
          let list = TaskListController()
          list.journal = journal
          return list
        }
        .prototypeCell("Cell", style: .value1)
        .segue("Add", .custom(AddPresentationSegue.self), to: "Add", trigger: .tapping("addButton"))
        .content { (list: TaskListController, _) in
          let add = UIBarButtonItem(systemItem: .add)
          add.accessibilityIdentifier = "addButton"
          list.navigationItem.rightBarButtonItem = add
          list.title = "Upcoming"
        }
        .unwindAction("unwindFromAddController:") { (list: TaskListController, segue) in
          list.unwindFromAddController(segue)
        },
        .scene("Add") { [journal] in
          let add = AddViewController()
          add.journal = journal
          return add
        }
        .content { (add: AddViewController, view) in
          let bar = UINavigationBar()
          let item = UINavigationItem(title: "New Task")
          let done = UIBarButtonItem(systemItem: .done)
          done.accessibilityIdentifier = "doneButton"
          item.rightBarButtonItem = done
          bar.items = [item]
          add.textField = UITextField()
          add.textField.placeholder = "Buy milk and eggs…"
          view.addSubview(bar)
          view.addSubview(add.textField)
        }
        .unwindSegue(
          action: "unwindFromAddController:", segueClass: AddCompletionSegue.self,
          trigger: .tapping("doneButton")),
      ])
  }
}

@MainActor
struct CustomPresentationTests {
  @Test("A custom presentation segue, a standalone bar's item and a custom unwind segue class")
  func addFlow() throws {
    let delegate = TaskAppDelegate()
    let app = HeadlessApp.launch(delegate, mainStoryboard: delegate.mainStoryboard)
    try app.tap("Add")
    #expect(delegate.journal.take() == ["viewDidLoad sees the text field: true"])
    try app.typeText("Call mum", into: "Buy milk and eggs…")
    #expect(
      app.render() == """
        status bar: default
        navigation bar: "Upcoming"  [+]
          bar tint default · tint default · title default
        TaskListController
          table (row height automatic)
            section 0
              Buy milk · today
        presented over full screen · custom transition 0.4 s
          AddViewController · alpha 1 (animated 0.4 s)
            navigation bar: "New Task"  [Done]
              bar tint default · tint default · title default
            text field "Call mum" [editing]

        """)
    try app.tap("Done")
    #expect(delegate.journal.take() == ["unwind with Call mum"])
    #expect(
      app.render().hasSuffix(
        """
            section 0
              Buy milk · today
              Call mum · today

        """))
  }

  @Test("An animator that never completes leaves the presentation unfinished, as in UIKit")
  func unfinishedTransition() {
    final class StuckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
      { 0.3 }
      func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
    }
    final class StuckDelegate: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { StuckAnimator() }
    }
    let journal = Journal()
    let root = RecordingViewController("A", journal: journal)
    let app = HeadlessApp.launch(RootDelegate(root: root))
    let presented = RecordingViewController("B", journal: journal)
    let stuck = StuckDelegate()
    presented.transitioningDelegate = stuck
    presented.modalPresentationStyle = .custom
    var completed = false
    root.present(presented, animated: true) { completed = true }
    #expect(!completed)
    #expect(journal.entries.last == "B viewWillAppear")
    #expect(
      app.render().hasSuffix(
        """
        presented custom · custom transition 0.3 s · transition not completed
          (its view is not in the window)

        """))
  }
}
