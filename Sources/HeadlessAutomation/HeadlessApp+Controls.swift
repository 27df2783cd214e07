import Foundation
@_spi(Automation) @_spi(InterfaceBuilder) import HeadlessUIKit

extension HeadlessApp {
  /// What the user can act on now, on the frontmost layer, in reading order: its controls, text
  /// fields, date pickers, rows (each named by a text that finds it alone) and refresh control.
  /// Empty when the app is not running or has crashed.
  public var controls: [ControlSnapshot] {
    guard let window = settledWindow() else { return [] }
    let screen = Screen(window: window)
    let elements = screen.elements.compactMap { Self.control(for: $0, among: screen.elements) }
    let rowTexts = screen.rows.map(\.text)
    let rows = rowTexts.filter { text in rowTexts.filter { $0.containsText(text) }.count == 1 }.map {
      ControlSnapshot(kind: .row, name: $0, isEnabled: true)
    }
    let refresh =
      screen.refreshControls.count == 1
      ? [ControlSnapshot(kind: .refreshControl, name: "", isEnabled: true)] : []
    return elements + rows + refresh
  }

  private static func control(for element: Screen.Element, among elements: [Screen.Element])
    -> ControlSnapshot?
  {
    let kind: ControlSnapshot.Kind
    switch element.kind {
    case .button, .barButton, .alertAction, .control:
      guard element.action != nil else { return nil }
      kind = .tappable
    case .backButton: kind = .backButton
    case .textField: kind = .textField
    case .datePicker: kind = .datePicker
    default: return nil
    }
    // A text field's text changes as it is typed into: its other names find it for longer.
    let names = kind == .textField ? element.names.reversed() : element.names
    let unique = names.first { name in
      elements.filter { $0.names.contains(name) && Self.sameUse($0, element) }.count == 1
    }
    return unique.map { ControlSnapshot(kind: kind, name: $0, isEnabled: element.isEnabled) }
  }

  private static func sameUse(_ one: Screen.Element, _ other: Screen.Element) -> Bool {
    switch other.kind {
    case .textField, .datePicker: one.kind == other.kind
    default: one.action != nil
    }
  }
}
