import Foundation

/// A Qiita article, as Qiita's API v2 describes an item (`GET /api/v2/items`): its title, its
/// author, how many people liked it, its tags and when it was created.
public struct Article: Equatable, Sendable {
  /// The author, as the item's `user` object: only the id the app shows.
  public struct User: Equatable, Sendable {
    public var id: String

    public init(id: String) {
      self.id = id
    }
  }

  /// A tag, as the item's `tags` objects: only its name.
  public struct Tag: Equatable, Sendable {
    public var name: String

    public init(name: String) {
      self.name = name
    }
  }

  public var title: String
  public var user: User
  public var likesCount: Int
  public var tags: [Tag]
  public var createdAt: Date

  public init(title: String, user: User, likesCount: Int, tags: [Tag], createdAt: Date) {
    self.title = title
    self.user = user
    self.likesCount = likesCount
    self.tags = tags
    self.createdAt = createdAt
  }
}
