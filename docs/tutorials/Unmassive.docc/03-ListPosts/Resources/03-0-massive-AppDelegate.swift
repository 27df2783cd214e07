import HeadlessUIKit
import ListPostsKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
