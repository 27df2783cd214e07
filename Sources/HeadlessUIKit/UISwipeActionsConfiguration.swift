import Foundation

/// The actions a swipe reveals, as UIKit's `UISwipeActionsConfiguration`.
@MainActor
public final class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  public var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
