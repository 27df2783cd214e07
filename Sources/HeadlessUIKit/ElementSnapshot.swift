import Foundation

/// An element on screen: what kind it is, in the words the render and automation errors use
/// ("button", "bar button", "text field", "label", "alert action"…), and whether it is enabled.
public struct ElementSnapshot: Equatable, Sendable {
  public let kind: String
  public let isEnabled: Bool

  public init(kind: String, isEnabled: Bool) {
    self.kind = kind
    self.isEnabled = isEnabled
  }
}
