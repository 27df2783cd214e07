import Foundation

/// A task a scenario writes into the store before the app launches: what a user would have
/// added in earlier sessions.
public struct SeedTask: Sendable, Equatable {
  /// What the row shows.
  public var title: String
  /// When it is due.
  public var dueDate: Date
  /// How many calendar days after the World's start it is due (negative: before), for the
  /// transcript.
  public var days: Int

  /// A task due `days` calendar days after the World's start (21:41 on Monday 5 June 2017),
  /// `hours` hours later in the day.
  public init(_ title: String, dueInDays days: Int, hours: Int = 0) {
    self.title = title
    self.dueDate = MegaControllerWorld.date(days: days, hours: hours)
    self.days = days
  }

  /// How the task reads in a transcript: `"Book flights" due 2017-06-07T04:41:00Z (start + 1 d)`.
  public var description: String {
    let offset = days < 0 ? "start - \(-days) d" : "start + \(days) d"
    return "\"\(title)\" due \(dueDate.ISO8601Format()) (\(offset))"
  }
}
