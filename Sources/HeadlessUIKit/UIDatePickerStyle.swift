/// How a date picker shows itself, as UIKit's `UIDatePickerStyle` (a type of its own in UIKit,
/// not nested in `UIDatePicker`).
public enum UIDatePickerStyle: Int, Sendable {
  case automatic, wheels, compact, inline
}
