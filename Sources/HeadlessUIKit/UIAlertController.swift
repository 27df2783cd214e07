import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`: present it; tapping an action
/// dismisses the alert, then runs the action's handler.
@MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  public let preferredStyle: Style
  open var message: String?
  public private(set) var actions: [UIAlertAction] = []
  public private(set) var textFields: [UITextField]?
  open var preferredAction: UIAlertAction?

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  public required init?(coder: NSCoder) {
    self.preferredStyle = .alert
    super.init(coder: coder)
  }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let textField = UITextField()
    configurationHandler?(textField)
    textFields = (textFields ?? []) + [textField]
    view.addSubview(textField)
  }

  /// What tapping an action's button does.
  @_spi(Automation) public func tap(_ action: UIAlertAction) {
    dismiss(animated: true) {
      action.handler?(action)
    }
  }
}
