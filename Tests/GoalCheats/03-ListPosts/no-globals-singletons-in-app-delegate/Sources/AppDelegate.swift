import HeadlessUIKit
import ListPostsKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

extension UserManager {
  static let shared = UserManager()
}

extension PostManager {
  static let shared = PostManager()
}
