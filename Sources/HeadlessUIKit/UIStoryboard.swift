import Foundation

/// A storyboard defined in code: scenes that make controllers, the segues between them, the
/// unwind actions they accept and their prototype cells. There is no Interface Builder here;
/// see docs/HeadlessUIKit.md, "Storyboards in code".
///
/// ```swift
/// let main = UIStoryboard(name: "Main", initialScene: "Meals", scenes: [
///   .navigation("Meals", root: "MealList"),
///   .scene("MealList") { MealTableViewController() }
///     .prototypeCell("MealTableViewCell", MealTableViewCell.self)
///     .segue("AddItem", .presentModally(), to: "AddMeal", trigger: .tapping("addButton"))
///     .segue("ShowDetail", .show, to: "MealDetail", trigger: .selectingCell("MealTableViewCell"))
///     .unwindAction("unwindToMealList:") { (list: MealTableViewController, segue) in
///       list.unwindToMealList(sender: segue)
///     },
///   .navigation("AddMeal", root: "MealDetail"),
///   .scene("MealDetail") { MealViewController() }
///     .unwindSegue(action: "unwindToMealList:", trigger: .tapping("saveButton")),
/// ])
/// ```
@MainActor
public final class UIStoryboard {
  public let name: String
  private let initialSceneIdentifier: String?
  private let scenes: [Scene]

  public init(name: String, initialScene: String? = nil, scenes: [Scene]) {
    self.name = name
    self.initialSceneIdentifier = initialScene
    self.scenes = scenes
  }

  /// The initial scene's controller (and its relationship children), or nil without one.
  public func instantiateInitialViewController() -> UIViewController? {
    guard let initialSceneIdentifier else { return nil }
    return instantiateViewController(withIdentifier: initialSceneIdentifier)
  }

  /// The initial scene's controller, made by `creator` (for dependency injection, iOS 13).
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let initialSceneIdentifier else { return nil }
    return instantiateViewController(identifier: initialSceneIdentifier, creator: creator)
  }

  /// The controller of the scene with that storyboard identifier. An unknown identifier is a
  /// fault, in UIKit's words (the controller returned then is a blank one).
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let scene = scene(identifier) else {
      return UIViewController()
    }
    return instantiate(scene, made: scene.make(self))
  }

  /// The controller of a scene, made by `creator` (UIKit's `init?(coder:)`-based injection).
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let scene = scene(identifier) else { return stand(in: creator) }
    if let creator, let made = creator(NSCoder()) {
      return instantiate(scene, made: made) as! ViewController
    }
    guard let made = instantiate(scene, made: scene.make(self)) as? ViewController else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Storyboard (<UIStoryboard: \(name)>) scene '\(identifier)' is not a \(ViewController.self)")
      return stand(in: creator)
    }
    return made
  }

  /// A controller to hand back after a fault, since the call cannot fail: the app has crashed
  /// and nothing it does any more is shown.
  private func stand<ViewController: UIViewController>(in creator: ((NSCoder) -> ViewController?)?)
    -> ViewController
  {
    if let made = creator?(NSCoder()) { return made }
    guard let made = ViewController(coder: NSCoder()) else {
      fatalError("\(ViewController.self)(coder:) returned nil after a storyboard fault")
    }
    return made
  }

  private func scene(_ identifier: String) -> Scene? {
    guard let scene = scenes.first(where: { $0.identifier == identifier }) else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier "
          + "'\(identifier)'")
      return nil
    }
    return scene
  }

  private func instantiate(_ scene: Scene, made controller: UIViewController) -> UIViewController {
    controller.storyboard = self
    controller.storyboardScene = scene
    controller.awakeFromNib()
    return controller
  }

  // MARK: - Performing segues

  /// Performs a segue triggered by the user (a tapped control, a selected cell): asks the
  /// source's `shouldPerformSegue` first, as UIKit does for triggered segues.
  func trigger(_ segue: Segue, from source: UIViewController, sender: Any?) {
    if let identifier = segue.identifier,
      !source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      return
    }
    perform(segue, from: source, sender: sender)
  }

  /// Performs a segue: the destination is made, the source prepares, then the transition runs.
  func perform(_ declaration: Segue, from source: UIViewController, sender: Any?) {
    switch declaration.kind {
    case .unwind(let action):
      performUnwind(declaration, action: action, from: source, sender: sender)
      return
    default:
      break
    }
    guard let destinationIdentifier = declaration.destination else { return }
    let destination = instantiateViewController(withIdentifier: destinationIdentifier)
    let segue: UIStoryboardSegue
    switch declaration.kind {
    case .show:
      segue = ShowSegue(identifier: declaration.identifier, source: source, destination: destination)
    case .presentModally(let style):
      if style != .automatic { destination.modalPresentationStyle = style }
      segue = PresentModallySegue(
        identifier: declaration.identifier, source: source, destination: destination)
    case .custom(let segueClass):
      segue = segueClass.init(identifier: declaration.identifier, source: source, destination: destination)
    case .unwind:
      return
    }
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  private func performUnwind(
    _ declaration: Segue, action: String, from source: UIViewController, sender: Any?
  ) {
    let unwindSource = UIStoryboardUnwindSegueSource(source: source, action: action, sender: sender)
    guard let destination = Self.unwindDestination(for: unwindSource) else {
      UIApplication.shared.log(
        "Unwind segue '\(declaration.identifier ?? action)' found no view controller that performs "
          + "'\(action)'.")
      return
    }
    let segueClass = declaration.segueClass ?? UIStoryboardSegue.self
    let segue = segueClass.init(identifier: declaration.identifier, source: source, destination: destination)
    segue.performHandler = { [unowned segue] in Self.unwind(segue) }
    source.prepare(for: segue, sender: sender)
    guard let perform = destination.storyboardScene?.unwindAction(action) else {
      UIKitFault.raise(
        UIKitFault.invalidArgument,
        "-[\(String(describing: type(of: destination))) \(action)]: unrecognized selector sent to instance")
      return
    }
    perform(destination, segue)
    segue.perform()
  }

  /// Searches from the source up its containers and presenters for the first controller that
  /// performs the action: each container's other children (nearest first) before itself.
  static func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    func search(_ controller: UIViewController) -> UIViewController? {
      for child in controller.allowedChildrenForUnwinding(from: source) {
        if let found = search(child) { return found }
      }
      let canPerform = controller.canPerformUnwindSegueAction(
        source.unwindAction, from: source.sourceViewController, sender: source.sender)
      return canPerform ? controller : nil
    }
    var current = source.sourceViewController
    while true {
      if let parent = current.parent {
        for sibling in parent.allowedChildrenForUnwinding(from: source) {
          if let found = search(sibling) { return found }
        }
        if parent.canPerformUnwindSegueAction(
          source.unwindAction, from: source.sourceViewController, sender: source.sender)
        {
          return parent
        }
        current = parent
      } else if let presenter = current.ownPresentingViewController {
        if let found = search(presenter) { return found }
        current = presenter
      } else {
        return nil
      }
    }
  }

  /// The standard unwind: dismisses what is presented over the destination, then lets each
  /// container on the way pop back to it.
  static func unwind(_ segue: UIStoryboardSegue) {
    let destination = segue.destination
    if destination.presentedViewController != nil {
      destination.dismiss(animated: true)
    }
    var child = destination
    while let container = child.parent {
      container.unwind(for: segue, towards: child)
      child = container
    }
  }

  // MARK: - Declarations

  /// One scene: a storyboard identifier and how to make its controller, with its segues, the
  /// unwind actions it accepts and the prototype cells of its table view.
  @MainActor
  public struct Scene {
    public let identifier: String
    let make: (UIStoryboard) -> UIViewController
    private(set) var segues: [Segue] = []
    private(set) var unwindActions: [String: (UIViewController, UIStoryboardSegue) -> Void] = [:]
    private(set) var prototypeCells: [PrototypeCell] = []
    private(set) var contentLoaders: [(UIViewController, UIView) -> Void] = []

    /// A scene whose controller `make` creates.
    public init(_ identifier: String, make: @escaping () -> UIViewController) {
      self.identifier = identifier
      self.make = { _ in make() }
    }

    private init(_ identifier: String, makeIn: @escaping (UIStoryboard) -> UIViewController) {
      self.identifier = identifier
      self.make = makeIn
    }

    /// A scene whose controller `make` creates.
    public static func scene(_ identifier: String, make: @escaping () -> UIViewController) -> Scene {
      Scene(identifier, make: make)
    }

    /// A navigation controller scene whose root (its "relationship" segue) is another scene.
    public static func navigation(
      _ identifier: String, root rootScene: String,
      make: @escaping () -> UINavigationController = { UINavigationController() }
    ) -> Scene {
      Scene(identifier) { storyboard in
        let navigationController = make()
        navigationController.viewControllers = [
          storyboard.instantiateViewController(withIdentifier: rootScene)
        ]
        return navigationController
      }
    }

    /// A segue from this scene to another one.
    public func segue(
      _ identifier: String?, _ kind: Segue.Kind, to destination: String, trigger: Segue.Trigger = .manual
    ) -> Scene {
      var scene = self
      scene.segues.append(
        Segue(identifier: identifier, kind: kind, destination: destination, trigger: trigger))
      return scene
    }

    /// An unwind segue from this scene (IB's "Exit" connection) to whichever controller up the
    /// chain accepts `action`. With a `segueClass` (IB's custom class on an unwind segue), the
    /// segue object is an instance of it whose base `perform()` runs the standard unwind.
    public func unwindSegue(
      _ identifier: String? = nil, action: String, segueClass: UIStoryboardSegue.Type? = nil,
      trigger: Segue.Trigger = .manual
    ) -> Scene {
      var scene = self
      scene.segues.append(
        Segue(
          identifier: identifier, kind: .unwind(action), destination: nil, trigger: trigger,
          segueClass: segueClass))
      return scene
    }

    /// An unwind action this scene's controller performs (an `@IBAction` taking a segue).
    public func unwindAction<Controller: UIViewController>(
      _ action: String, _ perform: @escaping (Controller, UIStoryboardSegue) -> Void
    ) -> Scene {
      var scene = self
      scene.unwindActions[action] = { controller, segue in
        if let controller = controller as? Controller { perform(controller, segue) }
      }
      return scene
    }

    /// A prototype cell of the scene's table view, registered when the view loads; cells are
    /// made in the prototype's style (IB's Basic, Right Detail… are `.default`, `.value1`…).
    public func prototypeCell(
      _ reuseIdentifier: String, _ cellClass: UITableViewCell.Type = UITableViewCell.self,
      style: UITableViewCell.CellStyle = .default
    ) -> Scene {
      var scene = self
      scene.prototypeCells.append(
        PrototypeCell(reuseIdentifier: reuseIdentifier, cellClass: cellClass, style: style, content: nil))
      return scene
    }

    /// A prototype cell with content laid out as in Interface Builder: `content` runs on every
    /// cell made from the prototype, before its `awakeFromNib()`, to add subviews and connect
    /// outlets.
    public func prototypeCell<Cell: UITableViewCell>(
      _ reuseIdentifier: String, _ cellClass: Cell.Type, style: UITableViewCell.CellStyle = .default,
      content: @escaping (Cell) -> Void
    ) -> Scene {
      var scene = self
      let typedContent = { (cell: UITableViewCell) in
        if let cell = cell as? Cell { content(cell) }
      }
      scene.prototypeCells.append(
        PrototypeCell(
          reuseIdentifier: reuseIdentifier, cellClass: cellClass, style: style, content: typedContent))
      return scene
    }

    /// The scene's content as Interface Builder lays it out: runs when the controller's view
    /// has loaded (after `loadView()`), before `viewDidLoad()`, to add subviews and connect
    /// outlets.
    public func content<Controller: UIViewController>(_ load: @escaping (Controller, UIView) -> Void) -> Scene
    {
      var scene = self
      scene.contentLoaders.append { controller, view in
        if let controller = controller as? Controller { load(controller, view) }
      }
      return scene
    }

    func segue(_ identifier: String) -> Segue? {
      segues.first { $0.identifier == identifier }
    }

    func unwindAction(_ action: String) -> ((UIViewController, UIStoryboardSegue) -> Void)? {
      unwindActions[action]
    }

    /// What loading the scene's nib does before `viewDidLoad`: prototype cells are registered.
    func connect(to controller: UIViewController) {
      for load in contentLoaders { load(controller, controller.view) }
      guard !prototypeCells.isEmpty, let tableView = Self.firstTableView(in: controller.view) else { return }
      for prototype in prototypeCells { tableView.registerPrototype(prototype) }
    }

    private static func firstTableView(in view: UIView) -> UITableView? {
      if let tableView = view as? UITableView { return tableView }
      for subview in view.subviews {
        if let found = firstTableView(in: subview) { return found }
      }
      return nil
    }
  }

  /// A segue declared in a scene.
  @MainActor
  public struct Segue {
    public enum Kind {
      /// Pushes onto the source's navigation controller, or presents when there is none.
      case show
      /// Presents modally; a style other than `.automatic` is set on the destination.
      case presentModally(UIModalPresentationStyle = .automatic)
      /// Runs a `UIStoryboardSegue` subclass's `perform()`.
      case custom(UIStoryboardSegue.Type)
      /// Unwinds to the controller that performs the action.
      case unwind(String)
    }

    /// What makes the segue happen besides `performSegue(withIdentifier:sender:)`.
    public enum Trigger: Equatable, Sendable {
      /// Only `performSegue(withIdentifier:sender:)`.
      case manual
      /// Selecting a row whose cell has this reuse identifier (a prototype cell's segue); the
      /// sender is the cell.
      case selectingCell(String)
      /// Tapping the control or bar button item with this accessibility identifier in the
      /// scene; the sender is the control or item.
      case tapping(String)
    }

    public let identifier: String?
    public let kind: Kind
    public let destination: String?
    public let trigger: Trigger
    /// The class of an unwind segue's object (nil: `UIStoryboardSegue`).
    var segueClass: UIStoryboardSegue.Type?

    init(
      identifier: String?, kind: Kind, destination: String?, trigger: Trigger,
      segueClass: UIStoryboardSegue.Type? = nil
    ) {
      self.identifier = identifier
      self.kind = kind
      self.destination = destination
      self.trigger = trigger
      self.segueClass = segueClass
    }
  }

  /// A prototype cell of a scene's table view.
  struct PrototypeCell {
    let reuseIdentifier: String
    let cellClass: UITableViewCell.Type
    let style: UITableViewCell.CellStyle
    let content: ((UITableViewCell) -> Void)?
  }
}
