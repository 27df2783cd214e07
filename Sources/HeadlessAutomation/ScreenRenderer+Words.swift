import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

// The render: words.
extension ScreenRenderer {
  /// A view's kind: our word for UIKit's own classes, the class name for the app's subclasses.
  static func kindName(of view: UIView, base: String) -> String {
    let name = typeName(view)
    return name.hasPrefix("UI") ? base : name
  }

  /// Names by type, written once: `String(describing:)` of a type costs a dynamic cast every time,
  /// and a matrix renders the same few classes thousands of times.
  static var typeNames: [ObjectIdentifier: String] = [:]

  static func typeName(_ object: AnyObject) -> String {
    let key = ObjectIdentifier(type(of: object))
    if let name = typeNames[key] { return name }
    let name = String(describing: type(of: object))
    typeNames[key] = name
    return name
  }

  static func quoted(_ text: String?) -> String {
    "\"\(text ?? "")\""
  }

  /// What VoiceOver reads as the view's value, where it says more than the view shows:
  /// `value "3 stars set."` on a star of a rating control.
  static func valueItem(of view: UIView, shown: String?) -> String? {
    guard let value = view.accessibilityValue, !value.isEmpty, value != shown else { return nil }
    return "value " + quoted(value)
  }

  static func bracketed(_ title: String, _ markers: [String]) -> String {
    "[" + ([title] + markers).joined(separator: " · ") + "]"
  }
}
