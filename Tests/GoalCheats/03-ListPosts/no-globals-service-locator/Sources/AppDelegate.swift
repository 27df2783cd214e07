import HeadlessUIKit
import ListPostsKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let userManager = UserManager()
  let postManager = PostManager()
}
