import Foundation

extension Article {
  /// What the backend serves at first: three articles of an Advent Calendar's week, newest first.
  public static let samples = [
    Article(
      title: "Cocoa MVCがおFatになりやすいワケ", user: User(id: "k_awoki"), likesCount: 42,
      tags: [Tag(name: "iOS"), Tag(name: "Swift"), Tag(name: "MVC")], createdAt: december(21)),
    Article(
      title: "UITableViewのセルをxibで作る", user: User(id: "nib_lover"), likesCount: 17,
      tags: [Tag(name: "iOS"), Tag(name: "UIKit")], createdAt: december(20)),
    Article(
      title: "Swiftで始めるMVPアーキテクチャ", user: User(id: "presenter_san"), likesCount: 8,
      tags: [Tag(name: "Swift"), Tag(name: "MVP")], createdAt: december(19)),
  ]

  /// An article a scenario publishes while the app runs.
  public static let published = Article(
    title: "Pull to Refreshで記事が増える謎", user: User(id: "refresh_kun"), likesCount: 3,
    tags: [Tag(name: "iOS"), Tag(name: "UIRefreshControl")], createdAt: december(22))

  /// Noon, Tokyo time, on a day of December 2020.
  private static func december(_ day: Int) -> Date {
    var components = DateComponents(year: 2020, month: 12, day: day, hour: 12)
    components.timeZone = TimeZone(identifier: "Asia/Tokyo")
    return Calendar(identifier: .gregorian).date(from: components)!
  }
}
