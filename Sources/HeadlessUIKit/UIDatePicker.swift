import Foundation

/// A date picker, as UIKit's `UIDatePicker`. As UIKit's, it starts at the moment it was made, in
/// the current calendar; without a time zone or locale of its own it shows the device's.
@MainActor
open class UIDatePicker: UIControl {
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  open var date = Date()
  open var datePickerMode: Mode = .dateAndTime
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  open var minimumDate: Date?
  open var maximumDate: Date?
  open var calendar: Calendar! = Calendar.current
  open var locale: Locale?
  open var timeZone: TimeZone?
  open var minuteInterval = 1
  open var countDownDuration: TimeInterval = 0

  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// What turning the wheels does: the date is kept within the bounds, then `.valueChanged`.
  @_spi(Automation) public func userSetDate(_ newDate: Date) {
    var chosen = newDate
    if let minimumDate, chosen < minimumDate { chosen = minimumDate }
    if let maximumDate, chosen > maximumDate { chosen = maximumDate }
    date = chosen
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// The date as the render shows it: ISO 8601 in the picker's time zone (the device's without
  /// one), only the parts the mode shows.
  @_spi(Automation) public var displayedDate: String {
    let options: ISO8601DateFormatter.Options
    switch datePickerMode {
    case .date: options = [.withFullDate]
    case .time: options = [.withTime, .withColonSeparatorInTime]
    case .dateAndTime: options = [.withInternetDateTime]
    case .countDownTimer: return "\(formatNumber(countDownDuration)) s"
    }
    return Self.formatter(options, in: timeZone ?? TimeZone.current).string(from: date)
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
