import Foundation

/// A segue of a compiled storyboard's scene.
@_spi(InterfaceBuilder)
@MainActor
public struct CompiledStoryboardSegue {
  public enum Kind {
    /// Pushes onto the source's navigation controller, or presents when there is none.
    case show
    /// Presents modally; a style other than `.automatic` is set on the destination.
    case presentModally(UIModalPresentationStyle)
    /// Runs a `UIStoryboardSegue` subclass's `perform()`.
    case custom(UIStoryboardSegue.Type)
    /// Unwinds to the controller that performs the action.
    case unwind(String)
  }

  /// What makes the segue happen besides `performSegue(withIdentifier:sender:)`.
  public enum Trigger: Equatable, Sendable {
    /// Only `performSegue(withIdentifier:sender:)`.
    case manual
    /// Selecting a row whose cell has this reuse identifier; the sender is the cell.
    case selectingCell(String)
    /// Tapping the control or bar button item with this accessibility identifier in the scene;
    /// the sender is the control or item.
    case tapping(String)
  }

  public let identifier: String?
  public let kind: Kind
  public let destination: String?
  public let trigger: Trigger
  /// The class of an unwind segue's object (nil: `UIStoryboardSegue`).
  public let segueClass: UIStoryboardSegue.Type?

  public init(
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
