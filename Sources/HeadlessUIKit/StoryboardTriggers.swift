import Foundation

/// The storyboard segues that user interaction triggers: a tapped control or bar button item,
/// a selected prototype cell.
@MainActor
enum StoryboardTriggers {
  /// A control was tapped: the first storyboard controller up its responder chain performs the
  /// segue its scene declares for the control's accessibility identifier.
  static func controlTapped(_ control: UIControl) {
    guard let identifier = control.accessibilityIdentifier else { return }
    var responder: UIResponder? = control
    while let current = responder {
      if let controller = current as? UIViewController,
        let found = segue(for: .tapping(identifier), in: controller)
      {
        controller.storyboard?.trigger(found, from: controller, sender: control)
        return
      }
      responder = current.next
    }
  }

  /// A bar button item was tapped: the controller whose navigation item shows it (or, for a
  /// standalone bar, the first up the bar's responder chain) performs the segue its scene
  /// declares for the item's accessibility identifier.
  static func barButtonItemTapped(_ item: UIBarButtonItem) {
    guard let identifier = item.accessibilityIdentifier, let navigationItem = item.navigationItem else {
      return
    }
    var responder: UIResponder? = navigationItem.owningViewController ?? navigationItem.owningBar
    while let current = responder {
      if let controller = current as? UIViewController,
        let found = segue(for: .tapping(identifier), in: controller)
      {
        controller.storyboard?.trigger(found, from: controller, sender: item)
        return
      }
      responder = current.next
    }
  }

  /// A row was selected: the controller owning the table performs the segue its scene declares
  /// for the cell's reuse identifier, with the cell as sender.
  static func cellSelected(_ cell: UITableViewCell, in tableView: UITableView) {
    guard let reuseIdentifier = cell.reuseIdentifier else { return }
    var responder: UIResponder? = tableView
    while let current = responder {
      if let controller = current as? UIViewController,
        let found = segue(for: .selectingCell(reuseIdentifier), in: controller)
      {
        controller.storyboard?.trigger(found, from: controller, sender: cell)
        return
      }
      responder = current.next
    }
  }

  private static func segue(for trigger: CompiledStoryboardSegue.Trigger, in controller: UIViewController)
    -> CompiledStoryboardSegue?
  {
    controller.storyboardScene?.segues.first { $0.trigger == trigger }
  }
}
