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
  func userReplace(_ range: NSRange, with replacement: String) {
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
  func userPressReturn() {
    let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
    guard shouldReturn else { return }
    if hasActions(for: .editingDidEndOnExit) {
      sendActions(for: .editingDidEndOnExit)
      resignFirstResponder()
    }
    sendActions(for: .primaryActionTriggered)
  }

  /// A tap on a text field only focuses it (automation then makes it first responder).
  override func simulateTap() {}
}

/// A text field's delegate, as UIKit's `UITextFieldDelegate`: every method is optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // UIKit's own spelling.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  case numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// A date picker, as UIKit's `UIDatePicker`. Its date defaults to 2001-01-01 00:00 UTC (there is
/// no clock here: set it from the chapter's World).
@MainActor
open class UIDatePicker: UIControl {
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  public enum Style: Int, Sendable {
    case automatic, wheels, compact, inline
  }

  open var date = Date(timeIntervalSinceReferenceDate: 0)
  open var datePickerMode: Mode = .dateAndTime
  open var preferredDatePickerStyle: Style = .automatic
  open var minimumDate: Date?
  open var maximumDate: Date?
  open var calendar: Calendar! = Calendar(identifier: .gregorian)
  open var locale: Locale?
  open var timeZone: TimeZone?
  open var minuteInterval = 1
  open var countDownDuration: TimeInterval = 0

  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// What turning the wheels does: the date is kept within the bounds, then `.valueChanged`.
  func userSetDate(_ newDate: Date) {
    var chosen = newDate
    if let minimumDate, chosen < minimumDate { chosen = minimumDate }
    if let maximumDate, chosen > maximumDate { chosen = maximumDate }
    date = chosen
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// The date as the render shows it: ISO 8601 in the picker's time zone (UTC without one),
  /// only the parts the mode shows.
  var displayedDate: String {
    let options: ISO8601DateFormatter.Options
    switch datePickerMode {
    case .date: options = [.withFullDate]
    case .time: options = [.withTime, .withColonSeparatorInTime]
    case .dateAndTime: options = [.withInternetDateTime]
    case .countDownTimer: return "\(formatNumber(countDownDuration)) s"
    }
    return Self.formatter(options, in: timeZone ?? TimeZone(identifier: "UTC")!).string(from: date)
  }

  /// Formatters are costly to make and every render shows the date: one per format and zone.
  private static var formatters: [String: ISO8601DateFormatter] = [:]

  private static func formatter(
    _ options: ISO8601DateFormatter.Options, in timeZone: TimeZone
  ) -> ISO8601DateFormatter {
    let key = "\(options.rawValue) \(timeZone.identifier)"
    if let formatter = formatters[key] { return formatter }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = options
    formatter.timeZone = timeZone
    formatters[key] = formatter
    return formatter
  }
}
