import Foundation

/// Whether the keyboard corrects typing, as UIKit's `UITextAutocorrectionType` (it never does here).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}
