import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// An element on screen: what kind it is, in the words the render and automation errors use
/// ("button", "bar button", "text field", "label", "alert action"…), whether it is enabled, and
/// what VoiceOver reads of it, as XCUITest's `label`, `value`, `identifier` and the traits behind
/// its `elementType`.
public struct ElementSnapshot: Equatable, Sendable {
  public let kind: String
  public let isEnabled: Bool
  /// The accessibility identifier, if set.
  public let identifier: String?
  /// What VoiceOver names it: the accessibility label, else the text or title it shows.
  public let label: String?
  /// The accessibility value ("3 stars set."), if any.
  public let value: String?
  /// The accessibility hint ("Tap to reset the rating to zero."), if any.
  public let hint: String?
  public let traits: UIAccessibilityTraits

  public init(
    kind: String, isEnabled: Bool, identifier: String? = nil, label: String? = nil, value: String? = nil,
    hint: String? = nil, traits: UIAccessibilityTraits = .none
  ) {
    self.kind = kind
    self.isEnabled = isEnabled
    self.identifier = identifier
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
  }
}
