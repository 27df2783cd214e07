import Foundation
import WorldKit

/// The world Articles runs in: a Qiita backend serving the newest articles through the World's
/// pending requests, on an iPhone in Tokyo on the morning of 22 December 2020.
///
/// By default the backend serves `Article.samples`; scenarios change it with `.world("…")`
/// actions (`publish(_:)`) and hold, release or fail its requests, named by
/// `ApiClient.requestName(_:)`.
///
/// Every step reaches its backend through `ApiClient`, a static API client as the article's is,
/// which finds this World as `ArticlesWorld.current`: the World that is the device while the app
/// runs. Dates are written in the device's locale and time zone, and what the app prints goes to
/// the device's console (the Kit's `print`), both the World's while the app runs.
@MainActor
public final class ArticlesWorld: World {
  /// The World the app runs in: the device's (`World.runAsTheDevice(_:)`).
  @LaunchedWorld public static var current: ArticlesWorld

  /// What the backend serves, newest first.
  public private(set) var articles = Article.samples
  /// How many requests the app has made: the next one is number `requestCount + 1`.
  var requestCount = 0

  /// 22 December 2020, 09:00 in Tokyo.
  nonisolated public static let morningAfter = Date(timeIntervalSince1970: 1_608_595_200)

  public override init(
    start: Date = ArticlesWorld.morningAfter,
    timeZone: TimeZone = TimeZone(identifier: "Asia/Tokyo")!,
    locale: Locale = Locale(identifier: "en_001")
  ) throws {
    try super.init(start: start, timeZone: timeZone, locale: locale)
  }

  /// A new article is published: the backend serves it first from now on.
  public func publish(_ article: Article) {
    articles.insert(article, at: 0)
  }
}
