import Foundation

/// An editable line of text, as UIKit's `UITextField`, with its delegate's callbacks in UIKit's
/// order when it begins and ends editing and when text is typed.
@MainActor
open class UITextField: UIControl {
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  private var storedText = ""
  /// The text; never nil when read (an empty string by default), as in UIKit.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  open var placeholder: String?
  open weak var delegate: (any UITextFieldDelegate)?
  open var borderStyle: BorderStyle = .none
  open var textColor: UIColor? = .label
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textAlignment: NSTextAlignment = .natural
  open var clearButtonMode: ViewMode = .never
  open var returnKeyType: UIReturnKeyType = .default
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var isSecureTextEntry = false
  open var enablesReturnKeyAutomatically = false
  open var clearsOnBeginEditing = false

  /// Whether the field is being edited (it is the first responder).
  public private(set) var isEditing = false

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks `textFieldShouldBeginEditing`, then `textFieldDidBeginEditing` and
  /// `.editingDidBegin`. The field must be in a window.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing { storedText = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing: asks `textFieldShouldEndEditing`, then `textFieldDidEndEditing` and
  /// `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Replaces a range of the text as the keyboard would: the delegate may refuse; the change
  /// sends `.editingChanged`.
  @_spi(Automation) public func userReplace(_ range: NSRange, with replacement: String) {
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
    {
      return
    }
    let current = storedText as NSString
    storedText = current.replacingCharacters(in: range, with: replacement)
    sendActions(for: .editingChanged)
  }

  /// The return key: asks `textFieldShouldReturn`, then sends `.editingDidEndOnExit` (which
  /// ends editing when something listens to it) and `.primaryActionTriggered`.
  @_spi(Automation) public func userPressReturn() {
    let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
    guard shouldReturn else { return }
    if hasActions(for: .editingDidEndOnExit) {
      sendActions(for: .editingDidEndOnExit)
      resignFirstResponder()
    }
    sendActions(for: .primaryActionTriggered)
  }

  /// A tap on a text field only focuses it (automation then makes it first responder).
  @_spi(Automation) public override func simulateTap() {}
}
