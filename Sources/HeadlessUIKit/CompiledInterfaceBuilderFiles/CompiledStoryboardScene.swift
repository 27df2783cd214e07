import Foundation

/// One scene of a compiled storyboard: its identifier, how its controller is made, its segues,
/// the unwind actions it accepts, its prototype cells and the content laid out in its view.
@_spi(InterfaceBuilder)
@MainActor
public struct CompiledStoryboardScene {
  public let identifier: String
  let make: (UIStoryboard) -> UIViewController
  public var segues: [CompiledStoryboardSegue] = []
  public var unwindActions: [String: (UIViewController, UIStoryboardSegue) -> Void] = [:]
  public var prototypeCells: [CompiledPrototypeCell] = []
  public var contentLoaders: [(UIViewController, UIView) -> Void] = []

  /// A scene whose controller `make` creates; `make` may instantiate other scenes of the
  /// storyboard it is given (a navigation controller's root).
  public init(identifier: String, make: @escaping (UIStoryboard) -> UIViewController) {
    self.identifier = identifier
    self.make = make
  }

  func segue(_ identifier: String) -> CompiledStoryboardSegue? {
    segues.first { $0.identifier == identifier }
  }

  func unwindAction(_ action: String) -> ((UIViewController, UIStoryboardSegue) -> Void)? {
    unwindActions[action]
  }

  /// What loading the scene's nib does before `viewDidLoad`: the content is laid out and the
  /// prototype cells are registered.
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
