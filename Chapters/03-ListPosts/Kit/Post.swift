import Foundation

/// Something a user published, at an instant.
///
/// Posts are ordered, and compared, by when they were published, as in the original sample: two
/// posts published at the same instant are equal as far as sorting is concerned, so their order
/// after a (stable) sort is the order they were in before it.
public struct Post: Comparable, Sendable {
  public var title: String
  public var user: User
  public var timestamp: Date

  public init(title: String, user: User, timestamp: Date) {
    self.title = title
    self.user = user
    self.timestamp = timestamp
  }

  public static func < (lhs: Post, rhs: Post) -> Bool {
    lhs.timestamp < rhs.timestamp
  }

  public static func == (lhs: Post, rhs: Post) -> Bool {
    lhs.timestamp == rhs.timestamp
  }
}
