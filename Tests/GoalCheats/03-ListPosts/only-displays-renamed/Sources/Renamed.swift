import Foundation
import ListPostsKit

typealias Users = UserManager
typealias Posts = PostManager
typealias Formatter = DateFormatter

extension UserManager {
  func me() -> User? { loggedInUser() }
  func fans(_ user: User) -> [User] { followersForUser(user) }
}

extension PostManager {
  func posts(of user: User, completion: @escaping ([Post]?, PostManagerError?) -> Void) {
    fetchPostsForUser(user, completion: completion)
  }
}

extension Array where Element == Post {
  var newestFirst: [Post] { sorted { $0 > $1 } }
}
