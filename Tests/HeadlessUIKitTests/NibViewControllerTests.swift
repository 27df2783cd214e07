import Foundation
import HeadlessInterfaceBuilder
import HeadlessUIKit
import Testing

/// A controller whose view comes from its nib, which connects its table outlet.
final class NibListController: UIViewController {
  weak var tableView: UITableView!
  private(set) var tableAtViewDidLoad: UITableView?

  init(nibName: String) {
    super.init(nibName: nibName, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableAtViewDidLoad = tableView
  }
}

/// An app whose bundle has the controller's nib, and one that forgets its view outlet.
final class NibControllerAppDelegate: NSObject, UIApplicationDelegate, DeclaresNibFiles {
  var window: UIWindow?
  let nibFiles = [
    NibFile("NibListController", owner: NibListController.self) { owner in
      let view = UIView()
      let tableView = UITableView(frame: .zero, style: .plain)
      view.addSubview(tableView)
      owner?.view = view
      owner?.tableView = tableView
      return [view]
    },
    NibFile("NoViewOutlet", owner: NibListController.self) { owner in [UIView()] },
  ]
}

@MainActor
struct NibViewControllerTests {
  @Test("A controller with a nib name loads its view from that nib, outlets connected before viewDidLoad")
  func loadsViewFromNib() {
    let app = HeadlessApp.launch(withNibsOf: NibControllerAppDelegate())
    let controller = NibListController(nibName: "NibListController")

    let view = controller.view

    #expect(controller.tableAtViewDidLoad != nil)
    #expect(controller.tableView?.superview === view)
    #expect(app.crash == nil)
  }

  @Test("A nib that leaves the view outlet unset is a fault, in UIKit's words")
  func viewOutletNotSet() {
    let app = HeadlessApp.launch(withNibsOf: NibControllerAppDelegate())
    let controller = NibListController(nibName: "NoViewOutlet")

    let fault = withExtendedLifetime(app) { UIKitFault.captured { _ = controller.view } }

    #expect(
      fault?.reason
        == "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"NoViewOutlet\" nib but the view outlet "
        + "was not set.")
  }
}

/// Controllers made in code with no nib name, for UIKit's lookup of a nib after the class name.
final class GreetingViewController: UIViewController {
  weak var greetingLabel: UILabel!
}

final class FarewellViewController: UIViewController {
  weak var farewellLabel: UILabel!
}

final class PlainViewController: UIViewController {}

/// A view that loads its own content from a nib named like the controller above minus
/// "Controller", with itself as File's Owner (as chapter 02's ArticlesView).
final class OwnedView: UIView {
  weak var titleLabel: UILabel!
}

final class OwnedViewController: UIViewController {}

/// An app whose bundle has a nib named after a controller without "Controller", one named after
/// a controller in full, and a view's nib whose name a controller's lookup finds.
final class NibLookupAppDelegate: NSObject, UIApplicationDelegate, DeclaresNibFiles {
  var window: UIWindow?
  let nibFiles = [
    NibFile("GreetingView", owner: GreetingViewController.self, outlets: ["view", "greetingLabel"]) {
      owner in
      let view = UIView()
      let label = UILabel()
      label.text = "Hello"
      view.addSubview(label)
      owner?.view = view
      owner?.greetingLabel = label
      return [view]
    },
    NibFile("FarewellViewController", owner: FarewellViewController.self, outlets: ["view"]) {
      owner in
      let view = UIView()
      let label = UILabel()
      view.addSubview(label)
      owner?.view = view
      owner?.farewellLabel = label
      return [view]
    },
    NibFile("OwnedView", owner: OwnedView.self, outlets: ["titleLabel"]) { owner in
      let view = UIView()
      let label = UILabel()
      view.addSubview(label)
      owner?.titleLabel = label
      return [view]
    },
  ]
}

@MainActor
struct NibLookupTests {
  @Test("Without a nib name, a controller loads the nib named after its class without \"Controller\"")
  func loadsNibNamedWithoutController() {
    let app = HeadlessApp.launch(withNibsOf: NibLookupAppDelegate())
    let controller = GreetingViewController()

    let view = controller.view

    #expect(controller.greetingLabel?.superview === view)
    #expect(controller.greetingLabel?.text == "Hello")
    #expect(app.crash == nil)
  }

  @Test("Then the nib named after its class")
  func loadsNibNamedAfterClass() {
    let app = HeadlessApp.launch(withNibsOf: NibLookupAppDelegate())
    let controller = FarewellViewController()

    let view = controller.view

    #expect(controller.farewellLabel?.superview === view)
    #expect(app.crash == nil)
  }

  @Test("With neither nib in the bundle, the view is an empty one")
  func emptyViewWithoutNib() {
    let app = HeadlessApp.launch(withNibsOf: NibLookupAppDelegate())
    let controller = PlainViewController()

    #expect(controller.view.subviews.isEmpty)
    #expect(app.crash == nil)
  }

  @Test("A nib found by the lookup whose File's Owner is another class faults on its first outlet, as UIKit")
  func ownerOfAnotherClass() {
    let app = HeadlessApp.launch(withNibsOf: NibLookupAppDelegate())
    let controller = OwnedViewController()

    let fault = withExtendedLifetime(app) { UIKitFault.captured { _ = controller.view } }

    #expect(fault?.name == "NSUnknownKeyException")
    #expect(
      fault?.reason
        == "[<OwnedViewController 0x…> setValue:forUndefinedKey:]: this class is not key value "
        + "coding-compliant for the key titleLabel.")
  }

  @Test("A view loading that nib with itself as owner gets its outlets connected")
  func ownerOfTheDeclaredClass() {
    let app = HeadlessApp.launch(withNibsOf: NibLookupAppDelegate())
    let view = OwnedView()

    let objects = Bundle.main.loadNibNamed("OwnedView", owner: view, options: nil)

    #expect((objects?.first as? UIView)?.subviews.first === view.titleLabel)
    #expect(app.crash == nil)
  }
}

/// A storyboard scene's controller that calls super in its own `loadView()`, then assigns its
/// own view (chapter 02's ArticlesViewController from step 1), and one that does not call super.
final class ReplacingViewController: UIViewController {
  let ownView = UIView()
  private(set) var viewFromSuper: UIView?

  override func loadView() {
    super.loadView()
    viewFromSuper = viewIfLoaded
    view = ownView
  }
}

final class BuildingViewController: UIViewController {
  let ownView = UIView()

  override func loadView() {
    view = ownView
  }
}

@MainActor
struct SceneViewTests {
  /// A storyboard whose two scenes lay out a label in their root view; each counts its layouts.
  final class Layouts { var count = 0 }

  static func storyboard(_ layouts: Layouts) -> StoryboardFile {
    func layOut(_ controller: UIViewController, _ view: UIView) {
      layouts.count += 1
      view.addSubview(UILabel())
    }
    return StoryboardFile(
      name: "Main",
      scenes: [
        .scene("Replacing") { ReplacingViewController() }.content(layOut),
        .scene("Building") { BuildingViewController() }.content(layOut),
      ])
  }

  @Test("super.loadView() of a storyboard scene's controller loads the scene's view, laid out once")
  func superLoadsTheScenesView() {
    let layouts = Layouts()
    let controller =
      Self.storyboard(layouts).load().instantiateViewController(withIdentifier: "Replacing")
      as! ReplacingViewController

    _ = controller.view

    #expect(controller.viewFromSuper?.subviews.count == 1)
    #expect(controller.view === controller.ownView)
    #expect(controller.ownView.subviews.isEmpty)
    #expect(layouts.count == 1)
  }

  @Test("A controller that builds its own view without super has the scene's content laid out in it")
  func ownViewWithoutSuper() {
    let layouts = Layouts()
    let controller =
      Self.storyboard(layouts).load().instantiateViewController(withIdentifier: "Building")
      as! BuildingViewController

    _ = controller.view

    #expect(controller.ownView.subviews.count == 1)
    #expect(layouts.count == 1)
  }
}
