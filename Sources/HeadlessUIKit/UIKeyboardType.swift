import Foundation

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType` (none is shown here).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // UIKit's own spelling.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  case numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
