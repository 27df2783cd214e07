@_spi(InterfaceBuilder) import HeadlessUIKit

extension StoryboardFile {
  /// One scene: a storyboard identifier and how to make its controller, with its segues, the
  /// unwind actions it accepts, the prototype cells of its table view and its content.
  @MainActor
  public struct Scene {
    var compiled: CompiledStoryboardScene

    /// A scene whose controller `make` creates.
    public init(_ identifier: String, make: @escaping () -> UIViewController) {
      compiled = CompiledStoryboardScene(identifier: identifier) { _ in make() }
    }

    private init(_ identifier: String, makeIn: @escaping (UIStoryboard) -> UIViewController) {
      compiled = CompiledStoryboardScene(identifier: identifier, make: makeIn)
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
      _ identifier: String?, _ kind: SegueKind, to destination: String, trigger: SegueTrigger = .manual
    ) -> Scene {
      adding(
        CompiledStoryboardSegue(
          identifier: identifier, kind: kind.compiled, destination: destination, trigger: trigger.compiled))
    }

    /// An unwind segue from this scene (IB's "Exit" connection) to whichever controller up the
    /// chain accepts `action`. With a `segueClass` (IB's custom class on an unwind segue), the
    /// segue object is an instance of it whose base `perform()` runs the standard unwind.
    public func unwindSegue(
      _ identifier: String? = nil, action: String, segueClass: UIStoryboardSegue.Type? = nil,
      trigger: SegueTrigger = .manual
    ) -> Scene {
      adding(
        CompiledStoryboardSegue(
          identifier: identifier, kind: .unwind(action), destination: nil, trigger: trigger.compiled,
          segueClass: segueClass))
    }

    private func adding(_ segue: CompiledStoryboardSegue) -> Scene {
      var scene = self
      scene.compiled.segues.append(segue)
      return scene
    }

    /// An unwind action this scene's controller performs (an `@IBAction` taking a segue).
    public func unwindAction<Controller: UIViewController>(
      _ action: String, _ perform: @escaping (Controller, UIStoryboardSegue) -> Void
    ) -> Scene {
      var scene = self
      scene.compiled.unwindActions[action] = { controller, segue in
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
      adding(
        CompiledPrototypeCell(
          reuseIdentifier: reuseIdentifier, cellClass: cellClass, style: style, content: nil))
    }

    /// A prototype cell with content laid out as in Interface Builder: `content` runs on every
    /// cell made from the prototype, before its `awakeFromNib()`, to add subviews and connect
    /// outlets.
    public func prototypeCell<Cell: UITableViewCell>(
      _ reuseIdentifier: String, _ cellClass: Cell.Type, style: UITableViewCell.CellStyle = .default,
      content: @escaping (Cell) -> Void
    ) -> Scene {
      let typedContent = { (cell: UITableViewCell) in
        if let cell = cell as? Cell { content(cell) }
      }
      return adding(
        CompiledPrototypeCell(
          reuseIdentifier: reuseIdentifier, cellClass: cellClass, style: style, content: typedContent))
    }

    private func adding(_ prototype: CompiledPrototypeCell) -> Scene {
      var scene = self
      scene.compiled.prototypeCells.append(prototype)
      return scene
    }

    /// The scene's content as Interface Builder lays it out: runs when the controller's view
    /// has loaded (after `loadView()`), before `viewDidLoad()`, to add subviews and connect
    /// outlets.
    public func content<Controller: UIViewController>(_ load: @escaping (Controller, UIView) -> Void) -> Scene
    {
      var scene = self
      scene.compiled.contentLoaders.append { controller, view in
        if let controller = controller as? Controller { load(controller, view) }
      }
      return scene
    }
  }
}
