import Foundation

/// A menu of actions (not shown by the render; kept so UIKit's initialisers read the same).
@MainActor
public final class UIMenu: NSObject {
  public let title: String
  public let children: [UIAction]

  public init(title: String = "", children: [UIAction] = []) {
    self.title = title
    self.children = children
  }
}
