import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

/// Something a user can act on now, on the frontmost layer: what a generated scenario reads to
/// choose its next action, as a monkey test reads XCUITest's element queries.
public struct ControlSnapshot: Equatable, Sendable {
  /// What acting on it means.
  public enum Kind: String, Sendable {
    /// A button, bar button item, alert action or other control: tap it.
    case tappable
    /// The navigation bar's back button.
    case backButton
    /// A text field: type into it, clear it.
    case textField
    /// A date picker: set its date.
    case datePicker
    /// A table row, named by its text: select it, delete it.
    case row
    /// The one table's refresh control: pull to refresh.
    case refreshControl
  }

  public let kind: Kind
  /// A name that finds it, and nothing else of its kind, with the automation calls: its
  /// accessibility identifier or label, title, placeholder; a row's text.
  public let name: String
  public let isEnabled: Bool

  public init(kind: Kind, name: String, isEnabled: Bool) {
    self.kind = kind
    self.name = name
    self.isEnabled = isEnabled
  }
}
