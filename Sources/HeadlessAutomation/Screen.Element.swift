import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

extension Screen {
  /// Something on screen that automation can find.
  @MainActor
  struct Element {
    enum Kind: String {
      case backButton = "back button"
      case barButton = "bar button"
      case button
      case control
      case textField = "text field"
      case label
      case image
      case datePicker = "date picker"
      case alertAction = "alert action"
      case cell = "row"
      case title

      /// The traits of what has no view of its own: a back button, an alert's action or text.
      var standardTraits: UIAccessibilityTraits {
        switch self {
        case .backButton, .barButton, .button, .alertAction: .button
        case .label, .title: .staticText
        default: .none
        }
      }
    }

    let kind: Kind
    /// The strings it answers to: accessibility identifier and label, title or text, placeholder.
    let names: [String]
    /// How error messages list it.
    let summary: String
    let isEnabled: Bool
    let view: UIView?
    let action: (() -> Void)?
    /// What XCUITest reads of it: identifier, label, value, hint, traits.
    let accessibility: ElementSnapshot

    func tap() throws(AutomationError) {
      guard let action else { return }
      guard isEnabled else {
        throw AutomationError(.disabled, sought: summary, problem: "it is disabled", visible: [])
      }
      action()
    }
  }
}
