import Foundation

/// A closure-based action, as UIKit's `UIAction` (iOS 14): what buttons, bar button items and
/// other controls run instead of Objective-C target–action pairs. An `NSObject`, as UIKit's is
/// (through `UIMenuElement`, which HeadlessUIKit leaves out): equal only to itself.
@MainActor
public final class UIAction: NSObject {
  /// Identifies an action, so it can be removed from a control.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public enum Attributes: Sendable {
    case destructive, disabled, hidden
  }

  public let title: String
  public let image: UIImage?
  public let identifier: Identifier
  public var attributes: [Attributes] = []
  private let handler: (UIAction) -> Void

  /// The control or bar button item that sent the action, while it runs.
  public private(set) var sender: Any?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: "action-\(UIAction.nextNumber)")
    self.handler = handler
    UIAction.nextNumber += 1
    super.init()
  }

  private static var nextNumber = 1

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
