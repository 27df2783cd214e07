import Foundation

// Performing the segues a storyboard's scenes declare, and the unwind search.
extension UIStoryboard {
  /// Performs a segue triggered by the user (a tapped control, a selected cell): asks the
  /// source's `shouldPerformSegue` first, as UIKit does for triggered segues.
  func trigger(_ segue: CompiledStoryboardSegue, from source: UIViewController, sender: Any?) {
    if let identifier = segue.identifier,
      !source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    {
      return
    }
    perform(segue, from: source, sender: sender)
  }

  /// Performs a segue: the destination is made, the source prepares, then the transition runs.
  func perform(_ declaration: CompiledStoryboardSegue, from source: UIViewController, sender: Any?) {
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
    _ declaration: CompiledStoryboardSegue, action: String, from source: UIViewController, sender: Any?
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
}
