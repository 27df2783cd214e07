import Foundation
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
final class NibControllerAppDelegate: UIApplicationDelegate, UIBundleNibFiles {
  var window: UIWindow?
  let nibFiles = [
    UINib.File("NibListController", owner: NibListController.self) { owner in
      let view = UIView()
      let tableView = UITableView(frame: .zero, style: .plain)
      view.addSubview(tableView)
      owner?.view = view
      owner?.tableView = tableView
      return [view]
    },
    UINib.File("NoViewOutlet", owner: NibListController.self) { owner in [UIView()] },
  ]
}

@MainActor
struct NibViewControllerTests {
  @Test("A controller with a nib name loads its view from that nib, outlets connected before viewDidLoad")
  func loadsViewFromNib() {
    let app = HeadlessApp.launch(NibControllerAppDelegate())
    let controller = NibListController(nibName: "NibListController")

    let view = controller.view

    #expect(controller.tableAtViewDidLoad != nil)
    #expect(controller.tableView?.superview === view)
    #expect(app.crash == nil)
  }

  @Test("A nib that leaves the view outlet unset is a fault, in UIKit's words")
  func viewOutletNotSet() {
    let app = HeadlessApp.launch(NibControllerAppDelegate())
    let controller = NibListController(nibName: "NoViewOutlet")

    let fault = withExtendedLifetime(app) { UIKitFault.captured { _ = controller.view } }

    #expect(
      fault?.reason
        == "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"NoViewOutlet\" nib but the view outlet "
        + "was not set.")
  }
}
